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

/** The served page area while its remote has not hydrated it yet (shell/src/lib/remote-page.tsx). */
export const SERVED_PAGE_NOT_LIVE = '[data-first-frame-page]:not([data-hydrated])';

/**
 * From now on `page.goto` returns once the app has taken over the served page: the shell has replaced
 * the served chrome, and the served page area (the remote's own markup) is hydrated (ARCHITECTURE.md
 * 5b). Before then it is not interactive.
 */
export function gotoWaitsForApp(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    // the frame's root, then the served page area until the remote has hydrated it
    await page.locator('[data-first-frame]').waitFor({ state: 'detached' });
    await page.locator(SERVED_PAGE_NOT_LIVE).waitFor({ state: 'detached' });
    return res;
  };
}
