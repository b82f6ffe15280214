-- The storefront's first schema: the catalog (products, their relations, promo codes), cart
-- tracking and the signed-in user's server cart, orders with their lines, and lead-form captures.
-- Money is numeric(10,2) in US dollars. Content lists of a product are jsonb in the UI's shape.

CREATE TABLE products (
  product_id             integer PRIMARY KEY CHECK (product_id > 0),
  product_type           text NOT NULL CHECK (product_type IN ('certification', 'extension', 'thinkTankVideo',
                           'thinkTankReport', 'webinar', 'event', 'report', 'bundle', 'database', 'conference')),
  product_nick_name      text NOT NULL UNIQUE CHECK (product_nick_name ~ '^[A-Za-z0-9][A-Za-z0-9_.-]*$'),
  product_detail_type    text NOT NULL,
  product_name           text NOT NULL,
  product_tag_line       text NOT NULL DEFAULT '',
  product_feature        text,
  product_feature_image  text,
  product_price          numeric(10, 2) NOT NULL DEFAULT 0 CHECK (product_price >= 0),
  strikeout_price        numeric(10, 2) CHECK (strikeout_price >= 0),
  product_image          text NOT NULL DEFAULT '',
  product_excerpt        text NOT NULL DEFAULT '',
  detailed_excerpt       text,
  long_description       text,
  product_rating         numeric(3, 2) NOT NULL DEFAULT 0 CHECK (product_rating BETWEEN 0 AND 5),
  product_rating_excerpt text,
  product_tags           text NOT NULL DEFAULT '',
  number_of_modules      integer CHECK (number_of_modules >= 0),
  access_time            text,
  offer_cme              text NOT NULL DEFAULT 'No' CHECK (offer_cme IN ('Yes', 'No')),
  ad                     text CHECK (ad IN ('bcmasAudio', 'lmsApp', 'accredited', 'media', 'mobileLms')),
  skill_tags             text NOT NULL DEFAULT '',
  review_tags            text NOT NULL DEFAULT '',
  learning_objectives    jsonb NOT NULL DEFAULT '[]',  -- NamedExcerpt[] (learningObjectives.objectives)
  objectives             jsonb NOT NULL DEFAULT '[]',  -- NamedExcerpt[]
  module_breakdown       jsonb NOT NULL DEFAULT '[]',  -- NamedExcerpt[] (moduleBreakdown.modules)
  database_includes      jsonb NOT NULL DEFAULT '[]',  -- NamedExcerpt[] (databaseIncludes.whatsIncluded)
  individual_reviews     jsonb NOT NULL DEFAULT '[]',  -- Review[] (individualReviews.review)
  ratings_breakdown      jsonb NOT NULL DEFAULT '[]',  -- RatingLine[] (ratingsBreakdown.ratings)
  audience               jsonb NOT NULL DEFAULT '[]',  -- {title}[]
  topics                 jsonb NOT NULL DEFAULT '[]',  -- {topic}[]
  speakers               jsonb NOT NULL DEFAULT '[]',  -- WebinarSpeaker[] | EventSpeaker[]
  agenda                 jsonb NOT NULL DEFAULT '[]',  -- AgendaItem[]
  -- Event dates keep the ISO 8601 text the catalog was written with, offset included, so an event
  -- shows in its venue's local time.
  event_start_date       text CHECK (event_start_date ~ '^\d{4}-\d{2}-\d{2}T'),
  event_end_date         text CHECK (event_end_date ~ '^\d{4}-\d{2}-\d{2}T'),
  event_image            text,
  event_venue_image      text,
  venue_name             text,
  venue_link             text,
  content                jsonb,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_type_idx ON products (product_type);

CREATE TABLE product_relations (
  product_id         integer NOT NULL REFERENCES products (product_id) ON DELETE CASCADE,
  kind               text NOT NULL CHECK (kind IN ('bought_together', 'bundle_products', 'related', 'extension')),
  related_product_id integer NOT NULL REFERENCES products (product_id) ON DELETE CASCADE,
  position           integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, kind, related_product_id)
);

CREATE TABLE promo_codes (
  code        text PRIMARY KEY CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 64),
  kind        text NOT NULL CHECK (kind IN ('percent', 'amount')),
  value       numeric(10, 2) NOT NULL CHECK (value > 0),
  product_ids integer[],          -- null: every product
  expires_at  timestamptz,        -- null: never
  active      boolean NOT NULL DEFAULT true,
  description text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'percent' OR value <= 100)
);

-- Add-to-cart tracking (POST /productaddtocart). Prices are the database's at the time of the event.
CREATE TABLE cart_events (
  id           bigserial PRIMARY KEY,
  email        text,
  full_name    text,
  products     jsonb NOT NULL,      -- [{productId, productName, productPrice}]
  utm_source   text,
  utm_medium   text,
  utm_campaign text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_events_created_idx ON cart_events (created_at);

-- The server-side cart of a known email (filled by tracking, emptied by /removefromcart).
CREATE TABLE cart_items (
  email               text NOT NULL,
  product_id          integer NOT NULL REFERENCES products (product_id) ON DELETE CASCADE,
  quantity            integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 50),
  product_detail_type text NOT NULL DEFAULT '',
  updated_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, product_id)
);

-- Orders: one per paid payment session; lines keep what was bought as it was when bought.
CREATE TABLE orders (
  id            bigserial PRIMARY KEY,
  receipt_id    text NOT NULL UNIQUE,
  session_id    text NOT NULL UNIQUE,
  email         text NOT NULL,          -- the signed-in account that paid (from the token)
  user_sub      text,
  learner_email text,
  full_name     text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'paid' CHECK (status IN ('pending', 'paid', 'refunded', 'cancelled')),
  payment_mode  text NOT NULL DEFAULT 'payment' CHECK (payment_mode IN ('payment', 'subscription')),
  currency      text NOT NULL DEFAULT 'usd',
  subtotal      numeric(10, 2) NOT NULL DEFAULT 0,
  discount      numeric(10, 2) NOT NULL DEFAULT 0,
  total         numeric(10, 2) NOT NULL DEFAULT 0,
  coupon_code   text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_email_idx ON orders (lower(email), created_at DESC);

CREATE TABLE order_lines (
  id                  bigserial PRIMARY KEY,
  order_id            bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id          integer NOT NULL REFERENCES products (product_id),
  product_type        text NOT NULL,
  product_detail_type text NOT NULL DEFAULT '',
  product_name        text NOT NULL,
  product_tag_line    text NOT NULL DEFAULT '',
  product_image       text NOT NULL DEFAULT '',
  quantity            integer NOT NULL CHECK (quantity BETWEEN 1 AND 50),
  unit_price          numeric(10, 2) NOT NULL,
  discount            numeric(10, 2) NOT NULL DEFAULT 0,
  total               numeric(10, 2) NOT NULL,
  position            integer NOT NULL DEFAULT 0
);
CREATE INDEX order_lines_order_idx ON order_lines (order_id);

-- Native lead forms (contact, ebook, nominations, ...).
CREATE TABLE lead_submissions (
  id           bigserial PRIMARY KEY,
  form         text NOT NULL,
  email        text,
  fields       jsonb NOT NULL,
  utm_source   text,
  utm_medium   text,
  utm_campaign text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_submissions_form_idx ON lead_submissions (form, created_at);

-- Small key/value facts about this database (e.g. the fingerprint of the loaded seed catalog).
CREATE TABLE app_meta (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
