// Renders the catalog page as its routes (/catalog and /certifications), with its loader, in a data
// router as the shell's (in memory, transitions, the shell's rule for running a loader again), beside
// a marker of where the router is.
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { samePageStays } from 'shared-ui';
import CatalogPage, { loader } from '../pages/catalog-page';

// React Router 6 announces its v7 changes once per run; the shell opts in with its own flags, not these tests.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('React Router Future Flag Warning')) return;
  warn(...args);
};

export type Entry = string | { pathname: string; search?: string; state?: unknown };

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
  const path = typeof entry === 'string' ? entry.split('?')[0]! : entry.pathname;
  const router = createMemoryRouter(
    ['/catalog', '/certifications'].map((p) => ({ id: p, path: p, Component: At, loader, shouldRevalidate: samePageStays })),
    { initialEntries: [entry], hydrationData: served ? { loaderData: { [path]: served.data } } : undefined },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await act(async () => { await Promise.resolve(); });
  return Object.assign(view, { router });
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
