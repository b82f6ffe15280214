// The embedded default's local mailbox (api/src/mail/maildev.ts): its root address, the one the
// README and `npm start` name, shows the mailbox to any client, not a 404; and no other site's page
// can read it.
import assert from 'node:assert/strict';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { INBOX_REFUSED, startMaildev, type LocalMailbox } from '../src/mail/maildev.js';

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

describe('the local inbox is for the store operator only', () => {
  let box: LocalMailbox;
  let port: number;
  before(async () => {
    box = await startMaildev({ smtpPort: 0, webPort: 0 });
    port = Number(new URL(box.inboxUrl).port);
  });
  after(async () => {
    await box?.close();
  });

  /** A raw request, so that Host can be any name (fetch sets it from the URL). */
  function raw(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => { body += c; });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  test('another site\'s page cannot read the emails: refused, and no CORS header on any answer', async () => {
    for (const origin of ['http://evil.example', 'http://localhost:8080', 'null', `http://localhost:${port + 1}`]) {
      const r = await raw('/api/email', { host: `localhost:${port}`, origin });
      assert.equal(r.status, 403, origin);
      assert.equal(r.body, INBOX_REFUSED);
      assert.equal(r.headers['access-control-allow-origin'], undefined, origin);
      assert.equal(r.headers['access-control-allow-credentials'], undefined, origin);
    }
    const preflight = await raw('/api/email', { host: `localhost:${port}`, origin: 'http://evil.example', 'access-control-request-method': 'DELETE' }, 'OPTIONS');
    assert.equal(preflight.status, 403);
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);
  });

  test('a request the browser marks as another page\'s (same-site or cross-site) is refused; its own pages and tools are answered without CORS headers', async () => {
    for (const site of ['cross-site', 'same-site']) {
      assert.equal((await raw('/api/email', { host: `localhost:${port}`, 'sec-fetch-site': site })).status, 403, site);
    }
    const asked: Record<string, string>[] = [{}, { origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }];
    for (const headers of asked) {
      const r = await raw('/api/email', { host: `localhost:${port}`, ...headers });
      assert.equal(r.status, 200, JSON.stringify(headers));
      assert.ok(Array.isArray(JSON.parse(r.body)));
      assert.equal(r.headers['access-control-allow-origin'], undefined, JSON.stringify(headers));
      assert.equal(r.headers['access-control-allow-credentials'], undefined);
    }
  });

  test('another host name (DNS rebinding) is refused', async () => {
    for (const host of [`evil.example:${port}`, 'localhost', `localhost:${port + 1}`]) {
      assert.equal((await raw('/api/email', { host })).status, 403, host);
    }
    assert.equal((await raw('/api/email', { host: `127.0.0.1:${port}` })).status, 200);
  });

  test('a WebSocket (new-mail events) from another site is refused', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => {
        s.write(`GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://evil.example\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
      });
      let got = '';
      s.on('data', (c) => { got += c.toString(); });
      s.on('end', () => resolve(got));
      s.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 403/);
  });
});
