// Standalone host harness app (loaded by harness.tsx after the shared modules are ready). The dev
// server proxies /api to API_ORIGIN (default http://localhost:8080).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { GlobalStyle, Toaster } from 'shared-ui';
import { harnessRoutes, type LoadPageFile } from 'shared-ui/harness-routes';
import declared from './routes';

/** A page's file (src/routes.ts `pages`, relative to src/): the pages' folder only, never a test. */
const load: LoadPageFile = (file) => import(/* webpackInclude: /pages[\\/][^\\/]+\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./pages/${file.replace(/^\.\/pages\//, '')}`);

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <GlobalStyle />
    <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
      <Link to="/__NAME__">__TITLE__</Link>
    </nav>
    <main>
      <Routes>
        <Route path="/" element={<Navigate to="/__NAME__" replace />} />
        {harnessRoutes(declared, load)}
        <Route path="*" element={<p style={{ padding: 20 }}>This harness only serves the __TITLE__ remote. <Link to="/__NAME__">Back to its page</Link></p>} />
      </Routes>
    </main>
    <Toaster />
  </BrowserRouter>,
);
