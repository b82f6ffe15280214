// The catalog (spec section 2.4) against the seeded API: search, price slider, type and trait
// filters, pagination, pre-selection from a home tile, URL sharing, the mobile drawer and the
// empty state. Expected lists are computed from /api/products.
import { expect, test } from '@playwright/test';
import { gotoWaitsForApp } from './helpers/shell';
import { FIRST_PAGE_BUDGET_GZIP, kb, measureRoute } from '../measure';
import { layoutShifts, nextFrames, observeLayoutShifts } from './helpers/layout-shift';
import { withoutInlinedData } from './helpers/inlined-data';
import {
  PAGE_SIZE, TYPE_LABELS, apiProducts, cards, catalogOf, expectResults, expected, searchTermFrom, setRange, summary, type ApiProduct,
} from './helpers/catalog';

// act on the page once the app has taken it over (the served page area is not interactive before it hydrates)
test.beforeEach(({ page }) => gotoWaitsForApp(page));

let all: ApiProduct[] = [];
test.beforeAll(async ({ request }) => {
  all = await apiProducts(request);
  expect(catalogOf(all).length, 'the seed fills more than one catalog page').toBeGreaterThan(PAGE_SIZE);
});

const pager = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Pagination' });
const panel = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Filters' });

test('lists the catalog 12 to a page with skeletons first and cards that link to their product', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  await page.route('**/api/products', async (route) => { await gate; await route.continue(); });
  await withoutInlinedData(page, '**/catalog');
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();
  await expect(page.getByTestId('program-card-skeleton')).toHaveCount(PAGE_SIZE);
  const skeletonBox = await page.getByTestId('program-card-skeleton').first().boundingBox();
  release();
  const list = catalogOf(all);
  await expectResults(page, list);
  await page.unroute('**/api/products');
  const cardBox = await cards(page).first().boundingBox();
  expect(Math.abs(cardBox!.height - skeletonBox!.height), 'cards replace skeletons of the same size').toBeLessThanOrEqual(2);
  expect(cardBox!.width).toBeCloseTo(skeletonBox!.width, 0);

  const first = list[0]!;
  const card = cards(page).first();
  await expect(card.getByRole('link', { name: first.productName })).toHaveAttribute('href', `/${first.productType}/${first.productNickName}`);
  await expect(card.getByText(first.offerCme === 'Yes' ? 'Earn CME/CE credits' : '24/7 Live Chat')).toBeVisible();
  const img = card.locator('img');
  if (await img.count()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
  }

  // a Contact Us product shows no price, wherever it sits in the list
  const contact = list.findIndex((p) => !p.productPrice);
  if (contact >= 0) {
    const pageNo = Math.floor(contact / PAGE_SIZE) + 1;
    await page.goto(`/catalog${pageNo > 1 ? `?page=${pageNo}` : ''}`);
    await expect(cards(page).filter({ hasText: list[contact]!.productName }).getByText('Contact Us')).toBeVisible();
  }

  // the whole card is the link's hit area
  await page.goto('/catalog');
  await cards(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/${first.productType}/${first.productNickName}$`));
});

test('searches names and tags case-insensitively', async ({ page }) => {
  const term = searchTermFrom(all);
  await page.goto('/catalog');
  await expectResults(page, catalogOf(all));
  await panel(page).getByLabel('Search programs').fill(term.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${term.toUpperCase()}`));
  await expectResults(page, expected(all, { q: term }));
});

