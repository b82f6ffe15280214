// One page, one tree: the server sends the whole page, the shell's layout with the
// route's page inside, and the browser hydrates that document with one root: the footer is in the
// served HTML of every remote's pages, the page is live when <html data-live> is set, and a buyer's
// click on the served page before the scripts have run is not lost.
import { expect, test } from '@playwright/test';

// one page of each remote, and the shell's own not-found page
const PAGES = ['/', '/catalog', '/certification/bcmas', '/cart', '/conference/summit-march-2025', '/faq', '/no-such-page'];

test('the served HTML of every remote\'s page holds the layout: top bar, the page in <main>, the footer with its privacy link', async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root, `${path}: the page area`).toMatch(/<main[^>]*id="main"[^>]*>[\s\S]*<h1/);
    expect(root, `${path}: the footer`).toContain('<footer');
    expect(root, `${path}: the privacy link`).toMatch(/<footer[\s\S]*<a href="[^"]*privacy-policy"[^>]*>Privacy policy/);
    expect(html, `${path}: no takeover frame`).not.toContain('data-first-frame');
  }
});

test('the browser keeps every element the server sent: one tree hydrated, no root of its own for the page', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { removed: string[] };
    w.removed = [];
    // in order, up to the hydration's commit (`data-hydrated`); the app's own updates after it (the
    // account area once sign-in is checked) are not the start's
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') return observer.disconnect();
        for (const n of r.removedNodes) if (n instanceof Element) w.removed.push(n.outerHTML.slice(0, 120));
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  for (const path of ['/certification/bcmas', '/catalog']) {
    await page.goto(path);
    const served = await page.evaluate(() => document.querySelector('#root footer'));
    expect(served).not.toBeNull();
    await expect(page.locator('html[data-live]')).toHaveCount(1);
    const removedInRoot = await page.evaluate(() => (window as unknown as { removed: string[] }).removed.filter((h) => !/^<(script|style|link)/.test(h)));
    expect(removedInRoot, `${path}: nothing the server sent is removed while the page starts`).toEqual([]);
    expect(await page.evaluate(() => performance.getEntriesByName('app-live').length)).toBe(1);
  }
});
