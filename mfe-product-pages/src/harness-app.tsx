// Standalone host harness (loaded by harness.tsx after the shared modules are ready): this remote's
// routes as the shell maps them (data routes: each page's loader runs, as in the store), plus
// stand-ins for the pages they lead to. The dev server proxies /api to API_ORIGIN (default
// http://localhost:8080).
import { Link } from 'react-router-dom';
import { cartCount, useCart } from 'shared-cart';
import { Container } from 'shared-ui';
import { harnessRoutes, mountHarness, type LoadPageFile } from 'shared-ui/harness-routes';
import declared from './routes';

/** A page's file (src/routes.ts `pages`, relative to src/): the pages' folder only, never a test. */
const load: LoadPageFile = (file) => import(/* webpackInclude: /pages[\\/][^\\/]+\.tsx$/ */ /* webpackExclude: /\.test\.tsx$/ */ `./pages/${file.replace(/^\.\/pages\//, '')}`);

function CartStandIn() {
  const lines = useCart();
  return (
    <Container>
      <h1>Cart ({cartCount(lines)})</h1>
      <ul>{lines.map((l) => <li key={l.productId}>Product {l.productId} × {l.quantity} ({l.productDetailType})</li>)}</ul>
    </Container>
  );
}

const Stand = ({ title }: { title: string }) => <Container><h1>{title}</h1><p>Served by another remote in the full site.</p></Container>;

function Nav() {
  const count = cartCount(useCart());
  return (
    <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12 }} aria-label="Harness">
      <Link to="/certification/bcmas">BCMAS</Link>
      <Link to="/extension/bcmas-extension">Extension</Link>
      <Link to="/cart">Cart ({count})</Link>
    </nav>
  );
}

mountHarness(document.getElementById('root')!, <Nav />, [
  ...harnessRoutes(declared, load),
  { path: '/cart', Component: CartStandIn },
  { path: '/404Error', element: <Stand title="Program not found" /> },
  { path: '/contact-us', element: <Stand title="Contact Us" /> },
  { path: '*', element: <Stand title="Product pages harness" /> },
]);
