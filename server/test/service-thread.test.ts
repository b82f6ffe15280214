// The embedded services' threads (service-thread.ts): a service started there answers from another
// thread with the fields asked for, its close() ends it, and a service that cannot start says why.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { threadId } from 'node:worker_threads';
import type { startMaildev } from 'api';
import type { startIdp } from 'dev-idp';
import { startInThread } from '../service-thread.js';

test('maildev started in a thread of its own answers, and close() stops it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'acma-thread-mail-'));
  try {
    const mailbox = await startInThread<typeof startMaildev, 'inboxUrl' | 'smtpUrl'>('maildev', 'api', 'startMaildev', { smtpPort: 0, webPort: 0, mailDirectory: dir }, ['inboxUrl', 'smtpUrl']);
    assert.notEqual(mailbox.threadId, threadId, 'not on the calling thread');
    assert.match(mailbox.smtpUrl, /^smtp:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${mailbox.inboxUrl}/api/email`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), []);
    await mailbox.close();
    await assert.rejects(fetch(`${mailbox.inboxUrl}/api/email`), 'the inbox no longer answers once closed');
    await mailbox.close(); // a thread already ended is not waited for again (the store's stop closes every service)
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the identity provider in a thread gives its issuer and signing keys', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'acma-thread-idp-'));
  try {
    const idp = await startInThread<typeof startIdp, 'issuer' | 'jwksUrl'>('identity provider', 'dev-idp', 'startIdp', {
      port: 0, appOrigins: ['http://localhost:8080'], audience: 'https://api.storefront.local', keyFile: join(dir, 'key.json'),
    }, ['issuer', 'jwksUrl']);
    try {
      assert.match(idp.issuer, /^http:\/\/localhost:\d+\/$/);
      const jwks = await (await fetch(idp.jwksUrl)).json() as { keys: unknown[] };
      assert.equal(jwks.keys.length > 0, true);
    } finally {
      await idp.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a service that cannot start rejects with its own reason', async () => {
  await assert.rejects(
    startInThread<typeof startIdp, 'issuer'>('identity provider', 'dev-idp', 'startIdp', { port: 0, appOrigins: [], audience: 'x' }, ['issuer']),
    /identity provider: startIdp: appOrigins must name at least one storefront origin/,
  );
});
