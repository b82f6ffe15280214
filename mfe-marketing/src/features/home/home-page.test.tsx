jest.mock('shared-api', () => ({ api: { getProducts: jest.fn() }, logApiError: jest.fn() }));
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { api, logApiError, type Product } from 'shared-api';
import HomePage, { loader } from '../../pages/home-page';
import { excerptText, selectFeatured, truncate } from './use-featured';

const getProducts = api.getProducts as jest.Mock;
const p = (id: number, productType: string, productName: string) => ({
  productId: id, productType, productNickName: `n${id}`, productName, productTagLine: id === 1 ? 'Board Certification' : 'Certificate',
  productPrice: 1000 + id, strikeoutPrice: null, productImage: '', productExcerpt: '<p>Short <b>excerpt</b></p>', productRating: 4.8, productFeature: null,
}) as unknown as Product;
const products = [{ ...p(1, 'certification', 'BCMAS'), productExcerpt: '<p>Short <b>excerpt</b></p><script>alert(1)</script><img src=x onerror=alert(2)>' } as Product, p(2, 'report', 'Salary Report'), p(3, 'certification', 'PACS'), p(4, 'certification', 'CSPP'),
  p(5, 'event', 'Summit'), p(6, 'certification', 'PRC'), p(7, 'certification', 'BCMAS Audio')];

let seenState: unknown = null;
function CatalogProbe() {
  const l = useLocation();
  seenState = l.state;
  return <p>catalog page</p>;
}
/** The home route with its loader (a browser's: the page renders before its list has come), or as hydrated with the server's data. */
async function renderHome(served?: { data: unknown }) {
  const router = createMemoryRouter([{ id: 'home', path: '/', Component: HomePage, loader }, { path: '/catalog', Component: CatalogProbe }], {
    initialEntries: ['/'], hydrationData: served ? { loaderData: { home: served.data } } : undefined,
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
}

beforeEach(() => { getProducts.mockReset(); (logApiError as jest.Mock).mockReset(); seenState = null; });

it('renders the hero at once and skeletons until the featured certifications arrive', async () => {
  let resolve!: (v: Product[]) => void;
  getProducts.mockReturnValue(new Promise((r) => { resolve = r; }));
  await renderHome();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accredited board certifications for medical affairs professionals');
  expect(screen.getAllByTestId('featured-skeleton')).toHaveLength(4);
  await act(async () => { resolve(products); await Promise.resolve(); });
  const cards = screen.getAllByTestId('featured-card');
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['BCMAS', 'PACS', 'CSPP', 'PRC']);
  expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/certification/n1');
  expect(within(cards[0]!).getByText('Board Certification')).toBeInTheDocument();
  // the excerpt is sanitised before it is reduced to text: no script text leaks into the card
  expect(within(cards[0]!).getByText('Short excerpt')).toBeInTheDocument();
  expect(cards[0]).not.toHaveTextContent('alert');
  expect(within(cards[1]!).getByText('$1,003.00')).toBeInTheDocument();
});

it('hydrates with the server\'s list: the cards at once, no request', async () => {
  await renderHome({ data: products });
  expect(screen.getAllByTestId('featured-card')).toHaveLength(4);
  expect(screen.queryAllByTestId('featured-skeleton')).toHaveLength(0);
  expect(getProducts).not.toHaveBeenCalled();
});

it('reads the list in the browser, through the loader, when the server could not', async () => {
  getProducts.mockResolvedValue(products);
  await renderHome({ data: null });
  expect(await screen.findAllByTestId('featured-card')).toHaveLength(4);
  expect(getProducts).toHaveBeenCalledTimes(1);
});

it('states every accreditation claim and the bundle discount', async () => {
  getProducts.mockResolvedValue(products);
  await renderHome();
  await act(async () => { await Promise.resolve(); });
  const statement = screen.getByRole('region', { name: /accredited standard since 2015/ });
  for (const claim of ['founded in 2015', 'international continuing-education accreditor', 'more than 8000 certified professionals', 'Over 250 partner companies', 'over 25,000 users', '80+ countries']) {
    expect(statement).toHaveTextContent(claim);
  }
  expect(screen.getByRole('heading', { name: /Bundles/ })).toBeInTheDocument();
  expect(screen.getByText('25%')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Shop bundles' })).toHaveAttribute('href', '/catalog');
  expect(screen.getByRole('heading', { name: 'Why professionals choose ACMA' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: /learning platform/ })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getAllByTestId('partner').length).toBeGreaterThanOrEqual(6);
});

it('category tiles open the catalog with a type or a trait as navigation state', async () => {
  getProducts.mockResolvedValue(products);
  await renderHome();
  await act(async () => { await Promise.resolve(); });
  fireEvent.click(screen.getByRole('link', { name: /Market Research/ }));
  expect(screen.getByText('catalog page')).toBeInTheDocument();
  expect(seenState).toEqual({ productTypeSender: 'report' });
});

it('a trait tile sends traitTypeSender', async () => {
  getProducts.mockResolvedValue(products);
  await renderHome();
  await act(async () => { await Promise.resolve(); });
  fireEvent.click(screen.getByRole('link', { name: /Best Sellers/ }));
  expect(seenState).toEqual({ traitTypeSender: 'Best Seller' });
});

it('logs a failed fetch and offers the certifications list instead', async () => {
  getProducts.mockRejectedValue(new Error('down'));
  await renderHome();
  await act(async () => { await Promise.resolve(); });
  expect(logApiError).toHaveBeenCalledWith('products (home)', expect.any(Error));
  expect(screen.queryAllByTestId('featured-card')).toHaveLength(0);
  expect(screen.getByRole('link', { name: 'Browse certifications' })).toHaveAttribute('href', '/certifications');
});

it('selects certifications only and truncates excerpts at 100 characters on a word boundary', () => {
  expect(selectFeatured(products, 2).map((x) => x.productName)).toEqual(['BCMAS', 'PACS']);
  const long = 'Medical affairs professionals bridge science and commerce by communicating clinical evidence to physicians and payers alike.';
  const cut = truncate(long);
  expect(cut.length).toBeLessThanOrEqual(100);
  expect(cut.endsWith('…')).toBe(true);
  expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  expect(truncate('short text')).toBe('short text');
});

it('reduces an excerpt to text without script content or gaps where inline tags were', () => {
  expect(excerptText('<p>For <strong>specialty pharmacy</strong>: limited distribution.</p><script>alert(1)</script><img src=x onerror=alert(2)>'))
    .toBe('For specialty pharmacy: limited distribution.');
  expect(excerptText('<p>One</p><p>Two</p>')).toBe('One Two');
  expect(excerptText(null)).toBe('');
});
