// The "app live" part of `pnpm bench`: when a phone can use the page, not only see it.
// Per route, in Debian's Chromium through Playwright, on an emulated phone: 412×915 (touch,
// device pixel ratio 1.75), the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate), the network
// at 150 ms latency, 1.6 Mbps down and 750 kbps up (CDP Network.emulateNetworkConditions), a cold
// cache (a new browser context per load); the median of LIVE_RUNS runs (default 3):
// - first paint: first-contentful-paint from the performance timeline;
// - app live: the first moment the route's key control (KEYS below: the Add to Cart button, the
//   filters, the form's submit…) is visible AND has its handlers attached, defined without help from
//   the build: the element's React props (`__reactProps$…`) hold an on* function and React itself
//   would deliver an event to it (its fiber is committed: react-dom's getNearestMountedFiber, the
//   check React's event system makes before it calls a handler; during a hydration the props are on
//   the server's elements before the tree commits, and a tap then does nothing). Polled on every
//   animation frame by a script added before the page's own (addInitScript). A submit button with no
//   handler of its own is live when its form is;
// - the `app-live` performance mark, when the build sets one (performance.mark('app-live') once its
//   hydration has committed), printed beside the measured figure;
// - the window between them (live − first paint), and the layout shifts without recent input from
//   the start of the load until live + 1 s (their sum);
// - soft navigations: a tap on an in-app link, timed from the click event to the new page's key
//   control visible and live, once with the target's remote not yet loaded in the session and once
//   more after going back (already loaded).
// With a base build (--base=<dir>: another worktree's built repository, served by its own
// server/serve.ts), every load and navigation runs on both builds, one after the other
// (this build, base, this build, base…), and each figure is printed beside the base's.
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** One build being measured: a label, its origin, and what it is (commit) for the report. */
export interface LiveTarget { label: string; origin: string; describe: string }

/** A key control: a CSS selector, optionally narrowed to elements whose text matches `text` (a RegExp source). */
interface KeySpec { selector: string; text?: string; native?: boolean }

/** The pages measured and their key control (the first of the list found visible and live). */
export const LIVE_ROUTES = ['/', '/catalog', '/certification/bcmas', '/conference/summit-march-2025', '/cart', '/checkout', '/faq', '/acma-summit-nominations'];

const KEYS: Record<string, KeySpec[]> = {
  // the hero's "Browse the catalog" (the marketing remote's page, not the shell's top bar)
  '/': [{ selector: 'main a[href="/catalog"]' }],
  // on a phone the facets are in a drawer that "Apply Filters" opens (the aside's checkboxes are
  // display: none below the mobile breakpoint); a checkbox counts where it is shown
  '/catalog': [{ selector: 'main button[aria-haspopup="dialog"]', text: 'Apply Filters' }, { selector: 'main input[type="checkbox"][name="type"]' }],
  '/certification/bcmas': [{ selector: 'main button', text: '^Add to Cart$' }],
  // Register Today / Register, or, once the summit is over (it is, on the store's clock), the next
  // summit's "Register for …" link
  '/conference/summit-march-2025': [{ selector: 'main button, main a[href]', text: '^Register' }],
  // Continue Shopping (a cart with lines) or Continue Exploring (an empty cart)
  '/cart': [{ selector: 'main a[href="/catalog"]', text: '^Continue (Shopping|Exploring)$' }],
  // signed in (a guarded page: a signed-out visitor is sent to the identity provider), one line in the cart
  '/checkout': [{ selector: 'main button', text: '^Continue to Payment$' }],
  // a question is a native disclosure (<details>): it opens without scripts, so it is live
  // once painted (native); a build with React accordions has a button with handlers
  '/faq': [{ selector: 'main details > summary', native: true }, { selector: 'main button[aria-expanded][aria-controls]' }],
  '/acma-summit-nominations': [{ selector: 'main button[type="submit"]', text: '^Submit nomination$' }],
};

