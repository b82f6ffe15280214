// Renders a page inside a router with the shell's product routes and markers for where pages navigate.
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// React Router 6 announces its v7 changes once per run; the shell does not opt in, so neither do these tests.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('React Router Future Flag Warning')) return;
  warn(...args);
};

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

export function renderRoute(path: string, pattern: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={<Page />} />
        <Route path="/cart" element={<h1>Cart page</h1>} />
        <Route path="/404Error" element={<h1>Not found page</h1>} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
