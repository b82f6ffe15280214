import { render, waitFor } from '@testing-library/react';
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

describe('DOMPurify on demand (the first page hydrates the server\'s sanitized markup)', () => {
  type Fresh = { React: typeof import('react'); client: typeof import('react-dom/client'); server: typeof import('react-dom/server'); mod: typeof import('./safe-html') };
  /** A module registry of its own: a SafeHtml whose DOMPurify is not loaded yet (one React inside it). */
  const fresh = (): Fresh => {
    let f!: Fresh;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      f = { React: require('react'), client: require('react-dom/client'), server: require('react-dom/server'), mod: require('./safe-html') } as Fresh;
    });
    return f;
  };
  afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

  it('hydrates the served markup without loading DOMPurify; a later render of other HTML loads and sanitizes', async () => {
    const served = fresh();
    await served.mod.loadSanitizer(); // the server's render sanitizes
    const page = (m: Fresh, html: string) => m.React.createElement('main', null, m.React.createElement(m.mod.SafeHtml, { html }));
    const dirty = '<p>Board <strong>certified</strong></p><img src=x onerror="window.__hit=1">';
    const container = document.createElement('div');
    container.innerHTML = served.server.renderToString(page(served, dirty));
    document.body.append(container);
    expect(container.innerHTML).not.toMatch(/onerror|<img/);

    const browser = fresh();
    expect(browser.mod.sanitizerReady()).toBe(false);
    const before = container.querySelector('strong');
    const errors: unknown[] = [];
    let root!: import('react-dom/client').Root;
    await browser.React.act(async () => {
      root = browser.client.hydrateRoot(container, page(browser, dirty), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('strong')).toBe(before); // the served element is kept
    expect(browser.mod.sanitizerReady()).toBe(false); // and no DOMPurify was needed

    // after hydration, other HTML (a soft navigation's product) is sanitized by DOMPurify, loaded then
    document.documentElement.setAttribute('data-hydrated', '');
    await browser.React.act(async () => { root.render(page(browser, '<em>next</em><script>window.__x=1</script>')); });
    await waitFor(() => expect(container.querySelector('em')?.textContent).toBe('next'));
    expect(container.querySelector('script')).toBeNull();
    expect(browser.mod.sanitizerReady()).toBe(true);
    browser.React.act(() => root.unmount());
    container.remove();
  });

  it('sanitize refuses to run before DOMPurify is loaded (no unsanitized fallback)', () => {
    expect(() => fresh().mod.sanitize('<b>x</b>')).toThrow(/not loaded/);
  });
});
