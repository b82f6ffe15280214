// Input on the first frame before the app is live: the early event script inlined in the
// document's head (server/early-events.ts) keeps the buyer's clicks, keys and typing on the
// server's frame while the scripts load, and the shell replays them once hydration has committed
// (shell/src/lib/app-live.ts): each action happens exactly once, typed text is the app's. The shell's
// scripts are held (main.js answered only when the test says) on a CPU slowed 4 times, as a phone's.
// The script runs under the site's CSP (its hash in script-src): no violation.
import { expect, test, type Page } from '@playwright/test';
import { throttleCpu, watchRootCommit } from './helpers/hydration';
import { settled, watchTimers } from './helpers/settle';

/** Holds the shell's entry (main.js) until the returned function is called: the frame stays without any app script. */
async function holdShellScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/main\.js(\?[^/]*)?$/, async (route) => { await held; await route.continue(); });
  return release;
}

/** Console messages about the Content Security Policy (Chromium reports each blocked script there). */
function cspMessages(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) found.push(m.text()); });
  return found;
}

/** Opens `path` with the shell's scripts held; resolves with the frame on screen and the early script watching. */
async function openHeld(page: Page, path: string) {
  const csp = cspMessages(page);
  await throttleCpu(page);
  const release = await holdShellScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.__acmaEarly && { kept: window.__acmaEarly.q.length, live: window.__acmaEarly.live })).toEqual({ kept: 0, live: false });
  return {
    csp,
    /** Lets the scripts load; resolves once the app is live (markAppLive: hydration committed, replay done). */
    async goLive() {
      await expect(page.locator('html')).not.toHaveAttribute('data-live');
      release();
      await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 30_000 });
    },
  };
}

declare global {
  interface Window { __acmaEarly?: { q: unknown[]; live: boolean } }
}

test.describe('on a phone (412 px)', () => {
  test.use({ viewport: { width: 412, height: 860 } });

  test('a button clicked before the app is live acts once after it is', async ({ page }) => {
    await watchTimers(page);
    const { csp, goLive } = await openHeld(page, '/certification/bcmas');
    const toggle = page.getByRole('button', { name: 'Show all 20 modules' });
    await toggle.click();
    // taken: kept for the app, marked busy, nothing changed yet
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => window.__acmaEarly!.q.length)).toBe(1);
    await goLive();
    // once: the list is open (a second replay would have closed it again)
    const open = page.getByRole('button', { name: 'Show fewer' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(open).not.toHaveAttribute('aria-busy');
    // and stays open once the start's remaining work, and what it put off for a moment, has run (the
    // page idle, then rendered twice)
    await settled(page);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // the app has it from now on: one more click closes the list
    await open.click();
    await expect(page.getByRole('button', { name: 'Show all 20 modules' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => window.__acmaEarly!.live)).toBe(true);
    expect(csp).toEqual([]);
  });

  test('a page scrolled before the app is live stays where the buyer put it; the submit clicked there is replayed', async ({ page }) => {
    const { csp, goLive } = await openHeld(page, '/has-event/raffle');
    const submit = page.getByRole('button', { name: 'Enter the raffle', exact: true });
    await submit.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    // the highest the page is scrolled from now on (focusing the first field may scroll up to it)
    await page.evaluate(() => {
      const w = window as unknown as { minScrollY: number };
      w.minScrollY = window.scrollY;
      window.addEventListener('scroll', () => { w.minScrollY = Math.min(w.minScrollY, window.scrollY); });
    });
    await submit.click();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await goLive();
    // the empty form's errors, the first field focused: the click was the app's
    const first = page.getByLabel(/^First name( \*)?$/);
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    // hydration did not send the page to the top (a move under the pointer turns the buyer's next
    // click into a miss): at most the first field, far down the page, was scrolled to
    const firstTop = await first.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(firstTop).toBeGreaterThan(900);
    expect(await page.evaluate(() => (window as unknown as { minScrollY: number }).minScrollY)).toBeGreaterThan(firstTop - 500);
    expect(csp).toEqual([]);
  });

  test('a button pressed once the layout has hydrated but not yet the page acts once, at the press: React hydrates the page there, nothing is kept', async ({ page }) => {
    test.setTimeout(90_000); // up to five loads of the product page on the slowed CPU
    // the layout (bars, footer) commits first; the page, in its own Suspense boundary, hydrates after
    // it, in slices (lib/shell-store.tsx), the early script still watching. A press in between is
    // React's: at the pointer's press it hydrates the page at once, and the click finds it hydrated.
    // The window lasts a few slices: the press is aimed when the root has committed with the button
    // still to hydrate, and what it met is read at the press itself (before React's listener).
    await throttleCpu(page, 8);
    await watchRootCommit(page);
    await page.addInitScript(() => {
      document.addEventListener('pointerdown', (e) => {
        const committed = window.rootCommitted!();
        const button = (e.target as Element).closest('button');
        (window as unknown as { pressMet: unknown }).pressMet = { committed, hydrated: !!button && Object.keys(button).join().includes('__reactFiber$') };
      }, true);
    });
    let met: { committed: boolean; hydrated: boolean } | null = null;
    for (let attempt = 0; attempt < 5 && !(met?.committed && !met.hydrated); attempt++) {
      await page.goto('/certification/bcmas', { waitUntil: 'commit' });
      const served = page.getByRole('button', { name: 'Show all 20 modules' });
      await served.scrollIntoViewIfNeeded();
      const box = (await served.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(() => window.rootCommitted!(), null, { polling: 1, timeout: 30_000 });
      await page.mouse.down();
      await page.mouse.up();
      met = await page.evaluate(() => (window as unknown as { pressMet?: { committed: boolean; hydrated: boolean } }).pressMet ?? null);
      await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 30_000 });
    }
    expect(met, 'the press met the layout hydrated and the page not yet').toEqual({ committed: true, hydrated: false });
    // once: the list is open (a second handling closed it again), and stays open once the start's work has run
    const open = page.getByRole('button', { name: 'Show fewer' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await settled(page);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => window.__acmaEarly!.q.length)).toBe(0);
  });

  test('links stay native before the app is live: followed at once, nothing kept', async ({ page }) => {
    const { csp } = await openHeld(page, '/certification/bcmas');
    await page.getByTestId('rating-link').click();
    await expect(page).toHaveURL(/\/certification\/bcmas#reviews$/);
    expect(await page.evaluate(() => window.__acmaEarly!.q.length)).toBe(0);
    // a page link: the browser loads that page (its frame) with the app's scripts still held
    await page.getByRole('link', { name: 'Explore BCMAS Audio' }).click();
    await expect(page).toHaveURL(/\/certification\/bcmas-audio$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('BCMAS');
    expect(csp).toEqual([]);
  });
});

test('Add to Cart pressed before the app is live: the form goes to the server, which adds; the stored cart takes the line in once when the scripts run', async ({ page }) => {
  test.setTimeout(90_000); // two documents (the product page, then the cart) on the slowed CPU
  await watchTimers(page);
  const { csp, goLive } = await openHeld(page, '/certification/bcmas');
  await page.getByTestId('buy-card').getByRole('button', { name: 'Add to Cart' }).click();
  // a form with an action stays native: the server adds and answers the cart (303 to /cart), its
  // scripts still held
  await expect(page).toHaveURL(/\/cart$/);
  const rows = page.getByTestId('cart-item');
  await expect(rows).toHaveCount(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-live');
  const bcmas = await rows.first().getAttribute('data-product-id');
  await goLive();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await settled(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('acma.cart.v1') ?? '[]') as unknown[]);
  expect(stored).toEqual([{ productId: Number(bcmas), quantity: 1, productDetailType: 'certification' }]);
  await expect(rows).toHaveCount(1);
  const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'add_to_cart').length);
  expect(events).toBe(1);
  expect(csp).toEqual([]);
});

