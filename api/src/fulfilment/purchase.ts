// Wiring of everything after the checkout request: the configured payment provider, the
// learning-platform adapter, the mailer and its outbox, and their routes — the webhook, the sandbox's
// hosted page, GET /checkout-success and the seat assignments.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { createMailer, type MailOptions } from '../mail/mailer.js';
import { Outbox, type OutboxOptions } from '../mail/outbox.js';
import { sandboxPageRoutes } from '../payments/sandbox-page.js';
import { setupPayments, type PaymentOptions, type Payments } from '../payments/setup.js';
import { checkoutSuccessRoutes } from '../routes/checkout-success.js';
import { seatRoutes } from '../routes/seats.js';
import { webhookRoutes } from '../routes/webhooks.js';
import type { FulfilmentDeps } from './fulfil.js';
import { embeddedLearningPlatform, type LearningPlatform } from '../learning/learning-platform.js';

export interface PurchaseOptions {
  payments?: PaymentOptions;
  /** SMTP (SMTP_URL) or a test transport; without it emails wait in the outbox. */
  mail?: MailOptions;
  /** Where learners sign in (goes into the login emails). */
  learningPlatformUrl?: string;
  /** Another learning-platform adapter than the embedded one. */
  learning?: LearningPlatform;
  outbox?: OutboxOptions;
  /** Sandbox: delays before redelivering an event the webhook did not accept, ms. */
  sandboxRetryDelaysMs?: number[];
}

export interface Purchase {
  payments: Payments;
  outbox: Outbox;
  learning: LearningPlatform;
  deps: FulfilmentDeps;
  sandboxRetryDelaysMs?: number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment provider, outbox and learning platform. */
    purchase: Purchase;
  }
}

/** Builds the purchase services on `app` (decorated as app.purchase); the outbox stops before the database closes. */
export async function setupPurchase(app: FastifyInstance, db: Db, opts: PurchaseOptions = {}): Promise<Purchase> {
  const payments = await setupPayments(db, opts.payments);
  const outbox = new Outbox(db, createMailer(opts.mail), app.log, opts.outbox);
  const learning = opts.learning ?? embeddedLearningPlatform({ loginUrl: opts.learningPlatformUrl });
  const purchase: Purchase = {
    payments, outbox, learning,
    deps: { db, provider: payments.provider, learning, outbox, log: app.log, siteUrl: app.siteUrl },
    sandboxRetryDelaysMs: opts.sandboxRetryDelaysMs,
  };
  app.decorate('purchase', purchase);
  app.addHook('preClose', async () => {
    await outbox.stop();
  });
  app.addHook('onReady', async () => {
    outbox.start();
  });
  return purchase;
}

/** The purchase routes, registered under the API prefix. */
export async function purchaseRoutes(api: FastifyInstance, opts: { purchase: Purchase }): Promise<void> {
  const p = opts.purchase;
  await api.register(webhookRoutes, { deps: p.deps, webhookSecret: p.payments.webhookSecret });
  if (p.payments.provider.name === 'sandbox') {
    await api.register(sandboxPageRoutes, { payments: p.payments, retryDelaysMs: p.sandboxRetryDelaysMs });
  }
  await api.register(checkoutSuccessRoutes, { deps: p.deps });
  await api.register(seatRoutes, { learning: p.learning, outbox: p.outbox });
}
