// Renders a page as its route, with its loader, in a data router (the shell's, in memory), beside the
// addresses pages navigate to and a marker of where the router is.
import type { ComponentType } from 'react';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import { useLocation, type LoaderFunction } from 'react-router-dom';
import { renderRoutes } from 'shared-ui/test-routes';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

const at = (Page: ComponentType) => function At() { return <><Page /><Where /></>; };

/**
 * The page at `path` as the route `pattern`, its data read by `loader`; `served`: the page as the
 * browser hydrates it, with this loader data from the server's document (the loader does not run).
 */
export function renderRoute(path: string, pattern: string, Page: ComponentType, loader?: LoaderFunction, served?: { data: unknown }) {
  return renderRoutes(path, [
    { id: 'page', path: pattern, Component: at(Page), loader },
    { path: '/cart', Component: at(() => <h1>Cart page</h1>) },
    { path: '/404Error', Component: at(() => <h1>Not found page</h1>) },
    { path: '*', Component: at(() => <h1>Elsewhere</h1>) },
  ], served ? { page: served.data } : undefined);
}

/** What a route says in the head for this data (its module's handle.meta, which the shell writes): its title and JSON-LD. */
export async function headOf(handle: { meta: (args: PageMetaArgs) => Promise<PageMeta | null> }, data: unknown, pathname: string) {
  const said = await handle.meta({ data, params: {}, pathname, search: '', origin: 'http://localhost' });
  return { title: said?.title, ld: (said?.jsonLd ?? []) as Array<Record<string, unknown>> };
}
