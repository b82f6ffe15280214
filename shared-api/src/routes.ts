// The route contract between a remote and the store (ARCHITECTURE.md section 5c, "One owner per
// address"): what a remote's `src/routes.ts` declares of each of its pages, and what the shell and
// the server are told of them. A remote's team owns these addresses: its release carries them
// (routes.json beside remoteEntry.js), its canary shows them to the canary's visitors, its rollback
// takes them back. The shell keeps only its own pages (shell/src/route-table.ts).
//
// A remote's routes.ts is data, with type imports only (the build reads it without bundling it:
// shared-build/routes.js):
//
//   import type { RemoteRoutes } from 'shared-api/routes';
//   const pages = { FaqPage: './pages/faq-page.tsx' } as const;
//   export default { pages, routes: [{ path: '/faq', module: 'FaqPage' }] } satisfies RemoteRoutes<keyof typeof pages>;
//
// `pages` are the modules the remote exposes (its webpack `exposes` and its harness come from them);
// a route's `module` must be one of them (the type says so, and the build and the release check it).

/** What the shell and the server need to know of an address, beside what the page says of itself (`handle.meta`). */
export interface RouteFacts {
  /**
   * A React Router path pattern: `/` and literal segments (`[A-Za-z0-9._~-]`) or `:param` segments.
   * No `*`: the catch-all (not found) is the shell's. Matched regardless of case.
   */
  path: string;
  /** For signed-in buyers only (the shell's RequireAuth); implies nothing else. */
  signIn?: true;
  /** Not for search engines: robots noindex, left out of the sitemap. */
  noindex?: true;
  /** The address search engines should use instead (a route that only redirects, an alias). */
  canonical?: string;
  /**
   * A route with a parameter: its addresses that are pages of their own (the sitemap lists them; a
   * route with a parameter and no `addresses`, as a product page, is listed from the catalog).
   */
  addresses?: readonly string[];
  /**
   * The query parameters the page's server render reads (its loader, its meta, its first render): the
   * document is made with these alone and cached under them (server/document-cache.ts). Any other
   * parameter only reaches the browser (utm_*, a sign-in's return).
   */
  query?: readonly string[];
}

/**
 * The API GET whose JSON answer is the page's loader data (its loader returns that answer, nothing
 * else), declared so the shell can start it beside the page's module (shared-api/read-ahead.ts): on
 * intent and when a navigation starts, before the module has arrived. `get` is an API path
 * (`/product`, under the API's base); each of `params` is a query parameter, its value literal
 * (`certification`) or `:name`, the address's parameter of that name. Never with the buyer's token:
 * a page for signed-in buyers declares none.
 */
export interface DataRequest {
  get: string;
  params?: Readonly<Record<string, string>>;
}

/** A page of the remote: the exposed module that renders it (`default`, `loader`, `handle.meta`), and its data request. */
export interface PageRoute<M extends string = string> extends RouteFacts { module: M; data?: DataRequest }

/** An address that only redirects (an old address kept for links: `/shopping-cart` -> `/cart`). */
export interface RedirectRoute extends RouteFacts { redirect: string }

export type RouteDecl<M extends string = string> = PageRoute<M> | RedirectRoute;

/** The whole of a remote's `src/routes.ts`. */
export interface RemoteRoutes<M extends string = string> {
  /** Each exposed module and its file, relative to `src/` (`./pages/faq-page.tsx`). */
  pages: Readonly<Record<M, string>>;
  routes: readonly RouteDecl<M>[];
}

/** A route as a release serves it (routes.json, the runtime configuration): with its remote's name. */
export type ServedRoute = RouteDecl & { remote: string };

/** routes.json, written by the build beside remoteEntry.js. */
export interface RoutesFile { routes: RouteDecl[] }

export const isRedirectRoute = (r: RouteDecl): r is RedirectRoute => 'redirect' in r;
