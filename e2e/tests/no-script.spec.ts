// Before the scripts: nothing a buyer does before the scripts arrive is lost. The served
// page works as plain HTML, here in a browser with JavaScript disabled: Add to Cart is a form to
// /cart?add=<productId> (which the cart adds once its scripts run), the FAQ's answers open as
// <details>, the catalog's filters are a GET form the server renders from, and the summit's section
// menu sticks under the top bar by CSS alone.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiProducts, cards, expected, summary, TYPE_LABELS, type ApiProduct } from './helpers/catalog';
import { CART_KEY, gotoWaitsForApp, waitForLiveIfApp } from './helpers/shell';
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

test.describe('Add to Cart before the scripts', () => {
  test('on /certification/bcmas the button sends the buyer to /cart?add=…; the cart then holds exactly one BCMAS, at /cart, after a reload and Back too', async ({ browser, baseURL, request }) => {
    const bcmas = (await apiProducts(request)).find((p) => p.productNickName === 'bcmas')!;
    const off = await withoutScripts(browser, baseURL);
    try {
      await off.page.goto('/certification/bcmas');
      await expect(off.page.getByRole('heading', { level: 1, name: bcmas.productName })).toBeVisible();
      await off.page.getByTestId('buy-card').getByRole('button', { name: 'Add to Cart' }).click();
      await expect(off.page).toHaveURL(new RegExp(`/cart\\?add=${bcmas.productId}$`));
    } finally {
      await off.context.close();
    }
    const sent = off.page.url();

    // the same address with scripts: the cart adds it once and the address becomes /cart
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      gotoWaitsForApp(page);
      const tracked: string[] = [];
      page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/productaddtocart')) tracked.push(r.url()); });
      const underWay = requestsUnderWay(page);
      await watchTimers(page);
      await page.goto('/faq');
      await page.goto(sent);
      const rows = page.getByTestId('cart-item');
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByRole('link', { name: bcmas.productName })).toBeVisible();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      expect(await storedCart(page)).toEqual([{ productId: bcmas.productId, quantity: 1, productDetailType: 'certification' }]);
      await expect.poll(() => tracked.length).toBe(1);
      // the add as the product page makes it: one add_to_cart event with the catalog's price
      expect(await addEvents(page)).toEqual([
        expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: String(bcmas.productId), price: bcmas.productPrice, quantity: 1 })] }) }),
      ]);

      // and only once: nothing the page put off adds it again
      await settled(page, underWay);
      expect(tracked, 'added once').toHaveLength(1);

      // a reload finds /cart: still one line, nothing added again
      const documents: string[] = []; // the documents asked for from now on (the reload, Back, Forward)
      page.on('request', (r) => { if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(r.url()); });
      await page.reload();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-item')).toHaveCount(1);
      // Back and Forward: the history entry is /cart, not the request
      await page.goBack();
      await expect(page).toHaveURL(/\/faq$/);
      await page.goForward();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-item')).toHaveCount(1);
      expect(await storedCart(page)).toHaveLength(1);
      // an add starts only from an address that names one (the cart page's start, on hydration): no
      // document since named one, and the last one's start has run (live), with what it put off, and
      // the page is idle since
      expect(documents.filter((u) => new URL(u).searchParams.has('add')), 'no address to add from').toEqual([]);
      await waitForLiveIfApp(page);
      await settled(page, underWay);
      expect(tracked).toHaveLength(1);
      expect(await addEvents(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('an address naming no product the store sells: a message, nothing added', async ({ page }) => {
    gotoWaitsForApp(page);
    for (const bad of ['999999', 'bcmas']) {
      await page.goto(`/cart?add=${bad}`);
      await expect(page.getByText('We could not add that item to your cart: the store does not sell it online.')).toBeVisible();
      await expect(page).toHaveURL(/\/cart$/);
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
