// First-load JavaScript budget: at most 170 KB gzip for the shell plus the route's remote, and one
// copy of React. Fails the suite when a route grows past it.
import { expect, test } from '@playwright/test';
import { FIRST_PAGE_BUDGET_GZIP, kb, measureRoute } from '../measure';

const routes = ['/', '/faq', '/catalog', '/certification/bcmas', '/conference/summit-march-2025', '/cart'];

for (const route of routes) {
  test(`first load of ${route} stays within budget with one React`, async ({ browser, baseURL }) => {
    const w = await measureRoute(browser, baseURL!, route);
    test.info().annotations.push({ type: 'weight', description: `${w.scripts} scripts, ${kb(w.raw)} raw, ${kb(w.gzip)} gzip, React copies ${w.reactCopies}` });
    expect(w.reactCopies).toBe(1);
    expect(w.gzip, w.files.map((f) => `${kb(f.gzip)} ${f.url}`).join('\n')).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_GZIP);
  });
}
