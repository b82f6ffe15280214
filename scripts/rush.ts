// A registration rush, end to end (`pnpm bench:rush`, scripts/bench-rush.ts, and a smaller one in
// `npm test`, server/test/rush.test.ts): every buyer signed in with an account of their own
// goes home → product page → cart → checkout (POST /api/stripe-checkout) → the sandbox's hosted card
// page (the card form posted: the session is paid, the signed webhook delivered and the order
// fulfilled before the page answers 303) → the success page's call (GET /api/checkout-success), all
// of them at once, on one store or spread over two (each server/serve.ts in a process of its
// own, sharing PostgreSQL and Redis, as two replicas behind a load balancer that keeps a buyer on one).
// The load tool is autocannon: one connection per buyer runs the six requests once
// (`maxConnectionRequests`), its `setupRequest`/`onResponse` carry the buyer's token, address
// (X-Forwarded-For, the stores trusting the loopback proxy) and session from step to step.
// Then the database is read: one paid order per buyer with the lines bought, every seat and ticket
// once, one order email each (in the stores' local inboxes too), and no answer was a 5xx.
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../api/src/db/db.js';
import {
  apiRequire, freshDatabase, idpKey, mintToken, postgresProblem, redisProblem, shown, startStore, stopProcess, waitForHealth, type StoreProcess,
} from './bench-servers.js';

export interface RushOptions {
  buyers: number;
  instances: 1 | 2;
  db: 'pglite' | 'postgres';
  /** The first store's port (its services take +1 to +3); the second store's is port + 10. */
  port: number;
  /** PostgreSQL server on which a database is created for the run (and dropped after). */
  databaseUrl?: string;
  /** Redis shared by two stores (their rate limits); with one store, used when given. */
  redisUrl?: string;
  /** Every buyer must be through within this time, ms (default 60 s). */
  deadlineMs?: number;
  log?: (line: string) => void;
}

export interface StepFigures {
  step: string;
  /** Answers by status code. */
  statuses: Record<string, number>;
  count: number;
  /** Answers per second over the step's own window (its first request sent to its last answer). */
  rps: number;
  p50: number;
  p99: number;
  max: number;
}

export interface RushReport {
  options: Omit<RushOptions, 'log'>;
  /** From the first request sent to the last answer, s. */
  seconds: number;
  /** From the first request sent to the last order email in the inbox (or to giving up waiting), s. */
  mailSeconds: number;
  steps: StepFigures[];
  /** What was checked, each line a check that held. */
  checks: string[];
  /** What did not hold (empty: the rush passed). */
  problems: string[];
  /** Each check by its name: whether it held, and what it says. */
  results: Partial<Record<CheckName, { ok: boolean; text: string }>>;
  /** The machine's load average (1 min) before and after. */
  load: [number, number];
}

export type CheckName = 'no-5xx' | 'no-lost-request' | 'every-buyer-through' | 'deadline' | 'inbox-one-order-email' | 'one-paid-order'
  | 'one-session' | 'order-lines' | 'tickets-once' | 'seats-once' | 'outbox-one-order-email';

/** What a buyer buys: a program, a conference ticket, or a two-seat license of BCMAS (two license users). */
type Kind = 'program' | 'ticket' | 'license';
interface Buyer {
  i: number; kind: Kind; instance: number; sub: string; email: string; fullName: string; ip: string; token: string;
  page: string; cookie: string; order: Record<string, unknown>;
  lines: { productId: number; quantity: number }[]; seats: number; tickets: number;
}

const PRODUCTS: Record<Kind, { productId: number; quantity: number; productDetailType: string; page: string; seats: number; tickets: number }> = {
  program: { productId: 20, quantity: 1, productDetailType: 'certification', page: '/certification/pacs', seats: 0, tickets: 0 },
  ticket: { productId: 94, quantity: 1, productDetailType: 'conference', page: '/conference/summit-march-2027', seats: 0, tickets: 1 },
  license: { productId: 1, quantity: 2, productDetailType: 'certification', page: '/certification/bcmas', seats: 2, tickets: 0 },
};
/** Every tenth buyer a license (each seat holder is a new learning account: the costliest fulfilment), a third tickets, the rest programs. */
const kindOf = (i: number): Kind => (i % 10 === 9 ? 'license' : i % 3 === 1 ? 'ticket' : 'program');

