// Accessibility scan: axe-core over every route of spec section 2.1, at desktop
// (1280×800) and 375 px wide, once each page has loaded its data, plus the states that matter (the
// cart with items, the mobile menu, the summit dialogs, the review drawer, the catalog's filter
// drawer, forms showing their errors, the account menu). Any serious or critical violation fails the
// test; all of them are printed, grouped by rule, with the routes and elements where they occur.
//
// One page is reused for the whole run (desktop pass, then the same routes at 375 px), so that the
// sign-in and the paid order that the guarded routes need are made once.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/checkout';
import { loadCatalog, pathOf, pick, type CatalogProduct } from './helpers/product';
import { answerQuiz } from './helpers/marketing';
import { appStarted } from './helpers/keyboard';
import { setCartInPage } from './helpers/shell';
import { ASPIRING, FULL } from './helpers/summit';
import { storedAccessToken, TEST_BUYER } from './helpers/auth';
import { PAYING_CARD, payWithCard } from './helpers/purchase';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };
const FAILING = new Set(['serious', 'critical']);

type Width = 'desktop' | 'mobile';
interface Found { id: string; impact: string; help: string; helpUrl: string; where: string; target: string; summary: string }
interface Route {
  path: string;
  label?: string;
  /** Runs after the first load; the route is loaded again when it navigated away. */
  ready?: (page: Page) => Promise<void>;
  /** Brings the page into the state to scan (a dialog open, errors shown). */
  state?: (page: Page, pass: Pass) => Promise<void>;
  /** For a state: scan only this part (the rest of the page was scanned on its own route). */
  include?: string;
  only?: Width;
}

const h1 = (page: Page) => page.locator('h1').first();

/** The page is drawn with its data: a main heading, no busy region, no loader, no pending request. */
async function settle(page: Page): Promise<void> {
  await appStarted(page); // a click in the served markup before the app takes over is lost
  await expect(h1(page)).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Signing you in)/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => { /* long-lived requests: the checks above suffice */ });
  // images that load late can change the backgrounds axe computes contrast against
  await page.evaluate(() => Promise.all([...document.images].filter((i) => !i.complete && i.loading !== 'lazy').map((i) => new Promise((r) => { i.onload = i.onerror = r; }))));
}

const visibleDialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Presses the first submit button of the page's main form, empty, so the errors show. */
async function submitEmpty(page: Page, form = page.locator('main form').first()): Promise<void> {
  await form.locator('button[type="submit"]').first().click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
}

