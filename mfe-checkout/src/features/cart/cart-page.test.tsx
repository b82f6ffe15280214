import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type CartLine, type PricedCartItem } from 'shared-api';
import { UTM_STORAGE_KEY } from 'shared-analytics';
import { addToCart, readCart } from 'shared-cart';
import CartPage, { loader as cartLoader } from '../../pages/cart-page';
import { renderRoutes } from 'shared-ui/test-routes';
import { ADD_NOTICES } from './add-notice';
import { forgetPricedCart, useCartRead, usePricedCart, type CartRead } from './use-priced-cart';
import { BCMAS, DATABASE, priced, product, REPORT } from '../../test-utils/fixtures';
import { renderAt } from '../../test-utils/render';

const auth = { status: 'unauthenticated', user: null as null | { email: string; name: string; picture: string } };
jest.mock('shared-auth', () => ({ useAuth: () => auth }));

const BUNDLE = product({ productId: 10, productName: 'BCMAS + Report Bundle', productType: 'bundle', productDetailType: 'bundle', productPrice: 2599, bundleProducts: [BCMAS, REPORT] });
const catalog = [BCMAS, REPORT, DATABASE, product({ productId: 5, productName: 'Certified Medical Science Liaison Program', productRating: 4.9 }), BUNDLE];

function answerCart() {
  return jest.spyOn(api, 'getCart').mockImplementation(async (lines: CartLine[]) => {
    const items = lines.map((l) => priced(catalog.find((p) => p.productId === l.productId)!, l.quantity));
    return { items, cartTotal: items.reduce((s, i) => s + i.lineTotal, 0), cartLength: items.length };
  });
}

/** answerCart's answers, each held until `release` (the page's state while the pricing is under way). */
function answerCartLater() {
  const answer = answerCart().getMockImplementation()!;
  const held: (() => void)[] = [];
  const getCart = jest.spyOn(api, 'getCart').mockImplementation((lines, utm) => new Promise((resolve) => { held.push(() => resolve(answer(lines, utm))); }));
  return { getCart, release: () => act(async () => { held.splice(0).forEach((r) => r()); }) };
}

const renderPage = () => renderAt('/cart', <CartPage />);

beforeEach(() => {
  localStorage.clear();
  forgetPricedCart();
  jest.restoreAllMocks();
  auth.status = 'unauthenticated';
  auth.user = null;
});

