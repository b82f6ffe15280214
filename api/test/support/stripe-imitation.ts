// A local imitation of the Stripe endpoints the store uses (Checkout Sessions create/retrieve,
// Subscriptions retrieve/update, Subscription Schedules create/update), so the stripe provider is tested offline with the real SDK
// pointed at it (host, port, protocol). It answers in Stripe's shapes and errors, checks the secret
// key format, records every request (with its idempotency key) and honours idempotency keys the way
// Stripe does (same key, same answer). `complete(id)` plays the buyer paying on the hosted page;
// `event(id)` builds the checkout.session.completed payload Stripe would send.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/** Stripe's form encoding (a[b][0][c]=v) back to nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let o: Record<string, unknown> | unknown[] = out;
    path.forEach((p, i) => {
      const container = o as Record<string, unknown>;
      if (i === path.length - 1) {
        container[p] = value;
      } else {
        container[p] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
        o = container[p] as Record<string, unknown>;
      }
    });
  }
  return out;
}

export interface SeenRequest { method: string; path: string; idempotencyKey: string | null; body: Json }

export interface StripeImitation {
  port: number;
  url: string;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  schedules: Map<string, Json>;
  seen: SeenRequest[];
  /**
   * What Stripe would charge a subscription, invoice by invoice, until it ends: its schedule's
   * phases (each month the items, plus a phase's one-time items on its first invoice), or, without
   * a schedule, its items every month (12 months shown for a subscription that never ends).
   */
  charges(subscriptionId: string): number[];
  /** The buyer pays: the session becomes complete and paid (with a payment intent or a subscription). */
  complete(id: string): Json;
  /** A checkout.session.completed event for the session as it is now. */
  event(id: string, type?: string): string;
  close(): Promise<void>;
}

