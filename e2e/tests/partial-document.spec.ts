// A page painted from part of its document moves nothing when the rest comes. A browser paints what
// it has parsed (a slow phone, a busy machine, a document arriving in pieces): on a busy machine CI
// saw the contact page's hero text laid across the full width before its image's column was parsed,
// and the FAQ's chat launcher, fixed to the right, widen to the left as its label came (layout shift
// 0.002–0.007). Here the document is cut at such a place and its second part held back 2 s, so the
// browser surely paints the first part (checked: the first paint comes before the rest).
// Holding the first paint until <main> is parsed (`<link rel="expect" blocking="render">`) also
// passed these, and painted 0.2–0.3 s later on the emulated phone (bench/RESULTS.md 2026-12-06 22:15–22:30).
import { expect, test, type Page } from '@playwright/test';
import { cutDocumentProxy } from './helpers/cut-document';
import { layoutShifts, nextFrames, observeLayoutShifts } from './helpers/layout-shift';

const PAUSE = 2000;

/** The first paint's time after the document's first byte (the server's time to answer left out). */
const firstPaintAfterFirstByte = (page: Page) => page.evaluate(() => {
  const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
  return paint - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart;
});

const launcherLabel = (html: string) => html.indexOf('Chat with us', html.indexOf('data-testid="chat-launcher"'));
const CASES = [
  // the hero's image: its column and row are the visual's from the start
  { path: '/contact-us', where: 'before the hero image', cut: (html: string) => html.indexOf('<img', html.indexOf('<main')) },
  // the drawn cover of a guide page (a wide screen's only: it is not shown on a phone)
  { path: '/definitive-guide-ebook', where: 'before the guide cover', wide: true, cut: (html: string) => {
    const inner = html.lastIndexOf('<div', html.indexOf('<small>ACCREDITATION COUNCIL'));
    return html.lastIndexOf('<div', inner - 1);
  } },
  // the fixed, right-anchored launcher: its start tag parsed, its label not; then its label in part
  { path: '/faq', where: 'before the chat launcher\'s label', cut: launcherLabel },
  { path: '/faq', where: 'inside the chat launcher\'s label', cut: (html: string) => launcherLabel(html) + 'Chat w'.length },
];

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
  for (const c of CASES) {
    if (c.wide && viewport.width < 800) continue;
    test(`${c.path} (${viewport.width} px), painted from its document cut ${c.where}: nothing shifts when the rest comes`, async ({ browser, baseURL }) => {
      const proxy = await cutDocumentProxy(baseURL!, c.cut, PAUSE);
      const context = await browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        await observeLayoutShifts(page);
        const served = await (await page.request.get(`${proxy.url}${c.path}`)).text();
        expect(c.cut(served), 'the cut is in the document').toBeGreaterThan(served.indexOf('<main'));
        await page.goto(`${proxy.url}${c.path}`);
        await page.locator('html[data-live]').waitFor({ state: 'attached' });
        await nextFrames(page);
        expect(await firstPaintAfterFirstByte(page), 'the first part was painted before the rest came').toBeLessThan(PAUSE);
        const shifts = await layoutShifts(page);
        expect(shifts.total, JSON.stringify(shifts.shifts)).toBe(0);
      } finally {
        await context.close();
        await proxy.close();
      }
    });
  }
}
