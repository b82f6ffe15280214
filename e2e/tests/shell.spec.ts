import { expect, test } from '@playwright/test';
import { APP_LIVE, CART_KEY, setCartInPage } from './helpers/shell';

test.describe('navigation chrome (desktop)', () => {
  test('top bar links and dropdowns', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Product Catalog' })).toHaveAttribute('href', '/catalog');
    const about = nav.getByRole('link', { name: /About/ });
    await expect(about).toHaveAttribute('target', '_blank');
    await expect(about).toHaveAttribute('href', /^https:\/\//);

    const certs = nav.getByRole('button', { name: 'Certifications' });
    await expect(certs).toHaveAttribute('aria-expanded', 'false');
    await certs.click();
    await expect(certs).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [['BCMAS', '/certification/bcmas'], ['PACS', '/certification/pacs'], ['CSPP', '/certification/cspp'], ['PRC', '/certification/prc'], ['Explore Certificates', '/certifications']]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    await expect(certs).toHaveAttribute('aria-expanded', 'false');
    await expect(certs).toBeFocused();

    const more = nav.getByRole('button', { name: 'More Info' });
    await more.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'FAQs' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/policies');
    await nav.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'General Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Questions' })).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test('FAQ accordions open and close by keyboard', async ({ page }) => {
    await page.goto('/faq');
    // a native disclosure (<details>): the summary is the control, its <details> holds the state
    const q = page.locator('summary', { hasText: 'What is your refund policy?' });
    const item = page.locator('details', { has: q });
    await expect(item).not.toHaveAttribute('open');
    await expect(page.getByText(/within 30 days of purchase/)).toBeHidden();
    await q.focus();
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('open', '');
    await expect(page.getByText(/within 30 days of purchase/)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(item).not.toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('open', '');
    await page.getByRole('main').getByRole('link', { name: 'refund policy', exact: true }).click();
    await expect(page).toHaveURL(/\/terms#refund$/);
    await expect(page.locator('#refund')).toBeInViewport();
  });

  test('policies and terms carry the spec figures', async ({ page }) => {
    await page.goto('/policies');
    for (const text of ['Windows 8 or higher', 'iOS 13 or higher', 'Android 9.0 or higher', 'TLS 1.2', 'NVDA and JAWS']) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Purchase' })).toBeVisible();
    for (const fee of ['$49', '$35', '$199', '$479', '$149', '30 days', '6 months', '90 days', '18 years']) {
      await expect(page.getByText(fee, { exact: false }).first()).toBeVisible();
    }
  });

  test('scrolls to the top on every route change', async ({ page }) => {
    await page.goto('/terms');
    await page.setViewportSize({ width: 1280, height: 400 });
    // the app has started and rendered the page (its start scrolls to the top once)
    await expect(page.locator(APP_LIVE)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'System requirements' }).click();
    await expect(page).toHaveURL(/\/policies$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('error pages', () => {
  test('unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/this/does/not/exist/anywhere');
    await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
  test('/404Error and /generic-error', async ({ page }) => {
    await page.goto('/404Error');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/generic-error');
    await expect(page.getByRole('heading', { name: 'Well, this is embarrassing' })).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });
  test('/CATALOG, /Faq, /Cart: one permanent redirect to the route\'s spelling (query kept); an unknown path is a 404 on the wire and in the page', async ({ page, request }) => {
    for (const [from, to, heading] of [['/CATALOG?utm_source=mail', '/catalog?utm_source=mail', /catalog/i], ['/Faq', '/faq', 'Frequently Asked Questions'], ['/Cart', '/cart', /cart/i]] as const) {
      const wire = await request.get(from, { maxRedirects: 0 });
      expect(wire.status(), from).toBe(301);
      expect(wire.headers().location, from).toBe(to);
      const res = await page.goto(from);
      expect(res!.status(), from).toBe(200);
      expect(res!.request().redirectedFrom()?.url(), from).toMatch(new RegExp(`${from.replace(/[?]/g, '\\?')}$`));
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
    const unknown = await page.goto('/No-Such-Page');
    expect(unknown!.status()).toBe(404);
    expect(unknown!.request().redirectedFrom()).toBeNull();
    await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
  });
  test('the redirect route goes to /cart', async ({ page }) => {
    await page.goto('/shopping-cart');
    await expect(page).toHaveURL(/\/cart$/);
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('hamburger drawer and bottom bar', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product Catalog' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const name of ['Product Catalog', 'BCMAS', 'PACS', 'CSPP', 'PRC', 'Explore Certificates', 'FAQs', 'Contact Us', 'Policies']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
    await burger.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Policies' }).click();
    await expect(page).toHaveURL(/\/policies$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
    await expect(bar.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
    await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/profile');
    await setCartInPage(page, [{ productId: 1, quantity: 1, productDetailType: 'certification' }]);
    await expect(page.getByTestId('bottom-cart-badge')).toHaveText('1');
  });
});

test('the cart badge follows changes made in another tab without a reload', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/faq');
  await b.goto('/policies');
  await expect(a.getByTestId('cart-badge')).toHaveText('0');
  await setCartInPage(b, [
    { productId: 1, quantity: 1, productDetailType: 'certification' },
    { productId: 20, quantity: 1, productDetailType: 'certification' },
  ]);
  await expect(b.getByTestId('cart-badge')).toHaveText('2');
  await expect(a.getByTestId('cart-badge')).toHaveText('2');
  await b.evaluate((key) => {
    localStorage.setItem(key, JSON.stringify([{ productId: 20, quantity: 1, productDetailType: 'certification' }]));
    window.dispatchEvent(new CustomEvent('cart:changed', { detail: { v: 1, count: 1, items: [] } }));
  }, CART_KEY);
  await expect(a.getByTestId('cart-badge')).toHaveText('1');
  await expect(a.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a remote whose manifest is blocked shows a fallback in the page area; navigation keeps working', async ({ page }) => {
  let block = true;
  // the remote's manifest and entry (the shell registers remotes by remoteEntry.js)
  await page.route(/\/releases\/marketing\/[0-9a-f]{12}\/(mf-manifest\.json|remoteEntry\.js)/, (route) => (block ? route.abort() : route.continue()));
  await page.goto('/faq');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('not available right now');
  // the chrome still works: badge, dropdown, and a shell route
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Certifications' }).click();
  await expect(page.getByRole('link', { name: 'Explore Certificates' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/generic-error');
  await expect(page.getByRole('heading', { name: 'Well, this is embarrassing' })).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  // the remote comes back: Try again loads it without a reload
  block = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
});

test('pages are served with a strict CSP and no page breaks it', async ({ page, request }) => {
  const res = await request.get('/faq');
  const csp = res.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect((await request.head('/catalog')).status()).toBe(200);

  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  // /certification/prc carries the seed's hostile excerpt (<script>, <img onerror>)
  for (const route of ['/', '/faq', '/catalog', '/certification/prc', '/cart']) {
    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), route).toEqual([]);
  }
});
