-- Whether the order's learning-platform account (orders.learner_email) was created by the order: its
-- login email then carried a new temporary password; false when the address had an account already
-- (the email says to use its password). Written in the fulfilment's transaction from the same answer
-- the email was made from, so the success page says what the email says whoever fulfilled the order
-- (the webhook or the success page). NULL for orders from before it was recorded.
ALTER TABLE orders ADD COLUMN learner_account_created boolean;
