// The embedded default's local mailbox (api/src/mail/maildev.ts): its root address, the one the
// README and `npm start` name, shows the mailbox to any client, not a 404.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startMaildev, type LocalMailbox } from '../src/mail/maildev.js';

describe('local mailbox', () => {
  let box: LocalMailbox;
  before(async () => {
    box = await startMaildev({ smtpPort: 0, webPort: 0 });
  });
  after(async () => {
    await box?.close();
  });

  test('the root address shows the mailbox page, whatever the Accept header', async () => {
    for (const accept of ['*/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'application/json']) {
      const r = await fetch(`${box.inboxUrl}/`, { headers: { accept } });
      assert.equal(r.status, 200, accept);
      assert.match(String(r.headers.get('content-type')), /^text\/html/, accept);
      assert.match(await r.text(), /<!doctype html>/i, accept);
    }
  });

  test('its REST API still lists the emails', async () => {
    const r = await fetch(`${box.inboxUrl}/api/email`);
    assert.equal(r.status, 200);
    assert.ok(Array.isArray(await r.json()));
  });
});
