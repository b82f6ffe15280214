// Keeps the head right on client-side navigation: the title, description, canonical link, Open Graph
// tags, robots and JSON-LD the new page's route module says of itself (its `handle.meta`, the one
// the server wrote the first page's head with), applied by apply-route-meta.ts. A page whose data
// comes later (its loader's, on its way: a product page's) gets its neutral texts at once and its
// data's (the product's name, excerpt, image and JSON-LD) once it has come. It is the head's one
// writer in the browser: no page writes its own.
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { dataOnItsWay } from 'shared-ui';
import type { RouteHandle } from '../data-routes';

// Loaded on the first client-side navigation, not with the first page (whose head the server wrote):
// it keeps the code that writes the head off the first load's JavaScript.
const loadApply = () => import('./apply-route-meta');

/** On every change of address after the first (the server wrote the first page's head): a page's head may say what its query shows (the catalog's cards). */
export function useRouteMeta(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const leaf = useRef(matches[matches.length - 1]);
  leaf.current = matches[matches.length - 1];
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // served by the document server (server): the head is this page's already (a dev server's static index.html is not)
      if (document.head.querySelector('meta[property="og:site_name"]')) return;
    }
    const match = leaf.current;
    const handle = match?.handle as RouteHandle | undefined;
    let current = true;
    const apply = async (data: unknown) => {
      const [m, said] = await Promise.all([loadApply(), handle?.meta?.({ data, params: match?.params ?? {}, pathname, search, origin: location.origin })]);
      if (current) m.applyRouteMeta(pathname, handle?.spec, said);
    };
    // data on its way (the loader's, deferred: a product page's): the page's neutral texts at once,
    // then what it says of its data once that has come
    const later = dataOnItsWay(match?.data);
    void (async () => {
      await apply(later ? null : match?.data ?? null);
      if (later) {
        const data = await later;
        if (current) await apply(data);
      }
    })().catch((e: unknown) => console.error('[meta] the page meta could not be applied', e));
    return () => {
      current = false;
    };
  }, [pathname, search]);
}