describe('CartPage', () => {
  it('prices the local lines with the saved utm values and lists them', async () => {
    localStorage.setItem(UTM_STORAGE_KEY, JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'spring' }));
    addToCart({ productId: 1, productDetailType: 'certification' });
    addToCart({ productId: 40, productDetailType: 'database' });
    const { getCart, release } = answerCartLater();
    renderPage();
    expect(await screen.findAllByTestId('cart-item-skeleton')).toHaveLength(2);
    await release();
    const rows = await screen.findAllByTestId('cart-item');
    expect(getCart).toHaveBeenCalledWith(
      [{ productId: 1, quantity: 1, productDetailType: 'certification' }, { productId: 40, quantity: 1, productDetailType: 'database' }],
      { utm_source: 'newsletter', utm_campaign: 'spring' },
    );
    expect(within(rows[0]!).getByText(BCMAS.productName)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Best Seller')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$2,399.99')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Contact Us')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('Subtotal (2 items)$2,399.99');
    expect(screen.getByText('Bundle your products and save up to 25% off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/catalog');
    expect(screen.getByTestId('mobile-cart-bar')).toHaveTextContent('$2,399.99');
  });

  it('deletes locally and, for a signed-in user, on the server; then shows the empty cart', async () => {
    auth.status = 'authenticated';
    auth.user = { email: 'buyer@example.com', name: 'Alex Morgan', picture: '' };
    addToCart({ productId: 30, productDetailType: 'report' });
    answerCart();
    const remove = jest.spyOn(api, 'removeFromCart').mockResolvedValue();
    const products = jest.spyOn(api, 'getProducts').mockResolvedValue(catalog);
    renderPage();
    await screen.findAllByTestId('cart-item');
    await userEvent.click(screen.getByRole('button', { name: `Delete ${REPORT.productName} from your cart` }));
    expect(readCart()).toEqual([]);
    expect(remove).toHaveBeenCalledWith([30], 'buyer@example.com');
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Exploring' })).toHaveAttribute('href', '/catalog');
    await waitFor(() => expect(products).toHaveBeenCalled());
    // featured certifications only, the badged one first
    const featured = await screen.findByRole('heading', { name: 'Featured certifications' });
    // (the heading is there with the cards' placeholders first: the cards come in a transition)
    await waitFor(() => expect(within(featured.parentElement!).getAllByRole('link').map((a) => a.textContent))
      .toEqual([BCMAS.productName, 'Certified Medical Science Liaison Program']));
  });

  it('skips the server removal when no email is known and keeps the other lines', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    addToCart({ productId: 30, productDetailType: 'report' });
    const getCart = answerCart();
    const remove = jest.spyOn(api, 'removeFromCart').mockResolvedValue();
    renderPage();
    await screen.findAllByTestId('cart-item');
    await userEvent.click(screen.getByRole('button', { name: `Delete ${BCMAS.productName} from your cart` }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('cart-item')).toHaveLength(1);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('Subtotal (1 item)$499.00');
    expect(getCart).toHaveBeenCalledTimes(1); // a deletion needs no new pricing
  });

  it('logs a pricing failure and stays usable', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    addToCart({ productId: 1, productDetailType: 'certification' });
    const getCart = jest.spyOn(api, 'getCart').mockRejectedValueOnce(new Error('network down'));
    renderPage();
    await screen.findByText('Some details of your cart could not be loaded.');
    expect(error).toHaveBeenCalledWith('[api] cart', 'network down');
    expect(screen.getByRole('button', { name: 'Delete item 1 from your cart' })).toBeInTheDocument();
    getCart.mockImplementation(async () => ({ items: [priced(BCMAS)], cartTotal: 2399.99, cartLength: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('cart-item')).toBeInTheDocument();
  });

  it('keeps lines deletable when the server refuses the cart', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    addToCart({ productId: 1, productDetailType: 'certification' });
    addToCart({ productId: 60, productDetailType: 'database' });
    jest.spyOn(api, 'getCart').mockRejectedValue(new Error('Product 60 is not sold online'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete item 60 from your cart' }));
    expect(readCart().map((l) => l.productId)).toEqual([1]);
  });

  it('drops lines of products the store no longer sells', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    addToCart({ productId: 999, productDetailType: 'certification' });
    jest.spyOn(api, 'getCart').mockResolvedValue({ items: [priced(BCMAS)], cartTotal: 2399.99, cartLength: 1 });
    renderPage();
    await screen.findByTestId('cart-item');
    await waitFor(() => expect(readCart().map((l) => l.productId)).toEqual([1]));
  });

  it('says when a line\'s price changed since this tab showed it', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    addToCart({ productId: 30, productDetailType: 'report' });
    const getCart = answerCart();
    const first = renderPage();
    await screen.findAllByTestId('cart-item');
    expect(screen.queryByTestId('price-changed')).toBeNull();
    first.unmount();
    getCart.mockResolvedValueOnce({ items: [{ ...priced(BCMAS), productPrice: 2199.99, lineTotal: 2199.99 }, priced(REPORT)], cartTotal: 2698.99, cartLength: 2 });
    renderPage();
    const notice = await screen.findByTestId('price-changed');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(`The price of ${BCMAS.productName} changed from $2,399.99 to $2,199.99.`);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('Subtotal (2 items)$2,698.99');
  });

  it('a bundle with a program it contains (the answer\'s bundleProducts, by id): says so and removes the duplicate', async () => {
    addToCart({ productId: 10, productDetailType: 'bundle' });
    addToCart({ productId: 1, productDetailType: 'certification' });
    answerCart();
    renderPage();
    const notice = await screen.findByTestId('bundle-overlap');
    expect(notice).toHaveTextContent(`${BUNDLE.productName} already includes ${BCMAS.productName}, which is also in your cart`);
    await userEvent.click(within(notice).getByRole('button', { name: `Remove ${BCMAS.productName} from the cart` }));
    expect(readCart().map((l) => l.productId)).toEqual([10]);
  });

  it('reprices when another tab adds a line', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    const getCart = answerCart();
    renderPage();
    await screen.findByTestId('cart-item');
    act(() => { addToCart({ productId: 30, productDetailType: 'report' }); });
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(2));
    expect(getCart).toHaveBeenCalledTimes(2);
  });
});

