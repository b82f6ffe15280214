// Deterministic waits for "nothing happened" checks: rather than sleeping, a test waits until the
// page has done the work that would have made the unwanted thing happen.
import { expect, type Page, type Request } from '@playwright/test';

/**
 * The page has been idle once (its queued tasks, the idle callbacks queued before this one among
 * them, have run) and has then rendered twice (layout, intersection observers, layout shifts: what
 * that work rendered has been painted and reported).
 */
export const idleThenFrames = (page: Page) => page.evaluate(() => new Promise<void>((r) => {
  requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => r())));
}));

/**
 * Counts the page's requests under way (from this call on). With `settled` below a test waits for
 * the end of a chain of loads (a chunk, then the call the code in it makes) without a sleep.
 */
export function requestsUnderWay(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/** The longest delay of the timers `watchTimers` keeps count of, in ms (see there). */
export const SHORT_TIMER_MS = 900;

/**
 * From the page's next document on, keeps count of its timers (setTimeout) due within `within` ms
 * that have neither run nor been cleared: work the page has put off for a moment (a deferral, a
 * debounce, a short retry), which `settled` waits for, so a check that something did not happen also
 * covers what the page would do a moment later. Longer timers are left out: timed UI (a toast's
 * life) and the shell's work once the page is idle (1 s after the load: prefetch and the release
 * report, watched by their own tests).
 */
export const watchTimers = (page: Page, within = SHORT_TIMER_MS) => page.addInitScript((within) => {
  const pending = new Set<number>();
  (window as unknown as { __shortTimers: Set<number> }).__shortTimers = pending;
  const set = window.setTimeout.bind(window);
  const clear = window.clearTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]): number => {
    if (typeof handler !== 'function' || !((Number(ms) || 0) <= within)) return set(handler, ms, ...args);
    const id = set((...a: unknown[]) => {
      pending.delete(id);
      Reflect.apply(handler, window, a);
    }, ms, ...args);
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    clear(id);
  }) as typeof window.clearTimeout;
}, within);

/**
 * The page has been idle, then rendered twice (idleThenFrames), and then had no short timer pending
 * (watchTimers; none when not watched): read in the page at once, so no timer runs in between.
 */
const idleWithoutTimers = (page: Page) => page.evaluate(() => new Promise<number>((r) => {
  requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => {
    r((window as unknown as { __shortTimers?: Set<number> }).__shortTimers?.size ?? 0);
  })));
}));

/**
 * Waits until the page is quiet twice in a row: idle and rendered since, no short timer pending
 * (watchTimers, when the page is watched) and no request under way (`underWay` from
 * requestsUnderWay, when given). What the page put off, and the loads it chains (a chunk, then the
 * call the code in it makes), have run by then.
 */
export async function settled(page: Page, underWay: () => number = () => 0): Promise<void> {
  let quiet = 0;
  await expect.poll(async () => {
    const busy = (await idleWithoutTimers(page)) + underWay();
    quiet = busy === 0 ? quiet + 1 : 0;
    return quiet;
  }, { intervals: [0, 50, 100, 250] }).toBeGreaterThanOrEqual(2);
}
