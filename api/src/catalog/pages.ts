// The catalog's product pages with their last change, for a sitemap (the document server's
// /sitemap.xml): every product's type, nick name and updated_at, in type then id order.
import type { FastifyInstance } from 'fastify';
import type { ProductType } from 'shared-api/contract';

export interface ProductPageDate { productType: ProductType; productNickName: string; updatedAt: string }

interface Row { product_type: ProductType; product_nick_name: string; updated_at: Date | string }

export async function productPageDates(app: FastifyInstance): Promise<ProductPageDate[]> {
  const rows = await app.db.query<Row>('SELECT product_type, product_nick_name, updated_at FROM products ORDER BY product_type, product_id');
  return rows.map((r) => ({ productType: r.product_type, productNickName: r.product_nick_name, updatedAt: new Date(r.updated_at).toISOString() }));
}
