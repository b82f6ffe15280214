// Every remote renders its own first frame on the server (issue 21, ARCHITECTURE.md "First frames"):
// the page area of the served document (read without running any script) is the markup the browser's
// React renders for that page, compared directly (React 19's production build reports no mismatched
// class name); a release of mfe-marketing with a changed hero is in the next document's HTML and on
// screen with no layout shift; a remote whose server bundle throws still gets a 200 document and a
// working page. The releases live in this run's own folder; every change is undone when a test ends.
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { layoutShifts, nextFrames, observeLayoutShifts } from './helpers/layout-shift';

const run = promisify(execFile);
const releasesDir = join(process.env.E2E_DATA_DIR!, 'releases');
const root = join(__dirname, '..', '..');

/** One page of each remote: every remote renders its own pages' first frames. */
const PAGES = [
  { remote: 'marketing', path: '/' },
  { remote: 'catalog', path: '/catalog' },
  { remote: 'product-pages', path: '/certification/bcmas' },
  { remote: 'checkout', path: '/cart' }, // the empty cart (no line-count cookie)
  // a summit that has ended: its archive notice links the next summit, an answer the page asks for
  // during the server's render (the server fetches it and renders again)
  { remote: 'summit', path: '/conference/summit-march-2025' },
] as const;

/**
 * A page area's markup, serialized by the browser the same way for both sides: React's text separators
 * (comments) dropped, style attributes written by the CSSOM, attributes in name order (React's client
 * sets an image's src after its other attributes, the server writes them in prop order), and useId's
 * values numbered in order of appearance: the browser's React replaces the server's markup (it does
 * not hydrate it, ARCHITECTURE.md), so its ids are client ids (`_r_3_`), the server's are `_R_3_`.
 */
const NORMALIZE = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) comments.push(n);
  comments.forEach((c) => c.parentNode?.removeChild(c));
  copy.normalize();
  for (const s of copy.querySelectorAll<HTMLElement>('[style]')) s.setAttribute('style', s.style.cssText);
  for (const e of copy.querySelectorAll('*')) {
    const attrs = [...e.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [name] of attrs) e.removeAttribute(name);
    for (const [name, value] of attrs) e.setAttribute(name, value);
  }
  const ids = new Map<string, string>();
  return copy.innerHTML.replace(/_[rR]_[0-9a-zA-Z]*_(-?[0-9a-zA-Z]*)/g, (id) => {
    if (!ids.has(id)) ids.set(id, `react-id-${ids.size}`);
    return ids.get(id)!;
  });
};

/** The page area of the served document, parsed by the browser without running it. */
async function servedMarkup(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  const html = await page.locator('#ff-main').evaluate(NORMALIZE);
  await context.close();
  return html;
}

/** The page area once the app has replaced the frame with React's render. */
async function browserMarkup(page: Page, path: string): Promise<string> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('[data-first-frame]')).toHaveCount(0);
  await expect(page.locator('[data-first-frame-page]')).toHaveCount(0);
  await nextFrames(page);
  return page.locator('main#main').evaluate(NORMALIZE);
}

for (const { remote, path } of PAGES) {
  test(`${remote}: the server's markup of ${path} is the browser's`, async ({ browser, page }) => {
    const served = await servedMarkup(browser, path);
    expect(served.length, 'the page area holds the remote\'s page').toBeGreaterThan(500);
    expect(served).toMatch(/<h1[ >]/);
    const rendered = await browserMarkup(page, path);
    let at = 0;
    while (at < served.length && served[at] === rendered[at]) at++;
    const around = (s: string) => s.slice(Math.max(0, at - 300), at + 200);
    expect(rendered === served ? '' : `server:\n${around(served)}\nbrowser:\n${around(rendered)}`, 'the first difference').toBe('');
  });
}

