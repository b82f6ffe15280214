// Sign-in end to end: the unmodified auth0-spa-js against the local identity provider,
// the guard, the API's token checks, the session across reloads, and sign-out.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  TEST_BUYER, TEST_PHARMACIST, IDP_SIGN_IN, accountButton, expiredToken, orderHistoryStatus, signInFromBar,
  storedAccessToken, storedSession, submitSignIn, tamperedToken, decodePayload,
} from './helpers/auth';
import { line, PACS, SANDBOX_PAGE, signIn } from './helpers/checkout';
import { newBuyer, waitForEmail } from './helpers/purchase';
import { setCartInPage } from './helpers/shell';

test.describe('sign-in', () => {
  test('Log In from the bar lands on the cart; the account menu shows the email and its links', async ({ page }) => {
    await page.goto('/catalog');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await signInFromBar(page);

    const button = accountButton(page, TEST_BUYER.email);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('account-email')).toHaveText(TEST_BUYER.email);
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Home', 'Cart', 'Profile', 'FAQs', 'Sign out']);
    await expect(menu.getByRole('menuitem', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Cart' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('menuitem', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('the session survives a reload (local storage with a refresh token)', async ({ page }) => {
    await page.goto('/');
    await signInFromBar(page);
    await page.reload();
    await expect(accountButton(page, TEST_BUYER.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
    const { storage, cookies } = await storedSession(page);
    expect(storage.length).toBeGreaterThan(0);
    expect(cookies).toContain('auth0.storefront-spa.is.authenticated');
  });

  test('a stored session with a good token starts without the sign-in SDK: /checkout opens and pays with that token; Sign out loads the SDK then', async ({ page }) => {
    await page.goto('/');
    await setCartInPage(page, [line(PACS)]);
    await signIn(page, { returnTo: '/checkout' });
    const token = await storedAccessToken(page);
    const sdk: string[] = [];
    page.on('request', (r) => { if (/\/auth0-spa-js\.[0-9a-f]+\.js$/.test(r.url())) sdk.push(r.url()); });
    const checkoutAuth: (string | undefined)[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/api/stripe-checkout')) checkoutAuth.push(r.headers().authorization); });

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(accountButton(page, TEST_BUYER.email)).toBeVisible();
    await page.getByLabel('I Agree with the privacy policy & payment terms').check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(SANDBOX_PAGE);
    expect(checkoutAuth).toEqual([`Bearer ${token}`]);
    expect(sdk).toEqual([]); // not loaded: the stored token answered

    await page.goto('/catalog');
    await accountButton(page, TEST_BUYER.email).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    expect(sdk).toHaveLength(1);
    expect(await storedSession(page)).toEqual({ storage: [], cookies: [] });
  });

  test('a wrong password is refused on the provider with a message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    await submitSignIn(page, TEST_BUYER.email, 'not-my-password');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/interaction\/[\w-]+\/login$/); // still on the provider
    await expect(page.getByRole('alert')).toHaveText(/do not match an account/);
    await expect(page.getByLabel('Email address')).toHaveValue(TEST_BUYER.email);
    await page.getByLabel('Password').fill(TEST_BUYER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a guarded route sends a signed-out visitor to sign in, then back to that route', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(IDP_SIGN_IN);
    await submitSignIn(page, TEST_PHARMACIST.email, TEST_PHARMACIST.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(accountButton(page, TEST_PHARMACIST.email)).toBeVisible();

    // signed in, the guard lets the page through without another sign-in
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/(checkout|cart)$/); // an empty cart leaves checkout for /cart (spec 2.13)
  });

  test('the API accepts the token and refuses a missing, tampered or expired one', async ({ page }) => {
    await page.goto('/');
    await signInFromBar(page);
    const token = await storedAccessToken(page);
    const claims = decodePayload(token);
    expect(claims.email).toBe(TEST_BUYER.email);
    expect(claims.aud).toBe('https://api.storefront.local');
    expect(String(claims.scope).split(' ')).toContain('read:current_user');

    const ok = await orderHistoryStatus(page, TEST_BUYER.email, token);
    expect(ok.status).toBe(200);
    expect(Array.isArray(ok.body)).toBe(true);

    expect((await orderHistoryStatus(page, TEST_BUYER.email, null)).status).toBe(401);
    expect((await orderHistoryStatus(page, TEST_BUYER.email, tamperedToken(token, 'student@example.com'))).status).toBe(401);
    expect((await orderHistoryStatus(page, TEST_BUYER.email, expiredToken(token))).status).toBe(401);
    expect((await orderHistoryStatus(page, TEST_BUYER.email, `${token.split('.').slice(0, 2).join('.')}.`)).status).toBe(401);
  });

  test('Sign out clears the session and returns to the site origin', async ({ page }) => {
    await page.goto('/catalog');
    await signInFromBar(page);
    const button = accountButton(page, TEST_BUYER.email);
    await button.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(await storedSession(page)).toEqual({ storage: [], cookies: [] });

    // the provider's session ended too: a guarded page asks for the password again
    await page.goto('/profile');
    await expect(page).toHaveURL(IDP_SIGN_IN);
    await expect(page.getByLabel('Password')).toBeVisible();
  });
});

test.describe('sign-in on mobile', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the drawer shows the email and picture when signed in, else Log In', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Log In' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Log In' }).click();
    await submitSignIn(page, TEST_BUYER.email, TEST_BUYER.password);
    await expect(page).toHaveURL(/\/cart$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByTestId('drawer-email')).toHaveText(TEST_BUYER.email);
    await expect(drawer.getByText(TEST_BUYER.name)).toBeVisible();
    const picture = drawer.locator('img').first();
    await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

// Issue 47, item 5: a buyer signed in before confirming their address is told what to do on every
// guarded page, and once they follow the emailed link the open tab goes on (a renewed token) without
// signing out. Item 9: their Add to Cart is still tracked (the call sends no token).
test.describe('an account whose email is not confirmed yet', () => {
  /** On the provider (reached from a guarded page): Create an account and sign in at once, without the emailed link. */
  async function signUpWithoutConfirming(page: Page, buyer: { name: string; email: string; password: string }): Promise<void> {
    await expect(page).toHaveURL(IDP_SIGN_IN);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Full name').fill(buyer.name);
    await page.getByLabel('Email address').fill(buyer.email);
    await page.getByLabel('Password').fill(buyer.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('Check your inbox');
    await page.getByLabel('Password').fill(buyer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  /** The confirmation link the provider emailed to `email` (read in the local inbox). */
  async function confirmationLink(request: APIRequestContext, baseURL: string, email: string): Promise<string> {
    const mail = await waitForEmail(request, baseURL, email, /^Confirm your email address/);
    const link = /(https?:\/\/\S+\/confirm-email\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link, 'the confirmation link in the email').toBeTruthy();
    return link!;
  }
  const confirmNotice = (page: Page) => page.getByRole('heading', { level: 1, name: 'Confirm your email address first' });

  test('every guarded page says to confirm, Add to Cart is tracked without a token; the link confirmed in another tab, the open checkout goes on and pays, still signed in', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const buyer = newBuyer('unconfirmed');
    await page.goto('/profile');
    await signUpWithoutConfirming(page, buyer);
    await expect(page).toHaveURL(/\/profile$/);
    expect(decodePayload(await storedAccessToken(page))).toMatchObject({ email: buyer.email.toLowerCase(), email_verified: false });
    await expect(confirmNotice(page)).toBeVisible();
    await expect(page.getByTestId('confirm-email').getByText(buyer.email.toLowerCase(), { exact: true })).toBeVisible();
    await expect(page.getByText('We could not load your orders.')).toHaveCount(0);
    await expect(accountButton(page, buyer.email.toLowerCase())).toBeVisible();

    // Add to Cart: the tracking call goes without a token and is recorded (spec section 6)
    await page.goto('/certification/pacs');
    const tracked = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/productaddtocart'));
    await page.getByTestId('buy-card').getByRole('button', { name: 'Add to Cart' }).click();
    const sent = await tracked;
    expect(sent.headers().authorization).toBeUndefined();
    expect((await sent.response())?.status()).toBe(201);
    await expect(page).toHaveURL(/\/cart$/);

    for (const path of ['/checkout', '/success?session_id=cs_sandbox_0', '/additionalFields']) {
      await page.goto(path);
      await expect(confirmNotice(page), path).toBeVisible();
    }
    await page.goto('/checkout');
    await expect(confirmNotice(page)).toBeVisible();

    // the emailed link, opened in another tab of this browser; its page suits a buyer already signed in
    const tab = await page.context().newPage();
    await tab.goto(await confirmationLink(request, baseURL!, buyer.email));
    // the password chosen in the sign-up proves it is theirs (issue 48); this browser's session is kept
    await tab.getByLabel('Your password').fill(buyer.password);
    await tab.getByRole('button', { name: 'Confirm my email address' }).click();
    await expect(tab.getByRole('status')).toHaveText(`Your email address ${buyer.email.toLowerCase()} is confirmed. You can check out and see your orders.`);
    await expect(tab.getByText('Already signed in to the store in this browser? Your open tab goes on by itself, without signing in again.')).toBeVisible();
    await tab.getByRole('link', { name: 'Return to the store' }).click();
    await expect(accountButton(tab, buyer.email.toLowerCase())).toBeVisible();

    // the open checkout goes on by itself (no reload, no sign-in) and its call is accepted
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(confirmNotice(page)).toHaveCount(0);
    await page.getByLabel('I Agree with the privacy policy & payment terms').check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(SANDBOX_PAGE);
    expect(decodePayload(await storedAccessToken(page))).toMatchObject({ email: buyer.email.toLowerCase(), email_verified: true });
  });

  test('confirmed elsewhere (another device): every earlier session ends, so the open profile asks to sign in again, then works', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const buyer = newBuyer('elsewhere');
    await page.goto('/profile');
    await signUpWithoutConfirming(page, buyer);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(confirmNotice(page)).toBeVisible();
    await page.getByRole('button', { name: 'I have confirmed it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your address is not confirmed yet' })).toHaveText('Your address is not confirmed yet: open the link in the email first.');

    // confirmed from another device, with the sign-up's password: nothing of this browser's is involved,
    // and a confirmation ends every session opened before it but the confirming browser's (issue 48)
    const link = new URL(await confirmationLink(request, baseURL!, buyer.email));
    const confirmed = await request.post(new URL('/confirm-email', link).href, { form: { token: link.searchParams.get('token')!, password: buyer.password } });
    expect(confirmed.status()).toBe(200);

    // the tab learns it: its session is gone, so it asks to sign in (not a failed page), and then works
    const history = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order-history' && r.ok());
    await page.getByRole('button', { name: 'I have confirmed it' }).click();
    await submitSignIn(page, buyer.email.toLowerCase(), buyer.password);
    await expect(page).toHaveURL(/\/profile$/);
    expect((await history).status()).toBe(200);
    await expect(page.getByText("There's nothing here!")).toBeVisible();
    await expect(confirmNotice(page)).toHaveCount(0);
    await expect(accountButton(page, buyer.email.toLowerCase())).toBeVisible();
  });
});