/** The soft navigations: land on `from`, tap `link`, wait for `to`'s key control live. */
interface SoftNav { label: string; from: string; to: string; link: string; linkText?: string; remote: string }
export const SOFT_NAVS: SoftNav[] = [
  { label: 'home → catalog', from: '/', to: '/catalog', link: 'main a[href="/catalog"]', linkText: '^Browse the catalog$', remote: 'catalog' },
  { label: 'catalog → product (bcmas)', from: '/catalog', to: '/certification/bcmas', link: 'main a[href="/certification/bcmas"]', remote: 'product-pages' },
  // the top bar's cart
  { label: 'product → cart', from: '/certification/bcmas', to: '/cart', link: 'a[href="/cart"]', remote: 'checkout' },
  { label: 'cart → catalog', from: '/cart', to: '/catalog', link: 'main a[href="/catalog"]', linkText: '^Continue (Shopping|Exploring)$', remote: 'catalog' },
];

/**
 * The budgets: each route live within 2 s on the phone; a soft navigation live within 400 ms
 * while its target's remote is not yet loaded, and within 150 ms once it is.
 */
export const LIVE_BUDGET = { liveMs: 2000, navColdMs: 400, navWarmMs: 150, navRestedMs: 100 };

/** The phone. */
export const PHONE = {
  viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75, cpuRate: 4,
  latencyMs: 150, downKbps: 1638.4, upKbps: 750, // 1.6 Mbps and 750 kbps, as Lighthouse's slow 4G counts them (kbit = 1024 bit)
};
const runs = Number(process.env.LIVE_RUNS || 3);
const LIVE_TIMEOUT_MS = Number(process.env.LIVE_TIMEOUT_MS || 30_000);
/** A line in the cart for /cart and /checkout (and the navigations): PACS (product 20), not BCMAS, so bcmas still offers Add to Cart. */
const CART_LINES = [{ productId: 20, quantity: 1, productDetailType: 'certification' }];
const CART_KEY = 'acma.cart.v1';
const CART_COOKIE = 'acma_cart_lines';
const BUYER = { email: 'buyer@example.com', password: 'buyer-pass-1' };

// ------------------------------------------------------------------ in the page

/** What the probe keeps on window.__live (all times in the page's performance.now()). */
interface ProbeState {
  /** the key control first seen visible and live */
  liveAt: number | null;
  /** its React props first seen with a handler (committed or not) */
  propsAt: number | null;
  liveWhat: string;
  /** the remote's error boundary shown instead of the page */
  fallbackAt: number | null;
  /** the click that started a soft navigation (its event's timeStamp) */
  clickAt: number | null;
}

/**
 * Added before any script of every document (addInitScript): polls on each animation frame for the
 * key control, records the click of a soft navigation, observes layout shifts. Runs in the page:
 * self-contained, no closure over this module.
 */