test('the price slider narrows by inclusive bounds, one history entry per thumb run', async ({ page }) => {
  await page.goto('/catalog');
  await expectResults(page, catalogOf(all));
  const max = panel(page).getByRole('slider', { name: 'Maximum price' });
  const min = panel(page).getByRole('slider', { name: 'Minimum price' });
  await expect(max).toHaveAttribute('max', '6000');
  await expect(max).toHaveAttribute('step', '100');
  await expect(max).toHaveValue('6000');
  await expect(min).toHaveValue('0');

  const prices = [...new Set(catalogOf(all).map((p) => p.productPrice ?? 0).filter((p) => p > 0))].sort((a, b) => a - b);
  const hi = Math.ceil(prices[Math.floor(prices.length / 2)]! / 100) * 100; // a bound that splits the list
  await setRange(max, hi);
  await expect(page).toHaveURL(new RegExp(`[?&]max=${hi}(&|$)`));
  await expectResults(page, expected(all, { max: hi }));

  const lo = Math.floor(prices[1]! / 100) * 100 || 100; // drops Contact Us and the cheapest products
  await setRange(min, lo);
  await expectResults(page, expected(all, { min: lo, max: hi }));
  await expect(page.getByTestId('price-values')).toHaveText(`$${lo.toLocaleString('en-US')}$${hi.toLocaleString('en-US')}`);

  // typing on one thumb made one entry: back undoes the minimum, then the maximum
  await page.goBack();
  await expect(min).toHaveValue('0');
  await expectResults(page, expected(all, { max: hi }));
  await page.goBack();
  await expect(max).toHaveValue('6000');
  await expectResults(page, catalogOf(all));
});

test('type and trait filters combine, and a filter change returns to page 1', async ({ page }) => {
  await page.goto('/catalog?page=2');
  await expectResults(page, catalogOf(all), 2);
  await panel(page).getByRole('checkbox', { name: 'Market Research' }).check();
  await expect(page).not.toHaveURL(/page=/);
  await expectResults(page, expected(all, { types: ['report'] }));
  await panel(page).getByRole('checkbox', { name: 'Certification' }).check();
  await expect(page).toHaveURL(/\?type=certification&type=report$/);
  await expectResults(page, expected(all, { types: ['certification', 'report'] }));

  await panel(page).getByRole('checkbox', { name: 'Best Rated' }).check();
  await expectResults(page, expected(all, { types: ['certification', 'report'], traits: ['Best Rated'] }));
  await panel(page).getByRole('checkbox', { name: 'Certification' }).uncheck();
  await panel(page).getByRole('checkbox', { name: 'Market Research' }).uncheck();
  await expectResults(page, expected(all, { traits: ['Best Rated'] }));
  await panel(page).getByRole('checkbox', { name: 'Best Rated' }).uncheck();
  await panel(page).getByRole('checkbox', { name: 'Best Seller' }).check();
  const sellers = expected(all, { traits: ['Best Seller'] });
  await expectResults(page, sellers);
  if (sellers.length) await expect(cards(page).getByTestId('feature-badge')).toHaveText(sellers.slice(0, PAGE_SIZE).map(() => 'Best Seller'));

  for (const [value, label] of Object.entries(TYPE_LABELS)) {
    await expect(panel(page).getByRole('checkbox', { name: label, exact: true })).toHaveAttribute('value', value);
  }
});

test('pagination: 12 a page, 5 page links, previous and next, current page marked', async ({ page }) => {
  const list = catalogOf(all);
  const pages = Math.ceil(list.length / PAGE_SIZE);
  await page.goto('/catalog');
  await expectResults(page, list);
  const nav = pager(page);
  await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, pages));
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /Previous/ })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/catalog\?page=2$/);
  await expectResults(page, list, 2);
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await nav.getByRole('link', { name: /Previous/ }).click();
  await expectResults(page, list, 1);
  await nav.getByRole('link', { name: /Next/ }).click();
  await expectResults(page, list, 2);
  await page.goto(`/catalog?page=${pages}`);
  await expectResults(page, list, pages);
  await expect(nav.getByRole('link', { name: /Next/ })).toHaveCount(0);

  // fewer than 12 matches: no pager
  const small = Object.keys(TYPE_LABELS).find((t) => { const n = expected(all, { types: [t] }).length; return n > 0 && n < PAGE_SIZE; });
  if (small) {
    await page.goto(`/catalog?type=${small}`);
    await expectResults(page, expected(all, { types: [small] }));
    await expect(pager(page)).toHaveCount(0);
  }
});

