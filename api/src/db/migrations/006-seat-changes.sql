-- Issue 19: how often seats change hands. Every change of a seat's holder (PUT /seats/:id with
-- another email) is recorded with whether it sent a login email, so a seat is reassigned at most a
-- few times a day and an order sends a bounded number of seat emails a day (api/src/seats/limits.ts).
CREATE TABLE seat_changes (
  id           bigserial PRIMARY KEY,
  seat_id      bigint NOT NULL REFERENCES order_seats (id) ON DELETE CASCADE,
  order_id     bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  holder_email text NOT NULL CHECK (holder_email = lower(holder_email)),
  email_sent   boolean NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seat_changes_seat_idx ON seat_changes (seat_id, created_at);
CREATE INDEX seat_changes_order_idx ON seat_changes (order_id, created_at);
