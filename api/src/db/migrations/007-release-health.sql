-- Release health: what the browsers report about the remotes' releases (POST /api/beacons), kept
-- aggregated, never per visitor: one row per remote, release and minute with its page views and
-- errors, and, per vital (LCP, INP, CLS), how many page views fell in each fixed histogram bucket
-- (api/src/releases/histogram.ts), so a p75 is read from the sums over any period. Rows older than
-- RELEASE_HEALTH_DAYS are deleted by the API on a timer.
CREATE TABLE release_health (
  remote     text NOT NULL,
  release_id text NOT NULL CHECK (release_id ~ '^[0-9a-f]{12}$'),
  minute     timestamptz NOT NULL,
  views      integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  errors     integer NOT NULL DEFAULT 0 CHECK (errors >= 0),
  PRIMARY KEY (remote, release_id, minute)
);
CREATE INDEX release_health_minute_idx ON release_health (minute);

CREATE TABLE release_vitals (
  remote     text NOT NULL,
  release_id text NOT NULL,
  minute     timestamptz NOT NULL,
  metric     text NOT NULL CHECK (metric IN ('lcp', 'inp', 'cls')),
  bucket     smallint NOT NULL CHECK (bucket >= 0),
  views      integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (remote, release_id, minute, metric, bucket)
);
CREATE INDEX release_vitals_minute_idx ON release_vitals (minute);
