// The head of a page the app navigated to (use-route-meta.ts): its title, description, canonical
// link, Open Graph tags, robots and JSON-LD, from what its route module says of itself (`handle.meta`,
// as on the server: server/page-meta.ts) and the route table's noindex and canonical.
// Loaded on the first client-side navigation, not with the first page (whose head the server wrote).
import { DEFAULT_SHARE_IMAGE, SITE_NAME, jsonLdText, type PageMeta } from 'shared-api/page-meta';
import type { RouteSpec } from '../route-table';
import { NOT_FOUND_META } from '../pages/shell-meta';

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

function setJsonLd(value: object[] | null) {
  let script = document.getElementById('page-jsonld');
  if (!value) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.id = 'page-jsonld';
    script.setAttribute('type', 'application/ld+json');
    document.head.appendChild(script);
  }
  script.textContent = jsonLdText(value);
}

/**
 * Applies the meta of the page at `pathname` to the document head: `meta` is what its module's
 * `handle.meta` said (null: no page here, the not-found texts; undefined: the route says nothing, the
 * texts are left as they are).
 */
export function applyRouteMeta(pathname: string, spec: RouteSpec | undefined, meta: PageMeta | null | undefined): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const said = meta === null ? NOT_FOUND_META : meta;
  const canonical = meta === null ? null : meta?.canonicalPath !== undefined ? meta.canonicalPath : spec?.canonical ?? path;
  const url = canonical === null ? null : new URL(canonical, location.origin).href;
  const index = meta !== null && meta?.index !== false && !spec?.noindex;
  setMeta('name', 'robots', index ? null : 'noindex');
  setCanonical(url);
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:type', said?.ogType ?? 'website');
  setMeta('property', 'og:url', url);
  if (said) {
    document.title = said.title;
    setMeta('name', 'description', said.description);
    setMeta('property', 'og:title', said.title);
    setMeta('property', 'og:description', said.description);
  }
  setMeta('property', 'og:image', new URL(said?.image ?? DEFAULT_SHARE_IMAGE, location.origin).href);
  // the previous page's structured data goes; this page's comes with it
  setJsonLd(said?.jsonLd ?? null);
}
