import { createContext, startTransition, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Provider } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { captureUtm } from 'shared-analytics';
import { GlobalStyle, media, theme, Toaster } from 'shared-ui';
import { BottomBar } from './features/nav/bottom-bar';
import { Footer } from './features/nav/footer';
import { TopBar } from './features/nav/top-bar';
import { INTENT_EVENTS } from './lib/intent-events';
import { whenAppLive } from './lib/app-live';
import { loadReleaseBeacon } from './lib/load-release-beacon';
import { ShellAuthProvider, ShellStoreFeed, type ShellStore } from './lib/shell-store';
import { useRouteMeta } from './lib/use-route-meta';
import { scrollToHash } from './lib/scroll-to-hash';
import { useRouteFocus } from './lib/route-focus';
import { activeRoutes } from './routes';

const SkipLink = styled.a`
  position: absolute; left: 8px; top: -60px; z-index: 2000; background: #fff; color: ${theme.color.navy};
  padding: 10px 16px; border-radius: 6px; font-weight: 700;
  &:focus { top: 8px; }
`;
const Main = styled.main`
  min-height: calc(100vh - ${theme.navHeight}px);
  ${media.mobile} { padding-bottom: ${theme.bottomBarHeight}px; }
  /* focused by the skip link or when a page has no heading: the ring drawn inside the page area */
  &:focus-visible { outline-offset: -3px; }
`;

/** The skip link moves focus into the page area without adding #main to the address. */
function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  e.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * Prefetch on intent and of links in view (lib/prefetch.ts), and Tab's scroll clear of the bars
 * (lib/focus-clear.ts), their code loaded on the first pointer,
 * touch or focus, or, whichever comes first, once the app is live, the page loaded, a second more
 * gone (what a page does once live, e.g. checkout's sign-in check and pricing, goes first: on a
 * phone network the prefetches took its bandwidth) and the browser idle.
 */
const IN_VIEW_PAUSE_MS = 1000;

function usePrefetchOnIntent() {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopFocusClear: (() => void) | null = null;
    let stopBatch: (() => void) | null = null;
    let live = true;
    let idle: number | null = null;
    let pause: ReturnType<typeof setTimeout> | null = null;
    let installed = false;
    const options = { passive: true, capture: true } as const;
    // the latest intent on a link: one that comes while the prefetch code loads (a phone: ~200 ms)
    // is acted on once it has, not lost (the pointer came to rest on the link just after the page
    // went idle and the load began)
    let intent: Event | undefined;
    const stopListening = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, install, options);
    };
    const install = (e?: Event) => {
      if (e?.target instanceof Element && e.target.closest('a[href]')) intent = e;
      // once: an intent can come while the wait for the app to be live is queued (it cannot be withdrawn)
      if (installed) return;
      installed = true;
      window.removeEventListener('load', whenIdle);
      if (idle !== null) cancelIdleCallback(idle);
      if (pause !== null) clearTimeout(pause);
      idle = null;
      pause = null;
      import('./lib/prefetch')
        .then(({ installPrefetch }) => {
          stopListening();
          if (live) stop = installPrefetch(activeRoutes, intent);
        })
        .catch((err: unknown) => {
          stopListening();
          console.error('[prefetch] unavailable', err);
        });
      // Tab keeps the focused element clear of the fixed bars and the chat launcher, in Firefox too
      // (lib/focus-clear.ts): at the same moment, the first focus included
      import(/* webpackChunkName: "focus-clear" */ './lib/focus-clear')
        .then(({ installFocusClear, keepFocusedClear }) => {
          if (!live) return;
          stopFocusClear = installFocusClear();
          keepFocusedClear();
        })
        .catch((err: unknown) => console.error('[focus] unavailable', err));
      // styled-components' rules reach the page at React's commits, not at every frame of a
      // transition's render (lib/style-batch.ts): before the first soft navigation, which an intent
      // or this idle moment comes before; not while the page still hydrates (an early pointer's
      // intent): its file and its start would take turns from the hydration's slices
      whenAppLive(() => {
        if (!live) return;
        import(/* webpackChunkName: "style-batch" */ './lib/style-batch')
          .then(({ batchStyles }) => { if (live) stopBatch = batchStyles(); })
          .catch((err: unknown) => console.error('[styles] unbatched', err));
      });
      // the page view's release-health report, at the same moment: nothing of it on the first load
      void loadReleaseBeacon();
    };
    function whenIdle() {
      whenAppLive(() => {
        if (!live || installed || !('requestIdleCallback' in window)) return;
        pause = setTimeout(() => { if (live) idle = requestIdleCallback(() => install(), { timeout: 3000 }); }, IN_VIEW_PAUSE_MS);
      });
    }
    for (const type of INTENT_EVENTS) document.addEventListener(type, install, options);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      live = false;
      stopListening();
      window.removeEventListener('load', whenIdle);
      if (idle !== null) cancelIdleCallback(idle);
      if (pause !== null) clearTimeout(pause);
      stop?.();
      stopFocusClear?.();
      stopBatch?.();
    };
  }, []);
}

