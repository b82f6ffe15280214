// Standalone host harness app (loaded by harness.tsx after the shared modules are ready). The dev
// server proxies /api to a running site (API_ORIGIN, default http://localhost:8080); sign-in uses the
// runtime configuration's identity provider, as in the shell.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { getAppConfig, setTokenGetter, setTokenRenewer } from 'shared-api';
import { AuthProvider, getAccessToken, initAuth, renewAccessToken, RequireAuth } from 'shared-auth';
import { GlobalStyle, Toaster } from 'shared-ui';
import { harnessRoutes, type LoadPageFile } from 'shared-ui/harness-routes';
import declared from './routes';

/** A page's file (src/routes.ts `pages`, relative to src/): the pages' folder only, never a test. */
const load: LoadPageFile = (file) => import(/* webpackInclude: /pages[\\/][^\\/]+\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./pages/${file.replace(/^\.\/pages\//, '')}`);

initAuth(getAppConfig().auth);
setTokenGetter(getAccessToken);
setTokenRenewer(renewAccessToken);

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AuthProvider>
      <GlobalStyle />
      <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
        <Link to="/cart">Cart</Link><Link to="/checkout">Checkout</Link><Link to="/profile">Profile</Link>
        <Link to="/additionalFields">Seats</Link><Link to="/cancel">Cancel</Link>
      </nav>
      <main>
        <Routes>
          {harnessRoutes(declared, load, (page) => <RequireAuth>{page}</RequireAuth>)}
          <Route path="*" element={<Navigate to="/cart" replace />} />
        </Routes>
      </main>
      <Toaster />
    </AuthProvider>
  </BrowserRouter>,
);