describe('a soft navigation to /cart (the route\'s loader in the browser)', () => {
  it('prices the stored lines as the navigation starts, before the page is on screen, once', async () => {
    localStorage.setItem(UTM_STORAGE_KEY, JSON.stringify({ utm_source: 'news' }));
    addToCart({ productId: 1, productDetailType: 'certification' });
    let onScreen: boolean | null = null;
    const getCart = jest.spyOn(api, 'getCart').mockImplementation(async (lines: CartLine[]) => {
      onScreen ??= screen.queryByRole('heading', { name: 'Your Cart' }) !== null;
      const items = lines.map((l) => priced(catalog.find((p) => p.productId === l.productId)!, l.quantity));
      return { items, cartTotal: items.reduce((sum, i) => sum + i.lineTotal, 0), cartLength: items.length };
    });
    const { router } = renderRoutes('/catalog', [
      { path: '/catalog', element: <a href="/cart">to the cart</a> },
      { path: '/cart', element: <CartPage />, loader: cartLoader },
    ]);
    await act(async () => { await router.navigate('/cart'); });
    expect(await screen.findByTestId('cart-item')).toHaveTextContent(BCMAS.productName);
    expect(onScreen).toBe(false);
    expect(getCart).toHaveBeenCalledTimes(1);
    expect(getCart.mock.calls[0]![1]).toEqual({ utm_source: 'news' });
  });

  it('an empty cart: the featured cards come with the route\'s answer, read once', async () => {
    const getProducts = jest.spyOn(api, 'getProducts').mockResolvedValue(catalog);
    const getCart = jest.spyOn(api, 'getCart');
    const { router } = renderRoutes('/catalog', [
      { path: '/catalog', element: null },
      { path: '/cart', element: <CartPage />, loader: cartLoader },
    ]);
    await act(async () => { await router.navigate('/cart'); });
    expect(await screen.findByRole('heading', { name: 'Featured certifications' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: BCMAS.productName })).toBeInTheDocument();
    expect(getProducts).toHaveBeenCalledTimes(1);
    expect(getCart).not.toHaveBeenCalled();
  });
});

describe('useCartRead', () => {
  it('an answer that comes between the render and its effect is taken: the page does not stay loading', async () => {
    const answer = { cartEmpty: false, lines: [{ productId: 1, quantity: 1, productDetailType: 'certification' as const }], priced: [priced(BCMAS, 1)] };
    const settled = { ok: true as const, answer };
    // React's thenable status as the render sees it, then as the effect does (the answer came in between)
    const way = Promise.resolve(settled);
    let looks = 0;
    Object.defineProperty(way, 'value', { get: () => (looks++ === 0 ? undefined : settled) });
    const { result } = renderHook(() => useCartRead({ onItsWay: way }));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', answer, fromDocument: false }));
  });
});

/** The route's pricing as the server's document brings it. */
const served = (lines: CartLine[], items: PricedCartItem[]): CartRead => ({ status: 'ready', answer: { cartEmpty: false, lines, priced: items }, fromDocument: true });

