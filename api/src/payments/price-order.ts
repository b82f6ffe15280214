// The checkout's order as the server sees it: every rule checked again, whatever the page did
// (ARCHITECTURE.md section 4). Prices come from the database (read in the checkout's transaction), the promotion code
// is checked with the same code as GET /promocode, license rows and the region are checked against
// the lines, and no program is charged beside a bundle that includes it. Pure apart from its inputs:
// it throws an HttpError (4xx) naming the first problem.
import { DEFAULT_REGION_ID, LICENSE_PRODUCT_IDS, REGION_PRODUCT_ID, type CheckoutRequestInput } from 'shared-api/contract';
import { bundleOverlapMessage, bundleOverlaps } from '../cart/bundle-overlap.js';
import { priceCart, toCents, type ProductLookup } from '../cart/pricing.js';
import { badRequest } from '../errors.js';
import { applyPromo, type PromoCode } from '../promo/promo.js';
import { INSTALLMENT_MIN_PRICE, INSTALLMENT_MONTHS, offersInstallments } from './plan.js';
import type { CreateSessionInput, SessionLicenseHolder, SessionLine } from './provider.js';

export type PricedOrder = Pick<CreateSessionInput,
  'lines' | 'subtotalAmount' | 'discountAmount' | 'totalAmount' | 'currency' | 'couponCode' | 'paymentType'
  | 'installmentMonths' | 'region' | 'licenseHolders' | 'fullName' | 'learnerEmail' | 'utm'>;

const isLicenseProduct = (id: number) => (LICENSE_PRODUCT_IDS as readonly number[]).includes(id);

/**
 * @param catalog the order's products, each bundle with its `bundleProducts` (the snapshot's, or
 *   loadProductsById with `bundleParts`): a bundle read without them would let its programs be paid twice
 * @param promo the code named by `req.couponCode` as the database has it (null when unknown or none)
 */
