// The served document's critical path (issues 11 and 35, server/document.ts): each listed
// route's HTML preloads, from its head, the shell's startup scripts, its remote's entry and the
// page's chunks (each fetched once), carries the route's loader data as inert JSON (#app-data) equal
// to the API's answer, which the browser's router is given on hydration (no refetch), and is the
// whole page (the shell's layout with the page inside) that React hydrates in place: no layout
// shift, no CSP violation.
import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, observeLayoutShifts } from './helpers/layout-shift';
import { idleThenFrames, requestsUnderWay, settled, watchTimers } from './helpers/settle';

// id: the route's id (the route table's pattern), the key of its loader data in #app-data
const ROUTES = [
  { path: '/', id: '/', remote: 'marketing', data: '/products' },
  { path: '/catalog', id: '/catalog', remote: 'catalog', data: '/products' },
  { path: '/certification/bcmas', id: '/certification/:slug', remote: 'product-pages', data: '/product?slug=bcmas&type=certification' },
  { path: '/conference/summit-march-2025', id: '/conference/:slug', remote: 'summit', data: '/product?slug=summit-march-2025&type=conference' },
  { path: '/cart', id: '/cart', remote: 'checkout', data: '/products' },
] as const;

/** The script preloads of the served document's head, in order. */
const scriptPreloadsOf = (html: string): string[] => {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return [...head.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
};

/** The served #root holds the app's own render: the shell's layout (its main landmark) with the page inside. */
const ROOT_IS_APP = /<div id="root">(?!<\/div>)[\s\S]*<main[^>]* id="main"[^>]*>[\s\S]*<h1/;

const jsonBlockOf = (html: string, id: string): unknown => {
  const m = new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html);
  return m ? JSON.parse(m[1]!) : undefined;
};

async function watch(page: Page) {
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname + new URL(r.url()).search));
  page.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text()); });
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    // the scripts added to the document (by the parser or by the app), with when: what uses a preload
    const scripts: { src: string; at: number }[] = (window as unknown as { __scripts: typeof scripts }).__scripts = [];
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLScriptElement && n.src) scripts.push({ src: n.src, at: performance.now() });
    }).observe(document, { childList: true, subtree: true });
  });
  return { requests, warnings };
}

/**
 * The script preloads among `links` that no script of the document used within 3 s of the load event
 * (Chrome warns of each, 3 s after the load event, on the console): none of its address was added.
 */
const preloadsUnused = (page: Page, links: string[]) => page.evaluate((links) => {
  const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
  const scripts = (window as unknown as { __scripts: { src: string; at: number }[] }).__scripts;
  const inTime = (at: number) => loaded === 0 || at <= loaded + 3000;
  return links.filter((href) => !scripts.some((s) => { const u = new URL(s.src); return u.pathname + u.search === href && inTime(s.at); }));
}, links);

