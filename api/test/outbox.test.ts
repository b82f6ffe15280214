// The email outbox (api/src/mail/outbox.ts): an email claimed by a worker that then crashed (its row
// left 'sending') is taken back and sent once its claim is older than the claim timeout (10
// minutes); a recent claim belongs to a worker still sending it and is left alone. Also: failed
// sends go back to 'pending' with backoff, and 'failed' after the last attempt.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../src/mail/mailer.js';
import { migrate } from '../src/db/migrate.js';
import { backoffSeconds, Outbox } from '../src/mail/outbox.js';
import { enqueueEmail } from '../src/mail/repository.js';
import { testDb, type TestDb } from './helpers.js';

let tdb: TestDb;
const sent: MailMessage[] = [];
let failWith: string | null = null;
const mailer: Mailer = {
  from: 'store@example.test',
  async send(m) {
    if (failWith) throw new Error(failWith);
    sent.push(m);
    return { messageId: `<${sent.length}@test>` };
  },
  close: () => undefined,
};
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

before(async () => {
  tdb = await testDb();
  await migrate(tdb.db); // PostgreSQL: a fresh schema (the PGlite template is migrated already)
});
after(async () => { await tdb?.drop(); });
beforeEach(async () => {
  sent.length = 0;
  failWith = null;
  await tdb.db.query('DELETE FROM email_outbox');
});

const queue = async (key: string) => {
  assert.equal(await enqueueEmail(tdb.db, { dedupeKey: key, kind: 'test', to: `${key}@example.com`, subject: `Subject ${key}`, html: '<p>hi</p>', text: 'hi' }), true);
};
/** What a worker that crashed mid-send leaves behind: the row 'sending', claimed `secondsAgo` ago. */
const claimedBy = async (key: string, secondsAgo: number) => {
  await tdb.db.query(
    `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, claimed_at = now() - make_interval(secs => $2) WHERE dedupe_key = $1`,
    [key, secondsAgo],
  );
};
const row = async (key: string) => (await tdb.db.query<{ status: string; attempts: number; html_body: string | null; last_error: string | null }>(
  'SELECT status, attempts, html_body, last_error FROM email_outbox WHERE dedupe_key = $1', [key]))[0]!;

test("a crashed worker's claim older than the claim timeout is taken back and sent once; a recent claim is left to its worker", async () => {
  await queue('stale');
  await queue('recent');
  await queue('fresh');
  await claimedBy('stale', 601);
  await claimedBy('recent', 30);
  const outbox = new Outbox(tdb.db, mailer, quiet);
  assert.equal(await outbox.sendDue(), 2);
  assert.deepEqual(sent.map((m) => m.to).sort(), ['fresh@example.com', 'stale@example.com']);
  const stale = await row('stale');
  assert.equal(stale.status, 'sent');
  assert.equal(stale.attempts, 2, 'the crashed attempt and this one');
  assert.equal(stale.html_body, null, 'the body is cleared once sent');
  assert.equal((await row('recent')).status, 'sending');
  // nothing more is due: the sent rows are not sent again, the recent claim is still not stale
  assert.equal(await outbox.sendDue(), 0);
  assert.equal(sent.length, 2);
});

test('a claim just under the timeout is not taken', async () => {
  await queue('young');
  await claimedBy('young', 590);
  assert.equal(await new Outbox(tdb.db, mailer, quiet).sendDue(), 0);
  assert.equal((await row('young')).status, 'sending');
});

test('a failed send goes back to pending with backoff; after the last attempt it is failed', async () => {
  await queue('flaky');
  failWith = 'SMTP down';
  const outbox = new Outbox(tdb.db, mailer, quiet, { maxAttempts: 2 });
  assert.equal(await outbox.sendDue(), 1);
  assert.deepEqual(await row('flaky'), { status: 'pending', attempts: 1, html_body: '<p>hi</p>', last_error: 'SMTP down' });
  assert.equal(await outbox.sendDue(), 0, 'not due before its backoff');
  await tdb.db.query("UPDATE email_outbox SET next_attempt_at = now() - interval '1 second'");
  assert.equal(await outbox.sendDue(), 1);
  assert.equal((await row('flaky')).status, 'failed');
  assert.deepEqual([1, 2, 3, 10].map(backoffSeconds), [30, 120, 480, 6 * 3600]);
});
