// What a failed read of a route's data does on a page that has nothing to show without it (a
// product, a summit: RouteData's `failed`). A module of its own, outside the shared shared-ui entry
// (every export of which is on every first load) and apart from route-answer.ts (a page that reads
// with RouteData does not load the hook).
import { createElement, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { logApiError } from 'shared-api';

/**
 * A failed read of the route's data on a page that has nothing to show without it: logged as `what`
 * and the address (spec section 8), and the buyer goes to `to` (/404Error).
 */
export function ReadFailed({ error, what, to }: { error: unknown; what: string; to: string }) {
  const { pathname } = useLocation();
  useEffect(() => { logApiError(`${what} ${pathname.slice(1)}`, error); }, [error, what, pathname]);
  return createElement(Navigate, { to, replace: true });
}
