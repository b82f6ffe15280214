// The catalog's product pages with their last change, for a sitemap (the document server's
// /sitemap.xml): every product's type, nick name and updated_at, in type then id order.
import type { FastifyInstance } from 'fastify';
import { loadProductPageDates, type ProductPageDate } from './repository.js';

export type { ProductPageDate } from './repository.js';

export async function productPageDates(app: FastifyInstance): Promise<ProductPageDate[]> {
  return loadProductPageDates(app.db);
}
