// Standalone host harness app (loaded by harness.tsx after the shared modules are ready).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { GlobalStyle, Toaster } from 'shared-ui';
import HomePage from './pages/home-page';
import FaqPage from './pages/faq-page';
import PoliciesPage from './pages/policies-page';
import TermsPage from './pages/terms-page';
import ContactPage from './pages/contact-page';
import EbookPage from './pages/ebook-page';
import EbookThankYouPage from './pages/ebook-thank-you-page';
import HasEventPage from './pages/has-event-page';
import QuizPage from './pages/quiz-page';
import BiologicsPage from './pages/biologics-page';
import BiologicsThankYouPage from './pages/biologics-thank-you-page';
import SiphaPage from './pages/sipha-page';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <GlobalStyle />
    <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
      <Link to="/">Home</Link><Link to="/faq">FAQ</Link><Link to="/policies">Policies</Link><Link to="/terms">Terms</Link><Link to="/contact-us">Contact</Link><Link to="/definitive-guide-ebook">Ebook</Link><Link to="/has-event/raffle">Raffle</Link><Link to="/test-your-knowledge-medical-affairs">Quiz</Link><Link to="/sipha-conference">SIPHA</Link>
    </nav>
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/policies" element={<PoliciesPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/contact-us" element={<ContactPage />} />
      <Route path="/contact-us/:variant" element={<ContactPage />} />
      <Route path="/definitive-guide-ebook" element={<EbookPage />} />
      <Route path="/pharmacist-definitive-guide-ebook" element={<EbookPage />} />
      <Route path="/thank-you-msl-guide" element={<EbookThankYouPage />} />
      <Route path="/thank-you-pharmacist-guide" element={<EbookThankYouPage />} />
      <Route path="/has-event/:kind" element={<HasEventPage />} />
      <Route path="/test-your-knowledge-medical-affairs" element={<QuizPage />} />
      <Route path="/biologics-biosimilars" element={<BiologicsPage />} />
      <Route path="/thank-you-biologics-biosimilars" element={<BiologicsThankYouPage />} />
      <Route path="/sipha-conference" element={<SiphaPage />} />
    </Routes>
    <Toaster />
  </BrowserRouter>,
);
