// Cart pricing: the database's prices times the quantities the browser sent. The products are read
// from the database for each pricing (catalog/repository.ts loadProductsById; for the checkout inside
// the transaction that opens the payment session), never from the catalog cache. The client's prices
// are never read. Money is added up in integer cents.
import type { CartLine, CartResponse, PricedCartItem, Product } from 'shared-api/src/types.js';
import { HttpError } from '../errors.js';

/** The products a pricing may use, by id. */
export interface ProductLookup { readonly byId: ReadonlyMap<number, Product> }

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;

/** A product that can be bought online: it exists and has a price (0 means contact us). */
export function purchasableProduct(catalog: ProductLookup, productId: number, where = 'cart'): Product {
  const p = catalog.byId.get(productId);
  if (!p) throw new HttpError(400, `Product ${productId} in the ${where} does not exist.`);
  if (!(p.productPrice > 0)) {
    throw new HttpError(400, `Product ${productId} (${p.productName}) is not sold online: contact us for a quote.`);
  }
  return p;
}

/**
 * Prices the lines from the database. The cart page (`contactUs: 'show'`) lists a contact-us
 * product (price 0) as 'Contact Us' at 0, outside the total; checkout and promotion codes
 * (the default) refuse it.
 */
export function priceCart(catalog: ProductLookup, lines: CartLine[], { contactUs = 'refuse' }: { contactUs?: 'refuse' | 'show' } = {}): CartResponse {
  let totalCents = 0;
  const items: PricedCartItem[] = lines.map((line) => {
    const known = catalog.byId.get(line.productId);
    const p = contactUs === 'show' && known && !(known.productPrice > 0) ? known : purchasableProduct(catalog, line.productId);
    const lineCents = toCents(p.productPrice) * line.quantity;
    totalCents += lineCents;
    return { ...p, quantity: line.quantity, lineTotal: toDollars(lineCents) };
  });
  return { items, cartTotal: toDollars(totalCents), cartLength: items.length };
}
