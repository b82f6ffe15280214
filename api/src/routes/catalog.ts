// GET /products (what is on sale now: an event that has ended is left out) and GET /product?slug&type
// (every page, an ended event's as an archive): the catalog, from the in-memory snapshot, each body
// serialised and compressed once (catalog/cache.ts). A request normally never waits: the handlers
// answer synchronously from the current snapshot and only wait for the first load (or the reload
// after an invalidation).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { productQuerySchema } from 'shared-api/contract';
import { cachedAnswer, type CachedBody, type CatalogSnapshot } from '../catalog/cache.js';
import { parseInput } from '../errors.js';
import { sendFrontAnswer, type FrontAnswer, type FrontDoor } from '../front-door.js';

const JSON_TYPE = 'application/json; charset=utf-8';

const CATALOG_HEADERS = { 'cache-control': 'no-cache', vary: 'accept-encoding', 'content-type': JSON_TYPE };

/** A catalog body's answer; `vary` is what the request's hooks already put in Vary (CORS: Origin). */
function catalogAnswer(req: { headers: IncomingHttpHeaders }, c: CachedBody, vary?: unknown): FrontAnswer {
  // Appended: CORS may have set Vary: Origin already, and a cache must keep both apart.
  return cachedAnswer(req, c, vary ? { ...CATALOG_HEADERS, vary: `${String(vary)}, accept-encoding` } : CATALOG_HEADERS);
}

function sendCachedBody(req: FastifyRequest, reply: FastifyReply, c: CachedBody): FastifyReply {
  return sendFrontAnswer(reply, catalogAnswer(req, c, reply.getHeader('vary')));
}

export async function catalogRoutes(app: FastifyInstance, opts: { frontDoor: FrontDoor | null }): Promise<void> {
  /** Runs `answer` on the current snapshot at once, or once the first (or invalidated) load is done. */
  const withCatalog = (answer: (snap: CatalogSnapshot) => FastifyReply): Promise<FastifyReply> | undefined => {
    const snap = app.catalog.current();
    if (snap) {
      answer(snap);
      return undefined;
    }
    return app.catalog.get().then(answer);
  };

  app.get('/products', (req, reply) => withCatalog((snap) => sendCachedBody(req, reply, snap.list(app.now().getTime()))));
  // the same answer at the front door while a snapshot is current (the address without a query:
  // Fastify's route ignores one, but the API refuses text it cannot store in any query string)
  opts.frontDoor?.route(`${app.prefix}/products`, (req) => {
    const snap = app.catalog.current();
    return snap ? catalogAnswer(req, snap.list(app.now().getTime())) : undefined;
  });

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
