// Nothing fixed sits on what the buyer focuses or needs to reach (issue 47, items 3 and 4; WCAG 2.2
// 2.4.11 Focus Not Obscured): the chat launcher (FAQ and contact pages), the phone's bottom tab bar,
// the sticky top bar and the summit's stuck section menu. Every element reached with Tab is clear of
// them with its focus ring; the footer's last links can be scrolled clear of the launcher and tapped;
// the room is the document's own (the root's scroll-padding, the footer's padding), served with the
// page, so it holds in a browser that scrolls less on focus than Chromium does.
import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, nextFrames, observeLayoutShifts } from './helpers/layout-shift';
import { gotoWaitsForApp } from './helpers/shell';

test.beforeEach(({ page }) => gotoWaitsForApp(page));

const CHAT_PAGES = ['/faq', '/contact-us', '/contact-us/mas-b2b'];
const PAGES = [...CHAT_PAGES, '/event/medical-affairs-leadership-forum-2027', '/conference/summit-march-2027', '/acma-summit-nominations'];
const VIEWPORTS = [{ width: 375, height: 740 }, { width: 1280, height: 800 }];

/** What is fixed over the page: the top bar, the tab bar, the chat launcher and the summit's section menu once it is stuck. */
const LAYER = '#root > header, [data-testid="bottom-bar"], [data-testid="chat-launcher"], nav[aria-label="Summit sections"][data-fixed="true"]';

interface Stop { name: string; hits: string[]; done: boolean }

/**
 * The focused element, and what of the fixed layer its box with its focus ring (outline width +
 * offset) intersects, or the viewport's edge it crosses. The layer's own controls (and the skip
 * link, drawn over the top bar) are not checked. `done` once focus has left the page or come round.
 */
function focusedStop(layer: string): Stop {
  const w = window as unknown as { __stops?: WeakSet<Element> };
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || w.__stops?.has(el)) return { name: '', hits: [], done: true };
  (w.__stops ??= new WeakSet()).add(el);
  const name = `<${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.id).trim().slice(0, 50)}`;
  if (el.closest('#root > header, [data-testid="bottom-bar"], [data-testid="chat-launcher"], nav[aria-label="Summit sections"]') || el.matches('a[href="#main"]')) {
    return { name, hits: [], done: false };
  }
  const s = getComputedStyle(el);
  const ring = s.outlineStyle === 'none' ? 0 : Math.max(0, parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset));
  const r = el.getBoundingClientRect();
  const box = { left: r.left - ring, top: r.top - ring, right: r.right + ring, bottom: r.bottom + ring };
  const hits: string[] = [];
  for (const c of document.querySelectorAll<HTMLElement>(layer)) {
    if (c.getClientRects().length === 0) continue;
    const b = c.getBoundingClientRect();
    const x = Math.min(box.right, b.right) - Math.max(box.left, b.left);
    const y = Math.min(box.bottom, b.bottom) - Math.max(box.top, b.top);
    if (x > 0 && y > 0) hits.push(`${c.dataset.testid ?? c.getAttribute('aria-label') ?? c.tagName.toLowerCase()} ${Math.round(x)}x${Math.round(y)}`);
  }
  const height = document.documentElement.clientHeight;
  if (box.top < 0 || box.bottom > height) hits.push(`off screen (${Math.round(box.top)}..${Math.round(box.bottom)} of ${height})`);
  return { name, hits, done: false };
}

/**
 * The shell's Tab scroll (lib/focus-clear.ts) is loaded with prefetch, on the first pointer, touch or
 * focus or once the page is idle, not with the first load: the checks below run once it is there (a
 * Tab before it is handled when it arrives).
 */
const focusClearInstalled = (page: Page) =>
  expect.poll(() => page.evaluate(() => performance.getEntriesByName('focus-clear-installed').length), { timeout: 20_000 }).toBe(1);

/** Tabs through every focusable element of the page from its top; the stops that something covers. */
async function coveredStops(page: Page): Promise<string[]> {
  await focusClearInstalled(page);
  const covered: string[] = [];
  for (let n = 0; n < 300; n++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(focusedStop, LAYER);
    if (stop.done) return covered;
    if (stop.hits.length) covered.push(`${stop.name}: ${stop.hits.join(', ')}`);
  }
  throw new Error('Tab ×300 did not come round');
}

/** How far into the viewport the fixed layer reaches from the bottom and from the top, in px. */
const layerReach = (page: Page) => page.evaluate((layer) => {
  const height = document.documentElement.clientHeight;
  let bottom = 0;
  let top = 0;
  for (const c of document.querySelectorAll<HTMLElement>(layer)) {
    if (c.getClientRects().length === 0) continue;
    const b = c.getBoundingClientRect();
    if (b.top > height / 2) bottom = Math.max(bottom, height - b.top);
    else top = Math.max(top, b.bottom);
  }
  const root = getComputedStyle(document.documentElement);
  const px = (v: string) => (v === 'auto' ? 0 : parseFloat(v));
  return { bottom, top, paddingBottom: px(root.scrollPaddingBottom), paddingTop: px(root.scrollPaddingTop) };
}, LAYER);