function probe(initial: { keys: KeySpec[]; path: string | null }): void {
  if (window.top !== window) return;
  type Fiber = { tag: number; flags: number; alternate: Fiber | null; return: Fiber | null };
  const w = window as unknown as Record<string, unknown>;
  const state: ProbeState = { liveAt: null, propsAt: null, liveWhat: '', fallbackAt: null, clickAt: null };
  let keys = initial.keys;
  let path = initial.path; // a soft navigation: only on this path, after the click
  let armed = false; // waiting for the click of a soft navigation
  let stale = new WeakSet<Element>(); // elements of the page before the click
  const shifts: { at: number; value: number }[] = [];
  const waiters: (() => void)[] = [];

  const internal = (el: Element, prefix: string): unknown => {
    const k = Object.keys(el).find((x) => x.startsWith(prefix));
    return k ? (el as unknown as Record<string, unknown>)[k] : undefined;
  };
  const hasHandler = (el: Element): boolean => {
    const props = internal(el, '__reactProps$') as Record<string, unknown> | undefined;
    return !!props && Object.keys(props).some((k) => /^on[A-Z]/.test(k) && typeof props[k] === 'function');
  };
  /** react-dom's getNearestMountedFiber(fiber) === fiber: the check its event system makes before calling a handler. */
  const committed = (el: Element): boolean => {
    const fiber = internal(el, '__reactFiber$') as Fiber | undefined;
    if (!fiber) return false;
    let nearest: Fiber | null = fiber;
    let node: Fiber = fiber;
    let next: Fiber | null = fiber;
    while (next && !next.alternate) {
      node = next;
      if (node.flags & (2 | 4096)) nearest = node.return; // Placement | Hydrating: not yet in the committed tree
      next = node.return;
    }
    while (node.return) node = node.return;
    return node.tag === 3 && nearest === fiber; // 3: HostRoot
  };
  /** The element that carries the handlers: the control, or for a submit button without its own, its form. */
  const handlerHost = (el: Element): Element | null => {
    if (hasHandler(el)) return el;
    const form = el instanceof HTMLButtonElement && el.type === 'submit' ? el.form : null;
    return form && hasHandler(form) ? form : null;
  };
  const visible = (el: Element): boolean => (typeof el.checkVisibility === 'function'
    ? el.checkVisibility({ visibilityProperty: true })
    : el.getClientRects().length > 0);
  const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;

  const tick = () => {
    const now = performance.now();
    if (state.fallbackAt === null && document.querySelector('[data-testid="remote-fallback"]')) state.fallbackAt = now;
    if (state.liveAt === null && !armed && (path === null || location.pathname === path)) {
      search: for (const spec of keys) {
        const re = spec.text ? new RegExp(spec.text) : null;
        for (const el of Array.from(document.querySelectorAll(spec.selector))) {
          if (stale.has(el) || (re && !re.test((el.textContent ?? '').trim()))) continue;
          // (a native control works as HTML: it needs no handler, only to be on screen)
          const host = spec.native ? el : handlerHost(el);
          if (!host) continue;
          if (state.propsAt === null) state.propsAt = now;
          if ((!spec.native && !committed(host)) || !visible(el)) continue;
          state.liveAt = now;
          state.liveWhat = describe(el);
          break search;
        }
      }
    }
    if (state.liveAt !== null || state.fallbackAt !== null) while (waiters.length) waiters.shift()!();
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);

  addEventListener('click', (e) => {
    if (!armed) return;
    armed = false;
    state.clickAt = e.timeStamp;
  }, true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) shifts.push({ at: e.startTime, value: e.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch { /* no layout-shift entries in this browser */ }

  w.__live = {
    state,
    /** Resolves when the key control is live (or the remote's fallback shows), or after `ms`. */
    done: (ms: number) => new Promise<void>((resolve) => {
      if (state.liveAt !== null || state.fallbackAt !== null) resolve();
      else { waiters.push(resolve); setTimeout(resolve, ms); }
    }),
    /** A soft navigation to `to` follows: the next click starts it, the elements on screen now do not count. */
    expect(next: { keys: KeySpec[]; path: string; click: boolean }) {
      stale = new WeakSet(document.querySelectorAll('*'));
      keys = next.keys;
      path = next.path;
      armed = next.click;
      Object.assign(state, { liveAt: null, propsAt: null, liveWhat: '', fallbackAt: null, clickAt: null });
    },
    /** The page's figures: first paint, the app-live mark, the layout shifts up to `until`. */
    figures(until: number) {
      return {
        ...state,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        mark: performance.getEntriesByName('app-live')[0]?.startTime ?? null,
        cls: shifts.filter((s) => s.at <= until).reduce((sum, s) => sum + s.value, 0),
        now: performance.now(),
      };
    },
  };
}

interface PageFigures extends ProbeState { fcp: number | null; mark: number | null; cls: number; now: number }
type LiveApi = {
  done(ms: number): Promise<void>;
  expect(next: { keys: KeySpec[]; path: string; click: boolean }): void;
  figures(until: number): PageFigures;
};
/** The probe's functions, in page.evaluate callbacks (written out in each: they run in the page). */
declare global { interface Window { __live: LiveApi } }

// ------------------------------------------------------------------ in Node

/** One first load. Times in ms from the navigation's start; null when not reached. */
export interface LoadRun extends Failed { fcp: number | null; live: number | null; props: number | null; mark: number | null; cls: number; what: string }
/**
 * One soft navigation session: the tap with the target's remote not yet loaded, then again after
 * going back; and, on a page of its own, the click after the pointer has rested on the link for
 * REST_MS (the target's code and data prefetched on intent).
 */
export interface NavRun extends Failed { cold: number | null; warm: number | null; rested?: number | null; coldPrefetched: boolean }

/** How long the pointer rests on the link before the click of the `rested` figure. */
export const REST_MS = 300;
/** Why a run has no figure, and when it showed (ms from the load's start or from the tap), if it did. */
interface Failed { failed?: string; failedAt?: number | null }

export interface LiveResults {
  targets: LiveTarget[];
  /** route → target label → runs */
  loads: Map<string, Map<string, LoadRun[]>>;
  /** navigation label → target label → runs */
  navs: Map<string, Map<string, NavRun[]>>;
}

const cartState = (origin: string) => ({
  cookies: [{ name: CART_COOKIE, value: CART_LINES.map((l) => `${l.productId}:${l.quantity}:${l.productDetailType}`).join('|'), domain: new URL(origin).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
  origins: [{ origin, localStorage: [{ name: CART_KEY, value: JSON.stringify(CART_LINES) }] }],
});
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A new page of the context, its CPU and network throttled as the phone's (CDP), before its first request. */
export async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1024) / 8, uploadThroughput: (PHONE.upKbps * 1024) / 8,
  });
  return page;
}

