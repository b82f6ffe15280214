// The first load's hydration as the specs watch it: a CPU slowed as a phone's, and whether React's
// root (#root) has committed its hydration (the layout; the page's Suspense boundary may still be to
// hydrate), read from React's expando on the container as React itself reads it.
import type { Page } from '@playwright/test';

declare global {
  interface Window { rootCommitted?: () => boolean }
}

/** Slows the page's CPU as a mid-range phone's (Lighthouse's 4x). */
export async function throttleCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Gives every document of the page `window.rootCommitted()`, for its own init scripts and the test's waits. */
export async function watchRootCommit(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.rootCommitted = () => {
      const root = document.getElementById('root') as (HTMLElement & Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>) | null;
      const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
      return !!key && root[key]!.stateNode?.current?.memoizedState?.isDehydrated === false;
    };
  });
}
