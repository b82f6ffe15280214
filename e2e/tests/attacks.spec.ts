// Issue 36: the attacks of a security review, each one tried in a real browser against the running
// store and now failing to do harm.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { inboxUrl } from './helpers/purchase';

/** Another site, on this machine: any page, without the store's CSP (which alone stops its own pages from reading other origins). */
let elsewhere: Server;
let elsewhereUrl = '';
test.beforeAll(async () => {
  elsewhere = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another site</title><p>Nothing to see'));
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
});
test.afterAll(async () => {
  await new Promise((resolve) => elsewhere.close(resolve));
});

test.describe('the local inbox is for the store operator only', () => {
  test('a page of another site cannot read the emails; the operator opens the inbox at its address', async ({ page, baseURL }) => {
    const inbox = inboxUrl(baseURL!);
    await page.goto(elsewhereUrl);
    const read = await page.evaluate(async (u) => {
      try {
        const r = await fetch(u, { credentials: 'include' });
        return `read ${r.status}: ${(await r.text()).slice(0, 40)}`;
      } catch (e) {
        return `refused: ${(e as Error).name}`;
      }
    }, `${inbox}/api/email`);
    expect(read).toBe('refused: TypeError');

    const listed = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/email')); // the inbox's own list
    await page.goto(inbox);
    expect((await listed).status()).toBe(200);
    await expect(page).toHaveTitle(/MailDev/i);
  });
});
