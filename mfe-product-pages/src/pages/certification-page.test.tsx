import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, logApiError } from 'shared-api';
import { CART_STORAGE_KEY } from 'shared-cart';
import { product, summary } from '../test/fixtures';
import { headOf, renderRoute } from '../test/render';
import CertificationPage, { handle as certificationHandle, loader as certificationPageLoader } from './certification-page';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  api: { getProduct: jest.fn(), trackAddToCart: jest.fn(() => Promise.resolve()) },
  logApiError: jest.fn(),
}));
jest.mock('shared-auth', () => ({ useAuth: () => ({ status: 'authenticated', user: { email: 'buyer@example.com' } }) }));

const getProduct = api.getProduct as jest.Mock;
const track = api.trackAddToCart as jest.Mock;

const bought = [summary({ productName: 'Alpha', productPrice: 100 }), summary({ productName: 'Beta', productPrice: 200 }), summary({ productName: 'Gamma', productPrice: 300 }), summary({ productName: 'Delta', productPrice: 400 })];
const bcmas = product({
  productId: 1, productName: 'Board Certified Medical Affairs Specialist', productNickName: 'bcmas', productTagLine: 'Board Certification',
  productPrice: 2399.99, strikeoutPrice: 2599.99,
  productExcerpt: '<p>Prepare for medical affairs.</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
  detailedExcerpt: 'Twenty modules, one exam.',
  skillTags: 'KOL engagement, Evidence synthesis', ad: 'accredited',
  learningObjectives: { objectives: [{ name: 'Communicate evidence', excerpt: 'With clarity.' }] },
  moduleBreakdown: { modules: Array.from({ length: 20 }, (_, i) => ({ name: `M${i + 1}`, excerpt: 'x' })) },
  boughtTogether: bought,
});

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  getProduct.mockReset();
  track.mockClear();
});

