// Keeps the head right on client-side navigation: the title, description, canonical link, Open Graph
// tags and robots of the new address, from the page-meta module the server renders the first page's
// head with (shared-api/src/page-meta), for the route the route table (route-table.ts) matches. The page itself refines them once it has its data (a product
// page sets its product's name, excerpt, image and JSON-LD through usePageMeta, after this runs).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageRoute } from '../route-table';

// Loaded on the first client-side navigation, not with the first page (whose head the server wrote):
// it keeps the texts of every route off the first load's JavaScript.
const pageMeta = () => import('shared-api/page-meta');

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
export async function applyRouteMeta(pathname: string): Promise<void> {
  const { DEFAULT_SHARE_IMAGE, SITE_NAME, STATIC_PAGES, NOT_FOUND_PAGE, PRODUCT_PAGE_TYPES, productRouteMeta } = await pageMeta();
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

/** On every route change after the first (the server wrote the first page's head). */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // served by the document server (shell/server): the head is this page's already (a dev server's static index.html is not)
      if (document.head.querySelector('meta[property="og:site_name"]')) return;
    }
    let current = true;
    void pageMeta().then(() => {
      if (current) void applyRouteMeta(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
