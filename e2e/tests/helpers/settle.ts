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

/** Waits until no request is under way once the page has been idle and rendered since (`underWay` from requestsUnderWay). */
export async function settled(page: Page, underWay: () => number): Promise<void> {
  await expect.poll(async () => { await idleThenFrames(page); return underWay(); }, { intervals: [0, 50, 100, 250] }).toBe(0);
}
