import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpandableText, truncateText } from './expandable-text';
import { SafeHtml } from './safe-html';

describe('truncateText', () => {
  it('keeps text at the limit and cuts text over it', () => {
    expect(truncateText('abc', 3)).toEqual({ text: 'abc', truncated: false });
    expect(truncateText('abcd', 3)).toEqual({ text: 'abc…', truncated: true });
    expect(truncateText('ab  cd', 4)).toEqual({ text: 'ab…', truncated: true });
  });
});

describe('ExpandableText', () => {
  it('shows short HTML whole, sanitised', () => {
    const { container } = render(<ExpandableText html={'<b>Short</b><script>window.__x=1</script>'} limit={100} />);
    expect(container).toHaveTextContent('Short');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cuts long text and toggles the full version', async () => {
    const html = `<p>${'word '.repeat(40)}</p>`;
    render(<ExpandableText html={html} limit={100} context="Module 1" />);
    const btn = screen.getByRole('button', { name: 'Read more about Module 1' });
    expect(btn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(btn);
    expect(screen.getByRole('button', { name: 'Show less about Module 1' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('SafeHtml', () => {
  it('strips script tags and event handlers', () => {
    const { container } = render(<SafeHtml html={'<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(1)">'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull(); // its source "x" is no http(s) or same-site address
    expect(container).toHaveTextContent('ok');
  });
});
