// Before the scripts: nothing a buyer does before the scripts arrive is lost. The served
// page works as plain HTML, here in a browser with JavaScript disabled: Add to Cart is a form to
// /cart?add=<productId>, which the server adds to the cart cookie for the store's own pages (303 to
// /cart with the cart; the stored cart takes the lines in once the scripts run), the FAQ's answers open as
// <details>, the catalog's filters are a GET form the server renders from, and the summit's section
// menu sticks under the top bar by CSS alone.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiProducts, cards, expected, summary, TYPE_LABELS, type ApiProduct } from './helpers/catalog';
import { CART_KEY, gotoWaitsForApp, setCartInPage, waitForLiveIfApp } from './helpers/shell';
import { requestsUnderWay, settled, watchTimers } from './helpers/settle';
import { FULL } from './helpers/summit';

/** The summit's menu sticks flush under the shell's top bar: its height (mfe-summit lib/sticky-nav.ts STICKY_OFFSET = theme.navHeight). */
const STICKY_OFFSET = 72;

async function withoutScripts(browser: Browser, baseURL: string | undefined, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

type DataLayer = { dataLayer?: Record<string, unknown>[] };
const addEvents = (page: Page) => page.evaluate(() => ((window as unknown as DataLayer).dataLayer ?? []).filter((e) => e.event === 'add_to_cart'));
const storedCart = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { productId: number; quantity: number }[], CART_KEY);

/** The cookies of the cart (shared-cart): its lines, and the lines the server added that the stored cart has not taken in yet. */
const CART_COOKIE = 'acma_cart_lines';
const ADDED_COOKIE = 'acma_cart_added';
const cookieValue = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
const line = (p: ApiProduct) => ({ productId: p.productId, quantity: 1, productDetailType: p.productDetailType });
const cookieLine = (p: ApiProduct) => `${p.productId}:1:${p.productDetailType}`;
/** What the cart page says of an add it did not make (mfe-checkout features/cart/add-notice.tsx). */
const NOT_SOLD = 'We could not add that item to your cart: the store does not sell it online.';
const OTHER_SITE = 'Nothing was added to your cart: the link came from another website. To add an item, use Add to Cart on its page in this store.';

