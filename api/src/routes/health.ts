// GET /health: the process is up and its database answers. While the database cannot be reached
// (or does not answer within HEALTH_DB_TIMEOUT_MS) it is a 503 naming the database state, so a load
// balancer takes the instance out of rotation; it turns 200 again by itself when the database is back.
import type { FastifyInstance } from 'fastify';
import { ping } from '../db/db.js';
import { isDbUnavailable, RETRY_AFTER_SECONDS } from '../errors.js';

export const HEALTH_DB_TIMEOUT_MS = 3_000;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('database health check timed out'), { code: 'ETIMEDOUT' })), HEALTH_DB_TIMEOUT_MS);
    });
    try {
      await Promise.race([ping(app.db), timeout]);
      return { status: 'ok', database: app.db.kind, databaseState: 'up', uptime: Math.round(process.uptime()) };
    } catch (err) {
      req.log.error({ err }, 'health check: database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
        status: 'error',
        database: app.db.kind,
        databaseState: isDbUnavailable(err) ? 'unreachable' : 'failing',
        message: 'The database is not answering.',
      });
    } finally {
      clearTimeout(timer);
    }
  });
}