/**
 * Scroll to the top on every route change (hash links excepted), focus the new page's heading,
 * capture utm values from any address.
 */
function RouteEffects() {
  const { pathname, search, hash, key } = useLocation();
  useRouteMeta();
  useRouteFocus('main');
  useEffect(() => {
    captureUtm(search);
  }, [search]);
  usePrefetchOnIntent();
  const last = useRef<{ pathname: string; hash: string } | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = { pathname, hash };
    // every visit of an anchor, the same one again included (the footer's "Refund policy" pressed a
    // second time on /terms#refund is a new history entry with the same path and hash); on a link
    // followed in the site its target also takes focus
    if (hash) return scrollToHash(hash, document, { focus: before !== null });
    // a new page (or the same one without its anchor) starts at the top; a query-only change (a
    // filter) keeps the place. Not the first page: it is where the browser put it (the top, or the
    // place a reload restores), and the buyer may have scrolled the served frame before hydration
    // (a scroll then would move the button under a click the buyer is making)
    if (before && (before.pathname !== pathname || before.hash)) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key]);
  return null;
}

/**
 * The page's turn to hydrate. React leaves a Suspense boundary the server rendered to hydrate after
 * the rest, at offscreen (idle) priority: the page, the part the buyer came for, hydrated after
 * everything else the main thread had to do, its handlers 0.1–0.3 s later on the throttled phone
 * than when it hydrated in one go. A context above the page that changes, once the layout has
 * committed, in a transition tells React the page may read it (React cannot know what a part still
 * to hydrate reads): React hydrates the page at once, at that transition's priority, still in slices.
 * (An urgent change there would make it hydrate the page in one synchronous task: lib/shell-store.tsx.)
 */
const PageTurn = createContext(false);

/**
 * The shell's layout, the root route of the data routes (data-routes.tsx): the same tree on the
 * server (server-entry.tsx) and in the browser (bootstrap.tsx), which hydrates it with one
 * hydrateRoot. The page sits in a Suspense boundary of its own, so it hydrates in two parts: the
 * layout (bars, footer) commits first, then the page, in slices (a press on the page before then
 * makes React hydrate it at once and hand it the press). And a page whose first render differs from
 * the server's all the same is rendered again there by React, never the bar or the footer.
 */
export function Layout() {
  const [pageTurn, setPageTurn] = useState(false);
  useEffect(() => startTransition(() => setPageTurn(true)), []);
  return (
    <ShellAuthProvider>
      <GlobalStyle />
      <RouteEffects />
      <SkipLink href="#main" onClick={skipToMain}>Skip to main content</SkipLink>
      <TopBar />
      <Main id="main" tabIndex={-1}>
        {/* the buyer's auth state and cart badge feed the store once the page has hydrated (the
            server rendered them as a visitor's: loading, no badge; lib/shell-store.tsx) */}
        <PageTurn.Provider value={pageTurn}><Suspense fallback={null}><Outlet /><ShellStoreFeed /></Suspense></PageTurn.Provider>
      </Main>
      <Footer />
      <BottomBar />
      <Toaster />
    </ShellAuthProvider>
  );
}

/** The shell's store around the router (RouterProvider in the browser, StaticRouterProvider on the server). */
export function Shell({ store, children }: { store: ShellStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
