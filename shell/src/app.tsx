import { useEffect, useRef, type MouseEvent } from 'react';
import { Provider } from 'jotai';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { setTokenGetter, getAppConfig } from 'shared-api';
import { getAccessToken, initAuth } from 'shared-auth';
import { captureUtm } from 'shared-cart';
import { GlobalStyle, media, theme, Toaster } from 'shared-ui';
import { BottomBar } from './features/nav/bottom-bar';
import { Footer } from './features/nav/footer';
import { TopBar } from './features/nav/top-bar';
import { markAppLive } from './lib/app-live';
import { INTENT_EVENTS } from './lib/intent-events';
import { RemotePage } from './lib/remote-page';
import { ShellAuthProvider, connectShellStore, shellStore } from './lib/shell-store';
import { useRouteMeta } from './lib/use-route-meta';
import { scrollToHash } from './lib/scroll-to-hash';
import { useRouteFocus } from './lib/route-focus';
import { isRemoteRoute } from './route-table';
import { activeRoutes, guard, shellElement } from './routes';

initAuth(getAppConfig().auth);
setTokenGetter(getAccessToken);
connectShellStore();

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

/** Prefetch on intent (lib/prefetch.ts), its code loaded on the first pointer, touch or focus. */
function usePrefetchOnIntent() {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    const options = { passive: true, capture: true } as const;
    const first = (e: Event) => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, first, options);
      import('./lib/prefetch')
        .then(({ installPrefetch }) => { if (live) stop = installPrefetch(activeRoutes(), e); })
        .catch((err: unknown) => console.error('[prefetch] unavailable', err));
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, first, options);
    return () => {
      live = false;
      for (const type of INTENT_EVENTS) document.removeEventListener(type, first, options);
      stop?.();
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
    // filter) keeps the place
    if (!before || before.pathname !== pathname || before.hash) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key]);
  return null;
}

export function App() {
  // issue 35 hook-in (to move into the new bootstrap): a first page without a server frame is live at
  // the shell's first commit (a served page is made live by its hydration: lib/remote-page.tsx)
  useEffect(() => { if (!document.querySelector('[data-first-frame-page]')) markAppLive(); }, []);
  return (
    <Provider store={shellStore}>
    <BrowserRouter>
      <ShellAuthProvider>
        <GlobalStyle />
        <RouteEffects />
        <SkipLink href="#main" onClick={skipToMain}>Skip to main content</SkipLink>
        <TopBar />
        <Main id="main" tabIndex={-1}>
          <Routes>
            {activeRoutes().map((r) => (
              <Route
                key={r.path}
                path={r.path}
                element={guard(r, isRemoteRoute(r) ? <RemotePage remote={r.remote} module={r.module} path={r.path} /> : shellElement(r.shell))}
              />
            ))}
          </Routes>
        </Main>
        <Footer />
        <BottomBar />
        <Toaster />
      </ShellAuthProvider>
    </BrowserRouter>
    </Provider>
  );
}
