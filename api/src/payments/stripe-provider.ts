// The Stripe provider (production): Checkout Sessions through the `stripe` SDK. Line items are
// priced by the server (price_data from the stored, server-priced lines), the buyer comes back to
// /success?session_id={CHECKOUT_SESSION_ID} or /cancel, metadata names the product ids and types,
// and every create carries an idempotency key. An installment plan is a subscription session with a
// monthly recurring price (the regular payment); after fulfilment a subscription schedule adds the
// remainder to the last month's invoice and ends the subscription after it (installmentPhases).
// The session is also recorded in checkout_sessions, like every provider's.
//
// STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point the SDK at another server (the
// offline tests' imitation of the Checkout Sessions endpoints).
import Stripe from 'stripe';
import type { Queryable } from '../db/db.js';
import { HttpError, RETRY_AFTER_SECONDS } from '../errors.js';
import { installmentSchedule, monthlyShares } from './installments.js';
import type { CreateSessionInput, PaymentProvider, ProviderSession, SessionLine } from './provider.js';
import { findOpenSessionByKey, insertSession, insertSessionAtVersion, openSessionAndVersion, type NewSession } from './repository.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
  /** Per-attempt timeout of a call to Stripe, ms (default 20 s; STRIPE_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Retries of a call that failed on the network or with a 5xx, same idempotency key (default 2). */
  maxNetworkRetries?: number;
}

export function createStripeClient(opts: StripeOptions): Stripe {
  return new Stripe(opts.secretKey, {
    host: opts.apiHost,
    port: opts.apiPort,
    protocol: opts.apiProtocol,
    maxNetworkRetries: opts.maxNetworkRetries ?? 2,
    timeout: opts.timeoutMs ?? 20_000,
    appInfo: { name: 'acma-storefront' },
  });
}

/** Stripe metadata values are text of at most 500 characters. */
const meta = (v: string): string => v.slice(0, 500);

/** An absolute https image URL for the hosted page (Stripe shows only public images). */
function imageUrl(siteOrigin: string, path: string): string[] {
  try {
    const u = new URL(path, siteOrigin);
    return u.protocol === 'https:' ? [u.href] : [];
  } catch {
    return [];
  }
}

/**
 * One Stripe line item per stored line. When the line's total divides evenly by its seats the seat
 * price and quantity are sent as they are; otherwise (a promotion that does not split to the cent)
 * one item carries the line total and names the seat count.
 */
export function stripeLineItems(input: Pick<CreateSessionInput, 'lines' | 'paymentType' | 'installmentMonths' | 'siteOrigin'>): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const months = input.paymentType === 'installment' ? input.installmentMonths : 0;
  const shares = months > 0 ? monthlyShares(input.lines, months) : input.lines.map((l) => l.totalAmount);
  return input.lines.map((l: SessionLine, i) => {
    const amount = shares[i]!;
    const even = amount % l.quantity === 0;
    const name = even || l.quantity === 1 ? l.productName : `${l.productName} (${l.quantity} seats)`;
    return {
      quantity: even ? l.quantity : 1,
      price_data: {
        currency: 'usd',
        unit_amount: even ? amount / l.quantity : amount,
        product_data: {
          name,
          description: l.productTagLine || undefined,
          images: imageUrl(input.siteOrigin, l.productImage),
          metadata: { productId: String(l.productId), productType: l.productType },
        },
        ...(months > 0 ? { recurring: { interval: 'month' as const, interval_count: 1 } } : {}),
      },
    };
  });
}

