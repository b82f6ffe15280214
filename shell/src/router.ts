// The part of react-router-dom the store uses, as the shell provides it to every remote under the
// share key `react-router-dom` (shared-build/index.js). A shared module is never tree-shaken (a
// remote may use any of its exports), and react-router-dom 6.30 whole, with react-router and the
// data router (@remix-run/router), is 28.6 KB gzip on every first load. Provided through this list,
// webpack drops what no page uses (fetchers, Form, hash and memory routers, the static handler…).
// A remote that needs another export adds it here (a shell release) before using it. Not here:
// `defer` and `<Await>` (1.1 KB gzip on every first load; shared-ui's RouteData reads data on its way
// with React's `use`: bench/RESULTS.md, 2026-12-07).
export {
  createBrowserRouter, Link, matchRoutes, Navigate, NavLink, Outlet, redirect, RouterProvider,
  UNSAFE_DataRouterStateContext, UNSAFE_NavigationContext, UNSAFE_RouteContext,
  useLoaderData, useLocation, useMatches, useNavigate, useParams, useRevalidator, useRouteError, useSearchParams,
} from 'acma-react-router-dom';
export type { LoaderFunction, LoaderFunctionArgs, PatchRoutesOnNavigationFunction, RouteObject, ShouldRevalidateFunction } from 'acma-react-router-dom';
