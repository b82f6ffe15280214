// The head of a page the app navigated to (use-route-meta.ts): its title, description, canonical
// link, Open Graph tags and robots, from the page-meta module the server renders the first page's
// head with (shared-api/src/page-meta), for the route the route table (route-table.ts) matches.
// Loaded on the first client-side navigation with page-meta, not with the first page (whose head the
// server wrote): it keeps this code and the texts of every route off the first load's JavaScript.
import {
  DEFAULT_SHARE_IMAGE, NOT_FOUND_PAGE, PRODUCT_PAGE_TYPES, SITE_NAME, STATIC_PAGES, productRouteMeta,
} from 'shared-api/page-meta';
import { pageRoute } from '../route-table';

function setMeta(attr: 'name' | 'property', key: string, value: string | null) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (value === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = value;
}

function setCanonical(href: string | null) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** Applies the meta of `pathname` to the document head. */
export function applyRouteMeta(pathname: string): void {
  const route = pageRoute(pathname, { pages: STATIC_PAGES, notFound: NOT_FOUND_PAGE, productTypes: PRODUCT_PAGE_TYPES });
  const meta = route.kind === 'product' ? productRouteMeta(route.type) : route.meta;
  const url = route.kind === 'not-found' ? null : new URL(route.kind === 'static' ? route.canonical : pathname, location.origin).href;
  // a page that already set its own meta for this address (usePageMeta) keeps its texts and JSON-LD
  const pageOwned = document.head.dataset.pageMetaFor === pathname;
  setMeta('name', 'robots', meta.index ? null : 'noindex');
  setCanonical(url);
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:type', route.kind === 'product' && route.type !== 'event' && route.type !== 'conference' ? 'product' : 'website');
  setMeta('property', 'og:url', url);
  if (pageOwned) return;
  document.title = meta.title;
  setMeta('name', 'description', meta.description);
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:image', new URL(DEFAULT_SHARE_IMAGE, location.origin).href);
  // the previous page's structured data; the new page adds its own
  document.getElementById('page-jsonld')?.remove();
}
