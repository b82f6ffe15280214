// Which payment provider runs, from configuration: `sandbox` (embedded default: the hosted page is
// served by this API and signs its events with a secret kept in the database) or `stripe`
// (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET; STRIPE_API_HOST/PORT/PROTOCOL for a local imitation).
// Both deliver checkout.session.completed to POST /api/webhooks/stripe, verified with `webhookSecret`.
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { keptValue } from '../db/app-meta.js';
import type { Db } from '../db/db.js';
import type { PaymentProvider, ProviderSession } from './provider.js';
import { sandboxPaymentRefs } from './repository.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeClient, createStripeProvider, type StripeOptions } from './stripe-provider.js';

export interface PaymentOptions {
  /** Default 'sandbox'. */
  provider?: 'sandbox' | 'stripe';
  /** Required with provider 'stripe'. */
  stripe?: StripeOptions;
  /** The sandbox's webhook signing secret; otherwise one is generated once and kept in app_meta. */
  sandboxWebhookSecret?: string;
  /** Where the sandbox delivers its events; default: this API in-process (same route, same checks). */
  sandboxWebhookUrl?: string;
}

export interface Payments {
  provider: PaymentProvider;
  /** The secret that signs the events arriving at POST /api/webhooks/stripe. */
  webhookSecret: string;
  /** The Stripe client (stripe provider only). */
  stripe: Stripe | null;
  sandboxWebhookUrl?: string;
}

const SANDBOX_SECRET_KEY = 'sandbox_webhook_secret';

function sandboxSecret(db: Db): Promise<string> {
  return keptValue(db, SANDBOX_SECRET_KEY, `whsec_sandbox_${randomBytes(24).toString('hex')}`);
}

/** The sandbox provider, with what its hosted page recorded about each payment. */
function sandboxWithPayments(db: Db): PaymentProvider {
  const base = createSandboxProvider(db);
  return {
    ...base,
    name: 'sandbox',
    async retrieveSession(id): Promise<ProviderSession | null> {
      const s = await base.retrieveSession(id);
      if (!s) return null;
      const p = await sandboxPaymentRefs(db, id);
      return { ...s, paymentRef: p?.paymentRef ?? null, subscriptionRef: p?.subscriptionRef ?? null };
    },
  };
}

export async function setupPayments(db: Db, opts: PaymentOptions = {}): Promise<Payments> {
  if ((opts.provider ?? 'sandbox') === 'stripe') {
    const s = opts.stripe;
    if (!s?.secretKey || !s.webhookSecret) throw new Error('the stripe payment provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    const stripe = createStripeClient(s);
    return { provider: createStripeProvider(db, stripe), webhookSecret: s.webhookSecret, stripe };
  }
  return {
    provider: sandboxWithPayments(db),
    webhookSecret: opts.sandboxWebhookSecret || (await sandboxSecret(db)),
    stripe: null,
    sandboxWebhookUrl: opts.sandboxWebhookUrl,
  };
}

