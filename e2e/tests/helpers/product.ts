// Helpers for the product-page specs: the seeded catalog read from the API, and small page probes.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface CatalogProduct {
  productId: number;
  productType: string;
  productNickName: string;
  productName: string;
  productPrice: number;
  strikeoutPrice: number | null;
  productExcerpt: string;
  productFeature: string | null;
  productFeatureImage: string | null;
  eventStartDate: string | null;
  boughtTogether: { productId: number; productName: string }[];
  bundleProducts: { productId: number; productName: string; productType: string; productNickName: string }[];
  related: { productType: string; productNickName: string; productName: string }[];
  moduleBreakdown: { modules: unknown[] };
  individualReviews: { review: unknown[] };
  speakers: unknown[];
}

/** Every product of the seed, whole: the list from GET /api/products (listings), each from GET /api/product. */
export async function loadCatalog(request: APIRequestContext): Promise<CatalogProduct[]> {
  const res = await request.get('/api/products');
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as { productNickName: string; productType: string }[];
  return Promise.all(list.map(async (p) => {
    const one = await request.get('/api/product', { params: { slug: p.productNickName, type: p.productType } });
    expect(one.ok()).toBe(true);
    return (await one.json()) as CatalogProduct;
  }));
}

/** The first product of a type that satisfies `when`; fails the test when the seed has none. */
export function pick(all: CatalogProduct[], type: string, when: (p: CatalogProduct) => boolean = () => true): CatalogProduct {
  const found = all.find((p) => p.productType === type && when(p));
  expect(found, `the seed has a ${type} product for this test`).toBeTruthy();
  return found!;
}

export const pathOf = (p: Pick<CatalogProduct, 'productType' | 'productNickName'>) => `/${p.productType}/${p.productNickName}`;

/** Opens a product page and waits for its heading. */
export async function openProduct(page: Page, p: CatalogProduct) {
  await page.goto(pathOf(p));
  await expect(page.getByRole('heading', { level: 1, name: p.productName })).toBeVisible();
}

/** The page's JSON-LD blocks. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const text = await page.locator('script#page-jsonld').textContent();
  return JSON.parse(text ?? '[]') as Record<string, unknown>[];
}

/** The cart as shared-cart stores it. */
export async function storedCart(page: Page): Promise<{ productId: number; quantity: number }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('acma.cart.v1') ?? '[]'));
}

/** Expects to be on /cart with the badge showing `count` and the stored cart holding `ids`. */
export async function expectInCart(page: Page, ids: number[]) {
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-badge')).toHaveText(String(ids.length));
  const cart = await storedCart(page);
  expect(cart.map((l) => l.productId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  expect(cart.every((l) => l.quantity === 1)).toBe(true);
}
