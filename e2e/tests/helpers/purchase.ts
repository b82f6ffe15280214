// Helpers for the purchase specs: a brand-new account on the local identity provider (its address
// confirmed with the emailed link), the sandbox's hosted payment page, and the maildev inbox the
// serve script starts on PORT+2.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { IDP_SIGN_IN } from './auth';

/** A fresh buyer (unique per run, so the inbox and the order history start empty for them). */
export function newBuyer(tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: 'Jordan Ellis', email: `jordan.${tag}.${id}@example.com`, password: `Welcome-${id}!` };
}

/**
 * On the provider's sign-in page: Create an account, fill it in and submit; then, as a new buyer does,
 * open the link the provider emailed to the address (read in maildev) in another tab, confirm with the
 * sign-up's password, and
 * sign in on the page the sign-up left open (an unconfirmed account cannot act in the store).
 */
export async function signUp(page: Page, request: APIRequestContext, baseURL: string, buyer: { name: string; email: string; password: string }): Promise<void> {
  await expect(page).toHaveURL(IDP_SIGN_IN);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Full name').fill(buyer.name);
  await page.getByLabel('Email address').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toHaveText(`Check your inbox: we sent an email to ${buyer.email.toLowerCase()}. Follow the link in it to confirm your address, then sign in here.`);

  const mail = await waitForEmail(request, baseURL, buyer.email, /^Confirm your email address/);
  const link = /(https?:\/\/\S+\/confirm-email\?token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link, 'the confirmation link in the email').toBeTruthy();
  const tab = await page.context().newPage();
  await tab.goto(link!);
  // the confirmation asks the password chosen in the sign-up (it proves the sign-up, not only the inbox)
  await tab.getByLabel('Your password').fill(buyer.password);
  await tab.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeVisible();
  await tab.close();

  await expect(page.getByLabel('Email address')).toHaveValue(buyer.email.toLowerCase());
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The emails to `to` other than the provider's account ones (the confirmation link). */
export async function storeEmailsTo(request: APIRequestContext, baseURL: string, to: string): Promise<InboxEmail[]> {
  return (await emailsTo(request, baseURL, to)).filter((m) => !/^Confirm your email address/.test(m.subject));
}

export const SANDBOX_PAGE = /\/api\/sandbox\/pay\/cs_sandbox_[0-9a-f]+$/;
export const PAYING_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
export const DECLINED_CARD = { ...PAYING_CARD, number: '4000 0000 0000 0002' };

/** Fills the sandbox's card form (the hosted payment page) and presses Pay. */
export async function payWithCard(page: Page, card: { number: string; expiry: string; cvc: string }, nameOnCard: string): Promise<void> {
  await expect(page).toHaveURL(SANDBOX_PAGE);
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiration (MM / YY)').fill(card.expiry);
  await page.getByLabel('CVC').fill(card.cvc);
  await page.getByLabel('Name on card').fill(nameOnCard);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** The maildev inbox of the e2e server (its web port is the site's port + 2). */
export function inboxUrl(baseURL: string): string {
  const u = new URL(baseURL);
  return `${u.protocol}//${u.hostname}:${Number(u.port) + 2}`;
}

export interface InboxEmail { subject: string; text: string; html: string; to: { address: string }[]; from: { address: string; name: string }[] }

/** Waits until maildev holds an email for `to` (the outbox sends right after the order commits). */
export async function waitForEmail(request: APIRequestContext, baseURL: string, to: string, subject: RegExp, also: (m: InboxEmail) => boolean = () => true): Promise<InboxEmail> {
  let found: InboxEmail | undefined;
  await expect.poll(async () => {
    const res = await request.get(`${inboxUrl(baseURL)}/api/email`);
    if (!res.ok()) return false;
    const all = (await res.json()) as InboxEmail[];
    found = all.find((m) => m.to.some((a) => a.address.toLowerCase() === to.toLowerCase()) && subject.test(m.subject) && also(m));
    return Boolean(found);
  }, { timeout: 20_000, message: `an email to ${to} in maildev` }).toBe(true);
  return found!;
}

/** Every email in maildev addressed to `to`. */
export async function emailsTo(request: APIRequestContext, baseURL: string, to: string): Promise<InboxEmail[]> {
  const res = await request.get(`${inboxUrl(baseURL)}/api/email`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as InboxEmail[]).filter((m) => m.to.some((a) => a.address.toLowerCase() === to.toLowerCase()));
}
