import { useEffect, useState } from 'react';
import type { Product } from 'shared-api';
import { usePageMeta } from 'shared-ui';

// The JSON-LD builders are loaded only when a page needs them: the page the browser first loaded got
// its whole head (title, description, Open Graph, JSON-LD) from the server (server/page-meta.ts),
// so they stay off the first load's JavaScript; a page reached by client-side navigation loads them.
type PageMetaModule = typeof import('shared-api/page-meta');
let loaded: PageMetaModule | null = null;
let loading: Promise<PageMetaModule> | null = null;
const loadPageMeta = (): Promise<PageMetaModule> => (loading ??= import('shared-api/page-meta').then((m) => (loaded = m)));

/**
 * Whether the document was served for this address with the head the server wrote (not a dev
 * server's static page); false on the server (no document).
 */
function servedHere(): boolean {
  if (typeof document === 'undefined' || !document.head.querySelector('meta[property="og:site_name"]')) return false;
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  try {
    return !!nav && new URL(nav.name).pathname === location.pathname;
  } catch {
    return false;
  }
}
let servedHeadUnused = true;

/** Title, description, link-preview image and JSON-LD for a product page (or a neutral title while loading). */
export function useProductMeta(product: Product | null, loadingTitle: string): void {
  // the first product page mounted at the served address keeps the server's head
  const [served] = useState(() => {
    const ok = servedHeadUnused && servedHere();
    servedHeadUnused = false;
    return ok;
  });
  const [mod, setMod] = useState<PageMetaModule | null>(loaded);
  useEffect(() => {
    if (served || mod || !product) return;
    let current = true;
    void loadPageMeta().then((m) => {
      if (current) setMod(m);
    });
    return () => {
      current = false;
    };
  }, [served, mod, product]);
  const meta = product && mod ? mod.productPageMeta(product) : null;
  usePageMeta(served ? null : product && mod && meta
    ? {
      title: meta.title,
      description: meta.description,
      image: meta.image ?? undefined,
      jsonLd: mod.productJsonLd(product, window.location.origin),
    }
    : { title: `${loadingTitle} | ACMA`, description: 'Accredited programs, research and events for medical affairs professionals.', jsonLd: null });
}
