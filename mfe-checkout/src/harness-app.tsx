// Standalone host harness app (loaded by harness.tsx after the shared modules are ready). The dev
// server proxies /api to a running site (API_ORIGIN, default http://localhost:8080); sign-in uses the
// runtime configuration's identity provider, as in the shell.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { getAppConfig, setTokenGetter, setTokenRenewer } from 'shared-api';
import { AuthProvider, getAccessToken, initAuth, renewAccessToken, RequireAuth } from 'shared-auth';
import { GlobalStyle, Toaster } from 'shared-ui';
import CartPage from './pages/cart-page';
import CheckoutPage from './pages/checkout-page';
import SuccessPage from './pages/success-page';
import CancelPage from './pages/cancel-page';
import ProfilePage from './pages/profile-page';
import AdditionalFieldsPage from './pages/additional-fields-page';

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
          <Route path="/cart" element={<CartPage />} />
          <Route path="/checkout" element={<RequireAuth><CheckoutPage /></RequireAuth>} />
          <Route path="/success" element={<RequireAuth><SuccessPage /></RequireAuth>} />
          <Route path="/cancel" element={<RequireAuth><CancelPage /></RequireAuth>} />
          <Route path="/profile" element={<RequireAuth><ProfilePage /></RequireAuth>} />
          <Route path="/additionalFields" element={<RequireAuth><AdditionalFieldsPage /></RequireAuth>} />
          <Route path="*" element={<CartPage />} />
        </Routes>
      </main>
      <Toaster />
    </AuthProvider>
  </BrowserRouter>,
);