export function stripeSessionParams(input: CreateSessionInput): Stripe.Checkout.SessionCreateParams {
  const installment = input.paymentType === 'installment' && input.installmentMonths > 0;
  const metadata: Stripe.MetadataParam = {
    productIds: meta(input.lines.map((l) => l.productId).join(',')),
    productTypes: meta(input.lines.map((l) => l.productType).join(',')),
    quantities: meta(input.lines.map((l) => l.quantity).join(',')),
    buyerEmail: meta(input.buyerEmail),
    learnerEmail: meta(input.learnerEmail),
    paymentType: input.paymentType,
    installmentMonths: String(input.installmentMonths),
  };
  if (input.couponCode) metadata.couponCode = meta(input.couponCode);
  const description = installment
    ? `ACMA order in ${input.installmentMonths} monthly installments`
    : 'ACMA order';
  return {
    mode: installment ? 'subscription' : 'payment',
    line_items: stripeLineItems(input),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    customer_email: input.buyerEmail,
    client_reference_id: input.buyerSub.slice(0, 200),
    metadata,
    ...(installment
      ? { subscription_data: { description, metadata } }
      : { payment_intent_data: { description, metadata } }),
  };
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

export function toProviderSession(s: Stripe.Checkout.Session): ProviderSession {
  return {
    id: s.id,
    provider: 'stripe',
    url: s.url ?? '',
    status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
    paymentStatus: s.payment_status === 'paid' || s.payment_status === 'no_payment_required' ? 'paid' : 'unpaid',
    totalAmount: s.amount_total ?? 0,
    currency: s.currency ?? 'usd',
    paymentType: s.mode === 'subscription' ? 'installment' : 'fullPayment',
    paymentRef: idOf(s.payment_intent as string | { id: string } | null),
    subscriptionRef: idOf(s.subscription as string | { id: string } | null),
  };
}

/**
 * A failed call to Stripe as the buyer should see it: no answer (timeout, refused connection) is a
 * 504, a Stripe-side failure (5xx) a 502, Stripe's rate limit a 503. Anything else (our own bad
 * request, a wrong key) stays an unexpected error. `doing` completes "The payment provider ... while".
 */
export function providerFailure(e: unknown, doing: 'opening' | 'checking'): unknown {
  if (!(e instanceof Stripe.errors.StripeError)) return e;
  const after = doing === 'opening'
    ? 'You have not been charged. Please try again in a moment.'
    : 'Your payment is safe; we will confirm it as soon as the provider answers. Please try again in a moment.';
  const retry = { 'retry-after': String(RETRY_AFTER_SECONDS) };
  if (e instanceof Stripe.errors.StripeConnectionError) {
    return new HttpError(504, `The payment provider did not answer in time. ${after}`, undefined, retry);
  }
  if (e instanceof Stripe.errors.StripeRateLimitError) {
    return new HttpError(503, `The payment provider is busy. ${after}`, undefined, retry);
  }
  if (e instanceof Stripe.errors.StripeAPIError || (e.statusCode ?? 0) >= 500) {
    return new HttpError(502, `The payment provider reported an error. ${after}`, undefined, retry);
  }
  return e;
}

const isMissing = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === 'resource_missing' || (e as { statusCode?: number }).statusCode === 404);

