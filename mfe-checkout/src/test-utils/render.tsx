import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from 'shared-ui';

function Where() {
  const l = useLocation();
  return <><output data-testid="location">{l.pathname}</output><output data-testid="location-search">{l.search}</output></>;
}

/**
 * Renders `element` at `path` inside a router and the Toaster. `at`: the address to start at when it
 * is not the route's path itself (a query); `strict`: inside StrictMode (effects run twice).
 */
export function renderAt(path: string, element: ReactNode, routes: Record<string, ReactNode> = {}, { at = path, strict = false }: { at?: string; strict?: boolean } = {}) {
  const tree = (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={path} element={element} />
        {Object.entries(routes).map(([p, e]) => <Route key={p} path={p} element={e} />)}
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <Toaster />
    </MemoryRouter>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
