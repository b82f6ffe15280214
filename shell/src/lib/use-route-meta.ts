// Keeps the head right on client-side navigation: the title, description, canonical link, Open Graph
// tags and robots of the new address (apply-route-meta.ts). The page itself refines them once it has
// its data (a product page sets its product's name, excerpt, image and JSON-LD through usePageMeta,
// after this runs).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// Loaded on the first client-side navigation, not with the first page (whose head the server wrote):
// it keeps the texts of every route, and the code that writes them, off the first load's JavaScript.
const loadApply = () => import('./apply-route-meta');

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
    void loadApply().then((m) => {
      if (current) m.applyRouteMeta(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
