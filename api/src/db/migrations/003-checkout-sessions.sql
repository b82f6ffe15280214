-- Checkout sessions (POST /stripe-checkout): the order as the server priced it when the buyer left
-- for the hosted payment page. One row per payment session of any provider (the sandbox keeps its
-- whole session here; for Stripe the row mirrors the provider's session id). Fulfilment turns a paid
-- session into an order (orders.session_id). Amounts are integer cents (USD); `lines` holds the
-- priced lines ({productId, productType, productName, quantity, unitAmount, discountAmount,
-- totalAmount, ...}) with the database's prices, never the client's.
CREATE TABLE checkout_sessions (
  id                 text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,255}$'),
  provider           text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  idempotency_key    text NOT NULL,
  buyer_email        text NOT NULL,          -- the signed-in account that pays (from the token)
  buyer_sub          text NOT NULL,
  learner_email      text NOT NULL,          -- the learning-platform account (may be someone else's)
  full_name          text NOT NULL,
  lines              jsonb NOT NULL,
  license_holders    jsonb NOT NULL DEFAULT '[]',   -- [{productId, name, email, regionId?}]
  region             integer,                       -- BCMAS region, only with product 1
  coupon_code        text,
  subtotal_cents     integer NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents     integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  total_cents        integer NOT NULL CHECK (total_cents > 0),
  currency           text NOT NULL DEFAULT 'usd',
  payment_type       text NOT NULL CHECK (payment_type IN ('fullPayment', 'installment')),
  installment_months integer NOT NULL DEFAULT 0 CHECK (installment_months IN (0, 3)),
  status             text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  payment_status     text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid')),
  url                text NOT NULL,
  success_url        text NOT NULL,
  cancel_url         text NOT NULL,
  utm_source         text,
  utm_medium         text,
  utm_campaign       text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  expires_at         timestamptz NOT NULL,
  CHECK (total_cents = subtotal_cents - discount_cents)
);
-- A retried request (double click, network retry) finds the open session of the same order.
CREATE UNIQUE INDEX checkout_sessions_open_key_idx ON checkout_sessions (idempotency_key) WHERE status = 'open';
CREATE INDEX checkout_sessions_buyer_idx ON checkout_sessions (lower(buyer_email), created_at DESC);
