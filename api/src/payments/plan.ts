// Which orders may be paid in 3 monthly installments: every line a certification priced at $1,000 or
// more (the long accredited programs). The checkout page offers the choice by the same rule
// (mfe-checkout/src/features/checkout/payment-plan.ts); this is the one the server enforces.
export const INSTALLMENT_MONTHS = 3;
export const INSTALLMENT_MIN_PRICE = 1000;

export function offersInstallments(items: { productType: string; productPrice: number }[]): boolean {
  return items.length > 0 && items.every((i) => i.productType === 'certification' && i.productPrice >= INSTALLMENT_MIN_PRICE);
}
