-- After the purchase (issue 8): what fulfilment writes when a payment session is paid.
-- * orders learns which provider took the payment and its references (payment, subscription).
-- * sandbox_payments: the embedded sandbox's record of a card payment (one per session: a second
--   click on Pay finds it and goes on to the success page).
-- * payment_installments: the 3-monthly schedule of an installment order (both providers); the
--   first is paid at checkout.
-- * learning_accounts / learning_enrolments: the embedded learning-platform adapter. Passwords are
--   kept only as scrypt hashes; the generated temporary password travels in the outbox email.
-- * order_seats: one row per seat of a multi-seat certification, assigned at checkout or later on
--   /additionalFields.
-- * email_outbox: every email, written in the same transaction as what it announces, sent after the
--   commit. dedupe_key is unique, so an order or a seat assignment is announced exactly once.

ALTER TABLE orders ADD COLUMN provider text;
ALTER TABLE orders ADD COLUMN payment_ref text;
ALTER TABLE orders ADD COLUMN subscription_ref text;

CREATE TABLE sandbox_payments (
  session_id  text PRIMARY KEY REFERENCES checkout_sessions (id),
  payment_ref text NOT NULL UNIQUE,
  card_brand  text NOT NULL,
  card_last4  text NOT NULL CHECK (card_last4 ~ '^[0-9]{4}$'),
  card_name   text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  subscription_ref text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_installments (
  id           bigserial PRIMARY KEY,
  order_id     bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  number       integer NOT NULL CHECK (number BETWEEN 1 AND 12),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  due_at       timestamptz NOT NULL,
  status       text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'paid', 'failed')),
  paid_at      timestamptz,
  provider_ref text UNIQUE,      -- the invoice or charge that paid it
  UNIQUE (order_id, number)
);

CREATE TABLE learning_accounts (
  email                text PRIMARY KEY CHECK (email = lower(email)),
  full_name            text NOT NULL DEFAULT '',
  password_hash        text NOT NULL,
  must_change_password boolean NOT NULL DEFAULT true,
  created_at           timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE order_seats (
  id           bigserial PRIMARY KEY,
  order_id     bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id   integer NOT NULL REFERENCES products (product_id),
  seat_number  integer NOT NULL CHECK (seat_number >= 1),
  holder_name  text NOT NULL DEFAULT '',
  holder_email text CHECK (holder_email IS NULL OR holder_email = lower(holder_email)),
  region_id    integer,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, product_id, seat_number)
);
CREATE INDEX order_seats_order_idx ON order_seats (order_id);

CREATE TABLE learning_enrolments (
  id         bigserial PRIMARY KEY,
  email      text NOT NULL REFERENCES learning_accounts (email),
  product_id integer NOT NULL REFERENCES products (product_id),
  order_id   bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  seat_id    bigint REFERENCES order_seats (id) ON DELETE SET NULL,
  active     boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (email, product_id, order_id)
);

CREATE TABLE email_outbox (
  id              bigserial PRIMARY KEY,
  dedupe_key      text NOT NULL UNIQUE,
  kind            text NOT NULL,
  order_id        bigint REFERENCES orders (id) ON DELETE CASCADE,
  to_email        text NOT NULL,
  subject         text NOT NULL,
  html_body       text,          -- cleared once sent (may hold a temporary password)
  text_body       text,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_at      timestamptz,
  last_error      text,
  message_id      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz
);
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
