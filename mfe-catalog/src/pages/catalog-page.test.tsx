jest.mock('shared-api', () => ({ api: { getProducts: jest.fn() }, logApiError: jest.fn() }));
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, logApiError, type Product } from 'shared-api';
import { current, listShown, openCatalog, openCatalogShown as open } from '../test/render';
import { handle } from './catalog-page';

const getProducts = api.getProducts as jest.Mock;
const types = ['certification', 'report', 'event', 'bundle', 'thinkTankVideo'] as const;
const products = Array.from({ length: 30 }, (_, i) => ({
  productId: i + 1, productType: types[i % types.length], productNickName: `p${i + 1}`, productDetailType: 'x',
  productName: i === 0 ? 'Board Certified Medical Affairs Specialist' : `Program ${i + 1}`, productTagLine: '', productPrice: (i + 1) * 100,
  strikeoutPrice: null, productImage: '', productExcerpt: '', productRating: i % 3 === 0 ? 4.9 : 4.1,
  productFeature: i % 4 === 0 ? 'Best Seller' : null, productTags: i === 5 ? 'oncology' : '', numberOfModules: null, accessTime: null, offerCme: 'No',
})) as unknown as Product[];
// 24 catalog products (the 6 think tank videos are left out)

const names = () => screen.queryAllByTestId('program-card').map((c) => within(c).getByRole('heading').textContent);

beforeEach(() => {
  getProducts.mockReset();
  getProducts.mockResolvedValue(products);
  (logApiError as jest.Mock).mockReset();
});

it('shows skeletons first, then 12 cards, a summary and the pager', async () => {
  let resolve!: (v: Product[]) => void;
  getProducts.mockReturnValue(new Promise((r) => { resolve = r; }));
  await openCatalog('/catalog');
  expect(screen.getAllByTestId('program-card-skeleton')).toHaveLength(12);
  await act(async () => { resolve(products); await Promise.resolve(); });
  await listShown();
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
  await openCatalog('/catalog');
  const skeletonItems = screen.getAllByTestId('program-card-skeleton').map((s) => s.closest('li'));
  const skeletonList = skeletonItems[0]!.parentElement;
  await act(async () => { resolve(products); await Promise.resolve(); });
  await listShown();
  const cardItems = screen.getAllByTestId('program-card').map((c) => c.closest('li'));
  expect(cardItems).toHaveLength(12);
  for (const li of cardItems) expect(skeletonItems).not.toContain(li);
  expect(cardItems[0]!.parentElement).not.toBe(skeletonList);
});

it('has one markup at every width from the first render (the server knows no viewport): the aside and the drawer button are shown by CSS', async () => {
  getProducts.mockReturnValue(new Promise(() => undefined));
  const matchMedia = (matches: boolean) => jest.fn((query: string) => ({
    matches, media: query, onchange: null, addEventListener: jest.fn(), removeEventListener: jest.fn(),
    addListener: jest.fn(), removeListener: jest.fn(), dispatchEvent: jest.fn(),
  }));
  const original = window.matchMedia;
  try {
    window.matchMedia = matchMedia(false) as unknown as typeof window.matchMedia;
    const desktop = await openCatalog('/catalog');
    expect(screen.getByRole('complementary', { name: 'Filters', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Apply Filters').closest('button')).toBeInTheDocument();
    const wide = desktop.container.innerHTML;
    desktop.unmount();
    window.matchMedia = matchMedia(true) as unknown as typeof window.matchMedia;
    const phone = await openCatalog('/catalog');
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
  expect(current()).toBe('/catalog?type=event&type=report');
  // exactly 12 match: one page, and the pager shows (it appears from 12 results)
  expect(screen.getAllByTestId('program-card')).toHaveLength(12);
  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pager).getAllByRole('link')).toHaveLength(1);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Market Research' }));
  expect(screen.getAllByTestId('program-card')).toHaveLength(6);
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Market Research' }));
  fireEvent.change(screen.getByLabelText('Search programs'), { target: { value: 'ONCOLOGY' } });
  expect(current()).toBe('/catalog?q=ONCOLOGY&type=event&type=report');
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
  expect(current()).toBe('/catalog?trait=Best+Seller');
});

it('pre-selects a type or trait from navigation state and puts it in the address', async () => {
  await open({ pathname: '/catalog', state: { productTypeSender: 'bundle' } });
  expect(current()).toBe('/catalog?type=bundle');
  expect(screen.getByRole('checkbox', { name: 'Bundle' })).toBeChecked();
  expect(screen.getAllByTestId('program-card')).toHaveLength(6);
});

it('/certifications starts with certifications and hands over to /catalog when the type is cleared', async () => {
  await open('/certifications');
  expect(screen.getByRole('heading', { level: 1, name: 'Certifications' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Certification' })).toBeChecked();
  expect(screen.getAllByTestId('program-card')).toHaveLength(6);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Certification' }));
  // another route (the same module): its loader runs, the list shows again
  await waitFor(() => expect(current()).toBe('/catalog'));
  await listShown();
  expect(screen.getAllByTestId('program-card')).toHaveLength(12);
});

it('filters by price with the two thumbs (inclusive bounds)', async () => {
  await open('/catalog');
  fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '500' } });
  expect(current()).toBe('/catalog?max=500');
  // prices 100..500 of catalog types: ids 1,2,3,4 (id 5 is a think tank video)
  expect(screen.getAllByTestId('program-card')).toHaveLength(4);
  fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '400' } });
  expect(current()).toBe('/catalog?min=400&max=500');
  expect(names()).toEqual(['Program 4']);
});

