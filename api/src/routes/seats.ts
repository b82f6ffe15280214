// GET /seats and PUT /seats/:id (bearer token): the seats of the signed-in buyer's multi-seat
// certification orders (/additionalFields). The rules of an assignment are in seats/assign.ts, the
// SQL in seats/repository.ts.
import type { FastifyInstance } from 'fastify';
import { seatIdSchema, seatUpdateSchema } from 'shared-api/contract';
import { userOf } from '../auth.js';
import { parseInput } from '../errors.js';
import type { LearningPlatform } from '../learning/learning-platform.js';
import type { Outbox } from '../mail/outbox.js';
import { assignSeat } from '../seats/assign.js';
import { seatsOfBuyer, toSeat } from '../seats/repository.js';

export interface SeatRouteOptions { learning: LearningPlatform; outbox: Outbox }

export async function seatRoutes(app: FastifyInstance, opts: SeatRouteOptions): Promise<void> {
  app.get('/seats', { preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const rows = await seatsOfBuyer(app.db, user.email);
    reply.header('cache-control', 'private, no-store');
    return rows.map(toSeat);
  });

  app.put<{ Params: { id: string } }>(
    '/seats/:id',
    { preHandler: app.authenticate, config: { rateLimit: { max: 60, timeWindow: app.rateLimits.windowMs } } },
    async (req) => {
      const user = userOf(req);
      const { id } = parseInput(seatIdSchema, req.params, 'query');
      const body = parseInput(seatUpdateSchema, req.body, 'body');
      const result = await assignSeat(app.db, opts.learning, user.email, id, body);
      if (result.emailSent) opts.outbox.kick();
      return result;
    },
  );
}
