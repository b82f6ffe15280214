// The shell's server render (ARCHITECTURE.md section 5b), built into shell/dist/server/shell.cjs
// (shared-build/server-bundle.js) and called by the document server (server/document.ts) for
// every page address: the same data routes as the browser's (data-routes.tsx), run by React Router's
// static handler (the matched routes' modules loaded from their remotes' server bundles, their
// loaders run), rendered whole (the layout with the page inside) by StaticRouterProvider, styles
// collected by styled-components. The browser hydrates exactly this tree (bootstrap.tsx). The page's
// head is what its leaf route's module says of itself (`handle.meta`, with its loader's data).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import type { StaticHandlerContext } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createStore } from 'jotai';
import { CART_COOKIE } from 'shared-cart/cart-store';
import { Layout, Shell } from './app';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import { ClientOnlyContext, dataRoutes, ROUTER_FUTURE, type RouteHandle, type RouteModule } from './data-routes';
import { routesWith, type RemoteRoute } from './route-table';
import { NOT_FOUND_META } from './pages/shell-meta';

export interface ShellRenderInput {
  /** The request's address: path and query. */
  url: string;
  /** The site's origin (the loaders' Request URL). */
  origin: string;
  /** The routes of the releases the document is made with (each release's routes.json, with its remote's name). */
  routes: readonly RemoteRoute[];
  /**
   * The request's cart cookie (shared-cart cartCookieOf: `0`, `1` or the lines): the one thing of the
   * buyer a render sees (the cart page's first render), as the only cookie of its Request.
   */
  cart: string;
  /** A remote's route module from its current release's server bundle; rejects when it has none. */
  load(remote: string, module: string): Promise<RouteModule>;
}

export interface ShellRenderOutput {
  /** A route that redirects (the old cart address, a product route without its slug). */
  redirect?: { status: number; location: string };
  status: number;
  /** The markup inside #root. */
  html: string;
  /** For the head: the page's styled-components rules and React's image preloads. */
  head: string;
  /** For the browser's router (#app-data): the routes' loader data and the pages the server did not render. */
  data: { loaderData: Record<string, unknown>; clientOnly: string[] };
  /** The matched routes' ids (the route table's patterns), outermost first. */
  matched: string[];
  /** Whether a loader read the Request's cookie (the document then depends on the cart's lines, not only on whether it is empty). */
  readsCart: boolean;
  /** Why a page was left to the browser, for the server's log. */
  skipped: { route: string; reason: unknown }[];
  /**
   * The page's head: its leaf route's `handle.meta` (the not-found texts, 404, when it says there is
   * no page); null when its module gave none (a page the server could not load): the document keeps
   * its plain head.
   */
  meta: PageHeadMeta | null;
}

/** A page's head as the document server writes it (server/page-meta.ts). */
export interface PageHeadMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** false: robots noindex (the route table's `noindex`, or the page's own `index: false`). */
  index: boolean;
  canonicalPath: string | null;
  image: string | null;
  ogType: string;
  jsonLd: object[] | null;
}

/** The head of the matched page: what its module's `handle.meta` says, with the route table's noindex and canonical. */
export async function headOf(handle: RouteHandle | undefined, args: PageMetaArgs): Promise<PageHeadMeta | null> {
  if (!handle?.meta) return null;
  const meta: PageMeta | null = await handle.meta(args);
  const path = args.pathname.length > 1 ? args.pathname.replace(/\/+$/, '') : args.pathname;
  if (!meta) {
    return { status: 404, ...NOT_FOUND_META, index: false, canonicalPath: null, image: null, ogType: 'website', jsonLd: null };
  }
  return {
    status: 200,
    title: meta.title,
    description: meta.description,
    index: meta.index !== false && !handle.spec.noindex,
    canonicalPath: meta.canonicalPath !== undefined ? meta.canonicalPath : handle.spec.canonical ?? path,
    image: meta.image ?? null,
    ogType: meta.ogType ?? 'website',
    jsonLd: meta.jsonLd ?? null,
  };
}

const Unavailable: ComponentType = () => null;

