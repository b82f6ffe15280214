// The served page carries its first API answers inline (#app-data, shell/server/first-frame.ts). A test
// that makes the page's first fetch fail must first take that block out of the document.
import type { Page } from '@playwright/test';

export async function withoutInlinedData(page: Page, documentUrl: string): Promise<void> {
  await page.route(documentUrl, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script id="app-data" type="application\/json">[^<]*<\/script>/, '');
    return route.fulfill({ response, body });
  });
}
