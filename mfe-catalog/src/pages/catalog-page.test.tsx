jest.mock('shared-api', () => ({ api: { getProducts: jest.fn() }, logApiError: jest.fn(), firstData: () => () => Promise.resolve(null) }));
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

type InitialEntry = string | { pathname: string; search?: string; state?: unknown };
import { api, logApiError, type Product } from 'shared-api';
import CatalogPage from './catalog-page';

const getProducts = api.getProducts as jest.Mock;
const types = ['certification', 'report', 'event', 'bundle', 'thinkTankVideo'] as const;
const products = Array.from({ length: 30 }, (_, i) => ({
  productId: i + 1, productType: types[i % types.length], productNickName: `p${i + 1}`, productDetailType: 'x',
  productName: i === 0 ? 'Board Certified Medical Affairs Specialist' : `Program ${i + 1}`, productTagLine: '', productPrice: (i + 1) * 100,
  strikeoutPrice: null, productImage: '', productExcerpt: '', productRating: i % 3 === 0 ? 4.9 : 4.1,
  productFeature: i % 4 === 0 ? 'Best Seller' : null, productTags: i === 5 ? 'oncology' : '', numberOfModules: null, accessTime: null, offerCme: 'No',
})) as unknown as Product[];
// 24 catalog products (the 6 think tank videos are left out)

let current = '';
function Where() {
  const l = useLocation();
  current = `${l.pathname}${l.search}`;
  return null;
}
async function open(entry: InitialEntry) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/catalog" element={<><CatalogPage /><Where /></>} />
        <Route path="/certifications" element={<><CatalogPage /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => { await Promise.resolve(); });
}
const names = () => screen.queryAllByTestId('program-card').map((c) => within(c).getByRole('heading').textContent);

beforeEach(() => {
  getProducts.mockReset();
  getProducts.mockResolvedValue(products);
  (logApiError as jest.Mock).mockReset();
});

it('shows skeletons first, then 12 cards, a summary and the pager', async () => {
  let resolve!: (v: Product[]) => void;
  getProducts.mockReturnValue(new Promise((r) => { resolve = r; }));
  render(<MemoryRouter initialEntries={['/catalog']}><CatalogPage /></MemoryRouter>);
  expect(screen.getAllByTestId('program-card-skeleton')).toHaveLength(12);
  await act(async () => { resolve(products); await Promise.resolve(); });
  expect(screen.queryAllByTestId('program-card-skeleton')).toHaveLength(0);
  expect(screen.getAllByTestId('program-card')).toHaveLength(12);
  expect(screen.getByTestId('results-summary')).toHaveTextContent('Showing 1–12 of 24 programs');
  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/catalog?page=2');
});

it('puts the cards into fresh list items, never into the skeletons\' (no layout shift on arrival)', async () => {
  // skeleton keys are indexes and the products' ids start at 1: reconciling one list into the other
  // would move skeleton items into other cells, which the browser reports as a layout shift
  let resolve!: (v: Product[]) => void;
  getProducts.mockReturnValue(new Promise((r) => { resolve = r; }));
  render(<MemoryRouter initialEntries={['/catalog']}><CatalogPage /></MemoryRouter>);
  const skeletonItems = screen.getAllByTestId('program-card-skeleton').map((s) => s.closest('li'));
  const skeletonList = skeletonItems[0]!.parentElement;
  await act(async () => { resolve(products); await Promise.resolve(); });
  const cardItems = screen.getAllByTestId('program-card').map((c) => c.closest('li'));
  expect(cardItems).toHaveLength(12);
  for (const li of cardItems) expect(skeletonItems).not.toContain(li);
  expect(cardItems[0]!.parentElement).not.toBe(skeletonList);
});

