-- Page views counted once (api/src/releases/page-views.ts): each report brings its page view's
-- ticket back, and a page view counts once per remote, with an error at most once, and its vitals
-- once, however often the ticket is sent. A row lives until its ticket expires (TICKET_TTL_S), then
-- the hourly prune deletes it. The ticket's id is random: nothing here names a visitor.
CREATE TABLE release_view_marks (
  ticket   text NOT NULL,
  view     smallint NOT NULL CHECK (view >= 0),
  remote   text NOT NULL,
  errored  boolean NOT NULL DEFAULT false,
  vitals   boolean NOT NULL DEFAULT false,
  expires  timestamptz NOT NULL,
  PRIMARY KEY (ticket, view, remote)
);
CREATE INDEX release_view_marks_expires_idx ON release_view_marks (expires);

-- Distinct visitors of each release (a verdict needs page views from CANARY_MIN_VISITORS of them):
-- the random visitor id of the signed cohort cookie, with the minute of their last counted page
-- view; kept RELEASE_HEALTH_DAYS like the counts.
CREATE TABLE release_visitors (
  remote     text NOT NULL,
  release_id text NOT NULL,
  visitor    text NOT NULL,
  minute     timestamptz NOT NULL,
  PRIMARY KEY (remote, release_id, visitor)
);
CREATE INDEX release_visitors_minute_idx ON release_visitors (minute);
