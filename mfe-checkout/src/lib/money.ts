// Money in the checkout remote: the API's fields are dollars (the spec's), each a whole number of
// cents; every product, sum and line total here is made in integer cents and turned back into dollars
// only for the fields that hold dollars, so what the pages show adds up exactly as the API charges.
import { formatUsd } from 'shared-ui';

/**
 * A total in USD, $0.00 included (item prices of 0 read 'Contact Us' through shared-ui's Price).
 * shared-ui's formatter writes what Intl.NumberFormat would, without the cost of Intl's first use.
 */
export const money = (amount: number): string => formatUsd(amount);

/** An amount in dollars (a whole number of cents) as integer cents. */
export const cents = (dollars: number): number => Math.round(dollars * 100);

/** Integer cents as the dollars the spec's fields hold. */
export const dollarsOf = (amountCents: number): number => amountCents / 100;

/** A line's total: its unit price times its quantity, in cents, as dollars. */
export const lineDollars = (unitPrice: number, quantity: number): number => dollarsOf(cents(unitPrice) * quantity);

/** Amounts in dollars added up in cents, as dollars. */
export const sumDollars = (amounts: readonly number[]): number => dollarsOf(amounts.reduce((sum, a) => sum + cents(a), 0));