const FOCUS_RING = 5; // 3 px outline + 2 px offset (shared-ui global-style)

for (const viewport of VIEWPORTS) {
  for (const path of PAGES) {
    test(`${path} (${viewport.width} px): every element Tab reaches is clear of the chat launcher, the tab bar and the top bar, with its ring`, async ({ page }) => {
      test.setTimeout(90_000); // up to 60 stops, each measured
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      if (CHAT_PAGES.includes(path)) await expect(page.getByTestId('chat-launcher')).toBeVisible();
      expect(await coveredStops(page)).toEqual([]);
    });
  }

  test(`the root's scroll-padding keeps the room the fixed layer takes, so any browser scrolls a focused element clear of it (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of PAGES) {
      await page.goto(path);
      const reach = await layerReach(page);
      if (viewport.width < 900) expect(reach.bottom, `${path}: the tab bar`).toBeGreaterThanOrEqual(60);
      if (CHAT_PAGES.includes(path)) expect(reach.bottom, `${path}: the launcher`).toBeGreaterThan(viewport.width < 900 ? 60 : 0);
      expect(reach.paddingBottom, `${path}: scroll-padding-bottom`).toBeGreaterThanOrEqual(reach.bottom + FOCUS_RING);
      expect(reach.paddingTop, `${path}: scroll-padding-top`).toBeGreaterThanOrEqual(reach.top + FOCUS_RING);
    }
  });
}

for (const viewport of VIEWPORTS) {
  test(`on the chat pages every footer link can be scrolled clear of the launcher: what is at its centre is the link (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of CHAT_PAGES) {
      await page.goto(path);
      await expect(page.getByTestId('chat-launcher')).toBeVisible();
      const links = page.locator('footer a[href]');
      const count = await links.count();
      expect(count).toBeGreaterThan(5);
      for (let i = 0; i < count; i++) {
        // as far as the page scrolls: the link in the middle, or the page at its end for the last ones
        const hit = await links.nth(i).evaluate((a) => {
          a.scrollIntoView({ block: 'center' });
          const r = a.getBoundingClientRect();
          return { at: a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)), name: a.textContent };
        });
        expect(hit.at, `${path}: "${hit.name}" is not covered`).toBe(true);
      }
    }
  });
}

test.describe('phone, touch (375 x 740)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("on /faq the footer's YouTube link, at the end of the page, is tapped, not the chat launcher", async ({ page, context }) => {
    await context.route(/youtube\.com/, (r) => r.fulfill({ contentType: 'text/html', body: '<title>YouTube</title>' }));
    await page.goto('/faq');
    await expect(page.getByTestId('chat-launcher')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nextFrames(page);
    const youtube = page.locator('footer').getByRole('link', { name: /^YouTube/ });
    const box = (await youtube.boundingBox())!;
    const popup = context.waitForEvent('page');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    expect((await popup).url()).toMatch(/^https:\/\/www\.youtube\.com\//);
    await expect(page.getByRole('dialog')).toHaveCount(0); // the launcher was not pressed
  });
});

/**
 * A browser that leaves a partly covered element where it is on Tab. Firefox ESR does (it scrolls
 * only an element that is wholly out of the room the root's scroll-padding leaves; "Register Today"
 * then ended 12-13 px under the tab bar), Chromium scrolls it clear: here Tab is carried out so, in
 * Chromium, after every listener of the page has seen the key (the page's own are capture or
 * target listeners; this one is the window's last, in the bubbling phase).
 */
const tabWithoutScrolling = (page: Page) => page.evaluate(() => {
  window.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab' || e.defaultPrevented) return;
    const all = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !(el instanceof HTMLInputElement && el.type === 'hidden'));
    const next = all[all.indexOf(document.activeElement as HTMLElement) + (e.shiftKey ? -1 : 1)];
    if (!next) return;
    e.preventDefault();
    next.focus({ preventScroll: true });
  });
});

interface Target { path: string; selector: string; text?: string; nth?: number }

