import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { STATIC_PAGES } from 'shared-api/page-meta';
import { applyRouteMeta } from './apply-route-meta';
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

beforeEach(() => { document.head.innerHTML = ''; document.title = ''; });

test('a fixed page gets its title, description, canonical link and Open Graph tags; a cart page is noindex', async () => {
  await applyRouteMeta('/faq');
  expect(head()).toMatchObject({ title: STATIC_PAGES['/faq']!.title, description: STATIC_PAGES['/faq']!.description, robots: null,
    canonical: 'http://localhost/faq', ogUrl: 'http://localhost/faq', ogType: 'website' });
  await applyRouteMeta('/cart');
  expect(head()).toMatchObject({ title: 'Your Cart | ACMA', robots: 'noindex' });
  await applyRouteMeta('/faq');
  expect(head().robots).toBeNull();
});

test('a product page gets a neutral title of its type until the page sets its product; the last page\'s JSON-LD goes', async () => {
  const ld = document.createElement('script');
  ld.id = 'page-jsonld';
  ld.type = 'application/ld+json';
  document.head.appendChild(ld);
  await applyRouteMeta('/report/some-report');
  expect(head()).toMatchObject({ title: 'Market Research Report | ACMA', ogType: 'product', canonical: 'http://localhost/report/some-report', jsonLd: null });
  await applyRouteMeta('/no/such/page');
  expect(head()).toMatchObject({ title: 'Page not found | ACMA', robots: 'noindex', canonical: null, ogUrl: null });
});

function Go({ to }: { to: string | null }) {
  const navigate = useNavigate();
  useRouteMeta();
  useEffect(() => { if (to) navigate(to); }, [to, navigate]);
  return null;
}

test('keeps the server-written head of the first page and follows every navigation after it', async () => {
  const og = document.createElement('meta');
  og.setAttribute('property', 'og:site_name');
  document.head.appendChild(og);
  document.title = 'Written by the server';
  const { rerender } = render(<MemoryRouter initialEntries={['/certification/bcmas']}><Go to={null} /></MemoryRouter>);
  expect(document.title).toBe('Written by the server');
  rerender(<MemoryRouter initialEntries={['/certification/bcmas']}><Go to="/terms" /></MemoryRouter>);
  await waitFor(() => expect(document.title).toBe(STATIC_PAGES['/terms']!.title));
});

test('a page that set its own meta for the address keeps its title and JSON-LD; the address parts still follow', async () => {
  const ld = document.createElement('script');
  ld.id = 'page-jsonld';
  document.head.appendChild(ld);
  document.title = 'BCMAS | ACMA';
  document.head.dataset.pageMetaFor = '/certification/bcmas';
  await applyRouteMeta('/certification/bcmas');
  expect(head()).toMatchObject({ title: 'BCMAS | ACMA', canonical: 'http://localhost/certification/bcmas', ogType: 'product' });
  expect(head().jsonLd).not.toBeNull();
  delete document.head.dataset.pageMetaFor;
});
