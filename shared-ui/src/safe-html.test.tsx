import { render } from '@testing-library/react';
import { SafeHtml, sanitize } from './safe-html';

it('removes scripts and event handlers and keeps simple formatting', () => {
  const out = sanitize('<p>Hello <strong>MSL</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)" onclick="x()">x</a><b ONMOUSEOVER = \'y()\'>b</b>');
  expect(out).toContain('<p>Hello <strong>MSL</strong></p>');
  expect(out).not.toMatch(/script|onerror|onclick|onmouseover|javascript:/i);
  // an image whose source is not an http(s) or same-site address is dropped (no broken image, no GET /x)
  expect(out).not.toContain('<img');
});

it('keeps images from http(s) and same-site addresses only', () => {
  const out = sanitize('<img src="/images/a.svg" alt="a"><img src="https://cdn.example.org/b.png" alt="b"><img src="x" alt="c">'
    + '<img src="data:image/png;base64,AAAA" alt="d"><img src="//evil.example/e.png" alt="e"><img alt="f"><img src="javascript:alert(1)" alt="g">');
  const doc = new DOMParser().parseFromString(out, 'text/html');
  expect([...doc.querySelectorAll('img')].map((i) => i.getAttribute('alt'))).toEqual(['a', 'b']);
});

it('renders sanitised HTML only', () => {
  const { container } = render(<SafeHtml html={'<em>ok</em><script>window.__x = 1</script>'} />);
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('em')?.textContent).toBe('ok');
});

it('stripHtml keeps the text and drops tags with script and style contents', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { stripHtml } = require('./format') as typeof import('./format');
  expect(stripHtml('<p>Board <strong>certified</strong></p><script type="x">alert(1)</script><STYLE>p{}</STYLE><img src=x onerror=alert(2)>done'))
    .toBe('Board certified done');
});
