// GET /products and GET /product?slug&type: the catalog, from the in-memory snapshot.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productQuerySchema } from 'shared-api/src/schemas.js';
import { encodedBody, type CachedJson } from '../catalog/cache.js';
import { parseInput } from '../errors.js';

function sendCachedJson(req: FastifyRequest, reply: FastifyReply, c: CachedJson) {
  // Appended: CORS may have set Vary: Origin already, and a cache must keep both apart.
  const vary = reply.getHeader('vary');
  reply.header('etag', c.etag).header('cache-control', 'no-cache').header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (req.headers['if-none-match'] === c.etag) return reply.code(304).send();
  const { body, encoding } = encodedBody(c, req.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  app.get('/products', async (req, reply) => {
    const snap = await app.catalog.get();
    return sendCachedJson(req, reply, snap.list());
  });

  app.get('/product', async (req, reply) => {
    const q = parseInput(productQuerySchema, req.query, 'query');
    const snap = await app.catalog.get();
    const p = snap.findBySlug(q.slug, q.type);
    if (!p) {
      // The pages redirect to /404Error on the `error` field (spec section 8).
      return reply.code(404).send({
        error: 'Product not found',
        message: `There is no ${q.type ?? 'product'} with the name "${q.slug}".`,
        statusCode: 404,
      });
    }
    return sendCachedJson(req, reply, snap.product(p));
  });
}
