// Payment types (spec sections 3 and 9): full payment by default, or 3 monthly installments.
//
// Which orders offer installments is decided from the data: every line must be a certification
// priced at INSTALLMENT_MIN_PRICE or more (the long accredited programs). Reports, events, bundles
// and lower-priced items are paid in full. The API applies the same rule and refuses an installment
// request for any other cart. A promotion code applies to full payment only (the promo field is
// hidden for installments), so the request carries an empty coupon code for installments.
import type { PaymentType } from 'shared-api';
import { installmentScheduleUsd } from 'shared-api/installments';
import { listOf } from '../../lib/words';

export const INSTALLMENT_MONTHS = 3;
export const INSTALLMENT_MIN_PRICE = 1000;

export interface PlanItem { productType: string; productPrice: number; productName?: string }

export function offersInstallments(items: PlanItem[]): boolean {
  return items.length > 0 && items.every((i) => i.productType === 'certification' && i.productPrice >= INSTALLMENT_MIN_PRICE);
}

/** The items that keep an order from installments (not a certification, or under the minimum price). */
export function itemsBlockingInstallments<T extends PlanItem>(items: T[]): T[] {
  return items.filter((i) => !(i.productType === 'certification' && i.productPrice >= INSTALLMENT_MIN_PRICE));
}

/**
 * Why this order cannot be paid in installments, naming the items that keep it out; null when it
 * can (or when the cart is empty: nothing to explain).
 */
export function installmentsUnavailableReason(items: PlanItem[]): string | null {
  if (items.length === 0 || offersInstallments(items)) return null;
  const names = itemsBlockingInstallments(items).map((i) => i.productName ?? 'An item');
  const list = listOf(names);
  return `Monthly installments are offered only when every item is a certification of $${INSTALLMENT_MIN_PRICE.toLocaleString('en-US')} or more: `
    + `${list} ${names.length === 1 ? 'keeps' : 'keep'} this order to a full payment.`;
}

/** The request's subscription month count: 3 for installments, 0 for one payment. */
export function subscriptionMonths(type: PaymentType): number {
  return type === 'installment' ? INSTALLMENT_MONTHS : 0;
}

/**
 * The plan's payments for an order `total` (dollars), in order: the store's one schedule rule
 * (shared-api installmentSchedule: the last takes the remainder), so they add up to the total exactly.
 */
export function installmentPlan(total: number): number[] {
  return installmentScheduleUsd(total, INSTALLMENT_MONTHS);
}