export function createStripeProvider(db: Queryable, stripe: Stripe, opts: { now?: () => Date } = {}): PaymentProvider {
  const now = opts.now ?? (() => new Date());
  /**
   * Opens the session at Stripe. Nothing is recorded until Stripe has answered: a timeout or a failure
   * leaves no session behind, and a retry with the same order sends the same idempotency key, so a
   * session Stripe created without our hearing of it is answered again instead of doubled.
   */
  const openAtStripe = async (input: CreateSessionInput): Promise<NewSession> => {
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(stripeSessionParams(input), { idempotencyKey: `checkout-${input.idempotencyKey}` });
    } catch (e) {
      throw providerFailure(e, 'opening');
    }
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
    const expiresAt = new Date((session.expires_at || Math.floor(now().getTime() / 1000) + 86_400) * 1000);
    return { id: session.id, provider: 'stripe', url: session.url, expiresAt, input };
  };
  return {
    name: 'stripe',
    async createSession(input, tx = db) {
      const existing = await findOpenSessionByKey(tx, input.idempotencyKey, now());
      if (existing) return existing;
      const session = await openAtStripe(input);
      if (await insertSession(tx, session)) return { id: session.id, url: session.url };
      const winner = await findOpenSessionByKey(tx, input.idempotencyKey, now());
      return winner ?? { id: session.id, url: session.url };
    },
    // No transaction is held while Stripe answers (hundreds of ms): the version is checked before the
    // call, and the session is recorded after it only if the catalog is still at that version. When it
    // moved on meanwhile, the caller's transaction prices the order again: the same prices send the
    // same idempotency key (Stripe answers the session it made), other prices open another session and
    // the one made here expires unpaid.
    async createSessionAtVersion(input, catalogVersion) {
      const seen = await openSessionAndVersion(db, input.idempotencyKey, now());
      if (seen.version !== catalogVersion || seen.open === 'expired') return null;
      if (seen.open) return seen.open;
      return insertSessionAtVersion(db, await openAtStripe(input), catalogVersion, now());
    },
    async retrieveSession(id) {
      try {
        return toProviderSession(await stripe.checkout.sessions.retrieve(id));
      } catch (e) {
        if (isMissing(e)) return null;
        throw providerFailure(e, 'checking');
      }
    },
    async limitInstallments(session, plan) {
      if (!session.subscriptionRef) return;
      const sub = await stripe.subscriptions.retrieve(session.subscriptionRef);
      if (sub.schedule) return; // set by an earlier fulfilment attempt
      const key = `plan-${session.subscriptionRef}-${plan.months}-${plan.totalAmount}`;
      const created = await stripe.subscriptionSchedules.create({ from_subscription: session.subscriptionRef }, { idempotencyKey: `${key}-create` });
      await stripe.subscriptionSchedules.update(created.id, installmentPhases(created, sub, plan), { idempotencyKey: `${key}-phases` });
    },
  };
}

/**
 * The schedule of an installment subscription: the regular monthly payment for all but the last
 * month, then one month whose invoice also carries the remainder (installmentSchedule), then the
 * end. Stripe then charges exactly the plan the buyer was shown, and nothing after it.
 */
export function installmentPhases(
  schedule: Pick<Stripe.SubscriptionSchedule, 'phases'>,
  sub: Pick<Stripe.Subscription, 'items'>,
  plan: { months: number; totalAmount: number },
): Stripe.SubscriptionScheduleUpdateParams {
  const current = schedule.phases[0];
  if (!current) throw new Error('a subscription schedule made from a subscription has its current phase');
  const items = current.items.map((i) => ({ price: typeof i.price === 'string' ? i.price : i.price.id, quantity: i.quantity ?? 1 }));
  const amounts = installmentSchedule(plan.totalAmount, plan.months);
  const extra = amounts[amounts.length - 1]! - amounts[0]!;
  const firstPrice = sub.items.data[0]?.price;
  const product = firstPrice ? (typeof firstPrice.product === 'string' ? firstPrice.product : firstPrice.product.id) : null;
  if (extra > 0 && !product) throw new Error('an installment subscription without a product cannot carry its last payment\'s remainder');
  const last: Stripe.SubscriptionScheduleUpdateParams.Phase = {
    items,
    duration: { interval: 'month', interval_count: 1 },
    proration_behavior: 'none',
    ...(extra > 0 ? { add_invoice_items: [{ price_data: { currency: 'usd', product: product!, unit_amount: extra }, quantity: 1 }] } : {}),
  };
  const phases: Stripe.SubscriptionScheduleUpdateParams.Phase[] = plan.months > 1
    ? [{ items, start_date: current.start_date, duration: { interval: 'month', interval_count: plan.months - 1 }, proration_behavior: 'none' }, last]
    : [{ ...last, start_date: current.start_date }];
  return { end_behavior: 'cancel', phases, metadata: { installments: String(plan.months), totalAmount: String(plan.totalAmount) } };
}

/** Verifies a webhook's Stripe-Signature header over the raw body and parses the event. Throws when it does not verify. */
export function verifyWebhook(rawBody: Buffer | string, signature: string, secret: string, toleranceSeconds = 300): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds);
}

/** A Stripe-Signature header for `payload` (the sandbox signs its events the way Stripe does). */
export function signWebhookPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
