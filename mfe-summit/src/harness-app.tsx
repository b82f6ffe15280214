// Standalone host harness app (loaded by harness.tsx after the shared modules are ready): this
// remote's routes as data routes (each page's loader runs, as in the store). The dev server proxies
// /api to a running API (API_ORIGIN, default http://localhost:8080).
import { Link } from 'react-router-dom';
import { harnessRoutes, mountHarness, type LoadPageFile } from 'shared-ui/harness-routes';
import declared from './routes';

/** A page's file (src/routes.ts `pages`, relative to src/): the pages' folder only, never a test. */
const load: LoadPageFile = (file) => import(/* webpackInclude: /pages[\\/][^\\/]+\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./pages/${file.replace(/^\.\/pages\//, '')}`);

const nav = (
  <nav style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}>
    <Link to="/conference/summit-march-2025">Summit</Link>
    <Link to="/conference/summit-march-2025-for-aspiring-professionals">Summit (aspiring)</Link>
    <Link to="/acma-summit-nominations">Nominations</Link>
    <Link to="/summit-conference-badge">Badge</Link>
    <Link to="/summit-conference-free-pass">Free pass</Link>
  </nav>
);

mountHarness(document.getElementById('root')!, nav, [
  ...harnessRoutes(declared, load),
  { path: '*', element: <p style={{ padding: 24 }}>Not part of the summit remote (the shell routes this page).</p> },
]);