/** Buys a certification as the signed-in buyer with the sandbox card; returns the success address. */
async function paidSuccessUrl(page: Page, productId: number): Promise<string> {
  const bearer = await storedAccessToken(page);
  const res = await page.request.post('/api/stripe-checkout', {
    headers: { Authorization: `Bearer ${bearer}` },
    data: {
      products: [{ productId, quantity: 1, productDetailType: 'certification' }],
      purchaseObj: { extraCert: [] }, email: TEST_BUYER.email, fullName: TEST_BUYER.name, termsAgreed: true,
      paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {},
    },
  });
  expect(res.ok(), `checkout: ${res.status()} ${await res.text()}`).toBeTruthy();
  await page.goto(((await res.json()) as { url: string }).url);
  await payWithCard(page, PAYING_CARD, TEST_BUYER.name);
  await expect(page).toHaveURL(/\/success\?session_id=/);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

function publicRoutes(all: CatalogProduct[]): Route[] {
  const now = Date.now();
  const bcmas = pick(all, 'certification', (p) => p.productNickName === 'bcmas');
  const products: Route[] = [
    bcmas, pick(all, 'certification', (p) => p.productNickName === 'bcmas-audio'),
    pick(all, 'event', (p) => !!p.eventStartDate && Date.parse(p.eventStartDate) > now),
    // an event that has ended is an archive page, no longer in the catalog list
    { productType: 'event', productNickName: 'msl-excellence-workshop-2025' },
    pick(all, 'report'), pick(all, 'extension'), pick(all, 'bundle'), pick(all, 'database'),
    pick(all, 'thinkTankVideo'), pick(all, 'thinkTankReport'), pick(all, 'webinar'),
  ].map((p) => ({ path: pathOf(p) }));
  const cartLines = [bcmas, pick(all, 'report'), pick(all, 'event', (p) => !!p.eventStartDate && Date.parse(p.eventStartDate) > now)]
    .map((p) => ({ productId: p.productId, quantity: 1, productDetailType: p.productType }));
  return [
    { path: '/' },
    { path: '/catalog' },
    { path: '/catalog', label: '/catalog (filter drawer open)', only: 'mobile', state: async (page) => {
      await page.getByRole('button', { name: /Apply Filters/ }).click();
      await expect(visibleDialog(page, 'Filters')).toBeVisible();
    }, include: '[role="dialog"]' },
    { path: '/certifications' },
    { path: '/cart', label: '/cart (empty)' },
    ...products,
    { path: pathOf(bcmas), label: `${pathOf(bcmas)} (review drawer open)`, state: async (page) => {
      await page.getByRole('button', { name: 'See all reviews' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }, include: '[role="dialog"]' },
    { path: '/conference' },
    { path: `/conference/${FULL}` },
    { path: `/conference/${FULL}`, label: `/conference/${FULL} (group-ticket dialog open, with errors)`, state: async (page) => {
      await page.getByRole('button', { name: 'Ask about group tickets' }).click();
      const dialog = visibleDialog(page, 'Group tickets');
      await dialog.getByRole('button', { name: 'Request group rate' }).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    }, include: '[role="dialog"]' },
    { path: `/conference/${FULL}`, label: `/conference/${FULL} (sponsor dialog open)`, state: async (page) => {
      await page.getByRole('button', { name: 'Become a sponsor' }).click();
      await expect(visibleDialog(page, 'Sponsor the summit')).toBeVisible();
    }, include: '[role="dialog"]' },
    { path: `/conference/${ASPIRING}` },
    { path: '/faq' },
    { path: '/policies' },
    { path: '/terms' },
    { path: '/contact-us' },
    { path: '/contact-us', label: '/contact-us (form errors)', state: (page) => submitEmpty(page), include: 'main form' },
    { path: '/contact-us/mas-b2c' },
    { path: '/contact-us/mas-b2b' },
    { path: '/contact-us/jobs' },
    { path: '/summit-conference-badge' },
    { path: '/summit-conference-free-pass' },
    { path: '/sipha-conference' },
    { path: '/sipha-conference', label: '/sipha-conference (form errors)', state: (page) => submitEmpty(page), include: 'main form' },
    { path: '/acma-summit-nominations' },
    { path: '/acma-summit-nominations', label: '/acma-summit-nominations (form errors)', state: (page) => submitEmpty(page), include: 'main form' },
    { path: '/definitive-guide-ebook' },
    { path: '/definitive-guide-ebook', label: '/definitive-guide-ebook (form errors)', state: (page) => submitEmpty(page), include: 'main form' },
    { path: '/pharmacist-definitive-guide-ebook' },
    { path: '/thank-you-msl-guide' },
    { path: '/thank-you-pharmacist-guide' },
    { path: '/has-event/raffle' },
    { path: '/has-event/testimonial' },
    { path: '/has-event/breakfast' },
    { path: '/has-event/reimbursement-ai-trial' },
    { path: '/test-your-knowledge-medical-affairs' },
    { path: '/test-your-knowledge-medical-affairs', label: '/test-your-knowledge-medical-affairs (errors, then result)', only: 'desktop', state: async (page, pass) => {
      await page.getByRole('button', { name: 'Submit my answers' }).click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
      await pass.scan('/test-your-knowledge-medical-affairs (errors)', 'main form');
      await page.getByLabel('First name', { exact: true }).fill('Dana');
      await page.getByLabel('Last name', { exact: true }).fill('Okafor');
      await page.getByLabel('Email', { exact: true }).fill('dana.okafor@example.com');
      await answerQuiz(page, [2]);
      await page.getByRole('button', { name: 'Submit my answers' }).click();
      await expect(page.getByTestId('quiz-result')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    } },
    { path: '/biologics-biosimilars' },
    { path: '/thank-you-biologics-biosimilars' },
    { path: '/generic-error' },
    { path: '/404Error' },
    { path: '/no-such-page/at-all', label: 'not found (any other path)' },
    { path: '/callback', label: '/callback (no sign-in under way)' },
    { path: '/cart', label: '/cart (with items)', ready: async (page) => {
      await setCartInPage(page, cartLines);
    } },
    { path: '/', label: '/ (mobile menu open)', only: 'mobile', state: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(visibleDialog(page, 'Menu')).toBeVisible();
    }, include: '[role="dialog"]' },
  ];
}

function guardedRoutes(successPath: () => string): Route[] {
  return [
    { path: '/checkout' },
    { path: '/checkout', label: '/checkout (errors, promo field open)', state: async (page) => {
      await page.getByRole('button', { name: 'Add Promotion Code' }).click();
      await expect(page.getByLabel('Promotion code')).toBeVisible();
      await page.getByTestId('checkout-details').getByLabel('Full Name').fill('');
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
    }, include: 'main' },
    { path: '/profile' },
    { path: '/profile', label: '/profile (account menu open)', only: 'desktop', state: async (page) => {
      await page.getByRole('button', { name: `Account menu for ${TEST_BUYER.email}` }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    }, include: 'header' },
    { path: '/additionalFields' },
    // the badge form is for signed-in users: signed out the page asks to sign in
    { path: '/summit-conference-badge', label: '/summit-conference-badge (signed in, form errors)', state: (page) => submitEmpty(page), include: 'main form' },
    { path: '/cancel' },
    { path: '/success', label: '/success (generic, paid)', ready: async (page) => { await page.goto(successPath()); } },
  ];
}

// ---- the scan ----

/** One width's pass over the routes, on one page. */
class Pass {
  readonly found: Found[] = [];
  readonly scanned: string[] = [];
  constructor(readonly width: Width, readonly page: Page) {}

  readonly failures: string[] = [];

  async scan(where: string, include?: string): Promise<void> {
    // legacy mode: one axe.run in the page (no frames to reach here), without the extra blank page
    // that axe.finishRun needs; only violations are collected, which keeps each run short
    const axe = new AxeBuilder({ page: this.page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
    if (include) axe.include(include);
    const { violations } = await axe.analyze();
    this.scanned.push(`${this.width} ${where}`);
    // printed as found, so a run that is cut short still shows what it saw
    for (const v of violations) console.log(`axe ${this.width} ${where}: [${v.impact}] ${v.id} × ${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    for (const v of violations) {
      for (const n of v.nodes) {
        this.found.push({
          id: v.id, impact: v.impact ?? 'unknown', help: v.help, helpUrl: v.helpUrl, where: `${this.width} ${where}`,
          target: n.target.join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        });
      }
    }
  }

  async visit(r: Route): Promise<void> {
    if (r.only && r.only !== this.width) return;
    const label = r.label ?? r.path;
    const page = this.page;
    await test.step(`${this.width} ${label}`, async () => {
      try {
        await page.goto(r.path, { waitUntil: 'domcontentloaded' });
        if (r.ready) {
          await r.ready(page);
          if (!page.url().includes(r.path)) await page.goto(r.path, { waitUntil: 'domcontentloaded' });
        }
        await settle(page);
        if (r.state) {
          await r.state(page, this);
          await settle(page);
        }
        await this.scan(label, r.include);
      } catch (e) {
        // recorded, and the pass goes on: one broken page must not hide the others' results
        this.failures.push(`${this.width} ${label}: ${(e as Error).message.split('\n')[0]}`);
      }
    });
  }
}

function report(found: Found[]): string {
  const byRule = new Map<string, Found[]>();
  for (const f of found) byRule.set(`${f.impact}|${f.id}`, [...(byRule.get(`${f.impact}|${f.id}`) ?? []), f]);
  const order = ['critical', 'serious', 'moderate', 'minor', 'unknown'];
  const lines: string[] = [];
  for (const [key, list] of [...byRule].sort(([a], [b]) => order.indexOf(a.split('|')[0]!) - order.indexOf(b.split('|')[0]!))) {
    const [impact, id] = key.split('|');
    lines.push(`[${impact}] ${id}: ${list[0]!.help} (${list[0]!.helpUrl})`);
    const byTarget = new Map<string, Found[]>();
    for (const f of list) byTarget.set(f.target, [...(byTarget.get(f.target) ?? []), f]);
    for (const [target, at] of byTarget) {
      const places = [...new Set(at.map((f) => f.where))];
      lines.push(`    ${target}`);
      lines.push(`      on ${places.slice(0, 4).join('; ')}${places.length > 4 ? `; and ${places.length - 4} more` : ''}`);
      lines.push(`      ${at[0]!.summary.slice(0, 300)}`);
    }
  }
  return lines.join('\n');
}

test('axe: every route at 1280 and 375 px, no serious or critical violation', async ({ browser, page, request }, testInfo) => {
  // one test for ~120 scans: a few minutes on a quiet 2-core machine, far more when it is loaded
  test.setTimeout(600_000);
  const all = await loadCatalog(request);
  const routes = publicRoutes(all);
  const bcmas = pick(all, 'certification', (p) => p.productNickName === 'bcmas');
  const report30 = pick(all, 'report');
  let paid!: (path: string) => void;
  const successPath = new Promise<string>((r) => { paid = r; });
  let success = '';

  // both widths at once, each in its own context (the machine's two cores share the work)
  await page.setViewportSize(DESKTOP);
  const mobileContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: MOBILE });
  const passes = [new Pass('desktop', page), new Pass('mobile', await mobileContext.newPage())];
  await Promise.all(passes.map(async (pass) => {
    const p = pass.page;
    await p.goto('/');
    await setCartInPage(p, []); // the public routes start with an empty cart
    for (const r of routes) await pass.visit(r);

    await test.step(`${pass.width}: sign in${pass.width === 'desktop' ? ' and pay for an order (for /success, /profile, /additionalFields)' : ''}`, async () => {
      await signIn(p, { returnTo: '/profile' });
      if (pass.width === 'desktop') paid(await paidSuccessUrl(p, bcmas.productId));
      success = await successPath;
    });
    // /checkout needs a cart (else it moves on to /cart)
    await p.goto('/');
    await setCartInPage(p, [
      { productId: bcmas.productId, quantity: 2, productDetailType: 'certification' },
      { productId: report30.productId, quantity: 1, productDetailType: 'report' },
    ]);
    for (const r of guardedRoutes(() => success)) await pass.visit(r);
  }));
  await mobileContext.close();

  const found = passes.flatMap((p) => p.found);
  const scanned = passes.flatMap((p) => p.scanned);
  const counts: Record<string, number> = {};
  for (const f of found) counts[f.impact] = (counts[f.impact] ?? 0) + 1;
  const summary = `${scanned.length} scans (${passes.map((p) => `${p.scanned.length} ${p.width}`).join(', ')}); violations (elements) by impact: ${JSON.stringify(counts)}`;
  const text = `${summary}\n\nCould not scan:\n${passes.flatMap((p) => p.failures).join('\n')}\n\nScanned:\n${scanned.map((s) => `  ${s}`).join('\n')}\n\n${report(found)}`;
  await testInfo.attach('axe-report.txt', { body: text, contentType: 'text/plain' });
  console.log(summary);
  const failures = passes.flatMap((p) => p.failures);
  expect(failures, 'routes that could not be loaded or brought into the state to scan').toEqual([]);
  const failing = found.filter((f) => FAILING.has(f.impact));
  expect(failing.length, `serious or critical axe violations:\n${report(failing)}`).toBe(0);
});
