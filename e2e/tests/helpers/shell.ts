import type { Page } from '@playwright/test';

export const CART_KEY = 'acma.cart.v1';

/** Writes the cart as shared-cart does (storage + event), from inside the page. */
export async function setCartInPage(page: Page, items: { productId: number; quantity: number; productDetailType: string }[]) {
  await page.evaluate(([key, lines]) => {
    localStorage.setItem(key as string, JSON.stringify(lines));
    window.dispatchEvent(new CustomEvent('cart:changed', { detail: { v: 1, count: (lines as unknown[]).length, items: lines } }));
  }, [CART_KEY, items] as const);
}

/** Collects console errors and uncaught page errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Moves the app to `path` as its router does (history.pushState + popstate): same document, no request for it. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The document once the app is live: the whole served page hydrated, its handlers attached (shell/src/lib/app-live.ts). */
export const APP_LIVE = 'html[data-live]';

/** Waits until the app is live: before then the served page is not interactive. */
export async function waitForLive(page: Page): Promise<void> {
  await page.locator(APP_LIVE).waitFor({ state: 'attached' });
}

/** Waits until the document is live if it is the app's (it has #root); another (the identity provider's, a hosted payment page) has nothing to wait for. */
export async function waitForLiveIfApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-live'));
}

/**
 * From now on `page.goto` returns once the app is live: the served document (the shell's layout
 * with the route's page inside) has been hydrated whole (ARCHITECTURE.md 5b). Before then it is
 * not interactive.
 */
export function gotoWaitsForApp(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    await waitForLiveIfApp(page);
    return res;
  };
}