export function priceOrder(catalog: ProductLookup, req: CheckoutRequestInput, promo: PromoCode | null, now = new Date()): PricedOrder {
  // Products exist, are sold online and are not tickets of an event that has ended; quantities
  // 1..50 were checked by the schema.
  const cart = priceCart(catalog, req.products, { now });

  // A program is never charged beside a bundle of the same order that includes it: refused, not
  // priced without it, so the buyer decides what is bought (the cart and the checkout page say so).
  const overlaps = bundleOverlaps(cart.items);
  if (overlaps.length > 0) throw badRequest(bundleOverlapMessage(overlaps));

  // Payment type and month count agree; installments only where offered.
  const months = req.paymentType === 'installment' ? INSTALLMENT_MONTHS : 0;
  if (req.subscriptionMonth !== months) {
    throw badRequest(`subscriptionMonth must be ${months} for ${req.paymentType === 'installment' ? 'an installment plan' : 'a full payment'}.`);
  }
  if (req.paymentType === 'installment' && !offersInstallments(cart.items)) {
    throw badRequest(`Installments are offered only when every item is a certification of $${INSTALLMENT_MIN_PRICE.toLocaleString('en-US')} or more.`);
  }

  // The promotion code, as GET /promocode judges it; its per-unit reductions give each line's discount.
  const code = req.couponCode.trim();
  const unitOff = new Map<number, number>();
  let couponCode: string | null = null;
  let discountAmount = 0;
  if (code) {
    if (req.paymentType === 'installment') throw badRequest('Promotion codes apply to full payments only.');
    const result = applyPromo(cart, promo, code, now);
    if (result.status !== 'success' || !promo) throw badRequest(result.message);
    // result.products lists the covered items in cart order (every item when productIds is null).
    const covered = cart.items.filter((i) => !promo.productIds || promo.productIds.includes(i.productId));
    (result.products ?? []).forEach((p, k) => {
      const item = covered[k];
      if (!item || item.productName !== p.productName) throw new Error('promotion lines do not match the cart');
      unitOff.set(item.productId, toCents(p.discountOff));
    });
    discountAmount = toCents(result.totalSavings ?? 0);
    couponCode = promo.code;
  }

  const lines: SessionLine[] = cart.items.map((i) => {
    const unitAmount = toCents(i.productPrice);
    const lineDiscount = (unitOff.get(i.productId) ?? 0) * i.quantity;
    return {
      productId: i.productId, productType: i.productType, productDetailType: i.productDetailType, productName: i.productName,
      productTagLine: i.productTagLine, productImage: i.productImage, quantity: i.quantity, unitAmount,
      discountAmount: lineDiscount, totalAmount: unitAmount * i.quantity - lineDiscount,
    };
  });
  const subtotalAmount = lines.reduce((s, l) => s + l.unitAmount * l.quantity, 0);
  if (lines.reduce((s, l) => s + l.discountAmount, 0) !== discountAmount) {
    throw new Error('promotion line discounts do not add up to the promotion total');
  }
  const totalAmount = subtotalAmount - discountAmount;
  if (totalAmount <= 0) throw badRequest('The order total must be above $0.00.');

  // License users: one row per seat for each license certification bought with more than one seat.
  const byProduct = new Map<number, SessionLicenseHolder[]>();
  for (const h of req.purchaseObj.extraCert) {
    const line = lines.find((l) => l.productId === h.productId);
    if (!line || !isLicenseProduct(line.productId) || line.quantity < 2) {
      throw badRequest(`License users were sent for product ${h.productId}, which is not a multi-seat certification in this order.`);
    }
    if (h.id !== undefined && h.productId !== REGION_PRODUCT_ID) {
      throw badRequest('A region is only asked for license users of BCMAS (product 1).');
    }
    const holder: SessionLicenseHolder = { productId: h.productId, name: h.name, email: h.email.toLowerCase() };
    if (h.productId === REGION_PRODUCT_ID) holder.regionId = h.id ?? DEFAULT_REGION_ID;
    byProduct.set(h.productId, [...(byProduct.get(h.productId) ?? []), holder]);
  }
  for (const l of lines) {
    if (!isLicenseProduct(l.productId) || l.quantity < 2) continue;
    const got = byProduct.get(l.productId)?.length ?? 0;
    if (got !== l.quantity) {
      throw badRequest(`${l.productName} has ${l.quantity} seats: send the details of ${l.quantity} license users (got ${got}).`);
    }
  }
  const licenseHolders = lines.flatMap((l) => byProduct.get(l.productId) ?? []);

  // The region belongs to BCMAS only.
  const hasRegionProduct = lines.some((l) => l.productId === REGION_PRODUCT_ID);
  if (!hasRegionProduct && req.purchaseObj.region !== undefined) {
    throw badRequest('region is only sent when BCMAS (product 1) is in the order.');
  }
  const region = hasRegionProduct ? req.purchaseObj.region ?? DEFAULT_REGION_ID : null;

  const utm: PricedOrder['utm'] = {};
  for (const k of ['utm_source', 'utm_medium', 'utm_campaign'] as const) if (req.params[k]) utm[k] = req.params[k];

  return {
    lines, subtotalAmount, discountAmount, totalAmount, currency: 'usd', couponCode, paymentType: req.paymentType,
    installmentMonths: months, region, licenseHolders, fullName: req.fullName, learnerEmail: req.email.toLowerCase(), utm,
  };
}

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * Why the priced order is not what the buyer was shown, or null when it is (or when the request says
 * nothing of what was shown: older clients). Each line's unit price is compared with the one shown
 * for it (named in the reason), then the total (a promotion code changed meanwhile, a line priced
 * without its shown price). Nothing is ever charged that the buyer was not shown.
 */
export function shownPriceChange(order: Pick<PricedOrder, 'lines' | 'totalAmount'>, shown: Pick<CheckoutRequestInput, 'shownTotalCents' | 'shownLines'>): string | null {
  const shownUnit = new Map((shown.shownLines ?? []).map((l) => [l.productId, l.unitCents]));
  const changed = order.lines.filter((l) => shownUnit.has(l.productId) && shownUnit.get(l.productId) !== l.unitAmount);
  const review = 'Please review your order.';
  if (changed.length === 1) {
    const [l] = changed as [SessionLine];
    return `The price of ${l.productName} changed from ${usd(shownUnit.get(l.productId)!)} to ${usd(l.unitAmount)} since your cart was shown. ${review}`;
  }
  if (changed.length > 1) {
    const each = changed.map((l) => `${l.productName} from ${usd(shownUnit.get(l.productId)!)} to ${usd(l.unitAmount)}`);
    return `The prices of ${changed.length} items changed since your cart was shown: ${each.join('; ')}. ${review}`;
  }
  if (shown.shownTotalCents !== undefined && shown.shownTotalCents !== order.totalAmount) {
    return `The total of your order changed from ${usd(shown.shownTotalCents)} to ${usd(order.totalAmount)} since it was shown. ${review}`;
  }
  return null;
}
