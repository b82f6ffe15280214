// The sandbox's hosted payment page (embedded default), served by this API at
// GET /api/sandbox/pay/:id. It behaves like a card provider's test mode (sandbox-cards.ts): a plain
// HTML form POST, no script at all (the page is served with a CSP that allows none), labelled
// fields, error messages tied to their fields. Paying marks the session paid, then delivers a
// checkout.session.completed event signed exactly as Stripe signs its events (Stripe-Signature
// t=...,v1=HMAC-SHA256 of `${t}.${payload}`) to the webhook route Stripe uses, and sends the buyer
// to the session's success_url. Cancel returns to its cancel_url. An installment session pays the
// first monthly payment and records the subscription the later ones belong to.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from 'shared-api/html';
import { amountDueNow, installmentSchedule, laterPaymentsPhrase } from './installments.js';
import type { Payments } from './setup.js';
import { checkCard, type CardField, type CardInput } from './sandbox-cards.js';
import { findSession, type StoredSession } from './repository.js';
import { paySandboxSession } from './sandbox-provider.js';
import { signWebhookPayload } from './stripe-provider.js';

export const WEBHOOK_PATH = '/webhooks/stripe';
const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;

const esc = escapeHtml;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number): string => usd.format(cents / 100);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1f36;background:#f6f8fb;line-height:1.45}
.top{display:flex;align-items:center;gap:12px;padding:14px 24px;background:#fff;border-bottom:1px solid #e3e8ee}
.logo{font-weight:800;letter-spacing:.2px;color:#3c3ad6}
.badge{font-size:.75rem;font-weight:700;color:#7a4b00;background:#ffe8b3;border-radius:4px;padding:2px 8px}
.wrap{max-width:980px;margin:0 auto;padding:32px 24px;display:grid;grid-template-columns:1fr 1fr;gap:48px}
@media (max-width:820px){.wrap{grid-template-columns:1fr;gap:24px;padding:20px 16px}}
.merchant{margin:0 0 4px;color:#4f566b;font-weight:600}
h1{margin:0 0 4px;font-size:2.2rem}
h1 .label{display:block;font-size:1rem;color:#4f566b;font-weight:600}
.plan{margin:0 0 16px;color:#4f566b}
.items{list-style:none;margin:16px 0 0;padding:0;border-top:1px solid #e3e8ee}
.items li{display:flex;gap:12px;align-items:center;padding:12px 0;border-bottom:1px solid #e3e8ee}
.items img{width:48px;height:48px;border-radius:6px;object-fit:cover;background:#e3e8ee;flex:none}
.items .name{flex:1}.items .qty{display:block;color:#4f566b;font-size:.9rem}
.sum{display:flex;justify-content:space-between;padding:8px 0}.sum.total{font-weight:700;border-top:1px solid #e3e8ee;margin-top:4px;padding-top:12px}
.disc{color:#1f7a3d}
.card{background:#fff;border:1px solid #e3e8ee;border-radius:10px;padding:24px;box-shadow:0 2px 8px rgba(26,31,54,.06)}
h2{font-size:1.2rem;margin:0 0 12px}
.email{margin:0 0 16px;color:#4f566b}
.field{margin:0 0 14px}
label{display:block;font-weight:600;font-size:.92rem;margin:0 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #a3acb9;border-radius:6px;background:#fff;color:#1a1f36}
input:focus{outline:3px solid #1a5fd6;outline-offset:1px;border-color:#1a5fd6}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.hint{margin:4px 0 0;color:#4f566b;font-size:.85rem}
.error{margin:4px 0 0;color:#b3261e;font-size:.88rem;font-weight:600}
.alert{border-radius:6px;padding:12px 14px;margin:0 0 16px;font-weight:600}
.alert.bad{background:#fdecea;color:#8c1d18;border:1px solid #f1b8b3}
.alert.info{background:#eef4ff;color:#1a3d8f;border:1px solid #c4d6fb}
button,.button{display:block;width:100%;font:inherit;font-weight:700;text-align:center;text-decoration:none;border-radius:6px;padding:12px;cursor:pointer;border:2px solid transparent}
.pay{background:#3c3ad6;color:#fff;margin-top:8px}.pay:hover{background:#2f2db0}
.cancel{background:#fff;color:#3c3ad6;border-color:#3c3ad6;margin-top:10px}.cancel:hover{background:#f0f0fd}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #1a5fd6;outline-offset:2px}
.tests{margin-top:20px;font-size:.88rem;color:#4f566b;border-top:1px dashed #c1c9d2;padding-top:14px}
.tests h3{font-size:.95rem;margin:0 0 6px;color:#1a1f36}.tests ul{margin:0 0 6px;padding-left:18px}
code{font-family:ui-monospace,Menlo,Consolas,monospace;color:#1a1f36}
.center{max-width:560px;margin:48px auto;padding:0 16px}
.secure{margin:14px 0 0;text-align:center;color:#4f566b;font-size:.85rem}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * No script; only this page's own style; forms post here and may redirect back to the store: the
 * configured site (SITE_URL), never an origin taken from the session or the request.
 */
function csp(siteUrl: string): string {
  return [
    "default-src 'none'", `style-src ${STYLE_HASH}`, "img-src 'self' data: https:", `form-action 'self' ${siteUrl}`,
    "base-uri 'none'", "frame-ancestors 'none'",
  ].join('; ');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.ico" type="image/svg+xml"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body><header class="top"><span class="logo">SandboxPay</span><span class="badge">TEST MODE</span></header>
${body}
</body></html>`;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', csp(reply.server.siteUrl))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .send(html);
}

function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return page(title, `<main class="center"><div class="card">
<h1>${esc(title)}</h1>
<p>${esc(message)}</p>
${link ? `<a class="button pay" href="${esc(link.href)}">${esc(link.label)}</a>` : ''}
</div></main>`);
}

const successUrlOf = (s: StoredSession): string => s.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(s.id));

interface FormView {
  values?: Partial<CardInput>;
  errors?: Partial<Record<CardField, string>>;
  alert?: string;
}

const FIELD_LABELS: Record<CardField, string> = { cardNumber: 'Card number', expiry: 'Expiration date', cvc: 'CVC', cardName: 'Name on card' };

function field(id: CardField, label: string, attrs: string, view: FormView, hint?: string): string {
  const error = view.errors?.[id];
  const value = id === 'cvc' ? '' : (view.values?.[id] ?? ''); // a security code is never echoed back
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${esc(label)}</label>
<input id="${id}" name="${id}" ${attrs} value="${esc(value)}"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}>
${hint ? `<p class="hint" id="${id}-hint">${esc(hint)}</p>` : ''}
${error ? `<p class="error" id="${id}-error">${esc(error)}</p>` : ''}
</div>`;
}

export function paymentPage(s: StoredSession, view: FormView = {}): string {
  const installment = s.paymentType === 'installment' && s.installmentMonths > 0;
  const dueNow = amountDueNow(s);
  const later = installment ? installmentSchedule(s.totalAmount, s.installmentMonths).slice(1).map(money) : [];
  const items = s.lines
    .map((l) => `<li>${l.productImage ? `<img src="${esc(l.productImage)}" alt="" width="48" height="48">` : ''}<span class="name">${esc(l.productName)}${l.quantity > 1 ? `<span class="qty">Qty ${l.quantity} × ${money(l.unitAmount)}</span>` : ''}</span><span>${money(l.unitAmount * l.quantity)}</span></li>`)
    .join('\n');
  const errorCount = Object.keys(view.errors ?? {}).length;
  const alert = view.alert
    ? `<div class="alert bad" role="alert" id="payment-error">${esc(view.alert)}</div>`
    : errorCount
      ? `<div class="alert bad" role="alert" id="payment-error">${errorCount === 1 ? 'Please check the field marked below.' : `Please check the ${errorCount} fields marked below.`}<ul>${Object.entries(view.errors!).map(([k]) => `<li><a href="#${k}">${esc(FIELD_LABELS[k as CardField])}</a></li>`).join('')}</ul></div>`
      : '';
  return page(`Pay ${money(dueNow)} – Accreditation Council for Medical Affairs`, `<main class="wrap">
<section aria-labelledby="summary-title">
<p class="merchant">Accreditation Council for Medical Affairs</p>
<h1 id="summary-title"><span class="label">${installment ? 'Pay today' : 'Pay'}</span>${money(dueNow)}</h1>
${installment ? `<p class="plan">Then ${laterPaymentsPhrase(later)} (${s.installmentMonths} payments in total, order total ${money(s.totalAmount)}).</p>` : ''}
<h2 class="visually-hidden">Order summary</h2>
<ul class="items" aria-label="Items">
${items}
</ul>
${s.discountAmount > 0 ? `<div class="sum"><span>Subtotal</span><span>${money(s.subtotalAmount)}</span></div><div class="sum disc"><span>Discount${s.couponCode ? ` (${esc(s.couponCode)})` : ''}</span><span>−${money(s.discountAmount)}</span></div>` : ''}
<div class="sum total"><span>${installment ? 'Due today' : 'Total due'}</span><span>${money(dueNow)}</span></div>
</section>
<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">Pay with card</h2>
<p class="email">Paying as <strong>${esc(s.buyerEmail)}</strong></p>
${alert}
<form method="post" action="/api/sandbox/pay/${encodeURIComponent(s.id)}" novalidate>
${field('cardNumber', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234" spellcheck="false"', view)}
<div class="row">
${field('expiry', 'Expiration (MM / YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="9" placeholder="MM / YY"', view)}
${field('cvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"', view)}
</div>
${field('cardName', 'Name on card', 'type="text" autocomplete="cc-name" maxlength="100"', view)}
<button class="pay" type="submit" name="action" value="pay">Pay ${money(dueNow)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>
<p class="secure">Test mode: no card is charged and no real payment is made.</p>
<div class="tests">
<h3>Test cards</h3>
<ul>
<li><code>4242 4242 4242 4242</code> pays</li>
<li><code>4000 0000 0000 0002</code> is declined</li>
</ul>
Use any future expiry date (for example 12 / 34), any 3-digit CVC and any name.
</div>
</section>
</main>`);
}

function formValue(body: unknown, key: string): string {
  const v = (body as Record<string, unknown> | null | undefined)?.[key];
  return typeof v === 'string' ? v.slice(0, 200) : '';
}

/** The Stripe-shaped event for a sandbox session (only what a receiver reads; it re-reads the session anyway). */
export function completedEvent(s: StoredSession, refs: { paymentRef: string; subscriptionRef: string | null }, now = new Date()): string {
  const created = Math.floor(now.getTime() / 1000);
  return JSON.stringify({
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: s.id,
        object: 'checkout.session',
        mode: s.paymentType === 'installment' ? 'subscription' : 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: s.totalAmount,
        amount_subtotal: s.subtotalAmount,
        currency: s.currency,
        customer_email: s.buyerEmail,
        client_reference_id: s.buyerSub,
        metadata: { productIds: s.lines.map((l) => l.productId).join(','), productTypes: s.lines.map((l) => l.productType).join(',') },
        payment_intent: refs.paymentRef,
        subscription: refs.subscriptionRef,
        success_url: s.successUrl,
        cancel_url: s.cancelUrl,
        created: Math.floor(s.createdAt.getTime() / 1000),
        expires_at: Math.floor(s.expiresAt.getTime() / 1000),
      },
    },
  });
}

export interface SandboxPageOptions {
  payments: Payments;
  /** Delay before each redelivery of an event whose delivery failed, ms. */
  retryDelaysMs?: number[];
}

export async function sandboxPageRoutes(app: FastifyInstance, opts: SandboxPageOptions): Promise<void> {
  const { payments } = opts;
  const retryDelays = opts.retryDelaysMs ?? [2_000, 10_000, 60_000];
  const webhookPath = `${app.prefix}${WEBHOOK_PATH}`;
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** Delivers a signed event to the webhook route; true when it answered 2xx. */
  async function deliver(payload: string, log: FastifyBaseLogger): Promise<boolean> {
    const signature = signWebhookPayload(payload, payments.webhookSecret);
    const headers = { 'content-type': 'application/json', 'stripe-signature': signature };
    try {
      if (payments.sandboxWebhookUrl) {
        const res = await fetch(payments.sandboxWebhookUrl, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(15_000) });
        return res.ok;
      }
      const res = await app.inject({ method: 'POST', url: webhookPath, headers, payload });
      if (res.statusCode >= 300) log.warn({ status: res.statusCode, body: res.body.slice(0, 300) }, 'sandbox event delivery refused');
      return res.statusCode < 300;
    } catch (e) {
      log.warn({ err: e }, 'sandbox event delivery failed');
      return false;
    }
  }

  function redeliverLater(payload: string, log: FastifyBaseLogger, attempt = 0) {
    const delay = retryDelays[attempt];
    if (delay === undefined) {
      log.error('sandbox event was not accepted after every retry; the success page still completes the order');
      return;
    }
    const t = setTimeout(() => {
      timers.delete(t);
      void deliver(payload, log).then((ok) => { if (!ok) redeliverLater(payload, log, attempt + 1); });
    }, delay);
    t.unref();
    timers.add(t);
  }

  async function load(id: string): Promise<StoredSession | null> {
    if (!SESSION_ID.test(id)) return null;
    const s = await findSession(app.db, id);
    return s && s.provider === 'sandbox' ? s : null;
  }

  /** The page for a session that cannot be paid any more, or null when it is payable. */
  function closedPage(reply: FastifyReply, s: StoredSession) {
    if (s.paymentStatus === 'paid') {
      return send(reply, 200, messagePage('This payment is complete', 'This order has been paid. Nothing more is charged.', { href: successUrlOf(s), label: 'Continue to your order' }));
    }
    if (s.status !== 'open' || s.expiresAt.getTime() <= Date.now()) {
      return send(reply, 410, messagePage('This payment page has expired', 'Nothing was charged. Return to the store to check out again.', { href: s.cancelUrl, label: 'Return to the store' }));
    }
    return null;
  }

  const notFound = (reply: FastifyReply) =>
    send(reply, 404, messagePage('Payment page not found', 'This payment link is not valid. Nothing was charged.', { href: '/', label: 'Go to the store' }));

  app.get<{ Params: { id: string } }>('/sandbox/pay/:id', async (req, reply) => {
    const s = await load(req.params.id);
    if (!s) return notFound(reply);
    return closedPage(reply, s) ?? send(reply, 200, paymentPage(s));
  });

  app.post<{ Params: { id: string } }>(
    '/sandbox/pay/:id',
    { config: { rateLimit: { max: 30, timeWindow: app.rateLimits.windowMs } } },
    async (req, reply) => {
      const s = await load(req.params.id);
      if (!s) return notFound(reply);
      const action = formValue(req.body, 'action');
      if (action === 'cancel') {
        // The session stays open until it expires, as a provider's would: the buyer may come back to it.
        return reply.code(303).header('cache-control', 'no-store').redirect(s.cancelUrl, 303);
      }
      // Pay again after paying (a second click, the back button): nothing more is charged.
      if (s.paymentStatus === 'paid') return reply.code(303).header('cache-control', 'no-store').redirect(successUrlOf(s), 303);
      const closed = closedPage(reply, s);
      if (closed) return closed;

      const input: CardInput = {
        cardNumber: formValue(req.body, 'cardNumber'),
        expiry: formValue(req.body, 'expiry'),
        cvc: formValue(req.body, 'cvc'),
        cardName: formValue(req.body, 'cardName'),
      };
      const check = checkCard(input);
      if (!check.ok && check.kind === 'invalid') return send(reply, 422, paymentPage(s, { values: input, errors: check.errors }));
      if (!check.ok) {
        req.log.info({ sessionId: s.id }, 'sandbox card declined');
        return send(reply, 402, paymentPage(s, { values: input, alert: check.message }));
      }

      const refs = await paySandboxSession(app.db, s, check);
      if (!refs) {
        // A second click, or the session expired meanwhile: show what it is now.
        const now = await load(s.id);
        if (now?.paymentStatus === 'paid') return reply.code(303).redirect(successUrlOf(now), 303);
        return send(reply, 410, messagePage('This payment page has expired', 'Nothing was charged. Return to the store to check out again.', { href: s.cancelUrl, label: 'Return to the store' }));
      }
      req.log.info({ sessionId: s.id, brand: check.brand, last4: check.last4 }, 'sandbox payment succeeded');
      const payload = completedEvent(s, refs);
      if (!(await deliver(payload, req.log))) redeliverLater(payload, req.log);
      return reply.code(303).header('cache-control', 'no-store').redirect(successUrlOf(s), 303);
    },
  );
}
