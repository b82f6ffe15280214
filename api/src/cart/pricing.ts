// Cart pricing: the products' prices times the quantities the browser sent, added up in integer
// cents. The client's prices are never read. Where the products come from is the caller's: GET /cart
// prices from the catalog snapshot (catalog/cache.ts: replaced on every product or price change, which
// the database announces: migration 005), the checkout from the database inside the transaction that
// records the payment session (payments/open-checkout.ts), and it refuses an order whose prices are
// not the ones the buyer was shown (payments/price-order.ts shownPriceChange).
import type { CartLine, CartResponse, PricedCartItem, Product } from 'shared-api/contract';
import { HttpError } from '../errors.js';

/**
 * A priced line inside the API: the whole product (the checkout records its type, tag line and
 * image), the quantity and the line total. GET /cart answers the lean view of it (toCartResponse).
 */
export interface PricedLine extends Product {
  quantity: number;
  lineTotal: number;
  /** The cart page only: why this line can no longer be bought (see PricedCartItem.notOnSale). */
  notOnSale?: string;
}
export interface PricedCart { items: PricedLine[]; cartTotal: number; cartLength: number }

/** The products a pricing may use, by id. */
export interface ProductLookup { readonly byId: ReadonlyMap<number, Product> }

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;

/** When an event or a summit is over: its end date, else its start date; null for other products. */
export function eventEnd(p: Pick<Product, 'eventStartDate' | 'eventEndDate'>): Date | null {
  const t = Date.parse(p.eventEndDate ?? p.eventStartDate ?? '');
  return Number.isNaN(t) ? null : new Date(t);
}

/** Whether the product is an event or a summit that has ended: its tickets are no longer sold. */
export function hasEnded(p: Pick<Product, 'eventStartDate' | 'eventEndDate'>, now: Date): boolean {
  const end = eventEnd(p);
  return end !== null && end.getTime() <= now.getTime();
}

const longDate = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/New_York' });

/** The refusal for a ticket of an event that has ended. */
export function endedMessage(p: Product): string {
  const end = eventEnd(p);
  return `${p.productName} took place${end ? ` on ${longDate(end)}` : ''}: its tickets are no longer on sale.`;
}

/**
 * A product that can be bought online: it exists, has a price (0 means contact us) and, for an
 * event or a summit, has not ended (`now`; omitted: not checked).
 */
export function purchasableProduct(catalog: ProductLookup, productId: number, where = 'cart', now?: Date): Product {
  const p = catalog.byId.get(productId);
  if (!p) throw new HttpError(400, `Product ${productId} in the ${where} does not exist.`);
  if (!(p.productPrice > 0)) {
    throw new HttpError(400, `Product ${productId} (${p.productName}) is not sold online: contact us for a quote.`);
  }
  if (now && hasEnded(p, now)) throw new HttpError(409, endedMessage(p));
  return p;
}

/**
 * Prices the lines from the products of `catalog`. The cart page (`contactUs: 'show'`) lists a contact-us
 * product (price 0) as 'Contact Us' at 0, outside the total; checkout and promotion codes
 * (the default) refuse it. With `now`, a ticket of an event that has ended is refused (checkout,
 * promotion codes), or, with `ended: 'mark'` (the cart page), listed with `notOnSale` (the same
 * reason the refusal gives: the event's name and date) and left out of the total, so the buyer can
 * remove it before checking out.
 */
export function priceCart(
  catalog: ProductLookup, lines: CartLine[],
  { contactUs = 'refuse', now, ended = 'refuse' }: { contactUs?: 'refuse' | 'show'; now?: Date; ended?: 'refuse' | 'mark' } = {},
): PricedCart {
  let totalCents = 0;
  const items: PricedLine[] = lines.map((line) => {
    const known = catalog.byId.get(line.productId);
    if (known && now && ended === 'mark' && hasEnded(known, now)) {
      return { ...known, quantity: line.quantity, lineTotal: 0, notOnSale: endedMessage(known) };
    }
    const p = contactUs === 'show' && known && !(known.productPrice > 0) ? known : purchasableProduct(catalog, line.productId, 'cart', now);
    const lineCents = toCents(p.productPrice) * line.quantity;
    totalCents += lineCents;
    return { ...p, quantity: line.quantity, lineTotal: toDollars(lineCents) };
  });
  return { items, cartTotal: toDollars(totalCents), cartLength: items.length };
}

/**
 * A priced line as GET /cart answers it (shared-api cart-contract.ts): what the cart page and the
 * checkout show and read, not the product page's texts and relations (a few hundred bytes a line
 * instead of ten kilobytes).
 */
export function toCartItem(i: PricedLine): PricedCartItem {
  const item: PricedCartItem = {
    productId: i.productId, productType: i.productType, productNickName: i.productNickName, productName: i.productName,
    productTagLine: i.productTagLine, productFeature: i.productFeature, productImage: i.productImage, productRating: i.productRating,
    productPrice: i.productPrice, strikeoutPrice: i.strikeoutPrice, quantity: i.quantity, lineTotal: i.lineTotal,
  };
  if (i.notOnSale !== undefined) item.notOnSale = i.notOnSale;
  if (i.productType === 'bundle') item.bundleProducts = i.bundleProducts.map((b) => ({ productId: b.productId }));
  return item;
}

/** GET /cart's answer for a priced cart. */
export function toCartResponse(cart: PricedCart): CartResponse {
  return { items: cart.items.map(toCartItem), cartTotal: cart.cartTotal, cartLength: cart.cartLength };
}
