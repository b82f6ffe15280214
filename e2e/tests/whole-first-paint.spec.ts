// The first paint is the whole page (server/document.ts WHOLE_PAGE_FIRST). A browser that parses a
// document in slices paints what it has: on a busy machine CI saw the contact page's hero text laid
// across the full width before its image's column was parsed, and the FAQ's chat launcher before its
// label, each moved when the rest came (layout shift 0.002–0.007). Here the document is cut there
// and its second part held back 800 ms, so the browser surely has time to paint the first part.
import { expect, test } from '@playwright/test';
import { cutDocumentProxy } from './helpers/cut-document';
import { layoutShifts, nextFrames, observeLayoutShifts } from './helpers/layout-shift';

const PAUSE = 800;
const CASES = [
  // the hero's image: its column is the grid's `auto` one
  { path: '/contact-us', where: 'before the hero image', cut: (html: string) => html.indexOf('<img', html.indexOf('<main')) },
  // inside the fixed, right-anchored launcher: its icon is parsed, its label not
  { path: '/faq', where: 'inside the chat launcher', cut: (html: string) => html.indexOf('Chat with us</button>') },
];

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
  for (const c of CASES) {
    test(`${c.path} (${viewport.width} px), its document cut ${c.where}: painted once whole, nothing shifts`, async ({ browser, baseURL }) => {
      const proxy = await cutDocumentProxy(baseURL!, c.cut, PAUSE);
      const context = await browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        await observeLayoutShifts(page);
        const served = await page.request.get(`${proxy.url}${c.path}`);
        expect(c.cut(await served.text()), 'the cut is in the document').toBeGreaterThan(0);
        await page.goto(`${proxy.url}${c.path}`);
        await page.locator('html[data-live]').waitFor({ state: 'attached' });
        await nextFrames(page);
        const shifts = await layoutShifts(page);
        expect(shifts.total, JSON.stringify(shifts.shifts)).toBe(0);
        const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? 0);
        expect(firstPaint, 'the first paint waited for the rest of the document').toBeGreaterThanOrEqual(PAUSE);
      } finally {
        await context.close();
        await proxy.close();
      }
    });
  }
}
