// Hydration in parts (issue 51 item 4): the layout (bars, footer) hydrates and commits first; the page,
// in its own Suspense boundary (shell/src/app.tsx), hydrates after it in slices, the main thread given
// back between them, and nothing makes React hydrate it in one go. Two things did: the shell's store
// fed the buyer's auth state above the page as the layout committed (an urgent context change above a
// boundary still to hydrate makes React hydrate it at once, synchronously: lib/shell-store.tsx), and
// every page asked whether hydration was done (a changed answer renders its askers again,
// synchronously: data-routes.tsx). On a CPU slowed 4 times (a phone), a ticker counts the tasks the
// main thread ran between the layout's commit and the page's.
import { expect, test, type Page } from '@playwright/test';
import { throttleCpu, watchRootCommit } from './helpers/hydration';

declare global {
  interface Window { hydrationTicks?: { between: number; committedAt: number; pageAt: number } }
}

async function ticksBetween(page: Page, path: string) {
  await throttleCpu(page);
  await watchRootCommit(page);
  await page.addInitScript(() => {
    const seen = { between: 0, committedAt: 0, pageAt: 0 };
    window.hydrationTicks = seen;
    const tick = () => {
      const committed = window.rootCommitted!();
      if (committed && !seen.committedAt) seen.committedAt = performance.now();
      // the page's hydration committed: its effects ran (markAppLive marks the document)
      if (document.documentElement?.hasAttribute('data-hydrated')) {
        seen.pageAt = performance.now();
        return;
      }
      if (committed) seen.between += 1;
      channel.port2.postMessage(null);
    };
    // a message task, as React's scheduler posts between its slices: run in turn with them
    const channel = new MessageChannel();
    channel.port1.onmessage = tick;
    channel.port2.postMessage(null);
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 30_000 });
  return page.evaluate(() => window.hydrationTicks!);
}

for (const path of ['/certification/bcmas', '/']) {
  test(`${path}: the page hydrates after the layout, in slices`, async ({ page }) => {
    const seen = await ticksBetween(page, path);
    expect(seen.committedAt, 'the layout committed').toBeGreaterThan(0);
    expect(seen.pageAt, 'the page hydrated after it').toBeGreaterThanOrEqual(seen.committedAt);
    // one synchronous hydration of the page gives the ticker one turn at most; in slices, many
    expect(seen.between, `tasks run between the layout's commit and the page's (${Math.round(seen.pageAt - seen.committedAt)} ms)`).toBeGreaterThanOrEqual(4);
  });
}
