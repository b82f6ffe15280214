// Standalone host harness app (loaded by harness.tsx after the shared modules are ready): this
// remote's routes as data routes (each page's loader runs, as in the store). The dev server proxies
// /api to API_ORIGIN (default http://localhost:8080).
import { Link, Navigate } from 'react-router-dom';
import { harnessRoutes, mountHarness, type LoadPageFile } from 'shared-ui/harness-routes';
import declared from './routes';

/** A page's file (src/routes.ts `pages`, relative to src/): the pages' folder only, never a test. */
const load: LoadPageFile = (file) => import(/* webpackInclude: /pages[\\/][^\\/]+\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./pages/${file.replace(/^\.\/pages\//, '')}`);

const nav = (
  <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
    <Link to="/__NAME__">__TITLE__</Link>
  </nav>
);

mountHarness(document.getElementById('root')!, nav, [
  { path: '/', element: <Navigate to="/__NAME__" replace /> },
  ...harnessRoutes(declared, load),
  { path: '*', element: <p style={{ padding: 20 }}>This harness only serves the __TITLE__ remote. <Link to="/__NAME__">Back to its page</Link></p> },
]);
