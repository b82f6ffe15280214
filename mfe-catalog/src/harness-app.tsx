// Standalone host harness app (loaded by harness.tsx after the shared modules are ready). The dev
// server proxies /api to API_ORIGIN (default http://localhost:8080).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { GlobalStyle, Toaster } from 'shared-ui';
import CatalogPage from './pages/catalog-page';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <GlobalStyle />
    <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
      <Link to="/catalog">Catalog</Link>
      <Link to="/certifications">Certifications</Link>
      <Link to="/catalog" state={{ productTypeSender: 'report' }}>Market Research (navigation state)</Link>
      <Link to="/catalog" state={{ traitTypeSender: 'Best Seller' }}>Best Sellers (navigation state)</Link>
    </nav>
    <main>
      <Routes>
        <Route path="/" element={<Navigate to="/catalog" replace />} />
        <Route path="/catalog" element={<CatalogPage />} />
        <Route path="/certifications" element={<CatalogPage />} />
        <Route path="*" element={<p style={{ padding: 20 }}>This harness only serves the catalog. <Link to="/catalog">Back to the catalog</Link></p>} />
      </Routes>
    </main>
    <Toaster />
  </BrowserRouter>,
);
