// GET /products and GET /product?slug&type: the catalog, from the in-memory snapshot, each body
// serialised and compressed once (catalog/cache.ts). A request normally never waits: the handlers
// answer synchronously from the current snapshot and only wait for the first load (or the reload
// after an invalidation).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productQuerySchema } from 'shared-api/src/schemas.js';
import { encodedBody, etagMatches, type CachedBody, type CatalogSnapshot } from '../catalog/cache.js';
import { parseInput } from '../errors.js';

function sendCachedBody(req: FastifyRequest, reply: FastifyReply, c: CachedBody): FastifyReply {
  // Appended: CORS may have set Vary: Origin already, and a cache must keep both apart.
  const vary = reply.getHeader('vary');
  reply.header('etag', c.etag).header('cache-control', 'no-cache').header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (etagMatches(req.headers['if-none-match'], c.etag)) return reply.code(304).send();
  const { body, encoding } = encodedBody(c, req.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  /** Runs `answer` on the current snapshot at once, or once the first (or invalidated) load is done. */
  const withCatalog = (answer: (snap: CatalogSnapshot) => FastifyReply): Promise<FastifyReply> | undefined => {
    const snap = app.catalog.current();
    if (snap) {
      answer(snap);
      return undefined;
    }
    return app.catalog.get().then(answer);
  };

  app.get('/products', (req, reply) => withCatalog((snap) => sendCachedBody(req, reply, snap.list())));

  app.get('/product', (req, reply) => {
    const q = parseInput(productQuerySchema, req.query, 'query');
    return withCatalog((snap) => {
      const p = snap.findBySlug(q.slug, q.type);
      if (!p) {
        // The pages redirect to /404Error on the `error` field (spec section 8).
        return reply.code(404).send({
          error: 'Product not found',
          message: `There is no ${q.type ?? 'product'} with the name "${q.slug}".`,
          statusCode: 404,
        });
      }
      return sendCachedBody(req, reply, snap.product(p));
    });
  });
}
