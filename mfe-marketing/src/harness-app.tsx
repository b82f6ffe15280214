// Standalone host harness app (loaded by harness.tsx after the shared modules are ready): this
// remote's routes as data routes (each page's loader runs, as in the store).
import { Link } from 'react-router-dom';
import { harnessRoutes, mountHarness, type LoadPageFile } from 'shared-ui/harness-routes';
import declared from './routes';

/** A page's file (src/routes.ts `pages`, relative to src/): the pages' folder only, never a test. */
const load: LoadPageFile = (file) => import(/* webpackInclude: /pages[\\/][^\\/]+\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./pages/${file.replace(/^\.\/pages\//, '')}`);

const nav = (
  <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
    <Link to="/">Home</Link><Link to="/faq">FAQ</Link><Link to="/policies">Policies</Link><Link to="/terms">Terms</Link><Link to="/contact-us">Contact</Link><Link to="/definitive-guide-ebook">Ebook</Link><Link to="/has-event/raffle">Raffle</Link><Link to="/test-your-knowledge-medical-affairs">Quiz</Link><Link to="/sipha-conference">SIPHA</Link>
  </nav>
);

mountHarness(document.getElementById('root')!, nav, harnessRoutes(declared, load));