describe('usePricedCart with the lines the server priced (the first frame of /cart)', () => {
  it('shows them at once, with no loading state, and does not ask for them again (priced for this very request)', async () => {
    const lines: CartLine[] = [{ productId: 1, quantity: 2, productDetailType: 'certification' }];
    const seed = [priced(BCMAS, 1)];
    const getCart = jest.spyOn(api, 'getCart').mockResolvedValue({ items: [{ ...priced(BCMAS, 1), productPrice: 2000 }], cartTotal: 2000, cartLength: 1 });
    const { result } = renderHook(() => usePricedCart(lines, served(lines, seed)));
    expect(result.current.loading).toBe(false);
    expect(result.current.items.map((i) => [i.productName, i.quantity, i.lineTotal])).toEqual([[BCMAS.productName, 2, 4799.98]]);
    await new Promise((r) => setTimeout(r, 20));
    expect(getCart).not.toHaveBeenCalled();
    expect(result.current.cartTotal).toBe(4799.98);
  });

  it('with marketing values stored, asks once more, quietly, with them (the spec\'s call carries them)', async () => {
    localStorage.setItem(UTM_STORAGE_KEY, JSON.stringify({ utm_source: 'news' }));
    const lines: CartLine[] = [{ productId: 1, quantity: 1, productDetailType: 'certification' }];
    const getCart = jest.spyOn(api, 'getCart').mockResolvedValue({ items: [priced(BCMAS, 1)], cartTotal: 2399.99, cartLength: 1 });
    const { result } = renderHook(() => usePricedCart(lines, served(lines.slice(0, 1), [priced(BCMAS, 1)])));
    expect(result.current.loading).toBe(false);
    await waitFor(() => expect(getCart).toHaveBeenCalledTimes(1));
    expect(getCart.mock.calls[0]![1]).toEqual({ utm_source: 'news' });
  });

  it('a line of the cart the server did not price is priced with the whole cart', async () => {
    const lines: CartLine[] = [{ productId: 1, quantity: 1, productDetailType: 'certification' }, { productId: 30, quantity: 1, productDetailType: 'report' }];
    const getCart = jest.spyOn(api, 'getCart').mockResolvedValue({ items: [priced(BCMAS, 1), priced(REPORT, 1)], cartTotal: 2899.98, cartLength: 2 });
    const { result } = renderHook(() => usePricedCart(lines, served(lines.slice(0, 1), [priced(BCMAS, 1)])));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(getCart).toHaveBeenCalledTimes(1);
    expect(getCart.mock.calls[0]![0].map((l) => l.productId)).toEqual([1, 30]);
  });

  it('lines this tab priced before show at once and are priced again once, quietly: a price changed since is taken', async () => {
    const lines: CartLine[] = [{ productId: 1, quantity: 2, productDetailType: 'certification' }];
    const getCart = jest.spyOn(api, 'getCart').mockResolvedValueOnce({ items: [priced(BCMAS, 1)], cartTotal: 2399.99, cartLength: 1 });
    const first = renderHook(() => usePricedCart(lines));
    await waitFor(() => expect(first.result.current.cartTotal).toBe(4799.98));
    first.unmount();
    getCart.mockResolvedValueOnce({ items: [{ ...priced(BCMAS, 1), productPrice: 2000 }], cartTotal: 2000, cartLength: 1 });
    const { result } = renderHook(() => usePricedCart(lines));
    expect(result.current.loading).toBe(false);
    expect(result.current.cartTotal).toBe(4799.98);
    await waitFor(() => expect(result.current.cartTotal).toBe(4000));
    expect(getCart).toHaveBeenCalledTimes(2);
  });
});

describe('what an add without scripts did not add (the server\'s ?notice=, server/cart-add.ts)', () => {
  it.each(Object.entries(ADD_NOTICES))('%s: said above the cart, beside its lines', async (why, text) => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    answerCart();
    renderAt('/cart', <CartPage />, {}, { at: `/cart?notice=${why}` });
    expect(await screen.findByTestId('add-notice')).toHaveTextContent(text);
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(1);
  });

  it('above the empty cart too; a value the server does not give says nothing', async () => {
    jest.spyOn(api, 'getProducts').mockResolvedValue(catalog);
    const { unmount } = renderAt('/cart', <CartPage />, {}, { at: '/cart?notice=not-sold' });
    expect(await screen.findByTestId('add-notice')).toHaveTextContent('We could not add that item to your cart: the store does not sell it online.');
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    unmount();
    for (const at of ['/cart?notice=toString', '/cart?notice=%3Cb%3E', '/cart']) {
      const r = renderAt('/cart', <CartPage />, {}, { at });
      expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
      expect(screen.queryByTestId('add-notice')).toBeNull();
      r.unmount();
    }
  });

  // (the <noscript> note that checking out needs scripts: e2e/tests/no-script.spec.ts, in a browser without them)
});