export async function render(input: ShellRenderInput): Promise<ShellRenderOutput> {
  const clientOnly = new Set<string>();
  const skipped: ShellRenderOutput['skipped'] = [];
  const routes = dataRoutes(routesWith(input.routes), Layout, async (remote, module) => {
    try {
      return await input.load(remote, module);
    } catch (reason) {
      // no server bundle (or it threw): the browser renders this page once the rest is hydrated
      skipped.push({ route: `${remote}/${module}`, reason });
      return { default: Unavailable, handle: { serverSkipped: true } };
    }
  });
  const handler = createStaticHandler(routes, { future: ROUTER_FUTURE });
  const request = new Request(new URL(input.url, input.origin), { headers: { cookie: `${CART_COOKIE}=${input.cart}` } });
  // which documents depend on the cart's lines: those whose loaders read the cookie (the cart page's)
  let readsCart = false;
  const readHeader = request.headers.get.bind(request.headers);
  request.headers.get = (name: string) => {
    if (name.toLowerCase() === 'cookie') readsCart = true;
    return readHeader(name);
  };
  const result = await handler.query(request);
  if (result instanceof Response) {
    return {
      redirect: { status: result.status, location: result.headers.get('location') ?? '/' },
      status: result.status, html: '', head: '', data: { loaderData: {}, clientOnly: [] }, matched: [], readsCart, skipped, meta: null,
    };
  }
  let context: StaticHandlerContext = result;
  const matched = context.matches.map((m) => m.route.id);
  for (const m of context.matches) if (m.route.handle && (m.route.handle as { serverSkipped?: boolean }).serverSkipped) clientOnly.add(m.route.id);
  // a loader that threw: that page is left to the browser (which loads it again) rather than served as an error
  if (context.errors) {
    for (const [id, reason] of Object.entries(context.errors)) { clientOnly.add(id); skipped.push({ route: id, reason }); }
    context = { ...context, errors: null, statusCode: 200 };
  }
  const draw = () => {
    const sheet = new ServerStyleSheet();
    try {
      const loaderData = { ...context.loaderData };
      for (const id of clientOnly) loaderData[id] = null;
      const ctx = { ...context, loaderData };
      const router = createStaticRouter(handler.dataRoutes, ctx, { future: ROUTER_FUTURE });
      const html = renderToString(sheet.collectStyles(
        <Shell store={createStore()}>
          <ClientOnlyContext.Provider value={clientOnly}>
            <StaticRouterProvider router={router} context={ctx} hydrate={false} />
          </ClientOnlyContext.Provider>
        </Shell>,
      ));
      return { html, css: sheet.getStyleTags(), loaderData };
    } finally {
      sheet.seal();
    }
  };
  // the page's head, from the leaf route's module and its loader's data
  const leaf = context.matches[context.matches.length - 1];
  let meta: PageHeadMeta | null = null;
  if (leaf && !clientOnly.has(leaf.route.id)) {
    try {
      meta = await headOf(leaf.route.handle as RouteHandle | undefined, {
        data: context.loaderData[leaf.route.id] ?? null, params: leaf.params, pathname: context.location.pathname, search: context.location.search, origin: input.origin,
      });
    } catch (reason) {
      skipped.push({ route: `${leaf.route.id} (handle.meta)`, reason });
    }
  }
  let out;
  try {
    out = draw();
  } catch (reason) {
    // a page that cannot render on the server (it reads the window in render): the document carries
    // the layout and the page's space, and the browser renders the page
    const page = matched[matched.length - 1];
    if (!page || clientOnly.has(page)) throw reason;
    clientOnly.add(page);
    skipped.push({ route: page, reason });
    out = draw();
  }
  // React puts a <link rel="preload" as="image"> before the markup for each eager image: they go to
  // the head (the browser starts the image with the document), the root holds the app's own elements
  const preloads = /^(?:<link rel="preload"[^>]*>)+/.exec(out.html)?.[0] ?? '';
  return {
    status: context.statusCode,
    html: out.html.slice(preloads.length),
    head: preloads + out.css,
    data: { loaderData: out.loaderData, clientOnly: [...clientOnly] },
    matched,
    readsCart,
    skipped,
    meta,
  };
}
