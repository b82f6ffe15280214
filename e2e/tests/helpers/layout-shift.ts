// Layout shifts of a page load, as the browser reports them ('layout-shift' entries, observed
// buffered from the start of the navigation; shifts that follow an input do not count).
import type { Page } from '@playwright/test';

export interface Shift { value: number; sources: string[] }

/** Call before page.goto. */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const name = (n: Node | null) => (n instanceof Element ? `${n.tagName.toLowerCase()}${n.getAttribute('data-testid') ? `[${n.getAttribute('data-testid')}]` : ''}` : String(n?.nodeName));
    const shifts: { value: number; sources: string[] }[] = [];
    const take = (entries: PerformanceEntryList) => {
      for (const e of entries as Entry[]) {
        if (!e.hadRecentInput) shifts.push({ value: e.value, sources: (e.sources ?? []).map((s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`) });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __layoutShifts: () => typeof shifts }).__layoutShifts = () => { take(observer.takeRecords()); return shifts; };
  });
}

export async function layoutShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: () => Shift[] }).__layoutShifts());
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/** Two animation frames: what was rendered has been painted. */
export const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
