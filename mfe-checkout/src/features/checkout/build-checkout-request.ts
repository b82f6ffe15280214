// The body of POST /stripe-checkout (spec section 7). The server prices the lines from its database;
// what the page showed the buyer (the total and each line's unit price, in cents) goes with them, so
// that the server refuses (409, with the cart priced anew) to charge a price the buyer was not shown.
import {
  DEFAULT_REGION_ID, REGION_PRODUCT_ID, type CartLine, type CheckoutRequest, type LicenseHolder, type PaymentType, type ShownLine, type UtmParams,
} from 'shared-api';
import { subscriptionMonths } from './payment-plan';
import { linesNeedingLicenses, type SavedLicenses } from './validate-checkout';
import { cents } from '../../lib/money';

export interface CheckoutInput {
  lines: CartLine[];
  fullName: string;
  email: string;
  region: number;
  savedLicenses: SavedLicenses;
  /** The box is ticked: the request is built only after the page's checks (validateCheckout) passed. */
  termsAgreed: CheckoutRequest['termsAgreed'];
  paymentType: PaymentType;
  /** The promotion code the server accepted (empty when none was applied). */
  couponCode: string;
  utm: UtmParams;
  /** What the page shows: the total to pay (after the promotion code) and each paid line's unit price, in dollars. */
  shown: { total: number; lines: { productId: number; productPrice: number }[] };
}

export function buildCheckoutRequest(input: CheckoutInput): CheckoutRequest {
  const products = input.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, productDetailType: l.productDetailType }));
  // License rows only for the lines that need them now, in cart order.
  const extraCert: LicenseHolder[] = linesNeedingLicenses(input.lines).flatMap((l) =>
    (input.savedLicenses[l.productId] ?? []).map((h) => {
      const row: LicenseHolder = { productId: l.productId, name: h.name.trim(), email: h.email.trim() };
      if (l.productId === REGION_PRODUCT_ID) row.id = h.id ?? DEFAULT_REGION_ID;
      return row;
    }));
  const hasRegionProduct = input.lines.some((l) => l.productId === REGION_PRODUCT_ID);
  const purchaseObj: CheckoutRequest['purchaseObj'] = hasRegionProduct ? { region: input.region, extraCert } : { extraCert };
  return {
    products,
    purchaseObj,
    email: input.email.trim(),
    fullName: input.fullName.trim(),
    termsAgreed: input.termsAgreed,
    paymentType: input.paymentType,
    couponCode: input.paymentType === 'installment' ? '' : input.couponCode.trim(),
    subscriptionMonth: subscriptionMonths(input.paymentType),
    params: { ...input.utm },
    shownTotalCents: cents(input.shown.total),
    shownLines: input.shown.lines.map((l): ShownLine => ({ productId: l.productId, unitCents: cents(l.productPrice) })),
  };
}
