import { showDetailedExcerpt, truncateExcerpt, EXCERPT_LIMIT } from './excerpt';

describe('excerpt truncation', () => {
  it('keeps an excerpt of 100 characters whole', () => {
    const text = 'x'.repeat(100);
    expect(EXCERPT_LIMIT).toBe(100);
    expect(truncateExcerpt(text)).toEqual({ text, truncated: false });
  });
  it('cuts an excerpt of 101 characters at 100', () => {
    const r = truncateExcerpt('y'.repeat(101));
    expect(r.truncated).toBe(true);
    expect(r.text).toBe(`${'y'.repeat(100)}…`);
  });
  it('counts the text, not the markup', () => {
    const html = `<p><strong>${'z'.repeat(90)}</strong></p>`;
    expect(truncateExcerpt(html)).toEqual({ text: 'z'.repeat(90), truncated: false });
  });
});

describe('detailed excerpt', () => {
  it('shows only at 5 or more characters', () => {
    expect(showDetailedExcerpt('abcd')).toBe(false);
    expect(showDetailedExcerpt('  ab  ')).toBe(false);
    expect(showDetailedExcerpt('abcde')).toBe(true);
    expect(showDetailedExcerpt(null)).toBe(false);
    expect(showDetailedExcerpt(undefined)).toBe(false);
  });
});
