// One API instance in its own Node process (two-instances.test.ts starts two of them, as a load
// balancer's pool): nothing is shared with the other instance but PostgreSQL and Redis. Options come
// in INSTANCE_OPTIONS (JSON); it listens on 127.0.0.1 (a free port) and talks to its parent over
// IPC: `ready` (port, webhook secret), `mail` (each email it sends, captured), and it answers
// `drain` (its outbox idle, then kicked) and `close`.
import { buildApi } from '../../src/app.js';
import { fixtureSeed } from '../fixtures/catalog.js';
import { mailCapture } from './mail-capture.js';

export interface InstanceOptions {
  databaseUrl: string;
  databaseSchema: string;
  redisUrl: string;
  redisKeyPrefix: string;
  auth: { jwksUrl: string; issuer: string; audience: string };
  rateLimits: Record<string, number>;
  /** The balancer's address, trusted for X-Forwarded-For. */
  trustProxy: string[];
}

export type ToParent =
  | { type: 'ready'; port: number; webhookSecret: string; pid: number }
  | { type: 'mail'; to: string }
  | { type: 'drained'; id: number };
export type ToInstance = { type: 'drain'; id: number } | { type: 'close' };

const send = (m: ToParent) => process.send?.(m);
const opts = JSON.parse(process.env.INSTANCE_OPTIONS ?? '{}') as InstanceOptions;
const mail = mailCapture();
const sendMail = mail.transport.send.bind(mail.transport);
mail.transport.send = (m, callback) => sendMail(m, (err, info) => {
  if (!err) send({ type: 'mail', to: mail.sent.at(-1)!.to });
  callback(err, info);
});

const app = await buildApi({
  databaseUrl: opts.databaseUrl, databaseSchema: opts.databaseSchema, seed: fixtureSeed,
  auth: opts.auth,
  redisUrl: opts.redisUrl, redisKeyPrefix: opts.redisKeyPrefix,
  rateLimits: opts.rateLimits,
  trustProxy: opts.trustProxy,
  // a long TTL: only the catalog version's notification can make a price change visible in time
  catalogCacheTtlMs: 3_600_000,
  purchase: { mail: { transport: mail.transport }, outbox: { pollMs: 60_000, batchSize: 50 }, sandboxRetryDelaysMs: [] },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.on('message', (m: ToInstance) => {
  if (m.type === 'drain') {
    void app.purchase.outbox.idle().then(() => {
      app.purchase.outbox.kick();
      send({ type: 'drained', id: m.id });
    });
  } else if (m.type === 'close') {
    void app.close().finally(() => process.exit(0));
  }
});
process.on('disconnect', () => { void app.close().finally(() => process.exit(0)); });
send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0, webhookSecret: app.purchase.payments.webhookSecret, pid: process.pid });