/** A phone context with the probe, throttled through CDP before the first request. */
async function phone(browser: Browser, userAgent: string, storageState: StorageState | undefined, probeArg: { keys: KeySpec[]; path: string | null }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true, userAgent, storageState,
  });
  // as source text, with esbuild's __name (tsx keeps function names by wrapping them in it) defined
  // inside, so the page never needs the module's helpers
  await context.addInitScript({ content: `(() => { const __name = (f) => f; (${probe.toString()})(${JSON.stringify(probeArg)}); })();` });
  const page = await throttledPage(context);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return { context, page, errors };
}

const keysOf = (route: string): KeySpec[] => {
  const keys = KEYS[route];
  if (!keys) throw new Error(`no key control defined for ${route} (scripts/bench-live.ts KEYS): the live figures know ${Object.keys(KEYS).join(', ')}`);
  return keys;
};

/**
 * Why a run did not get live: the remote's fallback, a page that left, or the timeout (`step` says
 * which part of a navigation; `since`, the tap's time, when the time is counted from it).
 */
function failure(f: PageFigures | null, page: Page, origin: string, route: string, errors: string[], step = '', since = 0): Failed {
  const at = page.url();
  if (!at.startsWith(origin)) return { failed: `${step}left for ${at.replace(/\/interaction\/.*/, '/interaction/…')}`, failedAt: null };
  const first = errors[0] ? `; first error: ${errors[0].split('\n')[0]!.slice(0, 120)}` : '';
  if (f?.fallbackAt != null) return { failed: `${step}the remote's error boundary ("not available right now")${first}`, failedAt: f.fallbackAt - since };
  return { failed: `${step}${route}'s key control not live within ${LIVE_TIMEOUT_MS / 1000} s${f?.propsAt != null ? ' (props with handlers seen, never committed)' : ''}${first}`, failedAt: null };
}

/** Waits in the page for the key control (or the fallback), then reads the figures up to live + 1 s. */
async function awaitLive(page: Page): Promise<PageFigures | null> {
  try {
    await page.evaluate((ms) => window.__live.done(ms), LIVE_TIMEOUT_MS);
    let f = await page.evaluate(() => window.__live.figures(Infinity));
    if (f.liveAt !== null && f.now < f.liveAt + 1000) {
      await page.waitForTimeout(f.liveAt + 1000 - f.now);
      f = await page.evaluate(() => window.__live.figures(Infinity));
    }
    const until = f.liveAt !== null ? f.liveAt + 1000 : f.now;
    return await page.evaluate((u) => window.__live.figures(u), until);
  } catch {
    return null; // the page navigated away (a guarded page sent to sign in) or closed
  }
}

