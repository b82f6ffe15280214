// Helpers for the cart and checkout specs: a cart written as shared-cart writes it, sign-in through
// the local identity provider, and the real catalog's products these specs buy.
import { expect, type Page, type Request } from '@playwright/test';
import { submitSignIn, TEST_BUYER } from './auth';
import { setCartInPage, waitForLiveIfApp } from './shell';

export const BCMAS = { productId: 1, name: 'Board Certified Medical Affairs Specialist (BCMAS)', price: '$2,399.99', detail: 'certification' };
export const PACS = { productId: 20, name: 'Prior Authorization Certified Specialist (PACS)', price: '$1,499.00', detail: 'certification' };
export const REPORT = { productId: 30, name: 'MSL Compensation & Career Trends Report 2025', price: '$499.99', detail: 'report' };
/** A bundle that includes BCMAS and PACS. */
export const CAREER_BUNDLE = { productId: 10, name: 'BCMAS + PACS Career Bundle', price: '$3,049.99', detail: 'bundle' };

export const line = (p: { productId: number; detail: string }, quantity = 1) => ({ productId: p.productId, quantity, productDetailType: p.detail });

/** Opens `path` with these cart lines already in local storage. */
export async function openWithCart(page: Page, path: string, lines: ReturnType<typeof line>[]): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await setCartInPage(page, lines);
  await page.goto(path);
  // the app is live: its start-up reads (utm values) are done
  await waitForLiveIfApp(page);
}

/**
 * Signs the test buyer in through the local identity provider: opens the guarded `returnTo` (which
 * sends a signed-out visitor to sign in and back) and waits for `landing` (checkout with an empty
 * cart moves on to /cart).
 */
export async function signIn(page: Page, opts: { returnTo?: string; landing?: string; user?: typeof TEST_BUYER } = {}): Promise<void> {
  const { returnTo = '/checkout', user = TEST_BUYER } = opts;
  const landing = opts.landing ?? returnTo;
  await page.goto(returnTo);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[?]/g, '\\$&')}$`));
}

/** The toast region's items (bottom centre), newest last. */
export const toasts = (page: Page) => page.getByTestId('toasts').locator('[data-kind]');

/** The sandbox's hosted payment page (the embedded default's card provider) for a session. */
export const SANDBOX_PAGE = /\/api\/sandbox\/pay\/cs_sandbox_[0-9a-f]+$/;

/** The JSON body of a request. */
export const bodyOf = <T = Record<string, unknown>>(req: Request): T => JSON.parse(req.postData() ?? 'null') as T;

/** The JSON `cart` query parameter and the utm values of a GET /api/cart or /api/promocode request. */
export function queryOf(req: Request): { cart: unknown; params: Record<string, string> } {
  const u = new URL(req.url());
  const params: Record<string, string> = {};
  u.searchParams.forEach((v, k) => { if (k !== 'cart') params[k] = v; });
  return { cart: JSON.parse(u.searchParams.get('cart') ?? 'null'), params };
}

export interface CheckoutExchange { sent: Record<string, unknown>; status: number; answer: Record<string, unknown> }

/**
 * Passes the page's POST /api/stripe-checkout through to the API (after `edit`, to tamper with it)
 * and records what was sent and answered: the page navigates away on the answer, after which a
 * response body can no longer be read.
 */
export async function captureCheckout(page: Page, edit?: (body: Record<string, unknown>) => Record<string, unknown>): Promise<{ exchange: Promise<CheckoutExchange> }> {
  let resolve!: (x: CheckoutExchange) => void;
  const done = new Promise<CheckoutExchange>((r) => { resolve = r; });
  await page.route('**/api/stripe-checkout', async (route) => {
    let sent = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    if (edit) sent = edit(sent);
    const response = await route.fetch({ postData: JSON.stringify(sent) });
    const answer = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: answer });
    resolve({ sent, status: response.status(), answer });
  });
  return { exchange: done }; // wrapped: an async function returning the bare promise would wait for it
}
