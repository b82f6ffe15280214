// Renders the catalog page as its routes (/catalog and /certifications), with its loader, as the shell
// does (shared-ui/test-routes), beside a marker of where the router is.
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderRoutes, type InitialEntry as Entry } from 'shared-ui/test-routes';
import CatalogPage, { loader } from '../pages/catalog-page';


let where = '';
function Where() {
  const l = useLocation();
  where = `${l.pathname}${l.search}`;
  return null;
}
function At() {
  return <><CatalogPage /><Where /></>;
}

/** The address the router is at (its last render). */
export const current = (): string => where;

/**
 * The catalog at `entry`, its first render committed (the list may still be on its way); `served`: as
 * the browser hydrates the server's page, with this loader data from its document (the loader does not run).
 */
export async function openCatalog(entry: Entry, served?: { data: unknown }) {
  const path = typeof entry === 'string' ? entry.split('?')[0]! : entry.pathname ?? '/catalog';
  const view = renderRoutes(entry, ['/catalog', '/certifications'].map((p) => ({ id: p, path: p, Component: At, loader })), served ? { [path]: served.data } : undefined);
  await act(async () => { await Promise.resolve(); });
  return view;
}

/** Until the list's answer is shown (the summary no longer says it is loading). */
export async function listShown() {
  await waitFor(() => expect(screen.getByTestId('results-summary')).not.toHaveTextContent('Loading programs'));
}

/** The catalog at `entry` with its list shown. */
export async function openCatalogShown(entry: Entry) {
  const view = await openCatalog(entry);
  await listShown();
  return view;
}
