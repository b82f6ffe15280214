import {
  Component, lazy, startTransition, Suspense, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Provider, useStore } from 'jotai';
import {
  Route, Router, Routes, UNSAFE_NavigationContext, type Location, type Navigator, type NavigationType,
} from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, Loader } from 'shared-ui';
import { markAppLive } from './app-live';
import { loadPage, resetRemote } from './remotes';
import { ShellAuthProvider } from './shell-store';

const Fallback = styled(Container)`
  padding-top: 64px; padding-bottom: 64px; text-align: center; min-height: 50vh;
`;

class Boundary extends Component<{ onRetry: () => void; children: ReactNode; resetKey: string }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) { return { error }; }
  override componentDidCatch(error: Error, info: ErrorInfo) { console.error('[remote] page failed', error, info.componentStack); }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Fallback role="alert" data-testid="remote-fallback">
        <h1>This part of the store is not available right now</h1>
        <p>Your cart is safe and the rest of the site still works. Please try again in a moment.</p>
        <Button onClick={() => { this.setState({ error: null }); this.props.onRetry(); }}>Try again</Button>
      </Fallback>
    );
  }
}

// The server's first frame of the first page (shell/server/first-frame.ts: the page rendered by its own
// remote's server bundle). Its nodes are moved, at the shell's first commit, into the page area's
// container, so the page painted before any script ran stays on screen; once the page's module is
// loaded, React hydrates them in a root of their own (FirstPage), with the shell's router, store and
// sign-in state passed in: the server's DOM is kept and made live, not replaced (ARCHITECTURE.md 5b).
// Later pages render in the shell's root with a loader while their module loads.
let firstFrame: Node[] | null = null;
if (typeof document !== 'undefined') {
  const main = document.getElementById('ff-main');
  if (main?.firstChild) firstFrame = [...main.childNodes];
}

/** The shell's browser history as react-router 6's BrowserRouter gives it to its navigation context. */
interface ShellHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

/**
 * A router over the shell's own history, inside the first page's root: it follows the address itself
 * (as BrowserRouter does), so an update the page makes in an event (a filter written to the address)
 * is rendered within that event, as in the shell's root: a controlled checkbox keeps its new state.
 */
function ShellHistoryRouter({ history, children }: { history: ShellHistory; children: ReactNode }) {
  const [at, setAt] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => history.listen(setAt), [history]);
  return <Router location={at.location} navigationType={at.action} navigator={history}>{children}</Router>;
}

/** Marks the page area live once the page's root has committed (its hydration). */
function Hydrated({ area, children }: { area: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    area.setAttribute('data-hydrated', '');
    markAppLive(); // issue 35 hook-in (to move into the new bootstrap): the first page is live, replay the early events
  }, [area]);
  return children;
}

/**
 * The first page, hydrated where the server rendered it. The tree is the server render's
 * (shared-ui/src/server-render.tsx: a router at the address, the route, the page; the providers
 * around it render one child each), so useId's ids and the markup are the same. The page follows
 * the address while it stays on this page of the route table; when the shell's route moves to
 * another, this component goes, and its root with it.
 * Where the browser's first render differs from the server's all the same (a buyer already signed
 * in on a page that shows it), React renders the page again on the client in the same place:
 * logged as a warning, the same page on screen.
 * A page that fails to load or throws goes to the page area's error boundary, like any page.
 */
function FirstPage({ remote, module, path, nodes }: { remote: string; module: string; path: string; nodes: Node[] }) {
  const area = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<unknown>(null);
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const store = useStore();
  if (error) throw error;
  // (a layout effect: the served nodes are back before the shell's first frame is painted)
  useLayoutEffect(() => {
    const el = area.current!;
    el.append(...nodes);
    let root: Root | null = null;
    let live = true;
    loadPage(remote, module).then(({ default: Page }) => {
      if (!live) return;
      // a transition: React hydrates in slices of about 5 ms and gives the main thread back between
      // them (outside one, hydration is a single task: Lighthouse's Total Blocking Time)
      startTransition(() => {
        root = hydrateRoot(el, (
          <Provider store={store}>
            <ShellAuthProvider>
              <ShellHistoryRouter history={navigator as ShellHistory}>
                <Routes><Route path={path} element={<Hydrated area={el}><Page /></Hydrated>} /></Routes>
              </ShellHistoryRouter>
            </ShellAuthProvider>
          </Provider>
        ), {
          onRecoverableError: (err) => console.warn(`[first frame] ${remote}/${module} did not hydrate: rendered again in place`, err),
          onUncaughtError: (err) => setError(() => err),
        });
      });
    }, (err: unknown) => { if (live) setError(() => err); });
    return () => {
      live = false;
      firstFrame = null; // the frame is used once
      // (after this render: a root is not unmounted during one)
      if (root) setTimeout(root.unmount.bind(root));
    };
  }, [remote, module, path, nodes, store, navigator]);
  return <div data-first-frame-page="" ref={area} />;
}

/** A page from a remote: its own error boundary and Suspense, so a failing remote stays inside the page area. */
export function RemotePage({ remote, module, path }: { remote: string; module: string; path: string }) {
  const [attempt, setAttempt] = useState(0);
  // the served frame belongs to the page the shell shows first (this element stays mounted, with other
  // props, when the address moves to another page of the route table)
  const [firstAt] = useState(remote + module);
  // a new lazy() per attempt: Retry must fetch the remote again rather than reuse the failed promise
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo<ComponentType>(() => lazy(() => loadPage(remote, module)), [remote, module, attempt]);
  return (
    <Boundary resetKey={`${remote}/${module}`} onRetry={() => { resetRemote(remote); setAttempt((a) => a + 1); }}>
      {firstFrame && !attempt && firstAt === remote + module ? <FirstPage remote={remote} module={module} path={path} nodes={firstFrame} /> : (
        <Suspense fallback={<div style={{ minHeight: '60vh' }}><Loader label="Loading page" /></div>}>
          <Page />
        </Suspense>
      )}
    </Boundary>
  );
}