async function loadOnce(browser: Browser, ua: string, target: LiveTarget, route: string, storage: StorageState | undefined): Promise<LoadRun> {
  const { context, page, errors } = await phone(browser, ua, storage, { keys: keysOf(route), path: null });
  try {
    await page.goto(target.origin + route, { waitUntil: 'commit', timeout: 60_000 });
    const f = await awaitLive(page);
    const run: LoadRun = { fcp: f?.fcp ?? null, live: f?.liveAt ?? null, props: f?.propsAt ?? null, mark: f?.mark ?? null, cls: f?.cls ?? NaN, what: f?.liveWhat ?? '' };
    if (run.live === null) Object.assign(run, failure(f, page, target.origin, route, errors));
    return run;
  } finally {
    await context.close();
  }
}

/** In-flight requests of a page, and every URL it asked for. */
function traffic(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const urls: string[] = [];
  page.on('request', (r) => { inFlight++; lastChange = Date.now(); urls.push(r.url()); });
  const end = () => { inFlight = Math.max(0, inFlight - 1); lastChange = Date.now(); };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    urls,
    /** No request in flight for `quietMs` (at most `capMs`). */
    async quiet(quietMs = 500, capMs = 15_000) {
      const until = Date.now() + capMs;
      while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < quietMs)) await new Promise((r) => setTimeout(r, 100));
    },
  };
}

/** The link a soft navigation follows: the first visible one of `nav.link` (with `nav.linkText`, when given). */
function linkOf(page: Page, nav: SoftNav) {
  const links = page.locator(`${nav.link}:visible`);
  return (nav.linkText ? links.filter({ hasText: new RegExp(nav.linkText) }) : links).first();
}

async function navOnce(browser: Browser, ua: string, target: LiveTarget, nav: SoftNav, storage: StorageState | undefined): Promise<NavRun> {
  const { context, page, errors } = await phone(browser, ua, storage, { keys: keysOf(nav.from), path: null });
  const net = traffic(page);
  const fail = (why: Failed): NavRun => ({ cold: null, warm: null, coldPrefetched: false, ...why });
  try {
    await page.goto(target.origin + nav.from, { waitUntil: 'commit', timeout: 60_000 });
    let f = await awaitLive(page);
    if (f?.liveAt == null) return fail(failure(f, page, target.origin, nav.from, errors, 'landing: '));
    const tap = async (): Promise<PageFigures | null> => {
      await net.quiet();
      await page.evaluate((next) => window.__live.expect(next), { keys: keysOf(nav.to), path: nav.to, click: true });
      await linkOf(page, nav).tap({ timeout: 15_000 });
      return awaitLive(page);
    };
    const coldPrefetched = net.urls.some((u) => new URL(u).pathname.startsWith(`/releases/${nav.remote}/`));
    f = await tap();
    if (f?.liveAt == null || f.clickAt === null) return { ...fail(failure(f, page, target.origin, nav.to, errors, 'first tap: ', f?.clickAt ?? 0)), coldPrefetched };
    const cold = f.liveAt - f.clickAt;
    // back to the first page (a history step, in the app), then the same tap again
    await page.evaluate((next) => window.__live.expect(next), { keys: keysOf(nav.from), path: nav.from, click: false });
    await page.goBack();
    f = await awaitLive(page);
    if (f?.liveAt == null) return { cold, warm: null, coldPrefetched, ...failure(f, page, target.origin, nav.from, errors, 'back: ') };
    f = await tap();
    if (f?.liveAt == null || f.clickAt === null) return { cold, warm: null, coldPrefetched, ...failure(f, page, target.origin, nav.to, errors, 'second tap: ', f?.clickAt ?? 0) };
    const warm = f.liveAt - f.clickAt;
    return { cold, warm, coldPrefetched, ...(await restedOnce(browser, ua, target, nav, storage)) };
  } catch (e) {
    return fail({ failed: e instanceof Error ? e.message.split('\n')[0]! : String(e), failedAt: null });
  } finally {
    await context.close();
  }
}

