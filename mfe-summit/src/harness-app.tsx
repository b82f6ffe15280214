// Standalone host harness app (loaded by harness.tsx after the shared modules are ready). The dev
// server proxies /api to a running API (API_ORIGIN, default http://localhost:8080).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { GlobalStyle, Toaster } from 'shared-ui';
import ConferencePage from './pages/conference-page';
import NominationsPage from './pages/nominations-page';
import BadgePage from './pages/badge-page';
import FreePassPage from './pages/free-pass-page';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <GlobalStyle />
    <nav style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}>
      <Link to="/conference/summit-march-2025">Summit</Link>
      <Link to="/conference/summit-march-2025-for-aspiring-professionals">Summit (aspiring)</Link>
      <Link to="/acma-summit-nominations">Nominations</Link>
      <Link to="/summit-conference-badge">Badge</Link>
      <Link to="/summit-conference-free-pass">Free pass</Link>
    </nav>
    <main>
      <Routes>
        <Route path="/conference" element={<ConferencePage />} />
        <Route path="/conference/:slug" element={<ConferencePage />} />
        <Route path="/acma-summit-nominations" element={<NominationsPage />} />
        <Route path="/summit-conference-badge" element={<BadgePage />} />
        <Route path="/summit-conference-free-pass" element={<FreePassPage />} />
        <Route path="*" element={<p style={{ padding: 24 }}>Not part of the summit remote (the shell routes this page).</p>} />
      </Routes>
    </main>
    <Toaster />
  </BrowserRouter>,
);