const FIRST = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan', 'Kendall', 'Logan', 'Morgan', 'Parker', 'Quinn', 'Riley', 'Sawyer', 'Taylor'];
const LAST = ['Lindqvist', 'Okafor', 'Marchetti', 'Nakamura', 'Fernandes', 'Kowalski', 'Haddad', 'Brennan', 'Sorensen', 'Delacroix', 'Abernathy', 'Villanueva'];
const nameOf = (i: number, salt = 0) => `${FIRST[(i + salt) % FIRST.length]} ${LAST[Math.floor(i / FIRST.length + salt) % LAST.length]}`;

export const STEPS = ['home', 'product page', 'cart page', 'checkout', 'pay (card form, webhook, fulfilment)', 'success page'] as const;
const EXPECTED_STATUS = [200, 200, 200, 201, 303, 200];

interface AutocannonResult { errors: number; timeouts: number; non2xx: number; '2xx': number }
type AutocannonInstance = Promise<AutocannonResult> & { on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void };
type Autocannon = (opts: Record<string, unknown>) => AutocannonInstance;
interface RequestShape { method: string; path: string; headers: Record<string, string>; body?: string }

/** What a connection carries from step to step (autocannon's per-connection context). */
interface Context { buyer?: Buyer; payPath?: string; sessionId?: string; failed?: string; skipped?: boolean[] }

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Runs a rush (see the header) and reads the database after it. Throws when what it needs does not answer. */
export async function rush(opts: RushOptions): Promise<RushReport> {
  const log = opts.log ?? (() => undefined);
  const deadlineMs = opts.deadlineMs ?? 60_000;
  if (opts.instances === 2 && opts.db !== 'postgres') throw new Error('--instances=2 needs --db=postgres: two stores share one PostgreSQL database (PGlite lives inside one process)');
  if (opts.db === 'postgres') {
    const problem = await postgresProblem(opts.databaseUrl);
    if (problem) throw new Error(`--db=postgres needs PostgreSQL: ${problem}`);
  }
  const redisUrl = opts.instances === 2 || opts.redisUrl ? opts.redisUrl : undefined;
  if (opts.instances === 2) {
    const problem = await redisProblem(redisUrl);
    if (problem) throw new Error(`--instances=2 needs Redis (the two stores count their rate limits together there): ${problem}`);
  }
  const loadBefore = loadavg()[0]!;
  const database = opts.db === 'postgres' ? await freshDatabase(opts.databaseUrl!, 'acma_rush') : null;
  const dirs = Array.from({ length: opts.instances }, (_, k) => mkdtempSync(join(tmpdir(), `acma-rush-${k}-`)));
  const stores: StoreProcess[] = [];
  const siteUrl = `http://localhost:${opts.port}`;
  try {
    // the first store runs the identity provider; the second believes its tokens (AUTH_DOMAIN), as one
    // store's replicas share one tenant. Both write links with one site address, and trust the
    // loopback proxy's X-Forwarded-For (the buyers' own addresses).
    for (let k = 0; k < opts.instances; k++) {
      const port = opts.port + 10 * k;
      const store = startStore({
        port, dataDir: dirs[k]!, tag: `store ${k + 1}`,
        env: {
          LOG_LEVEL: 'warn', SITE_URL: siteUrl, TRUST_PROXY: 'loopback', DATABASE_URL: database?.url ?? '', REDIS_URL: redisUrl ?? '',
          ...(k > 0 ? { AUTH_DOMAIN: `http://localhost:${opts.port + 1}`, AUTH_CLIENT_ID: 'storefront-spa' } : {}),
        },
      });
      stores.push(store);
      await waitForHealth(store);
      log(`store ${k + 1}: ${store.origin} (${opts.db === 'postgres' ? `PostgreSQL database ${database!.name} on ${shown(opts.databaseUrl!)}` : 'PGlite'}${redisUrl ? `, Redis ${shown(redisUrl)}` : ''})`);
    }

    // the buyers, each with an account of their own (a token the local provider would issue) and an address
    const key = idpKey(dirs[0]!);
    const issuer = `http://localhost:${opts.port + 1}/`;
    const run = randomInt(1, 250);
    const buyers: Buyer[] = Array.from({ length: opts.buyers }, (_, i) => {
      const kind = kindOf(i);
      const p = PRODUCTS[kind];
      const email = `rush.${run}.${i}@example.com`;
      const fullName = nameOf(i);
      const holders = kind === 'license'
        ? [0, 1].map((h) => ({ productId: p.productId, name: nameOf(i, h + 3), email: `rush.${run}.${i}.seat${h + 1}@example.com` }))
        : [];
      return {
        i, kind, instance: i % opts.instances, sub: `rush|${run}|${i}`, email, fullName,
        ip: `10.${run}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        token: mintToken(key, issuer, { sub: `rush|${run}|${i}`, email }),
        page: p.page,
        cookie: `acma_cart_lines=${p.productId}:${p.quantity}:${p.productDetailType}`,
        order: {
          products: [{ productId: p.productId, quantity: p.quantity, productDetailType: p.productDetailType }],
          purchaseObj: { extraCert: holders }, email, fullName, termsAgreed: true,
          paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: { utm_source: 'rush' },
        },
        lines: [{ productId: p.productId, quantity: p.quantity }], seats: p.seats, tickets: p.tickets,
      };
    });
    // the store was already running: its pages have been asked for before the rush
    for (const store of stores) for (const path of ['/', ...new Set(buyers.map((b) => b.page)), '/cart']) await fetch(store.origin + path).then((r) => r.arrayBuffer());

    // the rush: one autocannon per store, one connection per buyer, every buyer at once
    const autocannon = apiRequire('autocannon') as Autocannon;
    const answers = STEPS.map(() => [] as { status: number; ms: number; at: number }[]);
    const unexpected: string[] = [];
    const failedBuyers = new Map<number, string>();
    const start = performance.now();
    const runs = stores.map((store, k) => {
      const mine = buyers.filter((b) => b.instance === k);
      let next = 0;
      const fail = (ctx: Context, why: string) => {
        ctx.failed ??= why;
        if (ctx.buyer) failedBuyers.set(ctx.buyer.i, why);
      };
      /** A step that cannot be made (an earlier one failed): a health check instead, not counted. */
      const skip = (req: RequestShape, ctx: Context, step: number): RequestShape => {
        (ctx.skipped ??= [])[step] = true;
        return { ...req, method: 'GET', path: '/api/health', headers: {}, body: undefined };
      };
      const who = (b: Buyer) => ({ 'x-forwarded-for': b.ip, 'user-agent': 'acma-rush', accept: 'text/html,application/json' });
      const expect = (step: number) => (status: number, body: string, ctx: Context) => {
        if (ctx.skipped?.[step]) return;
        if (status !== EXPECTED_STATUS[step]) {
          const why = `${STEPS[step]} answered ${status}: ${body.slice(0, 200)}`;
          unexpected.push(`buyer ${ctx.buyer?.i}: ${why}`);
          fail(ctx, why);
        }
      };
      const requests = [
        {
          method: 'GET', path: '/',
          setupRequest: (req: RequestShape, ctx: Context) => {
            // the connection's buyer, taken once (the first request is built when the connection is)
            ctx.buyer ??= mine[next++];
            return { ...req, headers: who(ctx.buyer!) };
          },
          onResponse: expect(0),
        },
        { method: 'GET', setupRequest: (req: RequestShape, ctx: Context) => ({ ...req, path: ctx.buyer!.page, headers: who(ctx.buyer!) }), onResponse: expect(1) },
        { method: 'GET', path: '/cart', setupRequest: (req: RequestShape, ctx: Context) => ({ ...req, headers: { ...who(ctx.buyer!), cookie: ctx.buyer!.cookie } }), onResponse: expect(2) },
        {
          method: 'POST', path: '/api/stripe-checkout',
          setupRequest: (req: RequestShape, ctx: Context) => (ctx.failed ? skip(req, ctx, 3) : {
            ...req,
            headers: { ...who(ctx.buyer!), 'content-type': 'application/json', authorization: `Bearer ${ctx.buyer!.token}` },
            body: JSON.stringify(ctx.buyer!.order),
          }),
          onResponse: (status: number, body: string, ctx: Context) => {
            expect(3)(status, body, ctx);
            if (ctx.skipped?.[3] || status !== 201) return;
            try {
              const r = JSON.parse(body) as { url: string; sessionId: string };
              ctx.payPath = new URL(r.url).pathname;
              ctx.sessionId = r.sessionId;
            } catch {
              fail(ctx, `checkout answered a body that is not a session: ${body.slice(0, 200)}`);
            }
          },
        },
        {
          method: 'POST',
          setupRequest: (req: RequestShape, ctx: Context) => (ctx.failed || !ctx.payPath ? skip(req, ctx, 4) : {
            ...req, path: ctx.payPath,
            headers: { ...who(ctx.buyer!), 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardName: ctx.buyer!.fullName, action: 'pay' }).toString(),
          }),
          onResponse: (status: number, body: string, ctx: Context, headers: Record<string, string | string[]>) => {
            expect(4)(status, body, ctx);
            const location = String(headers.location ?? headers.Location ?? '');
            if (!ctx.skipped?.[4] && status === 303 && !location.includes(`session_id=${encodeURIComponent(ctx.sessionId ?? '')}`)) {
              fail(ctx, `the payment sent the buyer to ${location}, not the session's success page`);
            }
          },
        },
        {
          method: 'GET',
          setupRequest: (req: RequestShape, ctx: Context) => (ctx.failed || !ctx.sessionId ? skip(req, ctx, 5) : {
            ...req, path: `/api/checkout-success?session_id=${encodeURIComponent(ctx.sessionId)}`,
            headers: { ...who(ctx.buyer!), authorization: `Bearer ${ctx.buyer!.token}` },
          }),
          onResponse: (status: number, body: string, ctx: Context) => {
            expect(5)(status, body, ctx);
            if (ctx.skipped?.[5] || status !== 200) return;
            const lines = JSON.parse(body) as { metadata?: { productId?: number } }[];
            const want = ctx.buyer!.lines;
            if (!Array.isArray(lines) || lines.length !== want.length || want.some((w, n) => lines[n]?.metadata?.productId !== w.productId)) {
              fail(ctx, `the success page listed ${body.slice(0, 200)}, not the order`);
            }
          },
        },
      ];
      const instance = autocannon({
        url: store.origin, connections: mine.length, maxConnectionRequests: STEPS.length, requests,
        // every buyer once; a slow answer is waited for (a timed-out request would be sent again)
        duration: Math.ceil((deadlineMs * 3) / 1000), timeout: Math.ceil((deadlineMs * 2) / 1000),
      });
      instance.on('response', (client, status, _bytes, ms) => {
        const it = (client as { requestIterator?: { currentRequestIndex?: number; context?: Context } }).requestIterator;
        const step = it?.currentRequestIndex;
        if (step === undefined || it?.context?.skipped?.[step]) return;
        answers[step]?.push({ status, ms, at: performance.now() - start });
      });
      return instance;
    });
    const loads = await Promise.all(runs);
    const seconds = (performance.now() - start) / 1000;
    log(`rush: ${opts.buyers} buyers through in ${seconds.toFixed(1)} s`);

    const steps: StepFigures[] = STEPS.map((step, k) => {
      const a = answers[k]!;
      const ms = a.map((x) => x.ms).sort((x, y) => x - y);
      const statuses: Record<string, number> = {};
      for (const x of a) statuses[x.status] = (statuses[x.status] ?? 0) + 1;
      const from = Math.min(...a.map((x) => x.at - x.ms));
      const to = Math.max(...a.map((x) => x.at));
      return {
        step, statuses, count: a.length, rps: a.length && to > from ? a.length / ((to - from) / 1000) : 0,
        p50: round1(percentile(ms, 50)), p99: round1(percentile(ms, 99)), max: round1(ms.at(-1) ?? NaN),
      };
    });

    const checks: string[] = [];
    const problems: string[] = [];
    const results: RushReport['results'] = {};
    const check = (name: CheckName, ok: boolean, what: string, detail = '') => {
      const text = ok ? what : `${what}${detail ? `: ${detail}` : ''}`;
      (ok ? checks : problems).push(text);
      results[name] = { ok, text };
    };

    const answered = steps.reduce((n, s) => n + s.count, 0);
    const fives = steps.flatMap((s) => Object.entries(s.statuses).filter(([code]) => Number(code) >= 500).map(([code, n]) => `${s.step} ${code} × ${n}`));
    const lost = loads.reduce((n, r) => n + r.errors + r.timeouts, 0);
    check('no-5xx', fives.length === 0, `no 5xx among ${answered} answers`, fives.join(', '));
    check('no-lost-request', lost === 0, 'no request lost (connection errors, timeouts)', `${lost}`);
    check('every-buyer-through', failedBuyers.size === 0, `every buyer through all ${STEPS.length} steps with the expected answers`, `${failedBuyers.size} not: ${unexpected.slice(0, 5).join('; ')}`);
    check('deadline', seconds * 1000 <= deadlineMs, `all ${opts.buyers} buyers through within ${deadlineMs / 1000} s (${seconds.toFixed(1)} s)`, `${seconds.toFixed(1)} s`);

    // the order emails, in the stores' inboxes (each store's outbox sends what it claims, to its own inbox)
    const inboxes = stores.map((s) => `http://127.0.0.1:${s.port + 2}`);
    const orderMails = async () => {
      const all: { subject: string; to: string[] }[] = [];
      for (const inbox of inboxes) {
        const mails = await (await fetch(`${inbox}/api/email`)).json() as { subject?: string; to?: { address?: string }[] }[];
        for (const m of mails) all.push({ subject: m.subject ?? '', to: (m.to ?? []).map((t) => (t.address ?? '').toLowerCase()) });
      }
      return all.filter((m) => /receipt ACMA-/.test(m.subject));
    };
    // the outboxes send after the rush too: waited for while they make progress (a minute without a
    // new email is a stall), 3 minutes at most; how long it took is reported
    const mailStart = performance.now();
    let mails = await orderMails();
    let progressAt = performance.now();
    while (mails.length < buyers.length && performance.now() - progressAt < 60_000 && performance.now() - mailStart < 180_000) {
      await new Promise((r) => setTimeout(r, 1000));
      const now = await orderMails();
      if (now.length > mails.length) progressAt = performance.now();
      mails = now;
    }
    const mailSeconds = (performance.now() - start) / 1000;
    await new Promise((r) => setTimeout(r, 1000)); // a second one would have arrived by now
    mails = await orderMails();
    const perBuyer = new Map<string, number>();
    for (const m of mails) for (const to of m.to) perBuyer.set(to, (perBuyer.get(to) ?? 0) + 1);
    const mailWrong = buyers.filter((b) => perBuyer.get(b.email) !== 1);
    check('inbox-one-order-email', mailWrong.length === 0 && mails.length === buyers.length, `exactly one order email per buyer in the inbox${inboxes.length > 1 ? 'es' : ''} (${mails.length})`,
      `${mails.length} order emails; ${mailWrong.length} buyers without exactly one (e.g. ${mailWrong.slice(0, 3).map((b) => `${b.email}: ${perBuyer.get(b.email) ?? 0}`).join(', ')})`);

    // the database, read once the stores have stopped (a PGlite folder has one user at a time)
    for (const s of stores) await stopProcess(s.child);
    const db = await openDb(database ? { databaseUrl: database.url } : { dataDir: join(dirs[0]!, 'pglite') });
    try {
      const byEmail = new Map(buyers.map((b) => [b.email, b]));
      const orders = await db.query<{ email: string; n: number; paid: number }>(
        "SELECT lower(email) AS email, count(*)::int AS n, count(*) FILTER (WHERE status = 'paid')::int AS paid FROM orders GROUP BY 1",
      );
      const orderOf = new Map(orders.map((o) => [o.email, o]));
      const noOrder = buyers.filter((b) => orderOf.get(b.email)?.paid !== 1 || orderOf.get(b.email)?.n !== 1);
      const strays = orders.filter((o) => !byEmail.has(o.email));
      check('one-paid-order', noOrder.length === 0 && strays.length === 0 && orders.length === buyers.length, `exactly one paid order per buyer (${orders.reduce((n, o) => n + o.n, 0)} orders)`,
        `${noOrder.length} buyers without exactly one paid order, ${strays.length} orders of no buyer`);

      const sessions = await db.query<{ email: string; n: number; paid: number }>(
        "SELECT lower(buyer_email) AS email, count(*)::int AS n, count(*) FILTER (WHERE payment_status = 'paid')::int AS paid FROM checkout_sessions GROUP BY 1",
      );
      check('one-session', sessions.length === buyers.length && sessions.every((s) => s.n === 1 && s.paid === 1 && byEmail.has(s.email)), 'one payment session per buyer, paid',
        sessions.filter((s) => s.n !== 1 || s.paid !== 1).slice(0, 3).map((s) => `${s.email}: ${s.n} sessions, ${s.paid} paid`).join(', '));

      const lines = await db.query<{ email: string; product_id: number; quantity: number; product_type: string }>(
        'SELECT lower(o.email) AS email, l.product_id, l.quantity, l.product_type FROM order_lines l JOIN orders o ON o.id = l.order_id ORDER BY l.id',
      );
      const linesOf = new Map<string, { productId: number; quantity: number }[]>();
      for (const l of lines) linesOf.set(l.email, [...(linesOf.get(l.email) ?? []), { productId: l.product_id, quantity: l.quantity }]);
      const wrongLines = buyers.filter((b) => JSON.stringify(linesOf.get(b.email) ?? []) !== JSON.stringify(b.lines));
      check('order-lines', wrongLines.length === 0, 'each order holds exactly the lines bought', `${wrongLines.length} orders differ`);

      const tickets = lines.filter((l) => l.product_type === 'event' || l.product_type === 'conference').reduce((n, l) => n + l.quantity, 0);
      const wantTickets = buyers.reduce((n, b) => n + b.tickets, 0);
      check('tickets-once', tickets === wantTickets, `every ticket counted once (${tickets} conference tickets sold, ${wantTickets} bought)`, `${tickets} sold, ${wantTickets} bought`);

      const seats = await db.query<{ email: string; n: number; numbers: number }>(
        'SELECT lower(o.email) AS email, count(*)::int AS n, count(DISTINCT s.seat_number)::int AS numbers FROM order_seats s JOIN orders o ON o.id = s.order_id GROUP BY 1',
      );
      const seatsOf = new Map(seats.map((s) => [s.email, s]));
      const wrongSeats = buyers.filter((b) => (seatsOf.get(b.email)?.n ?? 0) !== b.seats || (seatsOf.get(b.email)?.numbers ?? 0) !== b.seats);
      const wantSeats = buyers.reduce((n, b) => n + b.seats, 0);
      check('seats-once', wrongSeats.length === 0 && seats.every((s) => byEmail.has(s.email)), `every seat counted once (${seats.reduce((n, s) => n + s.n, 0)} seats, ${wantSeats} bought)`,
        `${wrongSeats.length} orders with other seats than bought`);

      const outbox = await db.query<{ to_email: string; n: number; sent: number }>(
        "SELECT lower(to_email) AS to_email, count(*)::int AS n, count(*) FILTER (WHERE status = 'sent')::int AS sent FROM email_outbox WHERE kind = 'order-login' GROUP BY 1",
      );
      check('outbox-one-order-email', outbox.length === buyers.length && outbox.every((o) => o.n === 1 && o.sent === 1 && byEmail.has(o.to_email)), 'one order email per buyer in the outbox, each sent',
        `${outbox.length} recipients; ${outbox.filter((o) => o.n !== 1 || o.sent !== 1).length} not exactly one sent`);
    } finally {
      await db.close();
    }
    return {
      options: { buyers: opts.buyers, instances: opts.instances, db: opts.db, port: opts.port, deadlineMs },
      seconds, mailSeconds, steps, checks, problems, results, load: [loadBefore, loadavg()[0]!],
    };
  } finally {
    for (const s of stores) await stopProcess(s.child);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await database?.drop();
  }
}

/** The report as a Markdown table and lists. */
export function rushTable(r: RushReport): string[] {
  const o = r.options;
  return [
    `${o.buyers} buyers, ${o.instances} store${o.instances > 1 ? 's' : ''} on ${o.db === 'postgres' ? 'PostgreSQL' : 'PGlite'}${o.instances > 1 ? ' and Redis' : ''}: through in ${r.seconds.toFixed(1)} s, the order emails in the inbox after ${r.mailSeconds.toFixed(1)} s (load average ${r.load[0].toFixed(1)} before, ${r.load[1].toFixed(1)} after)`,
    '',
    '| Step | Answers | Requests/s | p50 | p99 | max |',
    '|---|---|--:|--:|--:|--:|',
    ...r.steps.map((s) => `| ${s.step} | ${Object.entries(s.statuses).map(([code, n]) => `${code} × ${n}`).join(', ') || 'none'} | ${Math.round(s.rps)} | ${s.p50} ms | ${s.p99} ms | ${s.max} ms |`),
    '',
    ...r.checks.map((c) => `- ✅ ${c}`),
    ...r.problems.map((p) => `- ❌ ${p}`),
  ];
}
