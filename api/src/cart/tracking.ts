// Add-to-cart tracking (POST /productaddtocart): the database's name and price of each product are
// recorded, never the client's; a product that cannot be bought (unknown, contact-us, an ended
// event's ticket) is refused. A signed-in user's products also go into their server cart: the route
// passes the token's email only (never one from the body of an anonymous request).
import type { Db } from '../db/db.js';
import { loadProductsById } from '../catalog/repository.js';
import { purchasableProduct } from './pricing.js';
import { keepInServerCart, recordCartEvent, type TrackedProduct, type Utm } from './repository.js';

export interface TrackRequest { products: { productId: number }[]; email?: string; fullName?: string; params: Utm }

/** Returns how many products were recorded. */
export async function trackAddToCart(db: Db, body: TrackRequest, now: Date): Promise<number> {
  const byId = await loadProductsById(db, body.products.map((l) => l.productId), { pricing: true });
  const products: TrackedProduct[] = body.products.map((line) => {
    const p = purchasableProduct({ byId }, line.productId, 'request', now);
    return { productId: p.productId, productName: p.productName, productPrice: p.productPrice, productDetailType: p.productDetailType };
  });
  const email = body.email ? body.email.toLowerCase() : null;
  await db.transaction(async (tx) => {
    await recordCartEvent(tx, { email, fullName: body.fullName || null, products, utm: body.params });
    if (email) await keepInServerCart(tx, email, products);
  });
  return products.length;
}
