import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from 'shared-ui';

function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname}</output>;
}

/** Renders `element` at `path` inside a router and the Toaster. */
export function renderAt(path: string, element: ReactNode, routes: Record<string, ReactNode> = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
        {Object.entries(routes).map(([p, e]) => <Route key={p} path={p} element={e} />)}
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <Toaster />
    </MemoryRouter>,
  );
}
