import { isContactUs, priceText } from './contact-price';

describe('contact-us price rule', () => {
  it('treats 0 and missing prices as Contact Us', () => {
    for (const p of [0, null, undefined, Number.NaN, -5]) {
      expect(isContactUs(p)).toBe(true);
      expect(priceText(p)).toBe('Contact Us');
    }
  });
  it('shows a real price in dollars', () => {
    expect(isContactUs(0.5)).toBe(false);
    expect(priceText(4999)).toBe('$4,999.00');
  });
});
