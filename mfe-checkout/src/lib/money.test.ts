import { cents, dollarsOf, lineDollars, sumDollars } from './money';

test('dollars of whole cents become integer cents and back, exactly', () => {
  expect(cents(19.99)).toBe(1999);
  expect(cents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
  expect(cents(1234.56)).toBe(123456);
  expect(dollarsOf(1999)).toBe(19.99);
});

test('a line is its unit price in cents times its quantity', () => {
  expect(lineDollars(19.99, 3)).toBe(59.97);
  expect(lineDollars(0.29, 7)).toBe(2.03);
  expect(lineDollars(1595, 10)).toBe(15950);
});

test('sums are made in cents: no floating-point remainder, the same figure the API charges', () => {
  // 0.1 + 0.2 is 0.30000000000000004 in floating point
  expect(sumDollars([0.1, 0.2])).toBe(0.3);
  expect(sumDollars([19.99, 59.97, 0.29])).toBe(80.25);
  expect(sumDollars([])).toBe(0);
  // every amount the sum takes is read as its whole cents
  expect(cents(sumDollars([1595, 299.99, 0.01]))).toBe(159500 + 29999 + 1);
});
