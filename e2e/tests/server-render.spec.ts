// Every page is rendered on the server, whole (issues 21 and 35, ARCHITECTURE.md 5b "How a page is
// made"): the page area of the served document (read without running any script) is the markup the
// browser's React renders for that page on its own, compared directly (React 19's production build
// reports no mismatched class name); the browser hydrates the served #root whole (no element of it
// removed or made anew during start-up, every attribute the one React's props name, no hydration
// warning); a release of mfe-marketing with a changed hero is in the next document's HTML and on
// screen with no layout shift; a remote whose server bundle throws still gets a 200 document (the
// layout, the page left to the browser) and a working page. The releases live in this run's own
// folder; every change is undone when a test ends.
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { layoutShifts, nextFrames, observeLayoutShifts } from './helpers/layout-shift';
import { APP_LIVE, navigateInApp } from './helpers/shell';

const run = promisify(execFile);
const releasesDir = join(process.env.E2E_DATA_DIR!, 'releases');
const root = join(__dirname, '..', '..');

/** One page of each remote: every remote renders its own pages' first frames. */
const PAGES = [
  { remote: 'marketing', path: '/', from: '/catalog' },
  { remote: 'catalog', path: '/catalog', from: '/faq' },
  { remote: 'product-pages', path: '/certification/bcmas', from: '/faq' },
  // an event ahead: its start date and time and its live countdown (it once did not hydrate)
  { remote: 'product-pages', path: '/event/medical-affairs-leadership-forum-2027', from: '/faq' },
  { remote: 'checkout', path: '/cart', from: '/faq' }, // the empty cart (no line-count cookie)
  // a summit that has ended: its archive notice links the next summit, an answer the page asks for
  // during the server's render (the server fetches it and renders again)
  { remote: 'summit', path: '/conference/summit-march-2025', from: '/faq' },
  // this year's awards and the nomination form, from the route's first data (not a loading state)
  { remote: 'summit', path: '/acma-summit-nominations', from: '/faq' },
] as const;

/**
 * A page area's markup, serialized by the browser the same way for both sides: React's text separators
 * (comments) dropped, style attributes written by the CSSOM, attributes in name order (React's client
 * sets an image's src after its other attributes, the server writes them in prop order), and useId's
 * values numbered in order of appearance: a page React renders on its own has client ids (`_r_3_`),
 * the server's are `_R_3_`. A <noscript>'s content is left out: it is what the page offers without
 * scripts (the catalog's Apply Filters), which React's browser render never makes, and which
 * is never shown where scripts run.
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
  for (const n of copy.querySelectorAll('noscript')) n.replaceChildren();
  // a controlled <select>'s value: React's server writes it as the option's `selected` attribute, its
  // browser render sets the select's value property (the same choice, written two ways)
  for (const o of copy.querySelectorAll('option')) o.removeAttribute('selected');
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
  const html = await page.locator('main#main').evaluate(NORMALIZE);
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
  await expect(page.locator(APP_LIVE)).toHaveCount(1);
  await navigateInApp(page, path);
  // (the shell moves focus to a new page's heading, which it makes focusable: not the page's markup)
  return async () => (await page.locator('main#main').evaluate(NORMALIZE)).replace(/(<h1[^>]*) tabindex="-1"/, '$1');
}

/**
 * Watches the served #root from the first script on: the elements the document's parser made
 * (DOMContentLoaded, before any app script runs), every element of #root removed until the app is
 * live (React hydrating in place removes none), and the elements of #root the hydration made anew
 * (read when `data-hydrated` is set, in the hydration's commit: before the app's own first updates).
 */
async function watchServedRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { servedElements: Element[]; removedDuringStart: string[]; madeByStart: string[] | null };
    w.servedElements = [];
    w.removedDuringStart = [];
    w.madeByStart = null;
    const describe = (n: Node) => (n instanceof Element ? n.outerHTML.slice(0, 120) : `#text "${(n.textContent ?? '').slice(0, 40)}"`);
    const inRoot = (n: Node) => n instanceof Element && (n.id === 'root' || !!n.closest('#root'));
    // records in order: what the start did up to the moment `data-hydrated` is set (the hydration's
    // commit); the app's own updates after it (e.g. the account area once sign-in is checked) are not the start's
    const observer = new MutationObserver((records) => {
      let live = false;
      const afterLive = new Set<Element>();
      for (const r of records) {
        if (r.type === 'attributes') { live = true; continue; }
        if (live) {
          for (const n of r.addedNodes) if (n instanceof Element) [n, ...n.querySelectorAll('*')].forEach((e) => afterLive.add(e));
        } else if (inRoot(r.target)) {
          for (const n of r.removedNodes) if (n instanceof Element) w.removedDuringStart.push(describe(n));
        }
      }
      if (!live) return;
      observer.disconnect();
      const served = new Set(w.servedElements);
      w.madeByStart = [...document.querySelectorAll('#root *')].filter((e) => !served.has(e) && !afterLive.has(e)).map(describe);
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    document.addEventListener('DOMContentLoaded', () => {
      w.servedElements = [...document.querySelectorAll('#root *')];
    });
  });
}

