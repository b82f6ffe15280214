// Every remote renders its own first frame on the server (issue 21, ARCHITECTURE.md "First frames"):
// the page area of the served document (read without running any script) is the markup the browser's
// React renders for that page on its own, compared directly (React 19's production build reports no
// mismatched class name); the browser hydrates that markup (no element made anew, every attribute the
// one React's props name, no hydration warning); a release of mfe-marketing with a changed hero is in the next document's HTML and on
// screen with no layout shift; a remote whose server bundle throws still gets a 200 document and a
// working page. The releases live in this run's own folder; every change is undone when a test ends.
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { layoutShifts, nextFrames, observeLayoutShifts } from './helpers/layout-shift';
import { SERVED_PAGE_NOT_LIVE, navigateInApp } from './helpers/shell';

const run = promisify(execFile);
const releasesDir = join(process.env.E2E_DATA_DIR!, 'releases');
const root = join(__dirname, '..', '..');

/** One page of each remote: every remote renders its own pages' first frames. */
const PAGES = [
  { remote: 'marketing', path: '/', from: '/catalog' },
  { remote: 'catalog', path: '/catalog', from: '/faq' },
  { remote: 'product-pages', path: '/certification/bcmas', from: '/faq' },
  // an event ahead: its start date and time and its live countdown (issue 34 item 13: did not hydrate)
  { remote: 'product-pages', path: '/event/medical-affairs-leadership-forum-2027', from: '/faq' },
  { remote: 'checkout', path: '/cart', from: '/faq' }, // the empty cart (no line-count cookie)
  // a summit that has ended: its archive notice links the next summit, an answer the page asks for
  // during the server's render (the server fetches it and renders again)
  { remote: 'summit', path: '/conference/summit-march-2025', from: '/faq' },
] as const;

/**
 * A page area's markup, serialized by the browser the same way for both sides: React's text separators
 * (comments) dropped, style attributes written by the CSSOM, attributes in name order (React's client
 * sets an image's src after its other attributes, the server writes them in prop order), and useId's
 * values numbered in order of appearance: a page React renders on its own has client ids (`_r_3_`),
 * the server's are `_R_3_`.
 */
const NORMALIZE = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) comments.push(n);
  comments.forEach((c) => c.parentNode?.removeChild(c));
  copy.normalize();
  for (const s of copy.querySelectorAll<HTMLElement>('[style]')) s.setAttribute('style', s.style.cssText);
  // a countdown's digits tick (placeholders until the page is live): two renders at two moments differ there only
  for (const d of copy.querySelectorAll('[role="timer"] [data-testid^="countdown-"]')) d.textContent = '';
  copy.querySelector('[role="timer"]')?.removeAttribute('data-started');
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

/** How two serialized page areas differ: '' when they are the same, else both around the first difference. */
function difference(served: string, rendered: string): string {
  if (served === rendered) return '';
  let at = 0;
  while (at < served.length && served[at] === rendered[at]) at++;
  const around = (s: string) => s.slice(Math.max(0, at - 300), at + 200);
  return `server:\n${around(served)}\nbrowser:\n${around(rendered)}`;
}

/**
 * The page area as the browser's React renders the page on its own (no server markup under it): the
 * app opened at another page, then moved to this one in the app, as a link does.
 */
async function clientMarkup(page: Page, path: string, from: string): Promise<() => Promise<string>> {
  await page.goto(from, { waitUntil: 'networkidle' });
  await expect(page.locator('[data-first-frame]')).toHaveCount(0);
  await expect(page.locator(SERVED_PAGE_NOT_LIVE)).toHaveCount(0);
  await navigateInApp(page, path);
  await expect(page.locator('[data-first-frame-page]')).toHaveCount(0);
  // (the shell moves focus to a new page's heading, which it makes focusable: not the page's markup)
  return async () => (await page.locator('main#main').evaluate(NORMALIZE)).replace(/(<h1[^>]*) tabindex="-1"/, '$1');
}

/** Elements of the served page area, kept as the document's parser made them (before any app script runs). */
async function keepServedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { servedElements: Element[] }).servedElements = [...document.querySelectorAll('#ff-main *')];
    });
  });
}

/**
 * The hydrated page area against what the parser made: elements made anew by the browser (none when
 * React hydrated them), and attributes that are not the ones React's props name (React 19's production
 * build keeps the server's attribute when they differ, and says nothing).
 */
async function hydrationReport(page: Page) {
  await expect(page.locator('[data-first-frame-page][data-hydrated]')).toHaveCount(1);
  return page.locator('[data-first-frame-page]').evaluate((area) => {
    const served = new Set((window as unknown as { servedElements?: Element[] }).servedElements ?? []);
    const now = [...area.querySelectorAll('*')];
    const made = now.filter((e) => !served.has(e)).map((e) => e.outerHTML.slice(0, 120));
    const mismatched: string[] = [];
    for (const el of now) {
      const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
      if (!key) continue; // (an element the page's own code made outside React: none today)
      const props = (el as unknown as Record<string, Record<string, unknown>>)[key]!;
      for (const [name, value] of Object.entries(props)) {
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        const attr = name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : /^(id|href|src|alt|role|name|type|title|aria-[a-z]+|data-[a-z-]+)$/.test(name) ? name : null;
        if (attr && el.getAttribute(attr) !== String(value)) mismatched.push(`<${el.tagName.toLowerCase()}> ${attr}: served ${JSON.stringify(el.getAttribute(attr))}, React ${JSON.stringify(value)}`);
      }
    }
    return { served: served.size, made, mismatched };
  });
}

/** Records what the page writes to the console about its first frame (a page that did not hydrate). */
function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => { if (m.text().includes('[first frame]')) warnings.push(m.text()); });
  return warnings;
}

for (const { remote, path, from } of PAGES) {
  test(`${remote}: the server's markup of ${path} is the browser's own render of it`, async ({ browser, page }) => {
    const served = await servedMarkup(browser, path);
    expect(served.length, 'the page area holds the remote\'s page').toBeGreaterThan(500);
    expect(served).toMatch(/<h1[ >]/);
    const rendered = await clientMarkup(page, path, from);
    // (the page loads its module and its answers after the navigation: compared once it has them)
    await expect.poll(async () => difference(served, await rendered()), { message: 'the first difference', timeout: 15_000 }).toBe('');
  });

  test(`${remote}: the browser hydrates the server's markup of ${path}`, async ({ page }) => {
    const warnings = hydrationWarnings(page);
    await keepServedElements(page);
    await page.goto(path);
    const report = await hydrationReport(page);
    expect(report.served, 'the served page area was seen before the app started').toBeGreaterThan(10);
    expect(report.made, 'elements the browser made in place of the served ones').toEqual([]);
    expect(report.mismatched, 'attributes that are not React\'s').toEqual([]);
    expect(warnings).toEqual([]);
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
    await expect(page.locator('[data-first-frame-page]'), 'nothing served to hydrate').toHaveCount(0);
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
    // the browser: the same text once React has hydrated the served hero, nothing made anew or moved
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const warnings = hydrationWarnings(page);
    await keepServedElements(page);
    await observeLayoutShifts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const report = await hydrationReport(page);
    expect(report.made).toEqual([]);
    expect(report.mismatched).toEqual([]);
    expect(warnings).toEqual([]);
    await expect(page.getByText(changed)).toBeVisible();
    await nextFrames(page);
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts)).toBe(0);
    await context.close();
  } finally {
    setRelease('marketing', before);
  }
  expect(await (await request.get('/')).text()).not.toContain(changed);
});
