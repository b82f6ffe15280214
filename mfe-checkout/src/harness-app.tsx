// Standalone host harness app (loaded by harness.tsx after the shared modules are ready): this
// remote's routes as data routes (each page's loader runs, as in the store). The dev server proxies
// /api to a running site (API_ORIGIN, default http://localhost:8080); sign-in uses the runtime
// configuration's identity provider, as in the shell.
import { Link, Navigate } from 'react-router-dom';
import { getAppConfig, setTokenGetter, setTokenRenewer } from 'shared-api';
import { AuthProvider, getAccessToken, initAuth, renewAccessToken, RequireAuth } from 'shared-auth';
import { harnessRoutes, mountHarness, type LoadPageFile } from 'shared-ui/harness-routes';
import declared from './routes';

/** A page's file (src/routes.ts `pages`, relative to src/): the pages' folder only, never a test. */
const load: LoadPageFile = (file) => import(/* webpackInclude: /pages[\\/][^\\/]+\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./pages/${file.replace(/^\.\/pages\//, '')}`);

initAuth(getAppConfig().auth);
setTokenGetter(getAccessToken);
setTokenRenewer(renewAccessToken);

const nav = (
  <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
    <Link to="/cart">Cart</Link><Link to="/checkout">Checkout</Link><Link to="/profile">Profile</Link>
    <Link to="/additionalFields">Seats</Link><Link to="/cancel">Cancel</Link>
  </nav>
);

// AuthProvider around the frame: it reads no router state, but RequireAuth, around the pages for
// signed-in buyers, does, so both are inside the router
mountHarness(document.getElementById('root')!, nav, [
  ...harnessRoutes(declared, load, (page) => <RequireAuth>{page}</RequireAuth>),
  { path: '*', element: <Navigate to="/cart" replace /> },
], AuthProvider);