test('a home tile pre-selects its type in the catalog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Find the right program' }).getByRole('link', { name: /Market Research/ }).click();
  await expect(page).toHaveURL(/\/catalog\?type=report$/);
  await expect(panel(page).getByRole('checkbox', { name: 'Market Research' })).toBeChecked();
  await expectResults(page, expected(all, { types: ['report'] }));

  await page.goto('/');
  await page.getByRole('region', { name: 'Find the right program' }).getByRole('link', { name: /Best Sellers/ }).click();
  await expect(page).toHaveURL(/\/catalog\?trait=Best\+Seller$/);
  await expect(panel(page).getByRole('checkbox', { name: 'Best Seller' })).toBeChecked();
  await expectResults(page, expected(all, { traits: ['Best Seller'] }));
});

test('/certifications is the catalog with certifications selected', async ({ page }) => {
  await page.goto('/certifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Certifications' })).toBeVisible();
  await expect(panel(page).getByRole('checkbox', { name: 'Certification' })).toBeChecked();
  await expectResults(page, expected(all, { types: ['certification'] }));
});

test('the address carries the filters: shared links, reload, back and forward', async ({ page }) => {
  const term = searchTermFrom(all);
  const url = `/catalog?q=${term}&type=certification&type=report&trait=New&trait=Best+Rated`;
  await page.goto(url);
  const want = expected(all, { q: term, types: ['certification', 'report'], traits: ['New', 'Best Rated'] });
  const check = async () => {
    await expect(panel(page).getByLabel('Search programs')).toHaveValue(term);
    for (const name of ['Certification', 'Market Research', 'New', 'Best Rated']) await expect(panel(page).getByRole('checkbox', { name, exact: true })).toBeChecked();
    await expect(panel(page).getByRole('checkbox', { name: 'Event' })).not.toBeChecked();
    await expectResults(page, want);
  };
  await check();
  await page.reload();
  await check();

  await page.goto('/catalog');
  await expectResults(page, catalogOf(all));
  await panel(page).getByRole('checkbox', { name: 'Event' }).check();
  await expect(page).toHaveURL(/\?type=event$/);
  await panel(page).getByRole('checkbox', { name: 'Webinar' }).check();
  await expectResults(page, expected(all, { types: ['event', 'webinar'] }));
  await page.goBack();
  await expect(panel(page).getByRole('checkbox', { name: 'Webinar' })).not.toBeChecked();
  await expectResults(page, expected(all, { types: ['event'] }));
  await page.goBack();
  await expect(panel(page).getByRole('checkbox', { name: 'Event' })).not.toBeChecked();
  await expectResults(page, catalogOf(all));
  await page.goForward();
  await expect(panel(page).getByRole('checkbox', { name: 'Event' })).toBeChecked();
  await expectResults(page, expected(all, { types: ['event'] }));
});

test('nothing matches: a clear empty state that resets the filters', async ({ page }) => {
  await page.goto('/catalog?q=no-program-is-called-this&type=webinar');
  const empty = page.getByTestId('catalog-empty');
  await expect(empty.getByRole('heading', { name: 'No programs match your filters' })).toBeVisible();
  await expect(summary(page)).toHaveText('No programs match');
  await expect(pager(page)).toHaveCount(0);
  await empty.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(panel(page).getByLabel('Search programs')).toHaveValue('');
  await expectResults(page, catalogOf(all));
});

test('an event that has ended is not on sale in the catalog; events ahead are', async ({ page }) => {
  expect(all.some((p) => p.productName === 'MSL Excellence Workshop 2025'), 'the list API leaves it out').toBe(false);
  await page.goto('/catalog?q=MSL%20Excellence%20Workshop');
  await expect(page.getByTestId('catalog-empty')).toBeVisible();
  await page.goto('/catalog?q=Leadership%20Forum%202027');
  await expect(cards(page).filter({ hasText: 'Medical Affairs Leadership Forum 2027' })).toHaveCount(1);
});

