// Standalone host harness app (loaded by harness.tsx after the shared modules are ready).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Routes } from 'react-router-dom';
import { GlobalStyle, Toaster } from 'shared-ui';
import { harnessRoutes, type LoadPageFile } from 'shared-ui/harness-routes';
import declared from './routes';

/** A page's file (src/routes.ts `pages`, relative to src/): the pages' folder only, never a test. */
const load: LoadPageFile = (file) => import(/* webpackInclude: /pages[\\/][^\\/]+\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./pages/${file.replace(/^\.\/pages\//, '')}`);

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <GlobalStyle />
    <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
      <Link to="/">Home</Link><Link to="/faq">FAQ</Link><Link to="/policies">Policies</Link><Link to="/terms">Terms</Link><Link to="/contact-us">Contact</Link><Link to="/definitive-guide-ebook">Ebook</Link><Link to="/has-event/raffle">Raffle</Link><Link to="/test-your-knowledge-medical-affairs">Quiz</Link><Link to="/sipha-conference">SIPHA</Link>
    </nav>
    <Routes>
      {harnessRoutes(declared, load)}
    </Routes>
    <Toaster />
  </BrowserRouter>,
);