/** Puts the target 12 px under the tab bar's top (or the top bar's bottom), focuses its neighbour without scrolling, and Tabs (or Shift+Tabs) to it. */
async function tabOntoPartlyCovered(page: Page, t: Target, edge: 'bottom' | 'top'): Promise<string[]> {
  // the nth match of its selector, with its text when given
  const target = { selector: t.selector, text: t.text ?? '', nth: t.nth ?? 0 };
  const crossing = await page.evaluate(([tt, where]) => {
    const el = [...document.querySelectorAll<HTMLElement>(tt.selector)].filter((e) => !tt.text || e.textContent?.trim() === tt.text)[tt.nth]!;
    const r = el.getBoundingClientRect();
    if (where === 'bottom') {
      const bar = document.querySelector('[data-testid="bottom-bar"]')!.getBoundingClientRect();
      window.scrollBy(0, r.bottom - (bar.top + 12)); // its last 12 px under the tab bar
    } else {
      const bar = document.querySelector('#root > header')!.getBoundingClientRect();
      window.scrollBy(0, r.top - (bar.bottom - 12)); // its first 12 px under the top bar
    }
    const all = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])')]
      .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden');
    all[all.indexOf(el) + (where === 'bottom' ? -1 : 1)]!.focus({ preventScroll: true });
    // how far it crosses the bar's edge now, before Tab
    const now = el.getBoundingClientRect();
    return where === 'bottom' ? now.bottom - document.querySelector('[data-testid="bottom-bar"]')!.getBoundingClientRect().top
      : document.querySelector('#root > header')!.getBoundingClientRect().bottom - now.top;
  }, [target, edge] as const);
  expect(Math.round(crossing), `${t.text ?? t.selector} is partly under the ${edge === 'bottom' ? 'tab' : 'top'} bar before Tab`).toBeGreaterThan(8);
  await page.keyboard.press(edge === 'bottom' ? 'Tab' : 'Shift+Tab');
  const focused = await page.evaluate((tt) => document.activeElement === [...document.querySelectorAll(tt.selector)].filter((e) => !tt.text || e.textContent?.trim() === tt.text)[tt.nth], target);
  expect(focused, `${t.selector} ${t.text ?? ''} has focus`).toBe(true);
  const stop = await page.evaluate(focusedStop, LAYER);
  return stop.hits.map((h) => `${stop.name}: ${h}`);
}

test.describe('a browser that does not scroll a partly covered element on focus (Firefox)', () => {
  // a phone whose window is 640 px high: the event's "Register Today" (first screen at 740) can be under the tab bar
  test.use({ viewport: { width: 375, height: 640 } });

  const CASES: Target[] = [
    { path: '/event/medical-affairs-leadership-forum-2027', selector: '[data-testid="register-today"]' },
    { path: '/conference/summit-march-2027', selector: '[data-testid="summit-page"] button', text: 'Register Today', nth: 1 }, // the one after the hero's
    { path: '/conference/summit-march-2027', selector: '[data-testid="summit-page"] button', text: 'Ask about group tickets' },
    { path: '/acma-summit-nominations', selector: '#nominate input:not([type="hidden"])' },
    { path: '/faq', selector: 'main summary', text: 'Which payment methods do you accept?' },
    { path: '/contact-us', selector: '#contact-form input' },
  ];
  for (const c of CASES) {
    test(`${c.path}: Tab onto ${c.text ?? c.selector} partly under the tab bar, and Shift+Tab onto it partly under the top bar, leaves it clear`, async ({ page }) => {
      await page.goto(c.path);
      await expect(page.locator(c.selector).first()).toBeVisible();
      await focusClearInstalled(page);
      await tabWithoutScrolling(page);
      expect(await tabOntoPartlyCovered(page, c, 'bottom')).toEqual([]);
      expect(await tabOntoPartlyCovered(page, c, 'top')).toEqual([]);
    });
  }
});

for (const viewport of VIEWPORTS) {
  test(`the room for the chat launcher is in the served page: scroll-padding and the footer's end, before any script, and nothing shifts as the page starts (${viewport.width} px)`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000); // three pages, each loaded twice
    const off = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport });
    const with_ = await browser.newContext({ baseURL, viewport });
    try {
      for (const path of CHAT_PAGES) {
        const page = await off.newPage();
        await page.goto(path);
        const served = await page.evaluate(() => ({
          padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0,
          footer: parseFloat(getComputedStyle(document.querySelector('footer')!).paddingBottom),
        }));
        const live = await with_.newPage();
        await observeLayoutShifts(live);
        await live.goto(path);
        await live.locator('html[data-live]').waitFor({ state: 'attached' });
        await expect(live.getByTestId('chat-launcher')).toBeVisible();
        const reach = await layerReach(live);
        const footer = await live.evaluate(() => parseFloat(getComputedStyle(document.querySelector('footer')!).paddingBottom));
        expect(served.padding, `${path} ${viewport.width} px: scroll-padding-bottom served`).toBeGreaterThanOrEqual(reach.bottom + FOCUS_RING);
        expect(served.padding, `${path} ${viewport.width} px: the same once live`).toBe(reach.paddingBottom);
        expect(served.footer, `${path} ${viewport.width} px: the footer's end clears the launcher`).toBeGreaterThanOrEqual(reach.bottom + FOCUS_RING);
        expect(served.footer, `${path} ${viewport.width} px: the same once live`).toBe(footer);
        await nextFrames(live);
        const shifts = await layoutShifts(live);
        expect(shifts.total, `${path} ${viewport.width} px: ${JSON.stringify(shifts.shifts)}`).toBe(0);
        await page.close();
        await live.close();
      }
    } finally {
      await off.close();
      await with_.close();
    }
  });
}