/** Points the run's registry at another release of a remote (as the release tool: write, then rename). */
function setRelease(remote: string, id: string): void {
  const file = join(releasesDir, 'registry.json');
  const registry = JSON.parse(readFileSync(file, 'utf8')) as { remotes: Record<string, { id: string; entry: string; manifest: string }> };
  const base = `/releases/${remote}/${id}/`;
  registry.remotes[remote] = { ...registry.remotes[remote]!, id, entry: `${base}remoteEntry.js`, manifest: `${base}mf-manifest.json` };
  writeFileSync(`${file}.tmp`, JSON.stringify(registry));
  renameSync(`${file}.tmp`, file);
}
const currentId = (remote: string): string =>
  (JSON.parse(readFileSync(join(releasesDir, 'registry.json'), 'utf8')) as { remotes: Record<string, { id: string }> }).remotes[remote]!.id;

test('a remote whose server bundle throws: a 200 document with the shell frame, and a working page', async ({ browser, request, page }) => {
  const id = currentId('product-pages');
  const broken = 'badbadbadbad';
  const dir = join(releasesDir, 'product-pages', broken);
  cpSync(join(releasesDir, 'product-pages', id), dir, { recursive: true });
  writeFileSync(join(dir, 'server', 'pages.cjs'), "exports.render = () => { throw new Error('server render failed on purpose'); };\n");
  try {
    setRelease('product-pages', broken);
    const res = await request.get('/certification/bcmas');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`/releases/product-pages/${broken}/remoteEntry.js`);
    expect(html).toMatch(/<main class="ff-main" id="ff-main"><\/main>/); // the shell's frame only
    expect(html).toContain('<script id="app-data"'); // the data is inlined all the same
    // the browser renders the page (the same markup as a good release's server render)
    await page.goto('/certification/bcmas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/BCMAS/);
    await expect(page.getByTestId('certification-page')).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // another remote's pages are rendered by their own bundles as before
    expect(await servedMarkup(browser, '/')).toMatch(/<h1 id="home-hero-heading">/);
  } finally {
    setRelease('product-pages', id);
    rmSync(dir, { recursive: true, force: true });
  }
  expect(await (await request.get('/certification/bcmas')).text()).toMatch(/<main class="ff-main" id="ff-main"><article/);
});

test('a released marketing hero is in the next served HTML and on screen after the app starts, with no layout shift', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const SOURCE = join(root, 'mfe-marketing', 'src', 'features', 'home', 'hero.tsx');
  const original = readFileSync(SOURCE, 'utf8');
  const KICKER = 'Accreditation Council for Medical Affairs';
  expect(original).toContain(`>${KICKER}<`);
  const changed = `${KICKER}, release ${Date.now().toString(36)}`;
  const before = currentId('marketing');
  try {
    writeFileSync(SOURCE, original.replace(`>${KICKER}<`, `>${changed}<`));
    await run(process.execPath, [join(root, 'scripts', 'release.mjs'), 'mfe-marketing'], {
      cwd: root, env: { ...process.env, RELEASES_DIR: releasesDir }, maxBuffer: 16 * 1024 * 1024,
    });
  } finally {
    writeFileSync(SOURCE, original);
  }
  try {
    const id = currentId('marketing');
    expect(id).not.toBe(before);
    // the HTML, read without running scripts: the new hero, from the new release
    const html = await (await request.get('/')).text();
    expect(html).toContain(`/releases/marketing/${id}/remoteEntry.js`);
    expect(html).toContain(changed);
    const served = await servedMarkup(browser, '/');
    expect(served).toContain(changed);
    // the browser: the same text and markup once React has replaced the frame, nothing moved
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await observeLayoutShifts(page);
    await expect.poll(async () => (await browserMarkup(page, '/')).includes(changed)).toBe(true);
    await expect(page.getByText(changed)).toBeVisible();
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts)).toBe(0);
    await context.close();
  } finally {
    setRelease('marketing', before);
  }
  expect(await (await request.get('/')).text()).not.toContain(changed);
});
