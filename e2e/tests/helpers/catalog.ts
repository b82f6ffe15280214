// Helpers for the catalog and home specs. Expectations are computed from the real API's product
// list with an independent copy of the catalog's rules (spec sections 2.4 and 9), not hard-coded.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface ApiProduct {
  productId: number;
  productType: string;
  productDetailType: string;
  productNickName: string;
  productName: string;
  productTagLine: string;
  productPrice: number | null;
  strikeoutPrice: number | null;
  productRating: number;
  productFeature: string | null;
  productTags: string;
  offerCme: 'Yes' | 'No';
  numberOfModules: number | null;
  accessTime: string | null;
}

export const CATALOG_TYPES = ['certification', 'event', 'report', 'bundle', 'database', 'extension', 'webinar'];
export const TYPE_LABELS: Record<string, string> = {
  certification: 'Certification', event: 'Event', report: 'Market Research', bundle: 'Bundle',
  database: 'Database', extension: 'Program Extensions', webinar: 'Webinar',
};
export const PAGE_SIZE = 12;

export async function apiProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/products');
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiProduct[];
}

/** The products the catalog lists (the seven offered types), in API order. */
export const catalogOf = (all: ApiProduct[]) => all.filter((p) => CATALOG_TYPES.includes(p.productType));

const price = (p: ApiProduct) => (typeof p.productPrice === 'number' ? p.productPrice : 0);

export function expected(all: ApiProduct[], f: { q?: string; min?: number; max?: number | null; types?: string[]; traits?: string[] }): ApiProduct[] {
  const q = (f.q ?? '').trim().toLowerCase();
  return catalogOf(all).filter((p) =>
    (!q || p.productName.toLowerCase().includes(q) || (p.productTags ?? '').toLowerCase().includes(q))
    && price(p) >= (f.min ?? 0) && (f.max == null || price(p) <= f.max)
    && (!f.types?.length || f.types.includes(p.productType))
    && (!f.traits?.length || f.traits.some((t) => (t === 'Best Rated' ? p.productRating >= 4.8 : (p.productFeature ?? '').toLowerCase() === t.toLowerCase()))));
}

export const cards = (page: Page): Locator => page.getByTestId('program-card');
export const summary = (page: Page): Locator => page.getByTestId('results-summary');

/** Waits for the catalog to finish loading and checks the summary and the first page's cards. */
export async function expectResults(page: Page, list: ApiProduct[], pageNo = 1) {
  if (list.length === 0) {
    await expect(page.getByRole('heading', { name: 'No programs match your filters' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    return;
  }
  const first = (pageNo - 1) * PAGE_SIZE;
  const onPage = list.slice(first, first + PAGE_SIZE);
  await expect(summary(page)).toHaveText(`Showing ${first + 1}–${first + onPage.length} of ${list.length} program${list.length === 1 ? '' : 's'}`);
  await expect(cards(page)).toHaveCount(onPage.length);
  await expect(cards(page).getByRole('heading')).toHaveText(onPage.map((p) => p.productName));
}

/** A word from the products' names or tags that some, but not all, catalog products match. */
export function searchTermFrom(all: ApiProduct[]): string {
  const list = catalogOf(all);
  const words = new Set<string>();
  for (const p of list) for (const w of `${p.productName} ${p.productTags ?? ''}`.split(/[^A-Za-z]+/)) if (w.length >= 5) words.add(w.toLowerCase());
  const scored = [...words].map((w) => ({ w, n: expected(all, { q: w }).length })).filter((x) => x.n > 1 && x.n < list.length);
  scored.sort((a, b) => b.n - a.n || a.w.localeCompare(b.w));
  expect(scored.length, 'the seed has a word shared by some products').toBeGreaterThan(0);
  return scored[Math.floor(scored.length / 2)]!.w;
}

/** Moves a range input with the keyboard: Home, then ArrowRight once per step of 100. */
export async function setRange(slider: Locator, value: number) {
  await slider.focus();
  await slider.press('Home');
  for (let v = 0; v < value; v += 100) await slider.press('ArrowRight');
  await expect(slider).toHaveValue(String(value));
}
