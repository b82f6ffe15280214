-- The store's releases in the database (DATABASE_URL; server/release-store-pg.ts), so that every
-- instance on every machine serves the same ones. The embedded default keeps them in the releases
-- folder instead, and leaves these tables empty.
--
-- One row holds the registry (each remote's current release and canary: the JSON registry.json held)
-- and the remotes' histories, changed only in a transaction that locks it; `version` counts the
-- changes, and each change NOTIFYs 'acma_releases' with '<schema>:<version>' so every instance
-- applies it (and compares versions after a lost connection).
CREATE TABLE release_state (
  id        smallint PRIMARY KEY CHECK (id = 1),
  registry  jsonb NOT NULL,
  histories jsonb NOT NULL,
  version   bigint NOT NULL
);
INSERT INTO release_state (id, registry, histories, version) VALUES (1, '{"remotes":{}}', '{}', 0);

-- What was done to which remote, when, and by whom (a release token's name, 'ops', or user@host).
CREATE TABLE release_events (
  seq        bigserial PRIMARY KEY,
  at         timestamptz NOT NULL DEFAULT now(),
  remote     text NOT NULL,
  action     text NOT NULL,
  release_id text,
  by_whom    text NOT NULL,
  detail     text
);
CREATE INDEX release_events_remote_idx ON release_events (remote, seq);

-- A release's files, stored once under its remote and id (a hash of the files). `release_builds` is
-- written in the same transaction as the files: a release is there whole or not at all. With an S3
-- bucket configured (RELEASE_S3_BUCKET), the files live there instead and these two stay empty.
CREATE TABLE release_builds (
  remote     text NOT NULL,
  release_id text NOT NULL,
  files      integer NOT NULL,
  bytes      bigint NOT NULL,
  stored_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, release_id)
);
CREATE TABLE release_files (
  remote     text NOT NULL,
  release_id text NOT NULL,
  path       text NOT NULL,
  bytes      bytea NOT NULL,
  PRIMARY KEY (remote, release_id, path),
  FOREIGN KEY (remote, release_id) REFERENCES release_builds (remote, release_id) ON DELETE CASCADE
);

-- Release tokens: one remote each, kept as a sha256 hash (the token is shown once, at creation).
-- A revoked token's row stays, for the record.
CREATE TABLE release_tokens (
  name       text PRIMARY KEY,
  remote     text NOT NULL,
  hash       text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
