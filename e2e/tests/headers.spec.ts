// Security headers on every route of spec section 2.1: each route is rendered in the
// browser under the site's real CSP, and the test fails on any CSP violation (the document's
// securitypolicyviolation events and Chromium's console reports), on a page that does not render,
// and on any script from another origin without Subresource Integrity. The guarded routes are visited
// signed in. shell.spec.ts checks the header's directives once; this walks every route.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/checkout';
import { navigateInApp, setCartInPage } from './helpers/shell';

/** Every route of the table, with real slugs from the seed catalog for each product type. */
const PUBLIC_ROUTES = [
  '/', '/catalog', '/certifications', '/cart', '/shopping-cart',
  '/certification/bcmas', '/certification/pacs', '/certification/cspp', '/certification/prc', '/certification/bcmas-audio',
  '/event/medical-affairs-leadership-forum-2027', '/report/msl-compensation-report-2025', '/extension/bcmas-extension',
  '/bundle/bcmas-pacs-career-bundle', '/database/msl-talent-database',
  '/conference/summit-march-2025', '/conference/summit-march-2025-for-aspiring-professionals',
  '/thinkTankVideo/medical-affairs-2030-think-tank-video', '/thinkTankReport/medical-affairs-2030-think-tank-report',
  '/webinar/kol-engagement-digital-era-webinar',
  '/faq', '/policies', '/terms', '/contact-us', '/contact-us/mas-b2c', '/contact-us/mas-b2b', '/contact-us/jobs',
  '/summit-conference-badge', '/summit-conference-free-pass', '/sipha-conference', '/acma-summit-nominations',
  '/definitive-guide-ebook', '/pharmacist-definitive-guide-ebook', '/thank-you-msl-guide', '/thank-you-pharmacist-guide',
  '/has-event/raffle', '/has-event/testimonial', '/has-event/breakfast', '/has-event/reimbursement-ai-trial',
  '/test-your-knowledge-medical-affairs', '/biologics-biosimilars', '/thank-you-biologics-biosimilars',
  '/generic-error', '/404Error', '/no-such-page-at-all', '/certification/no-such-slug',
];
const SIGNED_IN_ROUTES = ['/checkout', '/profile', '/success?session_id=cs_sandbox_0000', '/cancel', '/additionalFields'];

interface Watch { violations: string[]; unsignedScripts: Set<string>; thirdPartyScripts: Set<string> }

/** Collects CSP violations of our own documents and every cross-origin script request. */
async function watch(page: Page, origin: string): Promise<Watch> {
  const w: Watch = { violations: [], unsignedScripts: new Set(), thirdPartyScripts: new Set() };
  await page.addInitScript((own) => {
    if (location.origin !== own) return; // the identity provider's sign-in page has a CSP of its own
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspReport?: (s: string) => void }).__cspReport?.(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  }, origin);
  await page.exposeFunction('__cspReport', (s: string) => w.violations.push(s));
  page.on('console', (m) => {
    if (new URL(page.url()).origin === origin && /Content Security Policy/i.test(m.text())) w.violations.push(`${page.url()}: ${m.text()}`);
  });
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && new URL(r.url()).origin !== origin) w.thirdPartyScripts.add(r.url());
  });
  return w;
}

/** Renders `route` by client-side navigation (same document, so its remote's chunks load under the CSP). */
async function visit(page: Page, route: string) {
  await navigateInApp(page, route);
  await expect(page.locator('h1').first(), route).toBeVisible();
  await expect(page.getByTestId('remote-fallback'), `${route} rendered its page`).toHaveCount(0);
}

/** Cross-origin <script src> in the document without an integrity attribute. */
const scriptsWithoutIntegrity = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
  .filter((s) => new URL(s.src, location.href).origin !== location.origin && !s.integrity)
  .map((s) => s.src));

function check(w: Watch, unsigned: string[]) {
  for (const s of unsigned) w.unsignedScripts.add(s);
  expect(w.violations, 'CSP violations').toEqual([]);
  expect([...w.unsignedScripts], 'third-party scripts without Subresource Integrity').toEqual([]);
  // the default configuration names no forms, chat or analytics provider: no third-party script at all
  expect([...w.thirdPartyScripts], 'third-party scripts in the default configuration').toEqual([]);
}

test('every public route renders under the CSP with no violation and no third-party script without SRI', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const w = await watch(page, origin);
  const first = await page.goto('/');
  const headers = first!.headers();
  // scripts from the site, and the one inline script (the early event script in the head) by its hash
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')].map((s) => s.textContent ?? ''));
  expect(inline, 'one inline script, first in the head').toHaveLength(1);
  expect(await page.evaluate(() => document.head.querySelector('script')?.getAttribute('type'))).toBeNull();
  const digest = await page.evaluate(async (text) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))), inline[0]!);
  expect(headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${digest}'`);
  expect(await page.evaluate(() => typeof (window as unknown as { __acmaEarly?: unknown }).__acmaEarly)).toBe('object'); // it ran
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // a cart, so that the cart page and the product pages render their full state
  await setCartInPage(page, [{ productId: 2, quantity: 1, productDetailType: 'certification' }]);
  for (const route of PUBLIC_ROUTES) {
    await visit(page, route);
    for (const s of await scriptsWithoutIntegrity(page)) w.unsignedScripts.add(`${route}: ${s}`);
  }
  // and each remote's first page as a fresh document (the document-level CSP on a full load)
  for (const route of ['/catalog', '/report/msl-compensation-report-2025', '/conference/summit-march-2025', '/test-your-knowledge-medical-affairs', '/cart']) {
    const r = await page.goto(route);
    expect(r!.headers()['content-security-policy'], route).toBe(headers['content-security-policy']);
    expect(r!.headers()['x-content-type-options'], route).toBe('nosniff');
    await expect(page.locator('h1').first(), route).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  check(w, await scriptsWithoutIntegrity(page));
});

test('every signed-in route renders under the CSP with no violation', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const w = await watch(page, origin);
  await signIn(page, { returnTo: '/profile' });
  await setCartInPage(page, [{ productId: 5, quantity: 1, productDetailType: 'report' }]);
  for (const route of SIGNED_IN_ROUTES) {
    await visit(page, route);
    for (const s of await scriptsWithoutIntegrity(page)) w.unsignedScripts.add(`${route}: ${s}`);
  }
  await page.waitForLoadState('networkidle');
  check(w, []);
});

test('a CSP violation is caught by this watcher (the check can fail)', async ({ page, baseURL }) => {
  const w = await watch(page, new URL(baseURL!).origin);
  await page.goto('/faq');
  await expect(page.locator('h1').first()).toBeVisible();
  // an inline script and a third-party image, both refused by the policy
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__ran = true';
    document.body.appendChild(s);
    const img = document.createElement('img');
    img.src = 'https://tracker.invalid/pixel.gif';
    document.body.appendChild(img);
  });
  await expect.poll(() => w.violations.length).toBeGreaterThanOrEqual(2);
  expect(w.violations.join('\n')).toMatch(/script-src/);
  expect(w.violations.join('\n')).toMatch(/img-src/);
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
});
