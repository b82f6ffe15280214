// The served document's critical path (issue 11): per request, index.html gets
//  1. the list of scripts the route will run: the shell's startup chunks, the route's remoteEntry.js
//     in its current release (the exact URL the federation runtime requests) and the chunks of the
//     exposed page (from the release's chunks.json, written by shared-build), as inert JSON (#app-preload)
//     that the shell's entry turns into preload links once the frame is painted: the route's scripts
//     load in parallel, not as a chain, and never compete with the first paint (on a slow network
//     150 KB of scripts requested from the head delayed the frame's paint and its image);
//  2. the route's initial API answers as an inert JSON block (#app-data), read by shared-api's HTTP
//     client instead of a first fetch (taken once: later navigations fetch);
//  3. a first frame inside #root: the top bar and the page's heading/hero text (the page's LCP
//     element), painted before any script runs; React replaces it with the same elements.
// The API answers come from the API itself (app.inject), never from a copy.
import { existsSync, readFileSync } from 'node:fs';
import type { Registry } from './releases.js';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ProductListing } from 'shared-api/types';
import { CART_COOKIE } from 'shared-cart/cart-store';
import { pickFeaturedCertifications } from 'shared-cart/featured';
import { isRemoteRoute, routeMatcher, routesFor, type RemoteRoute } from '../src/route-table.js';
import { escapeHtml } from 'shared-api/html';

// ------------------------------------------------------------------ routes

/**
 * The remote page served at this address with these remotes: the route table's match (react-router's
 * matchRoutes over the routes of the configured remotes and the shell's own), when it is a remote's.
 */
export function remotePageAt(pathname: string, remotes: Readonly<Record<string, unknown>>): { route: RemoteRoute; params: Record<string, string> } | null {
  const hit = matcherFor(remotes)(pathname);
  return hit && isRemoteRoute(hit.route) ? { route: hit.route, params: hit.params } : null;
}
const matchers = new Map<string, ReturnType<typeof routeMatcher>>();
function matcherFor(remotes: Readonly<Record<string, unknown>>) {
  const key = Object.keys(remotes).sort().join(',');
  let m = matchers.get(key);
  if (!m) matchers.set(key, (m = routeMatcher(routesFor(remotes))));
  return m;
}

// ------------------------------------------------------------------ chunk maps (preloads)

type ChunkMap = Record<string, string[]>;
const readMap = (file: string): ChunkMap => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as ChunkMap : {});

/** Shared modules loaded on first use, never preloaded: axios (shared-api's client imports it on the first call). */
export const LAZY_SHARED = new Set(['axios']);

/**
 * The shell's startup files: the bootstrap chunk, the app chunk it imports in a later task
 * (shell/src/bootstrap.tsx) and every shared module the shell provides.
 */
export function shellStartupFiles(shell: ChunkMap): string[] {
  const files = new Set<string>([...shell['import:./bootstrap'] ?? [], ...shell['import:./app'] ?? []]);
  for (const [k, v] of Object.entries(shell)) if (k.startsWith('provide:') && !LAZY_SHARED.has(k.slice(8))) v.forEach((f) => files.add(f));
  return [...files].map((f) => `/${f}`);
}

/**
 * The files a remote's exposed page loads: its chunks, and the remote's own copy of any shared
 * module the page uses that the shell does not provide (e.g. shared-ui/rich-text).
 */
export function exposeFiles(remote: ChunkMap, shell: ChunkMap, module: string, base: string): string[] {
  const files = new Set<string>(remote[`expose:./${module}`] ?? []);
  for (const key of remote[`uses:./${module}`] ?? []) {
    if (shell[`provide:${key}`]) continue;
    (remote[`provide:${key}`] ?? []).forEach((f) => files.add(f));
  }
  return [...files].map((f) => `${base}${f}`);
}

// ------------------------------------------------------------------ what the pages show first
// (the e2e test critical-path.spec.ts compares the frame with the page React renders)

/** The product types the catalog lists (mfe-catalog's TYPE_OPTIONS): its first card is the first of these. */
const CATALOG_TYPES = new Set(['certification', 'event', 'report', 'bundle', 'database', 'extension', 'webinar']);
export const firstCatalogProduct = (all: readonly ProductListing[]): ProductListing | undefined => all.find((p) => CATALOG_TYPES.has(p.productType));
/** A product's image when it is served by this site (a path), for a frame's <img>; else none. */
const siteImage = (p: ProductListing | undefined): string | undefined => (p?.productImage?.startsWith('/') ? p.productImage : undefined);

