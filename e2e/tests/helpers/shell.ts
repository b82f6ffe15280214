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

/**
 * From now on `page.goto` returns once the app has taken over the served page. The served page area
 * is the remote's own markup, which the app replaces (it does not hydrate it, ARCHITECTURE.md 5b):
 * what a test types or clicks in it before then is lost with it.
 */
export function gotoWaitsForApp(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    // the frame's root, then the served page area kept as the page's loading state until the remote renders
    await page.locator('[data-first-frame]').waitFor({ state: 'detached' });
    await page.locator('[data-first-frame-page]').waitFor({ state: 'detached' });
    return res;
  };
}
