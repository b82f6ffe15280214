import type DOMPurifyType from 'dompurify';
import { use, useId, useRef } from 'react';

// Event-handler attributes are removed before parsing: DOMPurify would drop them anyway, but
// Chrome reports their mere parsing (in DOMPurify's inert document) as a CSP violation.
const EVENT_HANDLER_ATTR = /\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * An image source product copy may load: an absolute http(s) address, or an address on this site
 * ("/images/..."). Anything else ("x", "data:", "//host/...") would show a broken image or ask the
 * site for a path that is not there, so the image is dropped.
 */
function allowedImageSource(src: string | null): boolean {
  if (!src) return false;
  const s = src.trim();
  if (/^https?:\/\/[^/\s]/i.test(s)) return true;
  return s.startsWith('/') && !s.startsWith('//') && !s.startsWith('/\\');
}

// DOMPurify (about 11 KB gzip) is loaded when a page first sanitizes HTML in the browser, not with
// the page's first load: the server's render sanitizes with DOMPurify (on its own DOM) and the
// browser hydrates that markup as served (SafeHtml below). After a soft navigation the page loads it
// with its data (loadSanitizer), and a SafeHtml that renders before it arrives waits for it (React
// `use`: the page's update, a transition, keeps the screen as it was until then).
type Purify = typeof DOMPurifyType;
let purify: Purify | null = null;
let loading: Promise<Purify> | null = null;

/** Loads DOMPurify once (a page calls it beside its fetch of HTML it will render). */
export function loadSanitizer(): Promise<Purify> {
  loading ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then((m) => {
    const p = ((m as { default?: Purify }).default ?? m) as Purify;
    p.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'IMG' && !allowedImageSource((node as Element).getAttribute('src'))) node.parentNode?.removeChild(node);
    });
    purify = p;
    return p;
  });
  return loading;
}
// the server's render is synchronous: its DOMPurify is in place before it renders a page (the
// server loads its bundles at start)
if (typeof document === 'undefined') void loadSanitizer();

/** Whether DOMPurify is here: `sanitize` can run now. */
export const sanitizerReady = (): boolean => purify !== null;

/** The only way HTML from the API reaches the page: sanitised by DOMPurify (loadSanitizer first). */
export function sanitize(html: string): string {
  if (!purify) throw new Error('sanitize: DOMPurify is not loaded yet (await loadSanitizer())');
  return purify.sanitize(html.replace(EVENT_HANDLER_ATTR, ''), {
    USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'],
  });
}

/**
 * The markup the server sent for this SafeHtml, while the page hydrates: the server's DOMPurify
 * output as the browser parsed it (the element is found by its `data-html`, React's id for it, the
 * same on both sides). Once the app has hydrated (`data-hydrated`, app-live.ts) a new SafeHtml has
 * no served markup.
 */
function servedHtml(id: string): string | null {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute('data-hydrated')) return null;
  return document.querySelector(`[data-html="${id}"]`)?.innerHTML ?? null;
}

export function SafeHtml({ html, as: Tag = 'div', className }: { html: string | null | undefined; as?: 'div' | 'span' | 'p'; className?: string }) {
  const id = useId();
  const source = html ?? '';
  // the hydrating render takes the served markup (no DOMPurify needed for the first page); a later
  // render with other HTML sanitizes it
  const served = useRef<{ source: string; clean: string } | null | undefined>(undefined);
  if (served.current === undefined) {
    const clean = purify ? null : servedHtml(id);
    served.current = clean === null ? null : { source, clean };
  }
  let clean: string;
  if (served.current && served.current.source === source) clean = served.current.clean;
  else {
    if (!purify) use(loadSanitizer());
    clean = sanitize(source);
  }
  return <Tag data-html={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