/**
 * The hydrated #root against what the parser made: elements removed or made anew by the start (none
 * when React hydrated the document whole), and attributes that are not the ones React's props name
 * (React 19's production build keeps the server's attribute when they differ, and says nothing).
 */
async function hydrationReport(page: Page) {
  await expect(page.locator(APP_LIVE)).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { madeByStart: string[] | null }).madeByStart !== null)).toBe(true);
  return page.locator('#root').evaluate((root) => {
    const w = window as unknown as { servedElements: Element[]; removedDuringStart: string[]; madeByStart: string[] };
    const mismatched: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
      if (!key) continue; // (an element the page's own code made outside React: none today)
      const props = (el as unknown as Record<string, Record<string, unknown>>)[key]!;
      for (const [name, value] of Object.entries(props)) {
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        const attr = name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : /^(id|href|src|alt|role|name|type|title|aria-[a-z]+|data-[a-z-]+)$/.test(name) ? name : null;
        if (attr && el.getAttribute(attr) !== String(value)) mismatched.push(`<${el.tagName.toLowerCase()}> ${attr}: served ${JSON.stringify(el.getAttribute(attr))}, React ${JSON.stringify(value)}`);
      }
    }
    return { served: w.servedElements.length, removed: w.removedDuringStart, made: w.madeByStart, mismatched };
  });
}

/** Records what the page writes to the console about hydration (bootstrap's onRecoverableError, React's own). */
function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => { if (/hydrat/i.test(m.text())) warnings.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => { if (/hydrat/i.test(e.message)) warnings.push(`pageerror: ${e.message}`); });
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

  test(`${remote}: the browser hydrates the server's document of ${path} whole`, async ({ page }) => {
    const warnings = hydrationWarnings(page);
    await watchServedRoot(page);
    await page.goto(path);
    const report = await hydrationReport(page);
    expect(report.served, 'the served #root was seen before the app started').toBeGreaterThan(10);
    expect(report.removed, 'elements of the served #root removed during start-up').toEqual([]);
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

test('a remote whose server bundle throws: a 200 document with the layout (the page left to the browser), and a working page', async ({ browser, request, page }) => {
  const id = currentId('product-pages');
  const broken = 'badbadbadbad';
  const dir = join(releasesDir, 'product-pages', broken);
  cpSync(join(releasesDir, 'product-pages', id), dir, { recursive: true });
  writeFileSync(join(dir, 'server', 'pages.cjs'), "throw new Error('server bundle failed on purpose');\n");
  try {
    setRelease('product-pages', broken);
    const res = await request.get('/certification/bcmas');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`/releases/product-pages/${broken}/remoteEntry.js`);
    // the shell's layout, with the page's space only: the page is left to the browser
    // (inside the layout's Suspense boundary around the page: React's <!--$--> marker first)
    expect(html).toMatch(/<main[^>]* id="main"[^>]*>(<!--\$-->)?<div data-client-page=""/);
    expect(html).not.toMatch(/<main[^>]* id="main"[^>]*>[\s\S]*<h1/);
    const data = JSON.parse(/<script id="app-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as { clientOnly: string[] };
    expect(data.clientOnly).toEqual(['/certification/:slug']);
    // the browser hydrates the layout and renders the page (the same markup as a good release's server render)
    const warnings = hydrationWarnings(page);
    await page.goto('/certification/bcmas');
    await expect(page.locator(APP_LIVE)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/BCMAS/);
    await expect(page.getByTestId('certification-page')).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(warnings, 'the layout hydrated as served').toEqual([]);
    // another remote's pages are rendered by their own bundles as before
    expect(await servedMarkup(browser, '/')).toMatch(/<h1 id="home-hero-heading">/);
  } finally {
    setRelease('product-pages', id);
    rmSync(dir, { recursive: true, force: true });
  }
  expect(await (await request.get('/certification/bcmas')).text()).toMatch(/<main[^>]* id="main"[^>]*>[\s\S]*<h1/);
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
    await watchServedRoot(page);
    await observeLayoutShifts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const report = await hydrationReport(page);
    expect(report.removed).toEqual([]);
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
