// The cart tables: add-to-cart events (cart_events) and the signed-in user's server cart (cart_items).
import type { Queryable } from '../db/db.js';

export interface TrackedProduct { productId: number; productName: string; productPrice: number; productDetailType: string }
export interface Utm { utm_source?: string; utm_medium?: string; utm_campaign?: string }

export async function recordCartEvent(db: Queryable, e: { email: string | null; fullName: string | null; products: TrackedProduct[]; utm: Utm }): Promise<void> {
  await db.query(
    `INSERT INTO cart_events (email, full_name, products, utm_source, utm_medium, utm_campaign)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6)`,
    [
      e.email, e.fullName,
      JSON.stringify(e.products.map(({ productId, productName, productPrice }) => ({ productId, productName, productPrice }))),
      e.utm.utm_source ?? null, e.utm.utm_medium ?? null, e.utm.utm_campaign ?? null,
    ],
  );
}

/** Puts each product in the user's server cart (quantity 1). */
export async function keepInServerCart(db: Queryable, email: string, products: TrackedProduct[]): Promise<void> {
  for (const p of products) {
    await db.query(
      `INSERT INTO cart_items (email, product_id, quantity, product_detail_type) VALUES ($1, $2, 1, $3)
       ON CONFLICT (email, product_id) DO UPDATE SET quantity = 1, product_detail_type = EXCLUDED.product_detail_type, updated_at = now()`,
      [email, p.productId, p.productDetailType],
    );
  }
}

/** Removes these products from the user's server cart; returns how many were there. */
export async function removeFromServerCart(db: Queryable, email: string, productIds: number[]): Promise<number> {
  const rows = await db.query<{ product_id: number }>(
    'DELETE FROM cart_items WHERE email = $1 AND product_id = ANY($2::int[]) RETURNING product_id',
    [email, productIds],
  );
  return rows.length;
}