test('typing and a filter checkbox before the app is live: the text and the filter are the app\'s, once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { csp, goLive } = await openHeld(page, '/catalog');
  const search = page.getByRole('searchbox', { name: 'Search programs' }).first();
  await search.click();
  await page.keyboard.type('pacs');
  const certification = page.getByRole('checkbox', { name: 'Certification' }).first();
  await certification.click();
  // the box is not toggled before the app has it (its state is the app's)
  await expect(certification).not.toBeChecked();
  await goLive();
  // the text stays where the buyer typed it, and is the app's: the list is filtered and the address says so
  await expect(search).toHaveValue('pacs');
  await expect(certification).toBeChecked();
  await expect(page).toHaveURL(/\/catalog\?(?=.*\bq=pacs\b)(?=.*\btype=certification\b)/);
  const summary = await page.getByTestId('results-summary').textContent();
  // typing on goes on from the buyer's text
  await search.press('End');
  await page.keyboard.type(' x');
  await expect(page).toHaveURL(/\bq=pacs(\+|%20)x\b/);
  await expect(search).toHaveValue('pacs x');
  expect(csp).toEqual([]);

  // the same filters opened directly show the same programs
  await page.unroute(/\/main\.js(\?[^/]*)?$/);
  await page.goto('/catalog?q=pacs&type=certification');
  await expect(page.getByTestId('results-summary')).toHaveText(summary!);
  expect(summary).toMatch(/^Showing 1–\d+ of \d+ programs?$/);
});

test('a page without a served frame is live at the shell\'s first commit; the inline script breaks no CSP rule', async ({ page, request }) => {
  const csp = cspMessages(page);
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => ({ live: window.__acmaEarly?.live, marks: performance.getEntriesByName('app-live').length }))).toEqual({ live: true, marks: 1 });
  // the served script is the one the header's hash names
  const res = await request.get('/faq');
  const inline = /<script>([^]*?)<\/script>/.exec(await res.text())?.[1];
  expect(inline).toBeTruthy();
  const hash = await page.evaluate(async (text) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))), inline!);
  expect(res.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
  expect(csp).toEqual([]);
});
