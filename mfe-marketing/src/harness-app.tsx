// Standalone host harness app (loaded by harness.tsx after the shared modules are ready).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { GlobalStyle, Toaster } from 'shared-ui';
import HomePage from './pages/home-page';
import FaqPage from './pages/faq-page';
import PoliciesPage from './pages/policies-page';
import TermsPage from './pages/terms-page';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <GlobalStyle />
    <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
      <Link to="/">Home</Link><Link to="/faq">FAQ</Link><Link to="/policies">Policies</Link><Link to="/terms">Terms</Link>
    </nav>
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/policies" element={<PoliciesPage />} />
      <Route path="/terms" element={<TermsPage />} />
    </Routes>
    <Toaster />
  </BrowserRouter>,
);
