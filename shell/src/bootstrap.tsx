// The browser's start (ARCHITECTURE.md section 5b): the document the server sent is the app's own
// render (shell/src/server-entry.tsx: the layout with the route's page inside, from the shell's and
// the remote's components), and it is hydrated whole, by one hydrateRoot, with React Router's data
// router given the server's loader data: no element is made again, nothing is taken over.
import { createElement, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { captureUtm } from 'shared-analytics';
import { keepReleaseErrors } from './lib/release-errors';
import { watchServerAdds } from './lib/server-adds';

// the page view's errors are kept from here on, for its release-health report
keepReleaseErrors();
// marketing parameters of the landing address are kept at once, before anything else runs
captureUtm(window.location.search);
// lines the server added for an Add to Cart sent without scripts go into the stored cart, once, before
// anything reads it; without any, the cart cookie is written from the stored cart (a cart stored
// before the cookie existed, or with the cookie cleared, gets it back)
watchServerAdds();

/** A new task: the main thread is given back (to input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});

/** What the server's render hands the browser (#app-data): the routes' loader data, the pages it did not render. */
interface Hydration { loaderData?: Record<string, unknown>; clientOnly?: string[] }
function readHydration(): Hydration | null {
  const el = document.getElementById('app-data');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as Hydration;
  } catch (e) {
    console.error('app-data is not valid JSON', e);
    return null;
  }
}

// The start is split into tasks: the router, then styled-components, then the app's own modules,
// then the hydration (a transition: React hydrates in slices of about 5 ms and gives the main thread
// back between them). Their files are all named in the document's head (server/document.ts),
// so they load in parallel with the HTML; importing one here only evaluates it in a task of its own.
async function start(el: HTMLElement): Promise<void> {
  await nextTask();
  const { createBrowserRouter, matchRoutes, RouterProvider } = await import('react-router-dom');
  await nextTask();
  await import('styled-components');
  await nextTask();
  const [{ Layout, Shell }, { dataRoute, dataRoutes, ClientOnlyContext, ROUTER_FUTURE }, { loadRouteData }, { activeRoutes, activeTable }, { dataOf }, { loadPage }, { shellStore }, { getAppConfig, setTokenGetter, setTokenRenewer }, { getAccessToken, initAuth, renewAccessToken }] = await Promise.all([
    import('./app'), import('./data-routes'), import('./lib/route-data-load'), import('./routes'), import('./route-table'), import('./lib/remotes'), import('./lib/shell-store'), import('shared-api'), import('shared-auth'),
  ]);
  initAuth(getAppConfig().auth);
  setTokenGetter(getAccessToken);
  setTokenRenewer(renewAccessToken); // a call refused as unconfirmed is made again with a renewed token
  const hydration = readHydration();
  const routes = dataRoutes(activeRoutes(), Layout, loadPage);
  // the first page's route modules (the remote's page, loaded through federation) are resolved
  // before hydrating, so the first render is the server's
  let unresolved = false;
  await Promise.all((matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (!route.lazy) return;
    try {
      const props = await route.lazy();
      Object.assign(route, props);
      delete route.lazy;
    } catch (e) {
      // the router loads it again and shows its error element (the fallback with Try again): the app
      // then renders the document itself, there is no page of the server's to hydrate
      console.error('[federation] the first page could not be loaded', e);
      unresolved = true;
    }
  }));
  await nextTask();
  // the router, once made: its routes include those discovered since (below)
  let made: ReturnType<typeof createBrowserRouter> | null = null;
  const router = createBrowserRouter(routes, {
    future: ROUTER_FUTURE,
    hydrationData: hydration?.loaderData ? { loaderData: hydration.loaderData } : undefined,
    // an address no route of this tab takes (the catch-all's) may be a page released since the
    // document was made: the store is asked before the navigation resolves (lib/route-discovery.ts).
    // The router asks about every address its catch-all or a route with a parameter takes, with the
    // routes that take the address in part (`matches`: the home page's `/` takes the start of any
    // address), so whether a page of the tab takes the address is matched here, whole. The router's
    // own routes once it is made (those of a first navigation made while it is made are `routes`).
    patchRoutesOnNavigation: async ({ path, patch }) => {
      const hit = made ? matchRoutes(made.routes, path) : matchRoutes(routes, path);
      if (hit && hit[hit.length - 1]!.route.path !== '*') return;
      const { discoverRoutes } = await import('./lib/route-discovery');
      await discoverRoutes((spec) => dataRoute(spec, loadPage), (found) => patch('root', found));
    },
  });
  made = router;
  // a navigation's data request starts with it, beside the target's module (lib/route-data.ts)
  let navigatingTo: unknown = null;
  router.subscribe(({ navigation }) => {
    if (!navigation.location || navigation.location === navigatingTo) return;
    navigatingTo = navigation.location;
    const hit = activeTable().resolve(navigation.location.pathname);
    if (hit && dataOf(hit.route)) {
      loadRouteData().then((m) => m.readRouteData(hit.route, hit.params)).catch((e: unknown) => console.error('[route-data] unavailable', e));
    }
  });
  const app: ReactNode = createElement(Shell, {
    store: shellStore,
    children: createElement(ClientOnlyContext.Provider, { value: new Set(hydration?.clientOnly ?? []) }, createElement(RouterProvider, { router, future: { v7_startTransition: true } })),
  });
  startTransition(() => {
    if (hydration && el.firstElementChild && !unresolved) {
      hydrateRoot(el, app, {
        onRecoverableError: (err) => console.warn('[hydration] the page did not hydrate as served: rendered again in place', err),
      });
    } else {
      createRoot(el).render(app); // a document without the server's render (it failed): the app renders it
    }
  });
}

const el = document.getElementById('root');
if (el) void start(el);