it('has one markup at every width from the first render (the server knows no viewport): the aside and the drawer button are shown by CSS', () => {
  getProducts.mockReturnValue(new Promise(() => undefined));
  const matchMedia = (matches: boolean) => jest.fn((query: string) => ({
    matches, media: query, onchange: null, addEventListener: jest.fn(), removeEventListener: jest.fn(),
    addListener: jest.fn(), removeListener: jest.fn(), dispatchEvent: jest.fn(),
  }));
  const original = window.matchMedia;
  try {
    window.matchMedia = matchMedia(false) as unknown as typeof window.matchMedia;
    const desktop = render(<MemoryRouter initialEntries={['/catalog']}><CatalogPage /></MemoryRouter>);
    expect(screen.getByRole('complementary', { name: 'Filters', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Apply Filters').closest('button')).toBeInTheDocument();
    const wide = desktop.container.innerHTML;
    desktop.unmount();
    window.matchMedia = matchMedia(true) as unknown as typeof window.matchMedia;
    const phone = render(<MemoryRouter initialEntries={['/catalog']}><CatalogPage /></MemoryRouter>);
    expect(phone.container.innerHTML).toBe(wide);
    expect(screen.getAllByTestId('program-card-skeleton')).toHaveLength(12);
  } finally {
    window.matchMedia = original;
  }
});

it('reads the filters from the address and writes changes back, returning to page 1', async () => {
  await open('/catalog?type=report&page=1');
  expect(screen.getAllByTestId('program-card')).toHaveLength(6);
  expect(screen.getByRole('checkbox', { name: 'Market Research' })).toBeChecked();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Event' }));
  expect(current).toBe('/catalog?type=event&type=report');
  // exactly 12 match: one page, and the pager shows (it appears from 12 results)
  expect(screen.getAllByTestId('program-card')).toHaveLength(12);
  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pager).getAllByRole('link')).toHaveLength(1);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Market Research' }));
  expect(screen.getAllByTestId('program-card')).toHaveLength(6);
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Market Research' }));
  fireEvent.change(screen.getByLabelText('Search programs'), { target: { value: 'ONCOLOGY' } });
  expect(current).toBe('/catalog?q=ONCOLOGY&type=event&type=report');
  expect(names()).toEqual([]);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Event' }));
  expect(names()).toEqual([]);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Market Research' }));
  expect(names()).toEqual(['Program 6']);
});

it('leaves page 2 for page 1 when a filter changes', async () => {
  await open('/catalog?page=2');
  expect(screen.getByTestId('results-summary')).toHaveTextContent('Showing 13–24 of 24 programs');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Best Seller' }));
  expect(current).toBe('/catalog?trait=Best+Seller');
});

it('pre-selects a type or trait from navigation state and puts it in the address', async () => {
  await open({ pathname: '/catalog', state: { productTypeSender: 'bundle' } });
  expect(current).toBe('/catalog?type=bundle');
  expect(screen.getByRole('checkbox', { name: 'Bundle' })).toBeChecked();
  expect(screen.getAllByTestId('program-card')).toHaveLength(6);
});

it('/certifications starts with certifications and hands over to /catalog when the type is cleared', async () => {
  await open('/certifications');
  expect(screen.getByRole('heading', { level: 1, name: 'Certifications' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Certification' })).toBeChecked();
  expect(screen.getAllByTestId('program-card')).toHaveLength(6);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Certification' }));
  expect(current).toBe('/catalog');
  expect(screen.getAllByTestId('program-card')).toHaveLength(12);
});

it('filters by price with the two thumbs (inclusive bounds)', async () => {
  await open('/catalog');
  fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '500' } });
  expect(current).toBe('/catalog?max=500');
  // prices 100..500 of catalog types: ids 1,2,3,4 (id 5 is a think tank video)
  expect(screen.getAllByTestId('program-card')).toHaveLength(4);
  fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '400' } });
  expect(current).toBe('/catalog?min=400&max=500');
  expect(names()).toEqual(['Program 4']);
});

it('shows the empty state with a reset', async () => {
  await open('/catalog?q=nothing-like-this');
  const empty = screen.getByTestId('catalog-empty');
  expect(within(empty).getByRole('heading', { name: 'No programs match your filters' })).toBeInTheDocument();
  fireEvent.click(within(empty).getByRole('button', { name: 'Reset filters' }));
  expect(current).toBe('/catalog');
  expect(screen.getAllByTestId('program-card')).toHaveLength(12);
});

it('logs a failed fetch, keeps the filters usable and retries', async () => {
  getProducts.mockRejectedValueOnce(new Error('offline'));
  await open('/catalog?type=event');
  expect(logApiError).toHaveBeenCalledWith('products', expect.any(Error));
  expect(screen.getByText(/could not load the programs/)).toBeInTheDocument();
  expect(screen.getByTestId('results-summary')).toHaveTextContent('Programs unavailable');
  expect(screen.queryByTestId('catalog-empty')).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'Event' })).toBeChecked();
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Try again' })); await Promise.resolve(); });
  expect(screen.queryByText(/could not load the programs/)).toBeNull();
  expect(screen.getAllByTestId('program-card')).toHaveLength(6);
});