for (const route of ROUTES) {
  test(`${route.path}: preloads its scripts from the head, carries its loader data, serves the whole page; each preload used once, no refetch, nothing shifts`, async ({ page, request }) => {
    const html = await (await request.get(route.path)).text();
    const config = jsonBlockOf(html, 'app-config') as { remotes: Record<string, string> };
    // the route's scripts are linked from the head: they load in parallel with the HTML
    const links = scriptPreloadsOf(html);
    expect(html).not.toContain('id="app-preload"');
    // the shell's start, the remote's entry in its current release, exactly as the runtime requests it, and the page's own chunks
    expect(links.filter((l) => !l.startsWith('/releases/')).length, "the shell's startup chunks").toBeGreaterThan(0);
    expect(links).toContain(config.remotes[route.remote]);
    expect(links.some((l) => l.startsWith(config.remotes[route.remote]!.replace(/remoteEntry\.js$/, '')) && !l.includes('remoteEntry'))).toBe(true);
    expect(new Set(links).size, 'each script preloaded once').toBe(links.length);
    // the route's loader data is the API's answer
    const data = jsonBlockOf(html, 'app-data') as { loaderData: Record<string, unknown>; clientOnly: string[] };
    const answer = await (await request.get(`/api${route.data}`)).json() as unknown;
    const loaded = data.loaderData[route.id] as Record<string, unknown>;
    // (the summit's page carries its product among other answers; the cart's, the products with the cart cookie's flag)
    const products = route.remote === 'summit' ? loaded.product : route.remote === 'checkout' ? loaded.products : loaded;
    expect(products, `#app-data's loaderData["${route.id}"]`).toEqual(answer);
    expect(data.clientOnly, 'the page was rendered on the server').toEqual([]);
    expect(html).toMatch(ROOT_IS_APP);

    await page.setViewportSize({ width: 412, height: 823 });
    await observeLayoutShifts(page);
    const seen = await watch(page);
    await page.goto(route.path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-live]')).toHaveCount(1); // React has hydrated the document
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // each preload is used in time (Chrome warns about a preload not used within 3 s of the load
    // event: what its warning would say is read here, as soon as it is so), then the page's start has
    // run its course (idle, then two frames)
    await expect.poll(() => preloadsUnused(page, links), 'each preload used within 3 s of the load event').toEqual([]);
    await idleThenFrames(page);

    // the head's preloads are the served ones (the app adds none at start) and each was fetched once
    const linked = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
      .map((l) => new URL(l.href).pathname + new URL(l.href).search));
    expect(linked).toEqual(links);
    for (const href of links) expect(seen.requests.filter((u) => u === href), `${href} fetched once`).toHaveLength(1);
    const twice = seen.requests.filter((u, i) => seen.requests.indexOf(u) !== i);
    expect(twice, 'nothing fetched twice').toEqual([]);
    // the loader data in #app-data is the first render's: hydrating fetches none of the page's data again
    expect(seen.requests.filter((u) => u.startsWith('/api/products') || u.startsWith('/api/product?')), 'no refetch of the loader data').toEqual([]);
    expect(seen.warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts)).toBe(0);
  });
}

test('without JavaScript the served document holds the page heading; React hydrates it in the same box', async ({ browser, request }) => {
  const product = await (await request.get('/api/product?slug=bcmas&type=certification')).json() as { productName: string };
  const summit = await (await request.get('/api/product?slug=summit-march-2025&type=conference')).json() as { content: { name: string; tagline: string } };
  const cases = [
    { path: '/', h1: 'Accredited board certifications for medical affairs professionals', big: 'h1' },
    { path: '/certification/bcmas', h1: product.productName, big: '.excerpt p' },
    { path: '/conference/summit-march-2025', h1: summit.content.name, big: 'h1 + p' },
    // (without scripts a phone shows the catalog's filter form above the list, the drawer cannot
    // open: its first card is lower by design; the intro is compared)
    { path: '/catalog', h1: 'Product Catalog', big: 'h1 + p' },
    { path: '/cart', h1: 'Your Cart is Empty', big: 'img' },
  ];
  const box = async (page: Page, sel: string) => page.locator('main').locator(sel).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 10) / 10);
  });
  for (const c of cases) {
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const js = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const a = await noJs.newPage();
    await a.goto(c.path);
    await expect(a.getByRole('heading', { level: 1 })).toHaveText(c.h1);
    const b = await js.newPage();
    await b.goto(c.path, { waitUntil: 'networkidle' });
    await expect(b.locator('html[data-live]'), 'the page hydrated the served document').toHaveCount(1);
    await expect(b.getByRole('heading', { level: 1 }).first()).toHaveText(c.h1);
    expect(await box(b, 'h1'), `${c.path} h1`).toEqual(await box(a, 'h1'));
    // (within a pixel: the product excerpt's text, sanitized and rendered by the remote on both sides,
    // was laid out 1 px taller by the running app at this device scale; the layout-shift checks above stay at 0)
    const [big, bigFrame] = [await box(b, c.big), await box(a, c.big)];
    expect(big.every((v, i) => Math.abs(v - bigFrame[i]!) <= 1), `${c.path} ${c.big}: ${JSON.stringify([big, bigFrame])}`).toBe(true);
    if (c.big === 'img') expect(await b.locator('main img').first().getAttribute('src')).toBe(await a.locator('main img').first().getAttribute('src'));
    await noJs.close();
    await js.close();
  }
});