/** A fresh page, its links in view prefetched: the pointer rests on the link for REST_MS, then clicks; from the click to the target live. */
async function restedOnce(browser: Browser, ua: string, target: LiveTarget, nav: SoftNav, storage: StorageState | undefined): Promise<{ rested: number | null } & Failed> {
  const { context, page, errors } = await phone(browser, ua, storage, { keys: keysOf(nav.from), path: null });
  const net = traffic(page);
  try {
    await page.goto(target.origin + nav.from, { waitUntil: 'commit', timeout: 60_000 });
    let f = await awaitLive(page);
    if (f?.liveAt == null) return { rested: null, ...failure(f, page, target.origin, nav.from, errors, 'rested, landing: ') };
    // the prefetch code has run (on idle: shell/src/app.tsx) and what it prefetched for the links in
    // view is in: the figure is the rested click on a page whose links' files are in the cache, not
    // a race between the hover and those prefetches (which moved single runs by up to 900 ms)
    await page.waitForFunction(() => performance.getEntriesByName('prefetch-installed').length > 0, null, { timeout: 15_000 }).catch(() => undefined);
    await net.quiet();
    const link = linkOf(page, nav);
    await link.hover({ timeout: 15_000 });
    await page.waitForTimeout(REST_MS);
    await page.evaluate((next) => window.__live.expect(next), { keys: keysOf(nav.to), path: nav.to, click: true });
    await link.click({ timeout: 15_000 });
    f = await awaitLive(page);
    if (f?.liveAt == null || f.clickAt === null) return { rested: null, ...failure(f, page, target.origin, nav.to, errors, 'rested click: ', f?.clickAt ?? 0) };
    return { rested: f.liveAt - f.clickAt };
  } catch (e) {
    return { rested: null, failed: `rested: ${e instanceof Error ? e.message.split('\n')[0]! : String(e)}`, failedAt: null };
  } finally {
    await context.close();
  }
}

