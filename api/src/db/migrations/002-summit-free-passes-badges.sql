-- The summit (mfe-summit, spec 2.21): complimentary pass codes and their claims, and the attendee
-- badge profiles matched to paid conference registrations by email.

-- Codes handed to partner organisations. Stored upper case; max_claims null = no limit.
CREATE TABLE free_pass_codes (
  code        text PRIMARY KEY CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 64),
  description text NOT NULL DEFAULT '',
  max_claims  integer CHECK (max_claims IS NULL OR max_claims > 0),
  active      boolean NOT NULL DEFAULT true,
  expires_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- One request per code and email; a repeat updates the details.
CREATE TABLE free_pass_claims (
  id         bigserial PRIMARY KEY,
  code       text NOT NULL REFERENCES free_pass_codes (code),
  email      text NOT NULL CHECK (email = lower(email)),
  first_name text NOT NULL,
  last_name  text NOT NULL,
  company    text NOT NULL,
  job_title  text NOT NULL,
  status     text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'selected', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (code, email)
);

-- The badge profile of an attendee: one per email and conference product; resubmitting updates it.
CREATE TABLE summit_badges (
  id                  bigserial PRIMARY KEY,
  email               text NOT NULL CHECK (email = lower(email)),
  product_id          integer NOT NULL REFERENCES products (product_id),
  order_id            bigint REFERENCES orders (id),
  first_name          text NOT NULL,
  last_name           text NOT NULL,
  job_title           text NOT NULL,
  company             text NOT NULL,
  linkedin_url        text,
  dietary_needs       text,
  accessibility_needs text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (email, product_id)
);
