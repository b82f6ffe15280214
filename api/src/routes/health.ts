// GET /health: the process is up and its database answers.
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (req, reply) => {
    try {
      await app.db.query('SELECT 1');
      return { status: 'ok', database: app.db.kind, uptime: Math.round(process.uptime()) };
    } catch (err) {
      req.log.error({ err }, 'health check: database unavailable');
      return reply.code(503).send({ status: 'error', database: app.db.kind, message: 'The database is not answering.' });
    }
  });
}