/** The buyer signed in on this build (through its identity provider, unthrottled), with the cart line: the storage /checkout loads with. */
export async function signedIn(browser: Browser, target: LiveTarget): Promise<StorageState> {
  const context = await browser.newContext({ viewport: PHONE.viewport, storageState: cartState(target.origin) });
  try {
    const page = await context.newPage();
    await page.goto(`${target.origin}/checkout`);
    await page.waitForURL(/\/interaction\/[\w-]+$/, { timeout: 60_000 });
    await page.getByLabel('Email address').fill(BUYER.email);
    await page.getByLabel('Password').fill(BUYER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${target.origin}/checkout`, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Continue to Payment' }).waitFor({ timeout: 60_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const msText = (ms: number) => `${Math.round(ms)} ms`;
export const median = (xs: number[]) => { const v = [...xs].sort((a, b) => a - b); return v[Math.floor(v.length / 2)]!; };

function logLoad(route: string, target: LiveTarget, i: number, r: LoadRun): void {
  const head = `live ${route} [${target.label}] run ${i + 1}:`;
  if (r.failed) { console.log(`${head} FAILED: ${r.failed}${r.failedAt != null ? ` (at ${s(r.failedAt)})` : ''}${r.fcp !== null ? ` (first paint ${s(r.fcp)})` : ''}`); return; }
  console.log(`${head} first paint ${r.fcp === null ? '–' : s(r.fcp)}, live ${s(r.live!)} (${r.what}; props first seen ${r.props === null ? '–' : s(r.props)}), app-live mark ${r.mark === null ? '–' : s(r.mark)}, CLS ${r.cls.toFixed(3)}`);
}

function logNav(nav: SoftNav, target: LiveTarget, i: number, r: NavRun): void {
  const head = `soft nav ${nav.label} [${target.label}] run ${i + 1}:`;
  const cold = r.cold === null ? '–' : msText(r.cold);
  const warm = r.warm === null ? '–' : msText(r.warm);
  const rested = r.rested == null ? '–' : msText(r.rested);
  console.log(`${head} remote not yet loaded ${cold}${r.coldPrefetched ? ' (its files were requested before the tap)' : ''}, already loaded ${warm}, after resting ${REST_MS} ms on the link ${rested}${r.failed ? `; FAILED: ${r.failed}${r.failedAt != null ? ` (at ${msText(r.failedAt)})` : ''}` : ''}`);
}

/** Every load and navigation, the targets interleaved run by run. */
export async function measureLive(browser: Browser, targets: LiveTarget[], routes: string[], opts: { navs: boolean; /** throws to stop the run (a server gone) */ beforeEach?: () => void }): Promise<LiveResults> {
  for (const r of routes) keysOf(r);
  const ua = `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version().split('.')[0]}.0.0.0 Mobile Safari/537.36`;
  const storage = new Map<string, { cart: StorageState; checkout?: StorageState }>();
  for (const t of targets) {
    storage.set(t.label, { cart: cartState(t.origin), checkout: routes.includes('/checkout') ? await signedIn(browser, t) : undefined });
  }
  const storageFor = (t: LiveTarget, route: string) => {
    const st = storage.get(t.label)!;
    return route === '/checkout' ? st.checkout : route === '/cart' ? st.cart : undefined;
  };
  const results: LiveResults = { targets, loads: new Map(), navs: new Map() };
  for (const route of routes) {
    const byTarget = new Map(targets.map((t) => [t.label, [] as LoadRun[]]));
    results.loads.set(route, byTarget);
    for (let i = 0; i < runs; i++) {
      for (const t of targets) {
        opts.beforeEach?.();
        const r = await loadOnce(browser, ua, t, route, storageFor(t, route));
        byTarget.get(t.label)!.push(r);
        logLoad(route, t, i, r);
      }
    }
  }
  if (opts.navs) {
    for (const nav of SOFT_NAVS) {
      const byTarget = new Map(targets.map((t) => [t.label, [] as NavRun[]]));
      results.navs.set(nav.label, byTarget);
      for (let i = 0; i < runs; i++) {
        for (const t of targets) {
          opts.beforeEach?.();
          const r = await navOnce(browser, ua, t, nav, storage.get(t.label)!.cart);
          byTarget.get(t.label)!.push(r);
          logNav(nav, t, i, r);
        }
      }
    }
  }
  return results;
}

// ------------------------------------------------------------------ report

const okMark = (ok: boolean) => (ok ? 'ok' : 'OVER');

/** The runs' failures, each reason once with the times it showed. */
function failures(list: Failed[]): string {
  const by = new Map<string, number[]>();
  for (const r of list) if (r.failed) by.set(r.failed, [...(by.get(r.failed) ?? []), ...(r.failedAt != null ? [r.failedAt] : [])]);
  return [...by].map(([why, at]) => `${why}${at.length ? ` (at ${at.map((t) => (t / 1000).toFixed(2)).join(', ')} s)` : ''}`).join('; ');
}

/** The median of the runs that reached the figure, and how many did not. */
function summary(values: (number | null)[]): { median: number | null; missing: number } {
  const got = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return { median: got.length ? median(got) : null, missing: values.length - got.length };
}

/** A figure's median, with "(n of m failed)" when some runs did not reach it. */
function cell(values: (number | null)[], fmt: (v: number) => string, none = 'never'): string {
  const { median: m, missing } = summary(values);
  if (m === null) return values.length ? none : '–';
  return `${fmt(m)}${missing ? ` (${missing} of ${values.length} never)` : ''}`;
}
const runsOf = (values: (number | null)[], fmt: (v: number) => string) => values.map((v) => (v === null ? '–' : fmt(v))).join(', ');

export function liveSetup(targets: LiveTarget[]): string[] {
  return [
    `- Phone: Debian's Chromium through Playwright, ${PHONE.viewport.width}×${PHONE.viewport.height} (touch, device pixel ratio ${PHONE.deviceScaleFactor}), CPU ×${PHONE.cpuRate} (CDP Emulation.setCPUThrottlingRate), network ${PHONE.latencyMs} ms latency, 1.6 Mbps down / 750 kbps up (CDP Network.emulateNetworkConditions), a cold cache per load; median of ${runs} runs`,
    '- App live: the route\'s key control visible with a committed React on* handler (its `__reactProps$` and react-dom\'s own mounted-fiber check), polled every animation frame from a script added before the page\'s; `app-live` mark: performance.mark(\'app-live\') when the build sets it; CLS: layout shifts without recent input until live + 1 s',
    ...(targets.length > 1
      ? [`- Builds, interleaved load by load: ${targets.map((t) => `**${t.label}** ${t.describe}`).join('; ')}. Each cell: ${targets.map((t) => t.label).join(' · ')}`]
      : [`- Build: ${targets[0]!.describe}`]),
  ];
}

