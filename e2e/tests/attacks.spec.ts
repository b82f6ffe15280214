// Issue 36: the attacks of a security review, each one tried in a real browser against the running
// store and now failing to do harm.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { decodePayload, IDP_SIGN_IN, orderHistoryStatus, storedAccessToken } from './helpers/auth';
import { inboxUrl, waitForEmail } from './helpers/purchase';

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

test.describe('an email is an identity only once it is proven', () => {
  test('a self sign-up as someone else\'s address can sign in but acts as no one: the API refuses its token until the emailed link is confirmed', async ({ page, request, baseURL }) => {
    const invitee = `invitee.${Date.now()}@example.com`;
    await page.goto('/profile');
    await expect(page).toHaveURL(IDP_SIGN_IN);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Full name').fill('Mallory Impostor');
    await page.getByLabel('Email address').fill(invitee);
    await page.getByLabel('Password').fill('mallory-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Check your inbox');
    // signed in without the link (it went to the invitee's inbox)
    await page.getByLabel('Password').fill('mallory-pass-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const token = await storedAccessToken(page);
    expect(decodePayload(token)).toMatchObject({ email: invitee, email_verified: false });
    const refused = await orderHistoryStatus(page, invitee, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'email_unverified', message: 'Confirm your email address first: open the link we sent to it, then try again.' });
    // the address's owner gets the link; only they can make the account theirs
    const mail = await waitForEmail(request, baseURL!, invitee, /^Confirm your email address/);
    expect(mail.text).toMatch(/\/confirm-email\?token=/);
  });
});
