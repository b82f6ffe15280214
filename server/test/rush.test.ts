// A small registration rush, end to end (scripts/rush.ts; `pnpm bench:rush` runs the big one): 30
// buyers, each signed in with an account of their own, at once on one store (server/serve.ts on
// PGlite, as `npm start` serves it): home → product page → cart → checkout → the sandbox's card page
// (paid, webhook, fulfilment) → the success page. Then the database and the local inbox: one paid
// order per buyer with the lines bought, every seat and ticket once, one order email each, no 5xx.
// Needs the production build (`pnpm build`, which `npm test` runs first).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { rush, rushTable, type CheckName, type RushReport } from '../../scripts/rush.js';

const root = join(import.meta.dirname, '..', '..');
const built = existsSync(join(root, 'shell', 'dist', 'index.html')) && existsSync(join(root, 'releases', 'registry.json'));
const BUYERS = 30;

describe('a rush of 30 buyers on one store (PGlite)', { skip: built ? false : 'no production build (run `pnpm build`)' }, () => {
  let report: RushReport;
  before(async () => {
    report = await rush({ buyers: BUYERS, instances: 1, db: 'pglite', port: Number(process.env.RUSH_TEST_PORT || 8480), deadlineMs: 60_000 });
    console.log(rushTable(report).join('\n'));
  });
  const held = (...names: CheckName[]) => {
    for (const name of names) {
      const r = report.results[name];
      assert.ok(r, `${name} was not checked`);
      assert.ok(r.ok, r.text);
    }
  };

  test('every buyer goes through the six steps with the expected answers, none a 5xx, within a minute', () => {
    held('no-5xx', 'no-lost-request', 'every-buyer-through', 'deadline');
    assert.deepEqual(report.steps.map((s) => s.count), report.steps.map(() => BUYERS));
  });

  test('exactly one paid order per buyer, one payment session each, the lines bought', () => {
    held('one-paid-order', 'one-session', 'order-lines');
  });

  test('every seat and every ticket counted once', () => {
    held('seats-once', 'tickets-once');
  });

  test('exactly one order email per buyer: in the outbox, sent, and in the inbox', () => {
    held('outbox-one-order-email', 'inbox-one-order-email');
  });
});
