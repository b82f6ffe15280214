import { formatPrice, formatUsd } from './format';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatUsd', () => {
  test('writes what Intl writes for en-US dollars', () => {
    const edge = [0, -0, 1e21, 1.5e22, 5e-7, 0.999, 0.995, 0.994, 99.999, 0.004, 0.005, 0.015, 1.005, 2.675, 9.995, 999.995, 1000, 2399.99, 2599.99, 12345678.9, 1e15, 0.1 + 0.2, -5, -0.001, -1234.5, 7.1e-7];
    // a fixed pseudo-random sequence: cents amounts, fractional amounts and large ones
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const random = Array.from({ length: 3000 }, (_, i) =>
      i % 3 === 0 ? Math.round(next() * 1e7) / 100 : i % 3 === 1 ? next() * 10 ** Math.floor(next() * 9) : -next() * 1e5);
    for (const n of [...edge, ...random]) expect([n, formatUsd(n)]).toEqual([n, intl.format(n)]);
  });
  test('a non-finite amount reads $0.00', () => {
    expect(formatUsd(Number.NaN)).toBe('$0.00');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});

describe('formatPrice', () => {
  test('a price in dollars, or null for a contact-us product', () => {
    expect(formatPrice(2399.99)).toBe('$2,399.99');
    expect(formatPrice(649)).toBe('$649.00');
    expect(formatPrice(0)).toBeNull();
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(undefined)).toBeNull();
    expect(formatPrice(-3)).toBeNull();
  });
});