test('a failed product fetch is logged, the page stays usable and can retry', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') logs.push(m.text()); });
  let fail = true;
  await page.route('**/api/products', (route) => (fail ? route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'down', statusCode: 503 } }) : route.continue()));
  await withoutInlinedData(page, '**/catalog?type=event');
  await page.goto('/catalog?type=event');
  await expect(page.getByText('We could not load the programs just now.')).toBeVisible();
  expect(logs.some((l) => l.includes('[api] products'))).toBe(true);
  await expect(panel(page).getByRole('checkbox', { name: 'Event' })).toBeChecked();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectResults(page, expected(all, { types: ['event'] }));
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('filters open in a bottom drawer from Apply Filters, with the 3000 slider', async ({ page }) => {
    await page.goto('/catalog');
    await expectResults(page, catalogOf(all));
    await expect(panel(page)).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Apply Filters' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box!.y + box!.height).toBeCloseTo(740, 0); // anchored to the bottom edge
    await expect(drawer.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('max', '3000');
    await expect(drawer.getByRole('slider', { name: 'Maximum price' })).toHaveValue('3000');

    await drawer.getByRole('checkbox', { name: 'Certification' }).check();
    await expect(page).toHaveURL(/\?type=certification$/);
    const want = expected(all, { types: ['certification'] });
    await drawer.getByRole('button', { name: `Show ${want.length} program${want.length === 1 ? '' : 's'}` }).click();
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toContainText('1');
    await expectResults(page, want);

    // the top thumb below its end is a real limit; at the end it means no limit
    await open.click();
    await setRange(drawer.getByRole('slider', { name: 'Maximum price' }), 2900);
    await expectResults(page, expected(all, { types: ['certification'], max: 2900 }));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('catalog-375.png'), fullPage: false });
  });
});

test('first load of /catalog stays within the JavaScript budget with one React', async ({ browser, baseURL }) => {
  const w = await measureRoute(browser, baseURL!, '/catalog');
  test.info().annotations.push({ type: 'weight', description: `${w.scripts} scripts, ${kb(w.gzip)} gzip` });
  expect(w.reactCopies).toBe(1);
  expect(w.gzip, w.files.map((f) => `${kb(f.gzip)} ${f.url}`).join('\n')).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_GZIP);
});

// Layout stability while the programs load: the skeletons hold the cards' final cells and the
// filter aside (desktop) or the Apply Filters button (mobile) is there from the first render, so
// the arrival of the products moves nothing. Every layout-shift entry of the page counts (observed
// buffered from the start of the navigation; nothing here follows an input). The product request is
// held until the skeletons have painted, so the skeleton-to-card swap is always measured.
for (const [width, height] of [[1280, 900], [375, 740]] as const) {
  for (const path of ['/catalog', '/certifications']) {
    test(`${path} loads without layout shift at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await observeLayoutShifts(page);
      let release!: () => void;
      const gate = new Promise<void>((r) => { release = r; });
      await page.route('**/api/products', async (route) => { await gate; await route.continue(); });
      await withoutInlinedData(page, `**${path}`);
      const frames = () => nextFrames(page);

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('program-card-skeleton')).toHaveCount(PAGE_SIZE);
      // the final layout is there while loading: the aside on desktop, the drawer button on mobile
      if (width >= 900) await expect(panel(page)).toBeVisible();
      else await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
      await frames();
      release();
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByTestId('program-card-skeleton')).toHaveCount(0);
      await page.waitForLoadState('networkidle'); // the card images in view have arrived
      await frames();
      await page.unroute('**/api/products');

      const { total, shifts } = await layoutShifts(page);
      test.info().annotations.push({ type: 'layout shift', description: `${path} at ${width} px: ${total.toFixed(4)}` });
      expect(total, `layout shifts while ${path} loads:\n${shifts.flatMap((s) => s.sources).join('\n')}`).toBeLessThanOrEqual(0.05);
    });
  }
}
