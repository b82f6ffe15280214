// applyRouteMeta: the head of a page reached by client-side navigation, from its module's handle.meta
// (useRouteMeta calls it with the new leaf route's; e2e/tests/seo.spec.ts navigates in a real browser).
import type { PageMeta } from 'shared-api/page-meta';
import { workspaceRoutes } from 'shared-build/routes.js';
import { routesWith, type RouteSpec } from '../route-table';

const ROUTES = routesWith(workspaceRoutes());
import { applyRouteMeta } from './apply-route-meta';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { dataLoader } from 'shared-ui';
import { useRouteMeta } from './use-route-meta';

const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  ogUrl: document.head.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
  ogType: document.head.querySelector('meta[property="og:type"]')?.getAttribute('content'),
  jsonLd: document.getElementById('page-jsonld'),
});
const spec = (path: string): RouteSpec => ROUTES.find((r) => r.path === path)!;
const FAQ: PageMeta = { title: 'Frequently Asked Questions | ACMA', description: 'Answers about ACMA board certifications.' };

beforeEach(() => { document.head.innerHTML = ''; document.title = ''; });

test('a page gets the title, description, canonical link and Open Graph tags its module says; the route table makes the cart noindex', () => {
  applyRouteMeta('/faq', spec('/faq'), FAQ);
  expect(head()).toMatchObject({ title: FAQ.title, description: FAQ.description, robots: null,
    canonical: 'http://localhost/faq', ogUrl: 'http://localhost/faq', ogType: 'website' });
  applyRouteMeta('/cart', spec('/cart'), { title: 'Your Cart | ACMA', description: 'Review your cart.' });
  expect(head()).toMatchObject({ title: 'Your Cart | ACMA', robots: 'noindex' });
  applyRouteMeta('/faq', spec('/faq'), FAQ);
  expect(head().robots).toBeNull();
});

test('the page\'s JSON-LD replaces the last page\'s; a page that says there is no page gets the not-found head', () => {
  applyRouteMeta('/report/x', spec('/report/:slug'), { title: 'X | ACMA', description: 'A report.', ogType: 'product', jsonLd: [{ '@type': 'Product', name: 'X </script>' }] });
  expect(head()).toMatchObject({ title: 'X | ACMA', ogType: 'product', canonical: 'http://localhost/report/x' });
  expect(head().jsonLd?.textContent).toBe('[{"@type":"Product","name":"X \\u003c/script>"}]');
  applyRouteMeta('/contact-us/nope', spec('/contact-us/:variant'), null);
  expect(head()).toMatchObject({ title: 'Page not found | ACMA', robots: 'noindex', canonical: null, ogUrl: null, jsonLd: null });
});

describe('useRouteMeta: a page whose data comes after the navigation (its loader defers it: a product page)', () => {
  test('gets the neutral texts at once, then what its route says of the data once it has come', async () => {
    let answer!: (p: { name: string }) => void;
    const product = new Promise<{ name: string }>((resolve) => { answer = resolve; });
    const meta = ({ data }: { data: unknown }): PageMeta => (data
      ? { title: `${(data as { name: string }).name} | ACMA`, description: 'The product.', jsonLd: [{ '@type': 'Product' }] }
      : { title: 'Certification | ACMA', description: 'A certification.' });
    function Layout() { useRouteMeta(); return <Outlet />; }
    const router = createMemoryRouter([{ Component: Layout, children: [
      { path: '/faq', Component: () => <p>faq</p>, handle: { spec: spec('/faq'), meta: () => FAQ } },
      { path: '/certification/:slug', loader: dataLoader(() => product), Component: () => <p>product</p>, handle: { spec: spec('/certification/:slug'), meta } },
    ] }], { initialEntries: ['/faq'] });
    render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    expect(document.title).toBe(FAQ.title);
    await act(async () => { await router.navigate('/certification/bcmas'); await new Promise((r) => setTimeout(r, 20)); });
    expect(head()).toMatchObject({ title: 'Certification | ACMA', canonical: 'http://localhost/certification/bcmas', jsonLd: null });
    await act(async () => { answer({ name: 'BCMAS' }); await new Promise((r) => setTimeout(r, 20)); });
    expect(head().title).toBe('BCMAS | ACMA');
    expect(head().jsonLd?.textContent).toBe('[{"@type":"Product"}]');
  });
});