describe('CertificationPage', () => {
  it('shows a loader, then every section of the page', async () => {
    let answer!: (p: unknown) => void;
    getProduct.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    renderRoute('/certification/bcmas', '/certification/:slug', CertificationPage, certificationPageLoader);
    // the route renders before its data has come (the loader defers it): the skeleton, then the page
    expect(await screen.findByRole('status')).toHaveTextContent('Loading certification');
    await act(async () => { answer(bcmas); });
    expect(await screen.findByRole('heading', { level: 1, name: bcmas.productName })).toBeInTheDocument();
    expect(getProduct).toHaveBeenCalledWith('bcmas', 'certification');
    expect(screen.getByText('Board Certification')).toBeInTheDocument();
    expect(screen.getByText(/Accredited by an international continuing-education accreditor/)).toBeInTheDocument();
    expect(screen.getByTestId('detailed-excerpt')).toHaveTextContent('Twenty modules, one exam.');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Learning Objectives' })).toBeInTheDocument();
    expect(within(screen.getByTestId('skill-tags')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('ad-block')).toHaveAttribute('data-ad', 'accredited');
    expect(screen.getByTestId('accreditation-stats')).toHaveTextContent(/25k\+.*80\+.*250\+/);
    expect(screen.getAllByTestId('module')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Show all 20 modules' })).toBeInTheDocument();
    expect(screen.getByTestId('app-promo')).toBeInTheDocument();
    const similar = within(screen.getByTestId('similar'));
    expect(similar.getAllByTestId('product-card').map((c) => c.querySelector('h3')?.textContent)).toEqual(['Beta', 'Gamma', 'Delta']);
    expect(screen.getByTestId('mobile-buy-bar')).toHaveTextContent('$2,399.99');
    // its head: what its route says of the product (the shell writes it)
    const head = await headOf(certificationHandle, bcmas, '/certification/bcmas');
    expect(head.title).toBe(`${bcmas.productName} | ACMA`);
    expect(head.ld[0]).toMatchObject({ '@type': 'Course', offers: { price: '2399.99', priceCurrency: 'USD' } });
    expect(head.ld[1]?.['@type']).toBe('BreadcrumbList');
  });

  it('renders the excerpt sanitised: no script, no event handler', async () => {
    getProduct.mockResolvedValue(bcmas);
    renderRoute('/certification/bcmas', '/certification/:slug', CertificationPage, certificationPageLoader);
    await screen.findByRole('heading', { level: 1 });
    const excerpt = document.querySelector('.excerpt')!;
    expect(excerpt).toHaveTextContent('Prepare for medical affairs.');
    expect(excerpt.querySelector('script')).toBeNull();
    expect(excerpt.querySelector('img')).toBeNull(); // dropped: its source "x" is no http(s) or same-site address
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('adds to the cart with the buyer email and goes to /cart', async () => {
    getProduct.mockResolvedValue(bcmas);
    renderRoute('/certification/bcmas', '/certification/:slug', CertificationPage, certificationPageLoader);
    await userEvent.click(within(await screen.findByTestId('buy-card')).getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([{ productId: 1, quantity: 1, productDetailType: 'certification' }]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ currency: 'USD', items: [{ item_name: bcmas.productName, item_id: '1', price: 2399.99, quantity: 1 }] }) }));
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ email: 'buyer@example.com', products: [{ productId: 1, productPrice: 2399.99, productName: bcmas.productName }] }));
  });

  it('adds every checked bought-together product', async () => {
    getProduct.mockResolvedValue(bcmas);
    renderRoute('/certification/bcmas', '/certification/:slug', CertificationPage, certificationPageLoader);
    await userEvent.click(await screen.findByLabelText('Beta'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Selected to Cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).map((l: { productId: number }) => l.productId)).toEqual([bought[0]!.productId, bought[2]!.productId]);
  });

  it('hides optional sections when their rules say so', async () => {
    getProduct.mockResolvedValue(product({ skillTags: 'Only one', detailedExcerpt: 'abcd', boughtTogether: bought.slice(0, 2), ad: null }));
    renderRoute('/certification/sample', '/certification/:slug', CertificationPage, certificationPageLoader);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('skill-tags')).toBeNull();
    expect(screen.queryByTestId('detailed-excerpt')).toBeNull();
    expect(screen.queryByTestId('similar')).toBeNull();
    expect(screen.queryByTestId('ad-block')).toBeNull();
  });

  it('goes to /404Error on an error marker', async () => {
    getProduct.mockResolvedValue({ error: 'Product not found' });
    renderRoute('/certification/nope', '/certification/:slug', CertificationPage, certificationPageLoader);
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
  });

  it('goes to /404Error and logs when the request fails', async () => {
    getProduct.mockRejectedValue(new Error('network down'));
    renderRoute('/certification/bcmas', '/certification/:slug', CertificationPage, certificationPageLoader);
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(logApiError).toHaveBeenCalledWith('product certification/bcmas', expect.any(Error));
  });

  it('hydrates with the server\'s product at once, without asking for it again', () => {
    renderRoute('/certification/bcmas', '/certification/:slug', CertificationPage, certificationPageLoader, { data: bcmas });
    expect(screen.getByRole('heading', { level: 1, name: bcmas.productName })).toBeInTheDocument();
    expect(screen.queryByTestId('product-loading')).toBeNull();
    expect(getProduct).not.toHaveBeenCalled();
  });

  it('reads the product in the browser when the server could not (its data null), through the loader', async () => {
    getProduct.mockResolvedValue(bcmas);
    renderRoute('/certification/bcmas', '/certification/:slug', CertificationPage, certificationPageLoader, { data: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading certification');
    expect(await screen.findByRole('heading', { level: 1, name: bcmas.productName })).toBeInTheDocument();
    expect(getProduct).toHaveBeenCalledTimes(1);
    expect(getProduct).toHaveBeenCalledWith('bcmas', 'certification');
  });

  it('from one product to another: the other\'s skeleton at once, then the other product', async () => {
    const pacs = { ...bcmas, productId: 2, productName: 'Pharmaceutical Affairs Certification', productNickName: 'pacs' };
    getProduct.mockResolvedValue(bcmas);
    const view = renderRoute('/certification/bcmas', '/certification/:slug', CertificationPage, certificationPageLoader);
    await screen.findByRole('heading', { level: 1, name: bcmas.productName });
    let answer!: (p: unknown) => void;
    getProduct.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    await act(async () => { await view.router.navigate('/certification/pacs'); });
    expect(screen.getByRole('status')).toHaveTextContent('Loading certification');
    expect(screen.queryByRole('heading', { level: 1, name: bcmas.productName })).toBeNull();
    await act(async () => { answer(pacs); });
    expect(await screen.findByRole('heading', { level: 1, name: pacs.productName })).toBeInTheDocument();
    expect(getProduct).toHaveBeenCalledWith('pacs', 'certification');
  });

  it('goes to /404Error for a blank slug without calling the API', async () => {
    renderRoute('/certification/%20', '/certification/:slug', CertificationPage, certificationPageLoader);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404Error'));
    expect(getProduct).not.toHaveBeenCalled();
  });
});