// A slow phone paints the served page while the parser is still in it: the parser yields between tokens
// when its time slice is spent (CI once caught the accreditation note's icon, centred on a text not
// yet parsed, moving 14 px). Nothing already painted may move when the rest comes: for every point
// the parser could stop at (before each node), the frame is cut there and every element left that
// paints must sit where it sits in the whole frame. (A cut inside a text, at a network packet's end,
// is not tried: it can re-wrap the words of a line, and the frame is in the document's first packets.)
/** The routes above, and pages whose first screen has a visual beside its text or the fixed chat launcher. */
const PARSE_ORDER_PAGES = [...ROUTES.map((r) => r.path), '/faq', '/contact-us', '/definitive-guide-ebook'];

// Only what is painted on the first screen counts: the page area is the remote's whole page now,
// and what is below the fold is not on screen while the parser works through it.
test('the served page paints in parse order: no element moves when the content after it arrives', async ({ browser }) => {
  // every cut of two screens of every page, at two widths: 55 s on an idle 2-core host, more on a busy one
  test.setTimeout(240_000);
  for (const width of [412, 1280]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 823 } });
    const page = await context.newPage();
    for (const path of PARSE_ORDER_PAGES) {
      await page.goto(path);
      const moved = await page.evaluate(() => {
        const root = document.getElementById('root')!;
        const where = (el: Element) => { const r = el.getBoundingClientRect(); return `${Math.round(r.x)},${Math.round(r.y)}`; };
        const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`;
        const whole = root.cloneNode(true) as HTMLElement;
        const wholeAt = [...root.querySelectorAll('*')].map(where);
        const nodes: Node[] = [];
        const walker = document.createTreeWalker(whole, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
        // where each node sits in the whole frame (a text: its parent's top): a cut before a node far
        // below the first screen leaves the same first screen as the cut before the last node above it
        // (the nodes in between are all below), so only cuts before nodes within two screens are tried
        // (the summit's whole page has thousands of nodes)
        const tops: number[] = [];
        const live = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
        for (let n = live.nextNode(); n; n = live.nextNode()) tops.push((n.nodeType === Node.TEXT_NODE ? n.parentElement! : n as Element).getBoundingClientRect().top);
        const found: string[] = [];
        for (let i = 0; i < nodes.length; i++) {
          if (tops[i]! > 2 * innerHeight) continue;
          const cut = whole.cloneNode(true) as HTMLElement;
          const cw = document.createTreeWalker(cut, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
          let at: Node | null = null;
          for (let k = 0, n = cw.nextNode(); n; k++, n = cw.nextNode()) if (k === i) { at = n; break; }
          const range = document.createRange();
          range.setStartBefore(at!);
          range.setEndAfter(cut.lastChild!);
          range.deleteContents();
          root.replaceChildren(...cut.childNodes);
          const left = [...root.querySelectorAll('*')];
          const before = at!.nodeType === Node.TEXT_NODE ? `"${(at!.textContent ?? '').slice(0, 20)}"` : name(at as Element);
          left.forEach((el, k) => {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) return; // nothing of it is painted yet
            // not painted: hidden until it is whole (the chat launcher), or inside a closed <details>
            if (!el.checkVisibility({ visibilityProperty: true })) return;
            if (Number(wholeAt[k]!.split(',')[1]) >= innerHeight) return; // below the first screen
            // elements present in the cut frame are the first ones of the whole frame, in the same order
            if (where(el) !== wholeAt[k]) found.push(`${name(el)} at ${where(el)}, then ${wholeAt[k]} (cut before ${before})`);
          });
        }
        root.replaceChildren(...whole.cloneNode(true).childNodes);
        return [...new Set(found)];
      });
      expect(moved, `${path} at ${width} px`).toEqual([]);
    }
    await context.close();
  }
});

test('the served page of a product with hostile HTML in its excerpt carries no markup from it', async ({ request }) => {
  const html = await (await request.get('/certification/prc')).text();
  expect(/<div id="root">[\s\S]*<h1>/.test(html)).toBe(true);
  const excerpt = /<div[^>]* class="excerpt"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  expect(excerpt).toContain('covered, coded and paid');
  expect(excerpt).not.toMatch(/<(script|img|iframe|a)\b|\son[a-z]+=|javascript:|alert/i);
});

test('the loader data is used once: the next page fetches its own', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(seen.requests.filter((u) => u.startsWith('/api/products'))).toEqual([]);
  await page.getByRole('link', { name: 'Browse the catalog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();
  await expect.poll(() => seen.requests.filter((u) => u.startsWith('/api/products')).length).toBe(1);
});

test('a cart with lines: its cookie carries them, the served /cart is that cart, priced, kept through start-up without a shift; a stored cart gets the cookie at start', async ({ page, context, baseURL }) => {
  const products = await (await page.request.get('/api/products')).json() as { productId: number; productName: string; productDetailType: string; productPrice: number }[];
  const item = products.find((p) => p.productPrice > 0)!;
  // a cart kept in the browser from before the cookie existed: no cookie yet
  await context.addInitScript((line) => {
    if (!localStorage.getItem('acma.cart.v1')) localStorage.setItem('acma.cart.v1', JSON.stringify([line]));
  }, { productId: item.productId, quantity: 1, productDetailType: item.productDetailType });
  await page.goto('/catalog');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  const cookie = `${item.productId}:1:${item.productDetailType}`;
  await expect.poll(async () => (await context.cookies(baseURL)).find((c) => c.name === 'acma_cart_lines')?.value).toBe(cookie);

  // the served page is the cart: its line, priced, with no placeholder
  const html = await (await page.request.get('/cart', { headers: { cookie: `acma_cart_lines=${cookie}` } })).text();
  expect(html).toContain(`data-testid="cart-item" data-product-id="${item.productId}"`);
  expect(html).not.toContain('cart-item-skeleton');
  expect(html).not.toContain('Your Cart is Empty');
  // an older cookie that says only "some lines": the cart's place, never the empty cart
  const countOnly = await (await page.request.get('/cart', { headers: { cookie: 'acma_cart_lines=1' } })).text();
  expect(countOnly).toMatch(/<div id="root">(?!<\/div>)[\s\S]*<main[^>]* id="main"/);
  expect(countOnly).toContain('cart-item-skeleton');
  expect(countOnly).not.toContain('Your Cart is Empty');

  const seen: string[] = [];
  await page.exposeFunction('__saw', (t: string) => { seen.push(t); });
  await page.addInitScript(() => {
    const saw = (window as unknown as { __saw: (t: string) => void }).__saw;
    new MutationObserver((records) => {
      if (document.body?.textContent?.includes('Your Cart is Empty')) saw('the empty cart');
      for (const r of records) for (const n of r.removedNodes) if (n instanceof Element && (n.matches('[data-testid="cart-item"]') || n.querySelector('[data-testid="cart-item"]'))) saw('a served cart line removed');
    }).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries() as (PerformanceEntry & { value: number })[]) saw(`a layout shift of ${e.value}`); }).observe({ type: 'layout-shift', buffered: true });
  });
  const underWay = requestsUnderWay(page);
  await watchTimers(page);
  await page.goto('/cart');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await expect(page.getByText(item.productName).first()).toBeVisible();
  // the start has run its course, with what it put off for a moment: the page idle, then rendered
  // twice (the observers' reports, sent to the test before this evaluation's answer, are in `seen`)
  await settled(page, underWay);
  expect(seen, 'no empty cart, no line re-made, no shift').toEqual([]);
});