test.describe('Add to Cart without scripts', () => {
  let all: ApiProduct[] = [];
  let bcmas: ApiProduct;
  let second: ApiProduct;
  test.beforeAll(async ({ request }) => {
    all = await apiProducts(request);
    bcmas = all.find((p) => p.productNickName === 'bcmas')!;
    second = all.find((p) => p.productType === 'certification' && p.productId !== bcmas.productId && (p.productPrice ?? 0) > 0)!;
    expect(second, 'the seed has a second certification on sale').toBeTruthy();
  });

  test('the server puts the line in the cart cookie and answers the cart with it; a reload adds nothing twice; a second product is a second line; then the scripts take the lines in once', async ({ browser, baseURL }) => {
    const off = await withoutScripts(browser, baseURL);
    let cookies;
    try {
      const { page, context } = off;
      await page.goto('/certification/bcmas');
      await expect(page.getByRole('heading', { level: 1, name: bcmas.productName })).toBeVisible();
      await page.getByTestId('buy-card').getByRole('button', { name: 'Add to Cart' }).click();
      // Post/Redirect/Get: the address is /cart, the request is not in the history
      await expect(page).toHaveURL(/\/cart$/);
      const rows = page.getByTestId('cart-item');
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByRole('link', { name: bcmas.productName })).toBeVisible();
      await expect(page.getByTestId('cart-subtotal')).toContainText('1 item');
      expect(await cookieValue(context, CART_COOKIE)).toBe(cookieLine(bcmas));
      expect(await cookieValue(context, ADDED_COOKIE)).toBe(cookieLine(bcmas));
      // the cart says plainly what needs scripts
      await expect(page.getByTestId('no-script-checkout')).toBeVisible();
      await expect(page.getByTestId('no-script-checkout')).toContainText('Checking out needs JavaScript');

      // a reload adds nothing twice
      await page.reload();
      await expect(rows).toHaveCount(1);
      expect(await cookieValue(context, CART_COOKIE)).toBe(cookieLine(bcmas));

      // a second product: a second line, after the first
      await page.goto(`/${second.productType}/${second.productNickName}`);
      await page.getByTestId('buy-card').getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1).getByRole('link', { name: second.productName })).toBeVisible();
      expect(await cookieValue(context, CART_COOKIE)).toBe(`${cookieLine(bcmas)}|${cookieLine(second)}`);
      // Back finds the product page (the add left no history entry); Forward the cart, as it was
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${second.productType}/${second.productNickName}$`));
      await page.goForward();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(rows).toHaveCount(2);
      expect(await cookieValue(context, CART_COOKIE)).toBe(`${cookieLine(bcmas)}|${cookieLine(second)}`);
      expect(await cookieValue(context, ADDED_COOKIE)).toBe(`${cookieLine(bcmas)}|${cookieLine(second)}`);

      // checkout's sign-in needs scripts: the page says so instead of a placeholder alone
      await page.goto('/checkout');
      await expect(page.getByTestId('no-script-sign-in')).toBeVisible();
      cookies = await context.cookies();
    } finally {
      await off.context.close();
    }

    // the same browser with scripts: the stored cart takes the server's lines in, once
    const context = await browser.newContext({ baseURL });
    try {
      await context.addCookies(cookies);
      const page = await context.newPage();
      gotoWaitsForApp(page);
      const tracked: string[] = [];
      page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/productaddtocart')) tracked.push(r.url()); });
      const underWay = requestsUnderWay(page);
      await watchTimers(page);
      await page.goto('/cart');
      await expect(page.getByTestId('cart-item')).toHaveCount(2);
      await expect(page.getByTestId('cart-badge')).toHaveText('2');
      expect(await storedCart(page)).toEqual([line(bcmas), line(second)]);
      expect(await cookieValue(context, ADDED_COOKIE)).toBeUndefined();
      expect(await cookieValue(context, CART_COOKIE)).toBe(`${cookieLine(bcmas)}|${cookieLine(second)}`);
      // told as the product page tells an add: one add_to_cart event and one tracking call a line
      await expect.poll(() => tracked.length).toBe(2);
      expect(await addEvents(page)).toEqual([
        expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: String(bcmas.productId), price: bcmas.productPrice, quantity: 1 })] }) }),
        expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: String(second.productId), price: second.productPrice, quantity: 1 })] }) }),
      ]);
      // and only once: a reload and another page take nothing in again
      await page.reload();
      await expect(page.getByTestId('cart-item')).toHaveCount(2);
      await page.goto('/faq');
      await expect(page.getByTestId('cart-badge')).toHaveText('2');
      await settled(page, underWay);
      expect(await storedCart(page)).toEqual([line(bcmas), line(second)]);
      expect(tracked, 'told once').toHaveLength(2);
      expect(await addEvents(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a link or form of another website adds nothing, and the cart says why (issue 48)', async ({ browser, baseURL }) => {
    const off = await withoutScripts(browser, baseURL);
    try {
      const { page, context } = off;
      // a page of another site (its address is answered here, never reached), as an attacker's would be
      const other = 'http://shop-offers.example/';
      await page.route(`${other}**`, (route) => route.fulfill({
        contentType: 'text/html',
        body: `<a href="${baseURL}/cart?add=${bcmas.productId}&add=${second.productId}">Claim your prize</a>
          <form method="get" action="${baseURL}/cart"><input type="hidden" name="add" value="${bcmas.productId}"><button>Claim</button></form>`,
      }));
      for (const follow of [() => page.getByRole('link', { name: 'Claim your prize' }).click(), () => page.getByRole('button', { name: 'Claim' }).click()]) {
        await page.goto(other);
        await follow();
        await expect(page).toHaveURL(/\/cart\?notice=other-site$/);
        await expect(page.getByTestId('add-notice')).toHaveText(OTHER_SITE);
        await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
        expect(await cookieValue(context, CART_COOKIE)).toBeUndefined();
        expect(await cookieValue(context, ADDED_COOKIE)).toBeUndefined();
      }
    } finally {
      await off.context.close();
    }
  });

  test('an address naming no product the store sells: a message, nothing added', async ({ browser, baseURL }) => {
    const off = await withoutScripts(browser, baseURL);
    try {
      for (const bad of ['999999', 'bcmas']) {
        await off.page.goto(`/cart?add=${bad}`);
        await expect(off.page).toHaveURL(/\/cart\?notice=not-sold$/);
        await expect(off.page.getByTestId('add-notice')).toHaveText(NOT_SOLD);
        await expect(off.page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
        expect(await cookieValue(off.context, CART_COOKIE)).toBeUndefined();
      }
    } finally {
      await off.context.close();
    }
  });

  test('the add answers 303 to /cart: it adds for the store\'s own pages and the address bar only, at most 10 products, only products sold online', async ({ playwright, baseURL }) => {
    const add = async (query: string, headers: Record<string, string>) => {
      const ctx = await playwright.request.newContext({ baseURL });
      try {
        const res = await ctx.get(`/cart?${query}`, { headers, maxRedirects: 0 });
        const setCookie = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value.split(';')[0]);
        return { status: res.status(), location: res.headers().location, cookies: setCookie, cache: res.headers()['cache-control'] };
      } finally {
        await ctx.dispose();
      }
    };
    const one = `add=${bcmas.productId}`;
    const added = [`${CART_COOKIE}=${cookieLine(bcmas)}`, `${ADDED_COOKIE}=${cookieLine(bcmas)}`];
    // the store's own page, the address bar, and a browser without Fetch Metadata coming from the store's page
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, { referer: `${baseURL}/certification/bcmas` }] as Record<string, string>[]) {
      expect([headers, await add(one, headers)]).toEqual([headers, { status: 303, location: '/cart', cookies: added, cache: 'no-store' }]);
    }
    // another site, another site of the same domain, no word of where it came from, another site's referer
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}, { referer: 'https://shop-offers.example/' }] as Record<string, string>[]) {
      expect([headers, await add(one, headers)]).toEqual([headers, { status: 303, location: '/cart?notice=other-site', cookies: [], cache: 'no-store' }]);
    }
    const own = { 'sec-fetch-site': 'same-origin' };
    // at most 10 products in one request: more adds nothing
    const eleven = all.filter((p) => (p.productPrice ?? 0) > 0).slice(0, 11).map((p) => p.productId);
    expect(eleven).toHaveLength(11);
    expect(await add(`add=${eleven.join(',')}`, own)).toMatchObject({ location: '/cart?notice=too-many', cookies: [] });
    expect((await add(`add=${eleven.slice(0, 10).join(',')}`, own)).cookies).toHaveLength(2);
    // what the store does not sell online adds nothing; the rest of a list is added; other parameters stay
    expect(await add('add=999999', own)).toMatchObject({ location: '/cart?notice=not-sold', cookies: [] });
    expect(await add(`add=${bcmas.productId}&add=999999&utm_source=mail`, own)).toMatchObject({ location: '/cart?utm_source=mail&notice=not-sold', cookies: added });
  });
});

test.describe('Add to Cart from the address with scripts', () => {
  test('the server adds once to what the stored cart holds; the address becomes /cart; a reload, Back and Forward add nothing', async ({ page, request }) => {
    const all = await apiProducts(request);
    const bcmas = all.find((p) => p.productNickName === 'bcmas')!;
    const kept = all.find((p) => p.productType === 'report' && (p.productPrice ?? 0) > 0)!;
    gotoWaitsForApp(page);
    const tracked: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/productaddtocart')) tracked.push(r.url()); });
    const underWay = requestsUnderWay(page);
    await watchTimers(page);
    // a line the stored cart already holds stays
    await page.goto('/faq');
    await setCartInPage(page, [line(kept)]);
    await page.reload(); // (the start writes the cart cookie from the stored cart)
    await page.goto(`/cart?add=${bcmas.productId}`);
    const rows = page.getByTestId('cart-item');
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    expect(await storedCart(page)).toEqual([line(kept), line(bcmas)]);
    await expect.poll(() => tracked.length).toBe(1);
    expect(await addEvents(page)).toEqual([
      expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: String(bcmas.productId), price: bcmas.productPrice, quantity: 1 })] }) }),
    ]);
    await settled(page, underWay);
    expect(tracked, 'added once').toHaveLength(1);

    const documents: string[] = []; // the documents asked for from now on (the reload, Back, Forward)
    page.on('request', (r) => { if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(r.url()); });
    await page.reload();
    await expect(rows).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(rows).toHaveCount(2);
    expect(documents.filter((u) => new URL(u).searchParams.has('add')), 'no address to add from').toEqual([]);
    await waitForLiveIfApp(page);
    await settled(page, underWay);
    expect(await storedCart(page)).toEqual([line(kept), line(bcmas)]);
    expect(tracked).toHaveLength(1);
    expect(await addEvents(page)).toEqual([]);
  });

  test('an address naming no product the store sells: a message, nothing added', async ({ page }) => {
    gotoWaitsForApp(page);
    for (const bad of ['999999', 'bcmas']) {
      await page.goto(`/cart?add=${bad}`);
      await expect(page.getByText(NOT_SOLD)).toBeVisible();
      await expect(page).toHaveURL(/\/cart\?notice=not-sold$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
      expect(await storedCart(page)).toEqual([]);
    }
  });
});

test('/faq: a question opens its answer without scripts', async ({ browser, baseURL }) => {
  const { context, page } = await withoutScripts(browser, baseURL);
  try {
    await page.goto('/faq');
    const question = page.getByRole('heading', { level: 3, name: 'How long do I have access to a program?' });
    const answer = page.getByText(/Individual access lasts 6 months from enrolment/);
    await expect(question).toBeVisible();
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    // and by keyboard: the question's summary is in the tab order and toggles with Enter
    const other = page.locator('summary', { hasText: 'Can I pay in installments?' });
    await other.focus();
    await expect(other).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Selected programs can be paid in 3 monthly installments/)).toBeVisible();
  } finally {
    await context.close();
  }
});

test.describe('/catalog filters without scripts', () => {
  let all: ApiProduct[] = [];
  test.beforeAll(async ({ request }) => { all = await apiProducts(request); });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 412, height: 915 }]) {
    test(`checking a facet and submitting loads the filtered catalog from the server (${viewport.width} px)`, async ({ browser, baseURL }) => {
      const { context, page } = await withoutScripts(browser, baseURL, viewport);
      try {
        await page.goto('/catalog');
        const panel = page.getByRole('complementary', { name: 'Filters' });
        await panel.getByRole('checkbox', { name: TYPE_LABELS.report }).check();
        await panel.getByRole('button', { name: 'Apply Filters' }).click();
        await expect(page).toHaveURL(/\/catalog\?.*\btype=report\b/);
        const want = expected(all, { types: ['report'] });
        expect(want.length).toBeGreaterThan(0);
        await expect(summary(page)).toHaveText(`Showing 1–${want.length} of ${want.length} program${want.length === 1 ? '' : 's'}`);
        await expect(cards(page).getByRole('heading')).toHaveText(want.map((p) => p.productName));
        // the served form shows the filter applied
        await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: TYPE_LABELS.report })).toBeChecked();
      } finally {
        await context.close();
      }
    });
  }

  test('with scripts the submit button is not there and the panel is as before', async ({ page }) => {
    gotoWaitsForApp(page);
    await page.goto('/catalog');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await expect(panel.getByRole('button', { name: 'Reset filters' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Apply Filters' })).toHaveCount(0);
    await panel.getByRole('checkbox', { name: TYPE_LABELS.report }).check();
    await expect(page).toHaveURL(/\/catalog\?type=report$/);
  });
});

test('the summit\'s section menu sticks under the top bar by CSS, without scripts (412 px)', async ({ browser, baseURL }) => {
  const { context, page } = await withoutScripts(browser, baseURL, { width: 412, height: 915 });
  try {
    await page.goto(`/conference/${FULL}`);
    const nav = page.getByRole('navigation', { name: 'Summit sections' });
    await expect(nav).toBeVisible();
    const navTop = await nav.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(navTop).toBeGreaterThan(STICKY_OFFSET + 200); // below the hero: scrolling is needed to reach it
    for (const past of [1, 600, 3000]) {
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(navTop + past));
      await expect.poll(async () => Math.abs(await nav.evaluate((el) => el.getBoundingClientRect().top) - STICKY_OFFSET)).toBeLessThanOrEqual(1);
    }
    // flush under the shell's bar: the bar sticks too, and ends where the menu starts
    const barBottom = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().bottom);
    expect(Math.abs(barBottom - STICKY_OFFSET)).toBeLessThanOrEqual(1);
  } finally {
    await context.close();
  }
});
