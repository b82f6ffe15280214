// Remote failures: a remote whose entry answers 500, a remote whose chunks fail after its
// entry loaded, and a remote that loads and then throws while rendering. In each case the page area
// shows the fallback with Try again, while the navigation, the cart badge and the cart page (another
// remote) keep working, another remote's page opens, and Try again recovers once the remote is back.
// (shell.spec.ts covers an aborted marketing entry; these cover the other remotes and failure kinds.)
import { expect, test, type Page } from '@playwright/test';
import { setCartInPage } from './helpers/shell';

const REPORT = '/report/msl-compensation-report-2025';
const REPORT_NAME = 'MSL Compensation & Career Trends Report 2025';

/** The chrome and the cart still work while the page area shows the fallback. */
async function chromeAndCartWork(page: Page) {
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('not available right now');
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  // the cart badge follows a change
  await setCartInPage(page, [
    { productId: 5, quantity: 1, productDetailType: 'report' },
    { productId: 2, quantity: 1, productDetailType: 'certification' },
  ]);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  // the navigation's dropdown opens and closes
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Certifications' }).click();
  await expect(nav.getByRole('link', { name: 'Explore Certificates' })).toBeVisible();
  await page.keyboard.press('Escape');
  // the cart page (the checkout remote) opens from the badge link, without a reload
  await page.getByRole('link', { name: /^Cart, 2 items?$/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  // and another remote's page (marketing) from the navigation
  await nav.getByRole('button', { name: 'More Info' }).click();
  await nav.getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
}

test('a remote entry answering 500: fallback in the page area; nav, badge and cart work; Try again recovers', async ({ page }) => {
  let broken = true;
  await page.route(/\/releases\/catalog\/[0-9a-f]{12}\/remoteEntry\.js/, (route) =>
    broken ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream error' }) : route.continue());
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto('/catalog');
  await chromeAndCartWork(page);
  // back to the broken remote: still the fallback; the remote returns and Try again loads it
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  broken = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  expect(pageErrors, 'no uncaught error reached the window').toEqual([]);
});

test("a remote whose chunks fail after its entry loaded: the fallback, and the remote's other pages recover", async ({ page }) => {
  let broken = true;
  // the entry loads; every other file of the remote is cut off
  await page.route(/\/releases\/product-pages\/[0-9a-f]{12}\/(?!remoteEntry\.js)[^?]+\.js/, (route) => (broken ? route.abort('connectionreset') : route.continue()));
  await page.goto(REPORT);
  await chromeAndCartWork(page);
  broken = false;
  await page.goto(REPORT);
  await expect(page.getByRole('heading', { level: 1, name: REPORT_NAME })).toBeVisible();
});

test('a remote that loads and then throws while rendering: fallback; the same remote\'s other pages and the cart still work', async ({ page }) => {
  let broken = true;
  // The product-pages entry as served, with its ReportPage module replaced by one that throws on render.
  await page.route(/\/releases\/product-pages\/[0-9a-f]{12}\/remoteEntry\.js/, async (route) => {
    let res: Awaited<ReturnType<typeof route.fetch>>;
    let body: string;
    try {
      res = await route.fetch();
      body = await res.text();
    } catch (e) {
      // the request went away while it was fetched (a preload or prefetch dropped by the next
      // navigation disposes its response): there is nothing left to answer
      if (/disposed|closed|cancel/i.test(String(e))) return;
      throw e;
    }
    if (broken) {
      const patched = body.replace(
        // the minifier writes the factory as `()=>()=>r(N)` or `()=>(()=>r(N))`
        /("\.\/ReportPage":\(\)=>Promise\.all\(\[[^\]]*\]\)\.then\(\(\)=>\(?\(\)=>)\w+\(\d+\)/,
        '$1({__esModule:true,default:function BrokenReportPage(){throw new Error("injected render failure")}})',
      );
      expect(patched, 'the ReportPage module was found in the entry').not.toBe(body);
      body = patched;
    }
    await route.fulfill({ response: res, body }).catch((e: unknown) => {
      if (!/disposed|closed|cancel/i.test(String(e))) throw e;
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  await page.goto(REPORT);
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  expect(consoleErrors.join('\n')).toContain('injected render failure'); // it did load and throw
  await chromeAndCartWork(page);
  // another page of the same remote renders (a fresh boundary per page)
  await page.goto('/certification/pacs');
  await expect(page.getByRole('heading', { level: 1, name: /PACS/ })).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  // a fixed deployment: the report page renders again
  broken = false;
  await page.goto(REPORT);
  await expect(page.getByRole('heading', { level: 1, name: REPORT_NAME })).toBeVisible();
});
