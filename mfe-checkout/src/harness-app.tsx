// Standalone host harness app (loaded by harness.tsx after the shared modules are ready). The dev
// server proxies /api to a running site (API_ORIGIN, default http://localhost:8080); sign-in uses the
// runtime configuration's identity provider, as in the shell.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { getAppConfig, setTokenGetter } from 'shared-api';
import { AuthProvider, getAccessToken, initAuth, RequireAuth } from 'shared-auth';
import { GlobalStyle, Toaster } from 'shared-ui';
import CartPage from './pages/cart-page';
import CheckoutPage from './pages/checkout-page';

initAuth(getAppConfig().auth);
setTokenGetter(getAccessToken);

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AuthProvider>
      <GlobalStyle />
      <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
        <Link to="/cart">Cart</Link><Link to="/checkout">Checkout</Link>
      </nav>
      <main>
        <Routes>
          <Route path="/cart" element={<CartPage />} />
          <Route path="/checkout" element={<RequireAuth><CheckoutPage /></RequireAuth>} />
          <Route path="*" element={<CartPage />} />
        </Routes>
      </main>
      <Toaster />
    </AuthProvider>
  </BrowserRouter>,
);
