// The served document carries its routes' loader data (#app-data, server/document.ts), which the
// browser's router is given on hydration: the page makes no first fetch. A test of what the page does
// when its first fetch fails (or is slow) takes that block out of the document: the browser then
// renders the page itself (shell/src/bootstrap.tsx) and its router runs the route's loader, whose
// fetch the test controls.
import type { Page } from '@playwright/test';

export async function withoutInlinedData(page: Page, documentUrl: string): Promise<void> {
  await page.route(documentUrl, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script id="app-data" type="application\/json">[^<]*<\/script>/, '');
    return route.fulfill({ response, body });
  });
}
