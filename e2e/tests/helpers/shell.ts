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
