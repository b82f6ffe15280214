// styled-components' rules reach the page with React's commit (shell/src/lib/style-batch.ts). A soft
// navigation renders the next page in a transition, in slices with frames between them; written
// into the live stylesheet as each component rendered, the rules (`@media` ones among them) made
// Chromium restyle the whole page on screen at every one of those frames. Watched here from the
// page, with a ticker counting the main thread's tasks: the rules the live stylesheet gets during
// the navigation come in the commit's task (and at most one more), not in the many tasks of the
// render. And what a press shows has its styles at once: a dialog opened by a tap is styled when
// its focus trap reads its styles.
import { expect, test, type Page } from '@playwright/test';
import { throttleCpu } from './helpers/hydration';

declare global {
  interface Window { liveInserts?: number[]; ticks?: { n: number; on: boolean }; dialogPosition?: string }
}

const batched = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('styles-batched', 'mark').length > 0, null, { timeout: 30_000 });

test('a soft navigation writes the next page\'s rules into the live stylesheet at its commit, not in every slice of its render', async ({ page }) => {
  await throttleCpu(page);
  await page.addInitScript(() => {
    // a message task, as React's scheduler posts between its slices, counts the tasks the main thread runs
    const ticks = { n: 0, on: false };
    window.ticks = ticks;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      ticks.n += 1;
      if (ticks.on) channel.port2.postMessage(null);
    };
    Object.defineProperty(ticks, 'start', { value: () => { ticks.on = true; channel.port2.postMessage(null); } });
    // the task each rule reaches styled-components' own <style data-styled> in (a constructed copy has no owner)
    const inserts: number[] = [];
    window.liveInserts = inserts;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
      if (ticks.on && (this.ownerNode as Element | null)?.hasAttribute?.('data-styled')) inserts.push(ticks.n);
      return insertRule.call(this, rule, index);
    };
  });
  await page.goto('/catalog');
  await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 30_000 });
  const link = page.locator('main a[href="/certification/bcmas"]').first();
  // the batch is installed on the first intent or once the page is idle
  await link.hover();
  await batched(page);
  await page.evaluate(() => (window.ticks as unknown as { start: () => void }).start());
  await link.click();
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible({ timeout: 30_000 });
  const { inserts, tasks } = await page.evaluate(() => {
    window.ticks!.on = false;
    return { inserts: window.liveInserts!, tasks: window.ticks!.n };
  });
  expect(inserts.length, 'the product page brought rules of its own').toBeGreaterThan(0);
  expect(tasks, 'the navigation ran over many tasks (its render in slices)').toBeGreaterThanOrEqual(8);
  // the commit's task, and at most one more (a part of the page committed after it)
  expect(new Set(inserts).size, `tasks that wrote rules into the live sheet: ${[...new Set(inserts)].join(', ')} of ${tasks}`).toBeLessThanOrEqual(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a dialog opened by a tap has its styles when its focus trap reads them', async ({ page }) => {
    await page.addInitScript(() => {
      // the trap's effect runs in the tap's task and reads the dialog's computed styles (which of its
      // controls are shown) before it moves focus in; listening before the app's own listeners, this
      // reads them as focus starts to move (focusout of the pressed button, or focusin), before
      // anything the app does on that focus
      const read = () => {
        const dialog = document.querySelector('[role="dialog"]');
        if (dialog && window.dialogPosition === undefined) window.dialogPosition = getComputedStyle(dialog).position;
      };
      window.addEventListener('focusout', read, { capture: true });
      window.addEventListener('focusin', read, { capture: true });
    });
    await page.goto('/catalog');
    await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 30_000 });
    const open = page.getByRole('button', { name: 'Apply Filters' });
    await open.hover();
    await batched(page);
    await open.tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => window.dialogPosition)).toBe('fixed');
  });
});