export async function startStripeImitation(): Promise<StripeImitation> {
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const schedules = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const idempotent = new Map<string, string>();
  const seen: SeenRequest[] = [];
  let port = 0;
  const now = () => Math.floor(Date.now() / 1000);

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => { raw += c.toString('utf8'); });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const body = parseStripeForm(raw);
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      seen.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key, body });
      const send = (status: number, o: unknown) => {
        const text = JSON.stringify(o);
        if (key && req.method === 'POST' && status < 300) idempotent.set(`${url.pathname}|${key}`, text);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` }).end(text);
      };
      const error = (status: number, message: string, extra: Json = {}) =>
        send(status, { error: { type: 'invalid_request_error', message, ...extra } });

      if (!/^Bearer sk_test_\w+/.test(req.headers.authorization ?? '')) return error(401, 'Invalid API Key provided');
      if (key && req.method === 'POST') {
        const replay = idempotent.get(`${url.pathname}|${key}`);
        if (replay) return res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' }).end(replay);
      }

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (!body.success_url) return error(400, 'Missing required param: success_url.', { param: 'success_url' });
        const items = (body.line_items as Json[] | undefined) ?? [];
        if (!items.length) return error(400, 'Missing required param: line_items.', { param: 'line_items' });
        const mode = (body.mode as string) ?? 'payment';
        for (const li of items) {
          const pd = li.price_data as Json | undefined;
          if (!pd?.unit_amount || !/^\d+$/.test(String(pd.unit_amount))) return error(400, 'Invalid integer: unit_amount', { param: 'line_items[0][price_data][unit_amount]' });
          if (mode === 'subscription' && !pd.recurring) return error(400, 'You must provide at least one recurring price in `subscription` mode.');
          if (mode === 'payment' && pd.recurring) return error(400, 'You specified `payment` mode but passed a recurring price.');
        }
        const amount = items.reduce((s, li) => s + Number((li.price_data as Json).unit_amount) * Number(li.quantity ?? 1), 0);
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const s: Json = {
          id, object: 'checkout.session', livemode: false, mode, status: 'open', payment_status: 'unpaid',
          url: `http://127.0.0.1:${port}/pay/${id}`, success_url: body.success_url, cancel_url: body.cancel_url ?? null,
          client_reference_id: body.client_reference_id ?? null, customer_email: body.customer_email ?? null,
          metadata: body.metadata ?? {}, currency: 'usd', amount_total: amount, amount_subtotal: amount,
          payment_intent: null, subscription: null, line_items_sent: items,
          created: now(), expires_at: now() + 86_400,
        };
        sessions.set(id, s);
        return send(200, s);
      }
      let m: RegExpMatchArray | null;
      if (req.method === 'GET' && (m = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
        const s = sessions.get(m[1]!);
        return s ? send(200, s) : error(404, `No such checkout.session: '${m[1]}'`, { code: 'resource_missing', param: 'session' });
      }
      if ((m = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
        const sub = subscriptions.get(m[1]!);
        if (!sub) return error(404, `No such subscription: '${m[1]}'`, { code: 'resource_missing', param: 'id' });
        if (req.method === 'POST') {
          if (body.cancel_at !== undefined) sub.cancel_at = Number(body.cancel_at);
          if (body.proration_behavior !== undefined) sub.proration_behavior = body.proration_behavior;
          if (body.metadata) sub.metadata = { ...(sub.metadata as Json), ...(body.metadata as Json) };
        }
        return send(200, sub);
      }
      if (req.method === 'POST' && url.pathname === '/v1/subscription_schedules') {
        const sub = subscriptions.get(String(body.from_subscription ?? ''));
        if (!sub) return error(400, `No such subscription: '${String(body.from_subscription)}'`, { param: 'from_subscription' });
        if (sub.schedule) return error(400, 'You cannot migrate a subscription that is already attached to a schedule.');
        const id = `sub_sched_test_${randomBytes(10).toString('hex')}`;
        const start = Number(sub.start_date);
        const items = ((sub.items as { data: Json[] }).data).map((i) => ({ price: (i.price as Json).id, quantity: i.quantity }));
        const sched: Json = {
          id, object: 'subscription_schedule', subscription: sub.id, end_behavior: 'release', metadata: {},
          phases: [{ start_date: start, end_date: start + 30 * 86_400, items, add_invoice_items: [] }],
        };
        schedules.set(id, sched);
        sub.schedule = id;
        return send(200, sched);
      }
      if (req.method === 'POST' && (m = url.pathname.match(/^\/v1\/subscription_schedules\/([^/]+)$/))) {
        const sched = schedules.get(m[1]!);
        if (!sched) return error(404, `No such subscription_schedule: '${m[1]}'`, { code: 'resource_missing', param: 'schedule' });
        const phases = (body.phases as Json[] | undefined) ?? [];
        const current = (sched.phases as Json[])[0]!;
        if (phases.length && Number(phases[0]!.start_date) !== Number(current.start_date)) {
          return error(400, 'You can not modify the start date of the current phase.');
        }
        for (const ph of phases) {
          if (ph.iterations !== undefined) return error(400, 'Received unknown parameter: phases[0][iterations]');
          for (const a of (ph.add_invoice_items as Json[] | undefined) ?? []) {
            const pd = a.price_data as Json | undefined;
            if (!pd?.product) return error(400, 'Missing required param: add_invoice_items[0][price_data][product].');
          }
        }
        if (phases.length) sched.phases = phases;
        if (body.end_behavior !== undefined) sched.end_behavior = body.end_behavior;
        if (body.metadata) sched.metadata = { ...(sched.metadata as Json), ...(body.metadata as Json) };
        return send(200, sched);
      }
      error(404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    sessions,
    subscriptions,
    schedules,
    seen,
    charges(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no imitation subscription ${subscriptionId}`);
      const priceOf = (id: unknown) => Number(prices.get(String(id))?.unit_amount ?? NaN);
      const monthly = (items: Json[]) => items.reduce((t, i) => t + priceOf(i.price) * Number(i.quantity ?? 1), 0);
      const sched = sub.schedule ? schedules.get(String(sub.schedule)) : undefined;
      if (!sched) return Array.from({ length: 12 }, () => monthly((sub.items as { data: Json[] }).data.map((i) => ({ price: (i.price as Json).id, quantity: i.quantity }))));
      if (sched.end_behavior !== 'cancel') throw new Error('a schedule that releases its subscription charges on without end');
      const out: number[] = [];
      for (const ph of sched.phases as Json[]) {
        const duration = ph.duration as Json | undefined;
        if (!duration || duration.interval !== 'month') throw new Error('the imitation reads phases whose duration is in months');
        const extra = ((ph.add_invoice_items as Json[] | undefined) ?? [])
          .reduce((t, a) => t + Number((a.price_data as Json).unit_amount) * Number(a.quantity ?? 1), 0);
        for (let k = 0; k < Number(duration.interval_count ?? 1); k++) out.push(monthly(ph.items as Json[]) + (k === 0 ? extra : 0));
      }
      return out;
    },
    complete(id) {
      const s = sessions.get(id);
      if (!s) throw new Error(`no imitation session ${id}`);
      s.status = 'complete';
      s.payment_status = 'paid';
      if (s.mode === 'subscription') {
        const subId = `sub_test_${randomBytes(10).toString('hex')}`;
        // one subscription item per line item, each with its own price and product
        const items = (s.line_items_sent as Json[]).map((li, k) => {
          const pd = li.price_data as Json;
          const price = { id: `price_test_${k}_${randomBytes(6).toString('hex')}`, object: 'price', product: `prod_test_${k}_${randomBytes(6).toString('hex')}`, unit_amount: Number(pd.unit_amount), currency: 'usd', recurring: pd.recurring };
          prices.set(price.id, price);
          return { id: `si_test_${randomBytes(6).toString('hex')}`, object: 'subscription_item', price, quantity: Number(li.quantity ?? 1) };
        });
        subscriptions.set(subId, {
          id: subId, object: 'subscription', status: 'active', start_date: now(), cancel_at: null, metadata: {}, schedule: null,
          items: { object: 'list', data: items },
        });
        s.subscription = subId;
      } else {
        s.payment_intent = `pi_test_${randomBytes(10).toString('hex')}`;
      }
      return s;
    },
    event(id, type = 'checkout.session.completed') {
      const s = sessions.get(id);
      if (!s) throw new Error(`no imitation session ${id}`);
      return JSON.stringify({
        id: `evt_${randomBytes(10).toString('hex')}`, object: 'event', api_version: '2026-01-28.clover', created: now(),
        livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object: s },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