it('shows the empty state with a reset', async () => {
  await open('/catalog?q=nothing-like-this');
  const empty = screen.getByTestId('catalog-empty');
  expect(within(empty).getByRole('heading', { name: 'No programs match your filters' })).toBeInTheDocument();
  fireEvent.click(within(empty).getByRole('button', { name: 'Reset filters' }));
  expect(current()).toBe('/catalog');
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
  await listShown();
  expect(getProducts).toHaveBeenCalledTimes(2); // the loader ran again
  expect(screen.queryByText(/could not load the programs/)).toBeNull();
  expect(screen.getAllByTestId('program-card')).toHaveLength(6);
});

describe('the list is the route\'s loader data', () => {
  it('a filter change reads nothing again: the loader runs for the address, not its query', async () => {
    await open('/catalog');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Event' }));
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '1500' } });
    await waitFor(() => expect(current()).toBe('/catalog?max=1500&type=event'));
    expect(screen.getAllByTestId('program-card')).toHaveLength(3);
    expect(getProducts).toHaveBeenCalledTimes(1);
  });

  it('hydrating the server\'s page shows its list at the first render and asks nothing', async () => {
    await openCatalog('/catalog?type=report', { data: products });
    expect(screen.getAllByTestId('program-card')).toHaveLength(6);
    expect(screen.queryAllByTestId('program-card-skeleton')).toHaveLength(0);
    expect(getProducts).not.toHaveBeenCalled();
  });

  it('a list the server could not read (null) is read again in the browser', async () => {
    await openCatalog('/catalog', { data: null });
    expect(screen.getAllByTestId('program-card-skeleton')).toHaveLength(12);
    await listShown();
    expect(getProducts).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('program-card')).toHaveLength(12);
  });

  it('what is typed while the list comes stays, in the same focused box, when it comes', async () => {
    let resolve!: (v: Product[]) => void;
    getProducts.mockReturnValue(new Promise((r) => { resolve = r; }));
    await openCatalog('/catalog');
    const box = screen.getByLabelText('Search programs');
    box.focus();
    fireEvent.change(box, { target: { value: 'oncology' } });
    await act(async () => { resolve(products); await Promise.resolve(); });
    await listShown();
    expect(screen.getByLabelText('Search programs')).toBe(box);
    expect(document.activeElement).toBe(box);
    expect(box).toHaveValue('oncology');
    expect(names()).toEqual(['Program 6']);
  });
});

describe('the head (handle.meta)', () => {
  const meta = (pathname: string, search: string, data: unknown) => handle.meta({ pathname, search, data, params: {}, origin: 'https://store.example' });

  it('lists the cards the address shows, at their positions, once the list is here', () => {
    const said = meta('/catalog', '?page=2', products);
    expect(said.title).toBe('Product Catalog | ACMA');
    const list = said.jsonLd![0] as { itemListElement: Array<{ position: number; name: string; url: string }> };
    expect(list.itemListElement).toHaveLength(12);
    expect(list.itemListElement[0]).toMatchObject({ position: 13 });
    const filtered = meta('/catalog', '?q=oncology', products).jsonLd![0] as typeof list;
    expect(filtered.itemListElement).toEqual([{ '@type': 'ListItem', position: 1, name: 'Program 6', url: 'https://store.example/certification/p6' }]);
  });

  it('says its texts alone while the list is on its way, and on /certifications its own', () => {
    expect(meta('/catalog', '', null)).toEqual({ title: 'Product Catalog | ACMA', description: expect.any(String), jsonLd: null });
    expect(meta('/certifications/', '', products).title).toBe('Certifications | ACMA');
    expect((meta('/certifications', '', products).jsonLd![0] as { itemListElement: unknown[] }).itemListElement).toHaveLength(6);
  });
});
