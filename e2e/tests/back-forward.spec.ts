// Back and Forward to a page kept in the back/forward cache (issue 47, item 6: in Firefox, after Add
// to Cart and Back, the badge said 2 while the cart held 3). A page restored from that cache is the
// same page, frozen while other pages changed the cart: it gets no `storage` event meanwhile, and
// must read the cart again when shown (shared-cart's `pageshow` listener).
//
// Playwright starts Chromium with --disable-back-forward-cache; this file's browser is started
// without that switch, so Chromium keeps and restores these pages for real. Each test checks that it
// did (the page's own state survived, and `pageshow` said `persisted`): a restore that did not
// happen would test nothing. (performance.getEntriesByType('navigation')[0].type stays "navigate"
// on a real restore: the entry is the page's first load, so it cannot say.)
import { expect, test, type Page } from '@playwright/test';
import { apiProducts } from './helpers/catalog';
import { CART_KEY, gotoWaitsForApp, setCartInPage } from './helpers/shell';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

declare global {
  interface Window { __keptPage?: number; __shown?: boolean[] }
}

/** Marks the page (its state survives only a restore from the cache) and notes each `pageshow`. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__keptPage = 1;
    window.__shown = [];
    window.addEventListener('pageshow', (e) => window.__shown!.push(e.persisted));
  });
}
const restored = (page: Page) => page.evaluate(() => window.__keptPage === 1 && (window.__shown ?? []).includes(true));

test('the badge of a page restored by Back is the cart as it is now, not as the page was left', async ({ page }) => {
  gotoWaitsForApp(page);
  await page.goto('/faq');
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  await markPage(page);
  // another document changes the cart: three lines
  await page.goto('/catalog');
  await setCartInPage(page, [
    { productId: 1, quantity: 1, productDetailType: 'certification' },
    { productId: 2, quantity: 1, productDetailType: 'certification' },
    { productId: 3, quantity: 1, productDetailType: 'certification' },
  ]);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await restored(page), 'Back restored the page from the back/forward cache').toBe(true);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  // and Forward: the catalog page (kept too) after the cart emptied here
  await markPage(page);
  await page.evaluate((key) => localStorage.setItem(key, '[]'), CART_KEY);
  await page.goForward();
  await expect(page).toHaveURL(/\/catalog$/);
  expect(await restored(page), 'Forward restored the page from the back/forward cache').toBe(true);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
});

test('the cart page restored by Back shows the lines the cart holds now', async ({ page, request }) => {
  const all = await apiProducts(request);
  const [a, b] = all.filter((p) => p.productType === 'certification' && (p.productPrice ?? 0) > 0);
  gotoWaitsForApp(page);
  await page.goto('/faq');
  await setCartInPage(page, [{ productId: a!.productId, quantity: 1, productDetailType: a!.productDetailType }]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await markPage(page);
  await page.goto('/faq');
  await setCartInPage(page, [
    { productId: a!.productId, quantity: 1, productDetailType: a!.productDetailType },
    { productId: b!.productId, quantity: 1, productDetailType: b!.productDetailType },
  ]);
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await restored(page)).toBe(true);
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});
