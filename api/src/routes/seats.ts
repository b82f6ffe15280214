// GET /seats and PUT /seats/:id (bearer token): the seats of the signed-in buyer's multi-seat
// certification orders (/additionalFields). Assigning a seat to an email gives that person an
// account (when new), the enrolment, and their own login email — once per seat and email. Handing a
// seat to someone else ends the previous holder's enrolment through that seat.
import type { FastifyInstance } from 'fastify';
import { seatIdSchema, seatUpdateSchema } from 'shared-api/src/seat-schemas.js';
import type { Seat, SeatUpdateResult } from 'shared-api/src/seats.js';
import { REGION_PRODUCT_ID } from 'shared-api/src/types.js';
import { userOf } from '../auth.js';
import type { Queryable } from '../db/db.js';
import { HttpError, parseInput } from '../errors.js';
import { assignSeatAccount } from '../fulfilment/fulfil.js';
import type { LearningPlatform } from '../fulfilment/learning-platform.js';
import type { Outbox } from '../mail/outbox.js';
import { checkSeatChange, recordSeatChange } from '../seats/limits.js';

interface SeatRow {
  id: number;
  order_id: number;
  product_id: number;
  seat_number: number;
  holder_name: string;
  holder_email: string | null;
  region_id: number | null;
  receipt_id: string;
  created_at: Date | string;
  buyer_email: string;
  buyer_name: string;
  product_name: string;
  product_image: string;
  seat_count: number;
}

const SEAT_SELECT = `
  SELECT s.id, s.order_id, s.product_id, s.seat_number, s.holder_name, s.holder_email, s.region_id,
         o.receipt_id, o.created_at, o.email AS buyer_email, o.full_name AS buyer_name,
         l.product_name, l.product_image, l.quantity AS seat_count
    FROM order_seats s
    JOIN orders o ON o.id = s.order_id
    JOIN order_lines l ON l.order_id = s.order_id AND l.product_id = s.product_id`;

const toSeat = (r: SeatRow): Seat => ({
  seatId: Number(r.id),
  receiptId: r.receipt_id,
  purchased: Math.floor(new Date(r.created_at).getTime() / 1000),
  productId: Number(r.product_id),
  productName: r.product_name,
  productImage: r.product_image,
  seatNumber: r.seat_number,
  seatCount: Number(r.seat_count),
  name: r.holder_name,
  email: r.holder_email ?? '',
  regionId: r.region_id,
  needsRegion: Number(r.product_id) === REGION_PRODUCT_ID,
});

async function seatOf(db: Queryable, id: number, lock = false): Promise<SeatRow | null> {
  const [row] = await db.query<SeatRow>(`${SEAT_SELECT} WHERE s.id = $1${lock ? ' FOR UPDATE OF s' : ''}`, [id]);
  return row ?? null;
}

export interface SeatRouteOptions { learning: LearningPlatform; outbox: Outbox }

export async function seatRoutes(app: FastifyInstance, opts: SeatRouteOptions): Promise<void> {
  app.get('/seats', { preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const rows = await app.db.query<SeatRow>(
      `${SEAT_SELECT} WHERE lower(o.email) = $1 AND o.status = 'paid' ORDER BY o.created_at DESC, o.id DESC, l.position, s.seat_number`,
      [user.email],
    );
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
      const result = await app.db.transaction(async (tx): Promise<SeatUpdateResult> => {
        const seat = await seatOf(tx, id, true);
        if (!seat || seat.buyer_email.toLowerCase() !== user.email) throw new HttpError(404, 'No seat with this id belongs to your orders.');
        const needsRegion = Number(seat.product_id) === REGION_PRODUCT_ID;
        if (needsRegion && body.regionId === undefined) throw new HttpError(400, 'Choose the region of this BCMAS seat holder.');
        if (!needsRegion && body.regionId !== undefined) throw new HttpError(400, 'A region is asked for BCMAS seats only.');
        const taken = await tx.query(
          'SELECT 1 FROM order_seats WHERE order_id = $1 AND product_id = $2 AND holder_email = $3 AND id <> $4',
          [seat.order_id, seat.product_id, body.email, seat.id],
        );
        if (taken.length) throw new HttpError(400, `${body.email} already holds a seat of this program in this order.`);
        const previous = seat.holder_email;
        // a change of holder sends an email: a few a day per seat, a bounded number per order (seats/limits.ts)
        if (previous !== body.email) await checkSeatChange(tx, { id: Number(seat.id), orderId: Number(seat.order_id) });

        await tx.query(
          'UPDATE order_seats SET holder_name = $2, holder_email = $3, region_id = $4, updated_at = now() WHERE id = $1',
          [seat.id, body.name, body.email, needsRegion ? body.regionId : null],
        );
        let emailSent = false;
        if (previous !== body.email) {
          if (previous) await opts.learning.unenrol(tx, { email: previous, productId: Number(seat.product_id), orderId: Number(seat.order_id) });
          emailSent = await assignSeatAccount(tx, opts.learning, {
            seatId: Number(seat.id), orderId: Number(seat.order_id), productId: Number(seat.product_id), productName: seat.product_name,
            receiptId: seat.receipt_id, holderName: body.name, holderEmail: body.email, buyerEmail: user.email,
          });
          await recordSeatChange(tx, { seatId: Number(seat.id), orderId: Number(seat.order_id), holderEmail: body.email, emailSent });
        }
        const updated = (await seatOf(tx, id))!;
        const message = emailSent
          ? `Seat saved. We are sending the login details to ${body.email}.`
          : previous === body.email
            ? 'Seat saved.'
            : `Seat saved. ${body.email} already received the login details for this seat.`;
        return { seat: toSeat(updated), emailSent, message };
      });
      if (result.emailSent) opts.outbox.kick();
      return result;
    },
  );
}
