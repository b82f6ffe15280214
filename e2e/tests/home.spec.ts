// Home (spec sections 1, 2.3 and 9): every section, featured certifications from the API, the
// hero in the first paint and no layout shift when the products arrive.
import { expect, test } from '@playwright/test';
import { apiProducts, type ApiProduct } from './helpers/catalog';
import { withoutInlinedData } from './helpers/inlined-data';

let all: ApiProduct[] = [];
test.beforeAll(async ({ request }) => { all = await apiProducts(request); });

test('renders every section with the featured certifications from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accredited board certifications for medical affairs professionals');
  await expect(page.getByRole('link', { name: 'Explore certifications' })).toHaveAttribute('href', '/certifications');

  await expect(page.getByRole('region', { name: /over 250 companies/ }).getByTestId('partner')).not.toHaveCount(0);

  const featured = page.getByRole('region', { name: 'Featured certifications' });
  const certs = all.filter((p) => p.productType === 'certification').slice(0, 4);
  expect(certs.length).toBeGreaterThan(0);
  await expect(featured.getByTestId('featured-card').getByRole('heading')).toHaveText(certs.map((c) => c.productName));
  await expect(featured.getByRole('link', { name: certs[0]!.productName })).toHaveAttribute('href', `/certification/${certs[0]!.productNickName}`);
  // prices come from the API (the server is the authority on price)
  const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
  for (const [i, c] of certs.entries()) {
    const card = featured.getByTestId('featured-card').nth(i);
    await expect(card).toContainText(c.productPrice ? usd(c.productPrice) : 'Contact Us');
    if (c.productPrice && c.strikeoutPrice && c.strikeoutPrice > c.productPrice) await expect(card.locator('s')).toHaveText(usd(c.strikeoutPrice));
  }

  const bundles = page.getByRole('region', { name: /Bundles/ });
  await expect(bundles).toContainText('Save up to25%off');

  await expect(page.getByRole('region', { name: 'Find the right program' }).getByTestId('category-tile')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Why professionals choose ACMA' }).getByRole('heading', { level: 3 })).toHaveCount(4);

  const accreditation = page.getByRole('region', { name: /accredited standard since 2015/ });
  for (const claim of ['founded in 2015', 'international continuing-education accreditor', 'more than 8000 certified professionals', 'Over 250 partner companies', 'over 25,000 users', '80+ countries']) {
    await expect(accreditation).toContainText(claim);
  }
  for (const stat of ['8000+', '250+', '25,000+', '80+']) await expect(accreditation.getByText(stat, { exact: true })).toBeVisible();

  const app = page.getByRole('region', { name: /Learn on your commute/ });
  for (const name of [/App Store/, /Google Play/, /learning platform/]) {
    const link = app.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }

  await featured.getByRole('link', { name: certs[0]!.productName }).click();
  await expect(page).toHaveURL(new RegExp(`/certification/${certs[0]!.productNickName}$`));
});

test('the hero paints before the products arrive and nothing shifts when they do', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  await page.route('**/api/products', async (route) => { await gate; await route.continue(); });
  await withoutInlinedData(page, '**/');
  // layout shifts of anything inside the page (the shell's own chrome is not this page's concern)
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
        const main = document.querySelector('main');
        if (!e.hadRecentInput && e.sources.some((s) => s.node && s.node !== main && main?.contains(s.node))) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('featured-skeleton')).toHaveCount(4);
  const before = await page.getByRole('heading', { name: /Bundles/ }).boundingBox();
  release();
  await expect(page.getByTestId('featured-card').first()).toBeVisible();
  await expect(page.getByTestId('featured-skeleton')).toHaveCount(0);
  const after = await page.getByRole('heading', { name: /Bundles/ }).boundingBox();
  expect(after!.y).toBe(before!.y);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.02);
});

test('the largest contentful paint is the hero', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const inHero = await page.evaluate(() => new Promise<boolean>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as unknown as { element: Element | null; id: string }[];
      const last = entries[entries.length - 1];
      // the served document paints the hero heading (server/document.ts), which React then hydrates
      resolve(last?.id === 'home-hero-heading' || !!last?.element?.closest('[aria-labelledby="home-hero-heading"]'));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));
  expect(inHero).toBe(true);
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('sections stack without horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('featured-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('home-375.png'), fullPage: true });
  });
});
