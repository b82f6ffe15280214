import { installmentSchedule, installmentScheduleUsd } from './installments';

describe('installmentSchedule', () => {
  it('splits the audit totals so that they add up to the order exactly, the last taking the remainder', () => {
    expect(installmentSchedule(479998, 3)).toEqual([159999, 159999, 160000]); // BCMAS × 2: $4,799.98
    expect(installmentSchedule(239999, 3)).toEqual([79999, 79999, 80001]); // BCMAS: $2,399.99
    expect(installmentSchedule(149900, 3)).toEqual([49966, 49966, 49968]);
    expect(installmentSchedule(300, 3)).toEqual([100, 100, 100]);
    expect(installmentSchedule(2, 3)).toEqual([0, 0, 2]);
    expect(installmentSchedule(500, 1)).toEqual([500]);
  });

  it('over many totals and month counts: the payments add up to the total, differ by under a month count of cents, and none is negative', () => {
    for (const months of [1, 2, 3, 4, 6, 12]) {
      for (let total = 0; total <= 250_000; total += 997) {
        for (const t of [total, total + 1, total + 2]) {
          const plan = installmentSchedule(t, months);
          expect(plan).toHaveLength(months);
          expect(plan.reduce((s, v) => s + v, 0)).toBe(t);
          const regular = plan[0]!;
          expect(plan.slice(0, -1).every((v) => v === regular)).toBe(true);
          expect(plan[months - 1]! - regular).toBeGreaterThanOrEqual(0);
          expect(plan[months - 1]! - regular).toBeLessThan(months);
          expect(plan.every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
        }
      }
    }
  });

  it('refuses what is not a whole number of cents or months', () => {
    expect(() => installmentSchedule(100.5, 3)).toThrow(RangeError);
    expect(() => installmentSchedule(-1, 3)).toThrow(RangeError);
    expect(() => installmentSchedule(100, 0)).toThrow(RangeError);
  });

  it('in dollars: cents in, cents out, no floating-point drift', () => {
    expect(installmentScheduleUsd(2399.99, 3)).toEqual([799.99, 799.99, 800.01]);
    expect(installmentScheduleUsd(4799.98, 3)).toEqual([1599.99, 1599.99, 1600]);
    for (let cents = 100_000; cents < 100_300; cents++) {
      const plan = installmentScheduleUsd(cents / 100, 3);
      expect(Math.round(plan.reduce((s, v) => s + v * 100, 0))).toBe(cents);
    }
  });
});
