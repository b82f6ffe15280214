// Payment types (spec sections 3 and 9): full payment by default, or 3 monthly installments.
//
// Which orders offer installments is decided from the data: every line must be a certification
// priced at INSTALLMENT_MIN_PRICE or more (the long accredited programs). Reports, events, bundles
// and lower-priced items are paid in full. The API applies the same rule and refuses an installment
// request for any other cart. A promotion code applies to full payment only (the promo field is
// hidden for installments), so the request carries an empty coupon code for installments.
import type { PaymentType } from 'shared-api';

export const INSTALLMENT_MONTHS = 3;
export const INSTALLMENT_MIN_PRICE = 1000;

export interface PlanItem { productType: string; productPrice: number }

export function offersInstallments(items: PlanItem[]): boolean {
  return items.length > 0 && items.every((i) => i.productType === 'certification' && i.productPrice >= INSTALLMENT_MIN_PRICE);
}

/** The request's subscription month count: 3 for installments, 0 for one payment. */
export function subscriptionMonths(type: PaymentType): number {
  return type === 'installment' ? INSTALLMENT_MONTHS : 0;
}

/** One monthly installment, rounded up to the cent so that three of them cover the total. */
export function installmentAmount(total: number): number {
  return Math.ceil((total * 100) / INSTALLMENT_MONTHS) / 100;
}
