// An installment plan's payments, the one rule the checkout page, the hosted payment page, the
// recorded schedule, the receipt, the email and the provider's charges all follow: every payment but
// the last is the total divided by the month count, rounded down to the cent, and the last takes the
// remainder, so the payments add up to the order total exactly (never a cent more or less).

/** The payments (integer cents) of a `totalCents` order paid over `months` months, in order. */
export function installmentSchedule(totalCents: number, months: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`an installment total is a whole number of cents, not ${totalCents}`);
  if (!Number.isSafeInteger(months) || months < 1) throw new RangeError(`an installment plan has at least one month, not ${months}`);
  const regular = Math.floor(totalCents / months);
  return Array.from({ length: months }, (_, i) => (i === months - 1 ? totalCents - regular * (months - 1) : regular));
}

/** The same schedule for a total in dollars (as the browser's cart holds it), in dollars. */
export function installmentScheduleUsd(totalDollars: number, months: number): number[] {
  return installmentSchedule(Math.round(totalDollars * 100), months).map((c) => c / 100);
}