export function liveTables(res: LiveResults): string[] {
  const both = (f: (label: string) => string) => res.targets.map((t) => f(t.label)).join(' · ');
  const rows = [
    `| Route | First paint | App live (runs) | \`app-live\` mark | Live − first paint | CLS to live + 1 s | Live ≤ ${(LIVE_BUDGET.liveMs / 1000).toFixed(1)} s |`,
    '|---|--:|--:|--:|--:|--:|---|',
  ];
  const problems: string[] = [];
  for (const [route, byTarget] of res.loads) {
    const get = (label: string) => byTarget.get(label)!;
    const live = (label: string) => get(label).map((r) => r.live);
    const verdict = (label: string) => { const m = summary(live(label)).median; return m === null || summary(live(label)).missing ? 'OVER' : okMark(m <= LIVE_BUDGET.liveMs); };
    rows.push(`| \`${route}\` | ${both((l) => cell(get(l).map((r) => r.fcp), s))} | ${both((l) => `${cell(live(l), s)} (${runsOf(live(l), (v) => (v / 1000).toFixed(2))})`)} | ${both((l) => cell(get(l).map((r) => r.mark), s, 'not set'))} | ${both((l) => cell(get(l).map((r) => (r.live !== null && r.fcp !== null ? r.live - r.fcp : null)), s))} | ${both((l) => cell(get(l).map((r) => (r.live !== null ? r.cls : null)), (v) => v.toFixed(3)))} | ${both(verdict)} |`);
    for (const t of res.targets) {
      const failed = get(t.label).filter((r) => r.failed);
      if (failed.length) problems.push(`- \`${route}\` [${t.label}]: ${failed.length} of ${get(t.label).length} runs never live: ${failures(failed)}`);
    }
  }
  const out = ['### First load', '', ...rows, ''];
  if (res.navs.size) {
    const nav = [
      `| Soft navigation | Remote not yet loaded (runs) | ≤ ${LIVE_BUDGET.navColdMs} ms | Already loaded (runs) | ≤ ${LIVE_BUDGET.navWarmMs} ms | Pointer rested ${REST_MS} ms first (runs) | ≤ ${LIVE_BUDGET.navRestedMs} ms |`,
      '|---|--:|---|--:|---|--:|---|',
    ];
    for (const [label, byTarget] of res.navs) {
      const get = (l: string) => byTarget.get(l)!;
      const cold = (l: string) => get(l).map((r) => r.cold);
      const warm = (l: string) => get(l).map((r) => r.warm);
      const rested = (l: string) => get(l).map((r) => r.rested ?? null);
      const verdict = (values: (number | null)[], budget: number) => { const { median: m, missing } = summary(values); return m === null || missing ? 'OVER' : okMark(m <= budget); };
      nav.push(`| ${label} | ${both((l) => `${cell(cold(l), msText)} (${runsOf(cold(l), (v) => String(Math.round(v)))})`)} | ${both((l) => verdict(cold(l), LIVE_BUDGET.navColdMs))} | ${both((l) => `${cell(warm(l), msText)} (${runsOf(warm(l), (v) => String(Math.round(v)))})`)} | ${both((l) => verdict(warm(l), LIVE_BUDGET.navWarmMs))} | ${both((l) => `${cell(rested(l), msText)} (${runsOf(rested(l), (v) => String(Math.round(v)))})`)} | ${both((l) => verdict(rested(l), LIVE_BUDGET.navRestedMs))} |`);
      for (const t of res.targets) {
        const failed = get(t.label).filter((r) => r.failed);
        if (failed.length) problems.push(`- ${label} [${t.label}]: ${failed.length} of ${get(t.label).length} sessions failed: ${failures(failed)}`);
        const pre = get(t.label).filter((r) => r.coldPrefetched).length;
        if (pre) problems.push(`- ${label} [${t.label}]: in ${pre} of ${get(t.label).length} sessions the target remote's files were requested before the first tap (not a cold remote)`);
      }
    }
    out.push('### Soft navigations (tap → key control visible and live)', '', ...nav, '');
  }
  if (problems.length) out.push(...problems, '');
  return out;
}