/** The summit's dates as its page shows them, in the summit's time zone (mfe-summit's format.ts). */
const SUMMIT_TIME_ZONE = 'America/New_York';
function formatLongDate(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: iso.length === 10 ? 'UTC' : SUMMIT_TIME_ZONE }).format(d);
}
const formatTime = (iso: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: SUMMIT_TIME_ZONE }).format(new Date(iso));

// ------------------------------------------------------------------ HTML helpers

export { escapeHtml };

/** JSON for an inert `<script type="application/json">` block: no `<` can close it. */
export function jsonBlock(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

const INLINE_TAGS = new Set(['p', 'strong', 'b', 'em', 'i', 'u', 'br', 'ul', 'ol', 'li', 'span', 'small', 'sup', 'sub']);
/**
 * API HTML for the first frame: only plain formatting tags, without any attribute; every other tag
 * is dropped and any other `<`, `>` or `"` escaped. (The page itself renders the same HTML through DOMPurify.)
 */
export function plainHtml(html: string): string {
  // elements whose content is not text (as DOMPurify removes them): dropped with their content
  html = html.replace(/<(script|style|template|iframe|noscript|textarea|title|svg|math|object|select)\b[\s\S]*?(<\/\1\s*>|$)/gi, '');
  const out: string[] = [];
  const re = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>/g;
  let last = 0;
  const text = (t: string) => t.replace(/&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  for (const m of html.matchAll(re)) {
    out.push(text(html.slice(last, m.index)));
    const tag = m[2]!.toLowerCase();
    if (INLINE_TAGS.has(tag)) out.push(tag === 'br' ? '<br>' : `<${m[1]}${tag}>`);
    last = m.index + m[0].length;
  }
  out.push(text(html.slice(last)));
  return out.join('');
}

// ------------------------------------------------------------------ first frame

// The same values as shared-ui's theme and the pages' styled components (the e2e test compares the
// frame's heading box with React's).
const NAVY = '#14213d';
const NAVY_LIGHT = '#23345e';
const ACCENT = '#fca311';
const MOBILE = '@media (max-width: 899px)';

/** The frame's CSS: the global base styles (as shared-ui's GlobalStyle), the bar and the heroes. */
export const FRAME_CSS = [
  '*,*::before,*::after{box-sizing:border-box}html{-webkit-text-size-adjust:100%}',
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1b1f29;background:#fff;line-height:1.5;font-size:16px}",
  `h1,h2,h3{color:${NAVY};line-height:1.2}`,
  `.ff-bar{position:sticky;top:0;z-index:700;background:${NAVY};color:#fff;height:64px}`,
  '.ff-bar-in{max-width:1200px;margin:0 auto;height:100%;padding:0 20px;display:flex;align-items:center;gap:8px}',
  '.ff-burger{display:none;min-width:44px;min-height:44px}',
  `.ff-logo{color:#fff;font-weight:800;font-size:1.3rem;letter-spacing:.5px;margin-right:16px;display:inline-flex;align-items:center;gap:8px;min-height:44px}.ff-logo span{color:${ACCENT}}`,
  'main.ff-main{min-height:calc(100vh - 64px)}',
  '.ff-c{max-width:1200px;margin:0 auto;padding:0 20px}',
  // home hero (mfe-marketing features/home/hero.tsx)
  `.ff-home{position:relative;overflow:hidden;color:#fff;background:radial-gradient(circle at 85% 20%,rgba(252,163,17,.22) 0,rgba(252,163,17,0) 38%),radial-gradient(circle at 10% 110%,rgba(90,130,220,.35) 0,rgba(90,130,220,0) 45%),linear-gradient(135deg,${NAVY} 0%,${NAVY_LIGHT} 100%);padding:88px 0 96px}`,
  '.ff-home h1{color:#fff;margin:0 0 18px;max-width:820px;font-size:clamp(2rem,5vw,3.4rem);line-height:1.1;letter-spacing:-.01em}',
  `.ff-home h1 em{font-style:normal;color:${ACCENT}}`,
  '.ff-kicker{margin:0 0 14px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;font-size:.85rem;color:#c9d4ee}',
  '.ff-lead{margin:0 0 28px;max-width:680px;font-size:clamp(1.05rem,1.8vw,1.25rem);color:#e4e9f5}',
  // product hero (mfe-product-pages features/layout/page-parts.tsx)
  `.ff-product{background:linear-gradient(135deg,${NAVY} 0%,${NAVY_LIGHT} 100%);color:#fff;padding:48px 0 56px}`,
  '.ff-product h1{color:#fff;font-size:2.4rem;margin:12px 0}',
  '.ff-grid{display:grid;grid-template-columns:minmax(0,1fr) 380px;gap:40px;align-items:start}',
  '.ff-text{min-width:0}.ff-text .excerpt{font-size:1.1rem;color:#e6ebf5;max-width:60ch}',
  // top-aligned: an empty chip (its text not parsed yet) sits where the full one does
  `.ff-chip{display:inline-block;vertical-align:top;padding:4px 12px;border-radius:999px;font-size:.85rem;font-weight:600;background:${ACCENT};color:${NAVY}}`,
  // the icon sits on the first line, not centred on the text: its place does not depend on text parsed after it
  '.ff-note{display:flex;align-items:flex-start;gap:8px;margin:0 0 12px;color:#dfe5f2;font-weight:500}.ff-note svg{flex:none;margin-top:2px}',
  // summit hero (mfe-summit features/conference/hero.tsx)
  `.ff-summit{background:linear-gradient(135deg,${NAVY} 0%,${NAVY_LIGHT} 100%);color:#fff;padding:56px 0 48px}`,
  '.ff-summit h1{color:#fff;font-size:clamp(1.9rem,4vw,3rem);margin:8px 0 12px;max-width:22ch}',
  `.ff-meta{margin:0;font-weight:600;color:${ACCENT};letter-spacing:.02em}`,
  '.ff-tagline{font-size:1.15rem;max-width:60ch;margin:0 0 24px;color:#e8ecf5}',
  // catalog head (mfe-catalog pages/catalog-page.tsx)
  '.ff-cat{background:#f4f6fa;border-bottom:1px solid #d9dde6;padding:32px 0 24px;margin-bottom:28px}',
  '.ff-cat h1{margin:0 0 8px;font-size:clamp(1.7rem,3vw,2.3rem);line-height:44px}.ff-cat p{margin:0;color:#4a5163;max-width:760px;line-height:24px}',
  // the catalog's layout down to the first card's image (its largest element)
  '.ff-layout{display:grid;grid-template-columns:270px minmax(0,1fr);gap:32px;align-items:start}',
  '.ff-toolbar{min-height:44px;margin-bottom:16px}',
  '.ff-cards{list-style:none;margin:0;padding:0;display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(250px,1fr))}',
  '.ff-card{border:1px solid #d9dde6;border-radius:10px;overflow:hidden;background:#fff}',
  `.ff-media{position:relative;aspect-ratio:3/2;background:linear-gradient(135deg,${NAVY},${NAVY_LIGHT})}`,
  '.ff-media img{position:absolute;inset:0;display:block;width:100%;height:100%;object-fit:cover}',
  // the empty cart down to the first suggestion's image (mfe-checkout pages/cart-page.tsx, features/cart/empty-cart.tsx)
  '.ff-c.ff-cartp{padding-top:32px;padding-bottom:48px}.ff-empty{text-align:center;padding:40px 0 24px}',
  '.ff-empty h1{margin:0 0 8px;font-size:2rem;line-height:40px}.ff-empty p{margin:0 auto 20px;color:#4a5163;max-width:520px;line-height:24px}',
  // wider than its text: the centred button's box does not depend on how much of the text is parsed
  '.ff-empty .ff-btn{min-width:240px}',
  `.ff-btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 20px;border:2px solid ${ACCENT};border-radius:8px;font-weight:600;background:${ACCENT};color:${NAVY};text-decoration:none}`,
  '.ff-cartp h2{margin:20px 0;font-size:1.5rem;line-height:28px}',
  '.ff-sugg{list-style:none;padding:0;margin:0;display:grid;gap:20px;grid-template-columns:repeat(3,1fr)}',
  '.ff-sugg img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover;background:#f4f6fa}',
  `${MOBILE}{.ff-sugg{grid-template-columns:1fr}}`,
  `${MOBILE}{.ff-layout{grid-template-columns:minmax(0,1fr);gap:0}.ff-aside{display:none}`
    + '.ff-toolbar{margin:0 -16px 16px;padding:10px 16px;border-bottom:1px solid #d9dde6;min-height:69px}}',
  `${MOBILE}{.ff-bar-in{padding:0 20px}.ff-burger{display:inline-flex}.ff-c{padding:0 16px}main.ff-main{padding-bottom:60px}`
    + '.ff-home{padding:48px 0 56px}.ff-product{padding:28px 0 32px}.ff-product h1{font-size:1.75rem}'
    + '.ff-grid{grid-template-columns:minmax(0,1fr);gap:24px}.ff-summit{padding:32px 0 28px}'
    + '.ff-cat{padding:24px 0 18px;margin-bottom:0}.ff-cat h1{line-height:32px}.ff-cat p{font-size:.95rem}}',
].join('');

const SHIELD = '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 1 3 5v6c0 5.6 3.8 10.7 9 12 5.2-1.3 9-6.4 9-12V5l-9-4Zm-1.2 15.4-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z"/></svg>';

function bar(): string {
  return '<header class="ff-bar"><div class="ff-bar-in"><span class="ff-burger"></span>'
    + '<a class="ff-logo" href="/" tabindex="-1" aria-label="ACMA home" style="text-decoration:none"><span aria-hidden="true">◆</span>ACMA</a></div></header>';
}

export function homeHero(): string {
  return '<section class="ff-home" aria-labelledby="home-hero-heading"><div class="ff-c">'
    + '<p class="ff-kicker">Accreditation Council for Medical Affairs</p>'
    + '<h1 id="home-hero-heading">Accredited board certifications for <em>medical affairs</em> professionals</h1>'
    + '<p class="ff-lead">Prove what you know with a credential the industry recognises. Self-paced online programs for MSLs, '
    + 'medical affairs teams, pharmacists and life science professionals, from the council that sets the standard.</p>'
    + '</div></section>';
}

export interface FrameProduct {
  productName: string; productTagLine?: string | null; productExcerpt?: string | null;
  content?: unknown;
}

export const ACCREDITATION_NOTE = 'Accredited by an international continuing-education accreditor';

export function productHero(p: FrameProduct, note?: string): string {
  return '<div class="ff-product"><div class="ff-c ff-grid"><div class="ff-text">'
    + (p.productTagLine ? `<span class="ff-chip">${escapeHtml(p.productTagLine)}</span>` : '')
    + `<h1>${escapeHtml(p.productName)}</h1>`
    + (note ? `<p class="ff-note">${SHIELD}${escapeHtml(note)}</p>` : '')
    + `<div class="excerpt">${plainHtml(p.productExcerpt ?? '')}</div>`
    + '</div></div></div>';
}

interface SummitContent { name: string; tagline: string; startDate: string; endDate: string; venue: { name: string; city: string } }
function summitContent(c: unknown): SummitContent | null {
  const o = c as Partial<SummitContent> | null;
  if (!o || typeof o.name !== 'string' || typeof o.tagline !== 'string' || typeof o.startDate !== 'string'
    || typeof o.endDate !== 'string' || typeof o.venue?.name !== 'string' || typeof o.venue.city !== 'string') return null;
  return o as SummitContent;
}

export function summitHero(content: unknown): string | null {
  const c = summitContent(content);
  if (!c) return null;
  const meta = `<time datetime="${escapeHtml(c.startDate)}">${escapeHtml(formatLongDate(c.startDate))}</time>`
    + ` · ${escapeHtml(formatTime(c.startDate))} to ${escapeHtml(formatTime(c.endDate))} · ${escapeHtml(c.venue.name)}, ${escapeHtml(c.venue.city)}`;
  return `<header class="ff-summit"><div class="ff-c"><p class="ff-meta">${meta}</p><h1>${escapeHtml(c.name)}</h1>`
    + `<p class="ff-tagline">${escapeHtml(c.tagline)}</p></div></header>`;
}

export const CATALOG_COPY = {
  catalog: { title: 'Product Catalog', intro: 'Board certifications, market research, events, databases and more for medical affairs, MSL and pharmacy professionals. Narrow the list by topic, price, type or what other learners rate highest.' },
  certifications: { title: 'Certifications', intro: 'Accredited board certifications and certificate programs, self-paced and online, built for the people who run medical affairs in pharma and biotech.' },
} as const;

function catalogHead(which: keyof typeof CATALOG_COPY, firstImage?: string): string {
  const c = CATALOG_COPY[which];
  const head = `<header class="ff-cat"><div class="ff-c"><h1>${escapeHtml(c.title)}</h1><p>${escapeHtml(c.intro)}</p></div></header>`;
  if (!firstImage) return head;
  return `${head}<div class="ff-c"><div class="ff-layout"><div class="ff-aside"></div><div><div class="ff-toolbar"></div>`
    + `<ul class="ff-cards"><li><div class="ff-card"><div class="ff-media"><img src="${escapeHtml(firstImage)}" alt="" width="480" height="320"></div></div></li></ul>`
    + '</div></div></div>';
}

/** The empty cart's head and its first suggested certification's image (the page's largest element). */
export function emptyCartFrame(firstImage?: string): string {
  const head = '<div class="ff-empty"><h1>Your Cart is Empty</h1>'
    + '<p>Browse our accredited board certifications, market research and events, and add what suits your career.</p>'
    + '<a class="ff-btn" href="/catalog" tabindex="-1">Continue Exploring</a></div>';
  const suggestion = firstImage
    ? '<section><h2>Featured certifications</h2><ul class="ff-sugg"><li><div class="ff-card">'
      + `<img src="${escapeHtml(firstImage)}" alt="" width="480" height="320"></div></li></ul></section>`
    : '';
  return `<div class="ff-c ff-cartp">${head}${suggestion}</div>`;
}

const CART_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${CART_COOKIE}=([^;]*)`);

/** True when the request's cart line-count cookie (shared-cart) is absent or 0: the cart is empty. */
export function cartLooksEmpty(cookieHeader: string | undefined): boolean {
  const m = CART_COOKIE_VALUE.exec(cookieHeader ?? '');
  return !m || m[1]!.trim() === '0';
}

/** The whole frame inside #root; `page` is the page area's content (may be empty). */
export function frameHtml(page: string): string {
  return `<div data-first-frame="">${bar()}<main class="ff-main" id="ff-main">${page}</main></div>`;
}

// ------------------------------------------------------------------ per-request document

export interface DocumentParts {
  /** Extra elements for <head>: the frame's CSS. */
  head: string;
  /** The first frame inside #root. */
  root: string;
  /** The inlined API answers (`#app-data`), keyed as shared-api's client requests them. */
  data: Record<string, unknown>;
  /** The route's scripts, preloaded by the shell's entry after the first paint (`#app-preload`). */
  scripts: string[];
}

const PRODUCTS_PAGES = new Set(['HomePage', 'CatalogPage', 'CartPage']);

export interface CriticalPathOptions {
  /** The current releases (read per request: a release shows in the next document). */
  registry: () => Registry;
  /** The shell's build folder (its chunks.json). */
  shellDist: string;
  apiBase?: string;
}

export function createCriticalPath(app: FastifyInstance, opts: CriticalPathOptions) {
  const apiBase = (opts.apiBase ?? '/api').replace(/\/$/, '');
  // the shell's chunk map is the running shell's (a shell change is a restart); a release's map is
  // read once per release folder (its content never changes)
  let shellChunks: ChunkMap | null = null;
  const shellMap = () => (shellChunks ??= readMap(join(opts.shellDist, 'chunks.json')));
  const remoteMaps = new Map<string, ChunkMap>();
  const remoteMap = (dir: string) => {
    let m = remoteMaps.get(dir);
    if (!m) { m = readMap(join(dir, 'chunks.json')); remoteMaps.set(dir, m); }
    return m;
  };

  /** An API answer through the API's own route (status 200 only). */
  async function apiGet(path: string): Promise<unknown> {
    const res = await app.inject({ method: 'GET', url: `${apiBase}${path}` });
    if (res.statusCode !== 200) return undefined;
    try { return res.json(); } catch { return undefined; }
  }

  return async function parts(url: string, cookie?: string): Promise<DocumentParts> {
    const pathname = url.split('?')[0] ?? '/';
    const { remotes } = opts.registry();
    const startup = shellStartupFiles(shellMap());
    // the pages of the configured remotes (the rest answer with the bar only, as the shell's not-found page does)
    const hit = remotePageAt(pathname, remotes);
    const scripts: string[] = [];
    const preload = (href: string) => { if (!scripts.includes(href)) scripts.push(href); };
    startup.forEach(preload);
    const data: Record<string, unknown> = {};
    let page = '';
    if (hit) {
      const { route, params } = hit;
      const release = remotes[route.remote]!;
      preload(release.entry);
      exposeFiles(remoteMap(release.dir), shellMap(), route.module, release.base).forEach(preload);
      // a product page's product, by the route table's meta source (the summit's is the conference product)
      const type = route.meta.from === 'product' && route.meta.type !== 'conference' ? route.meta.type : undefined;
      if (PRODUCTS_PAGES.has(route.module)) {
        const products = await apiGet('/products');
        if (Array.isArray(products)) data['/products'] = products;
        if (route.module === 'HomePage') page = homeHero();
        if (route.module === 'CartPage' && cartLooksEmpty(cookie)) {
          // the cart lives in the browser; its line-count cookie says whether it is empty
          const first = Array.isArray(products) ? pickFeaturedCertifications(products as ProductListing[])[0] : undefined;
          page = emptyCartFrame(siteImage(first));
        }
        if (route.module === 'CatalogPage') {
          // the unfiltered catalog's first card image is the page's largest element: in the frame
          const first = Array.isArray(products) && route.path === '/catalog' && !url.includes('?')
            ? firstCatalogProduct(products as ProductListing[]) : undefined;
          page = catalogHead(route.path === '/certifications' ? 'certifications' : 'catalog', siteImage(first));
        }
      } else if (type && params.slug) {
        const key = `/product?${new URLSearchParams({ slug: params.slug, type })}`;
        const product = await apiGet(key) as FrameProduct | undefined;
        if (product && typeof product.productName === 'string') {
          data[key] = product;
          page = productHero(product, route.module === 'CertificationPage' ? ACCREDITATION_NOTE : undefined);
        }
      } else if (route.meta.from === 'product' && route.meta.type === 'conference' && params.slug) {
        const key = `/product?${new URLSearchParams({ slug: params.slug, type: 'conference' })}`;
        const product = await apiGet(key) as FrameProduct | undefined;
        if (product && typeof product.productName === 'string') {
          data[key] = product;
          page = summitHero(product.content) ?? '';
          // a summit that has ended points to the next one (the API's current summit): its answer is
          // inlined too, so the archive page makes no API call (and loads no HTTP client) on first view
          const end = Date.parse(String((product.content as { endDate?: unknown; startDate?: unknown } | undefined)?.endDate
            ?? (product.content as { startDate?: unknown } | undefined)?.startDate ?? ''));
          if (!Number.isNaN(end) && end <= Date.now()) {
            const current = await apiGet('/summit/current');
            if (current) data['/summit/current'] = current;
          }
        }
      }
    }
    const head = `<style id="ff-style">${FRAME_CSS}</style>`;
    return { head, root: frameHtml(page), data, scripts };
  };
}

/**
 * index.html with the parts in: the frame's styles in the head, the frame inside #root, then the
 * data and script lists (after the frame, so the parser reaches the frame first).
 */
export function applyParts(html: string, p: DocumentParts): string {
  const data = Object.keys(p.data).length ? jsonBlock('app-data', p.data) : '';
  const scripts = p.scripts.length ? jsonBlock('app-preload', p.scripts) : '';
  return html
    .replace('</head>', `${p.head}</head>`)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root">${p.root}</div>${data}${scripts}`);
}

/**
 * The per-request document: `render(indexHtml, url)`. Anything failing here (a missing build file,
 * the API) serves the plain document, which works as before: the frame only speeds it up.
 */
export function createDocumentRenderer(app: FastifyInstance, opts: CriticalPathOptions) {
  let parts: ReturnType<typeof createCriticalPath> | null = null;
  return async (html: string, url: string, cookie?: string): Promise<string> => {
    try {
      parts ??= createCriticalPath(app, opts);
      return applyParts(html, await parts(url, cookie));
    } catch (e) {
      app.log.error({ err: e, url }, 'first frame failed: serving the plain document');
      return html;
    }
  };
}
