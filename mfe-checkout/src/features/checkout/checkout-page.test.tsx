import { act, screen, waitFor, within } from '@testing-library/react';
import { PRIVACY_POLICY_URL } from 'shared-ui';
import userEvent from '@testing-library/user-event';
import { api, ApiError, type CartLine, type CheckoutRequest, type PriceChangedBody } from 'shared-api';
import { UTM_STORAGE_KEY } from 'shared-analytics';
import { addToCart, readCart, removeFromCart } from 'shared-cart';
import CheckoutPage, { prefillName } from '../../pages/checkout-page';
import { BCMAS, DATABASE, PACS, priced, product, REPORT } from '../../test-utils/fixtures';
import { renderAt } from '../../test-utils/render';
import { redirectTo } from '../../lib/redirect';
import { clearCartAfterPaying, rememberCheckout } from '../../lib/pending-checkout';
import { forgetPricedCart } from '../cart/use-priced-cart';
import CartPage from '../../pages/cart-page';

const auth = { status: 'authenticated', user: { email: 'buyer@example.com', name: 'Alex Morgan', picture: '' } };
jest.mock('shared-auth', () => ({ useAuth: () => auth }));
jest.mock('../../lib/redirect', () => ({ redirectTo: jest.fn() }));

const BUNDLE = product({ productId: 10, productName: 'BCMAS + PACS Career Bundle', productType: 'bundle', productDetailType: 'bundle', productPrice: 3049.99, bundleProducts: [BCMAS, PACS] });
const catalog = [BCMAS, PACS, REPORT, DATABASE, BUNDLE];
function answerCart() {
  return jest.spyOn(api, 'getCart').mockImplementation(async (lines: CartLine[]) => {
    const items = lines.map((l) => priced(catalog.find((p) => p.productId === l.productId)!, l.quantity));
    return { items, cartTotal: items.reduce((s, i) => s + i.lineTotal, 0), cartLength: items.length };
  });
}
const renderPage = () => renderAt('/checkout', <CheckoutPage />);
const toasts = () => within(screen.getByTestId('toasts'));
const details = () => within(screen.getByTestId('checkout-details'));
const continueButton = () => screen.getByRole('button', { name: 'Continue to Payment' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetPricedCart();
  delete window.__acmaToasts;
  jest.restoreAllMocks();
  (redirectTo as jest.Mock).mockReset();
  auth.user = { email: 'buyer@example.com', name: 'Alex Morgan', picture: '' };
});

describe('prefillName', () => {
  it('uses the profile name unless it contains @', () => {
    expect(prefillName('Alex Morgan')).toBe('Alex Morgan');
    expect(prefillName('alex@example.com')).toBe('');
    expect(prefillName(undefined)).toBe('');
  });
});

describe('CheckoutPage', () => {
  it('leaves for /cart when the cart is empty', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
  });

  it('prefills the details, email only when the profile name is an address', async () => {
    addToCart({ productId: 30, productDetailType: 'report' });
    const answer = answerCart().getMockImplementation()!;
    let release = () => {};
    jest.spyOn(api, 'getCart').mockImplementation((lines, utm) => new Promise((resolve) => { release = () => resolve(answer(lines, utm)); }));
    auth.user = { email: 'kim@example.com', name: 'kim@example.com', picture: '' };
    renderPage();
    // until the lines are priced, the cart's place alone: the rest comes whole, below it (no shift)
    expect(await screen.findByTestId('checkout-cart')).toHaveTextContent('Your cart');
    expect(screen.queryByTestId('checkout-details')).toBeNull();
    await act(async () => { release(); });
    expect(await screen.findByTestId('report-details')).toBeInTheDocument();
    expect(details().getByLabelText('Full Name')).toHaveValue('');
    expect(details().getByLabelText('Email')).toHaveValue('kim@example.com');
    expect(screen.getByText(/create your account on our learning platform/)).toBeInTheDocument();
  });

  it('lines priced a moment ago (the cart) show at once; the route\'s loader prices them again, once, and a price changed since is taken', async () => {
    addToCart({ productId: 30, productDetailType: 'report' });
    const getCart = answerCart();
    const cart = renderAt('/cart', <CartPage />);
    await screen.findByTestId('cart-item');
    cart.unmount();
    expect(getCart).toHaveBeenCalledTimes(1);
    getCart.mockResolvedValueOnce({ items: [{ ...priced(REPORT, 1), productPrice: 399 }], cartTotal: 399, cartLength: 1 });
    renderPage();
    // its first frame: the lines as the cart showed them
    expect(await screen.findByTestId('checkout-details')).toBeInTheDocument();
    expect(screen.getByTestId('report-details')).toBeInTheDocument();
    await waitFor(() => expect(getCart).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('$399.00'));
    await new Promise((r) => setTimeout(r, 20));
    expect(getCart).toHaveBeenCalledTimes(2);
  });

  it('shows the toasts in the order terms, name, email, license details', async () => {
    addToCart({ productId: 1, productDetailType: 'certification', quantity: 2 });
    answerCart();
    const checkout = jest.spyOn(api, 'checkout');
    renderPage();
    await screen.findByTestId('license-details');
    const user = userEvent.setup();

    await user.click(continueButton());
    expect(toasts().getByText('Please Agree with the Terms & Conditions').closest('[data-kind]')).toHaveAttribute('data-kind', 'error');

    await user.click(screen.getByLabelText('I Agree with the privacy policy & payment terms'));
    await user.clear(details().getByLabelText('Full Name'));
    await user.type(details().getByLabelText('Full Name'), 'Al');
    await user.click(continueButton());
    expect(toasts().getByText('Please Ensure Checkout Details - Full Name is valid')).toBeInTheDocument();

    await user.type(details().getByLabelText('Full Name'), 'ex');
    await user.clear(details().getByLabelText('Email'));
    await user.type(details().getByLabelText('Email'), 'alex@');
    await user.click(continueButton());
    expect(toasts().getByText('Please ensure email is valid')).toBeInTheDocument();

    await user.type(details().getByLabelText('Email'), 'example.com');
    await user.click(continueButton());
    const warning = toasts().getByText('Please fill out all of the license user details and click save before continuing to payment');
    expect(warning.closest('[data-kind]')).toHaveAttribute('data-kind', 'warning');
    expect(checkout).not.toHaveBeenCalled();
  });

  it('refuses a host under any top-level domain in the page (the rule with the full list loads at Save and Continue), not at the API', async () => {
    addToCart({ productId: 20, productDetailType: 'certification', quantity: 2 });
    answerCart();
    const checkout = jest.spyOn(api, 'checkout');
    renderPage();
    const user = userEvent.setup();
    const form = within(await screen.findByTestId('license-form-20'));
    await user.type(form.getAllByLabelText('Full Name')[0]!, 'Ann invoice.zip');
    await user.type(form.getAllByLabelText('Full Name')[1]!, 'J.Ford');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('A license user\'s name must be a name, without web or email addresses.')).toBeInTheDocument();
    expect(form.getByText('Not saved yet')).toBeInTheDocument();
    await user.clear(form.getAllByLabelText('Full Name')[0]!);
    await user.type(form.getAllByLabelText('Full Name')[0]!, 'Ann Lee');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Saved')).toBeInTheDocument();

    await user.click(screen.getByLabelText('I Agree with the privacy policy & payment terms'));
    const name = details().getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'payroll-verify.ca Smith');
    await user.click(continueButton());
    expect(await toasts().findByText('Please Ensure Checkout Details - Full Name is valid')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(checkout).not.toHaveBeenCalled();
  });

  it('ties each refused field to its message (aria-invalid + aria-describedby), focuses it and clears it once fixed', async () => {
    addToCart({ productId: 30, productDetailType: 'report' });
    answerCart();
    renderPage();
    await screen.findByTestId('report-details');
    const user = userEvent.setup();
    const terms = screen.getByLabelText('I Agree with the privacy policy & payment terms');
    expect(terms).not.toHaveAttribute('aria-invalid');

    await user.click(continueButton());
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Please agree to the privacy policy and payment terms to continue.');
    expect(terms).toHaveFocus();
    // the consent's "privacy policy" is the accreditor's privacy policy, not /policies
    expect(screen.getByRole('link', { name: /^privacy policy/ })).toHaveAttribute('href', PRIVACY_POLICY_URL);
    await user.click(terms);
    expect(terms).not.toHaveAttribute('aria-invalid');
    expect(terms).not.toHaveAccessibleDescription();

    const name = details().getByLabelText('Full Name');
    await user.clear(name);
    await user.click(continueButton());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your full name (3 to 80 characters, without web addresses).');
    expect(name).toHaveFocus();
    await user.type(name, 'Alex Morgan');
    expect(name).not.toHaveAttribute('aria-invalid');

    const email = details().getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'alex@');
    await user.click(continueButton());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/^Please enter a valid email address, like name@example.com\. We use this email to create your account/);
    expect(email).toHaveFocus();
  });

  it('collects license users with regions for 3 BCMAS seats and sends the spec payload', async () => {
    localStorage.setItem(UTM_STORAGE_KEY, JSON.stringify({ utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'teams' }));
    addToCart({ productId: 1, productDetailType: 'certification' });
    answerCart();
    const checkout = jest.spyOn(api, 'checkout').mockResolvedValue({ url: 'http://localhost/api/sandbox/pay/cs_1', sessionId: 'cs_1', amountTotal: 2399.99, currency: 'usd' });
    renderPage();
    await screen.findByTestId('license-details');
    const user = userEvent.setup();
    expect(screen.queryByTestId('license-form-1')).toBeNull(); // one seat: no license rows
    await user.click(screen.getByRole('button', { name: `One seat more of ${BCMAS.productName}` }));
    await user.click(screen.getByRole('button', { name: `One seat more of ${BCMAS.productName}` }));
    expect(readCart()[0]!.quantity).toBe(3);
    const form = within(await screen.findByTestId('license-form-1'));
    expect(form.getAllByLabelText('Full Name')).toHaveLength(3);
    expect(form.getAllByLabelText('Region')).toHaveLength(3);
    expect(form.getAllByLabelText('Email')[0]).toHaveAttribute('type', 'email');
    expect(form.getAllByLabelText('Full Name')[0]).toBeRequired();

    const names = ['Ann Lee', 'Bo Kim', 'Cy Diaz'];
    for (const [i, n] of names.entries()) await user.type(form.getAllByLabelText('Full Name')[i]!, n);
    await user.type(form.getAllByLabelText('Email')[0]!, 'ann@example.com');
    await user.selectOptions(form.getAllByLabelText('Region')[1]!, 'Europe');
    await user.selectOptions(screen.getByLabelText('Your region'), 'Canada');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Saved')).toBeInTheDocument();

    await user.click(screen.getByLabelText('I Agree with the privacy policy & payment terms'));
    await user.click(continueButton());
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/api/sandbox/pay/cs_1'));
    const body = checkout.mock.calls[0]![0] as CheckoutRequest;
    expect(body).toEqual({
      products: [{ productId: 1, quantity: 3, productDetailType: 'certification' }],
      purchaseObj: {
        region: 68,
        extraCert: [
          { productId: 1, name: 'Ann Lee', email: 'ann@example.com', id: 64 },
          { productId: 1, name: 'Bo Kim', email: '', id: 70 },
          { productId: 1, name: 'Cy Diaz', email: '', id: 64 },
        ],
      },
      email: 'buyer@example.com', fullName: 'Alex Morgan', termsAgreed: true, paymentType: 'fullPayment', couponCode: '',
      subscriptionMonth: 0, params: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'teams' },
      // what the page showed: 3 seats at $2,399.99
      shownTotalCents: 719_997, shownLines: [{ productId: 1, unitCents: 239_999 }],
    });
  });

  it('a price changed since it was shown: the server\'s 409 shows the new price and its reason by the total, and the next Continue pays it', async () => {
    addToCart({ productId: 20, productDetailType: 'certification' });
    answerCart();
    const message = `The price of ${PACS.productName} changed from $1,499.00 to $1,599.00 since your cart was shown. Please review your order.`;
    const refusal: PriceChangedBody = {
      error: 'Conflict', message, statusCode: 409,
      cart: { items: [{ ...priced(PACS), productPrice: 1599, lineTotal: 1599 }], cartTotal: 1599, cartLength: 1 },
    };
    const checkout = jest.spyOn(api, 'checkout')
      .mockRejectedValueOnce(new ApiError('Request failed with status code 409', { status: 409, data: refusal, headers: {} }))
      .mockResolvedValueOnce({ url: 'http://localhost/api/sandbox/pay/cs_2', sessionId: 'cs_2', amountTotal: 1599, currency: 'usd' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    await screen.findByTestId('license-details');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$1,499.00');
    expect(screen.queryByTestId('price-changed')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('I Agree with the privacy policy & payment terms'));
    await user.click(continueButton());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(message);
    expect(notice).toHaveAttribute('data-testid', 'price-changed');
    expect(within(screen.getByTestId('order-summary')).getByRole('alert')).toBe(notice); // beside the total
    expect(screen.getByTestId('order-total')).toHaveTextContent('$1,599.00');
    expect(within(screen.getByTestId('checkout-cart')).getByText('$1,599.00')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled(); // an answer the page expects, not a failure
    expect(checkout.mock.calls[0]![0]).toMatchObject({ shownTotalCents: 149_900, shownLines: [{ productId: 20, unitCents: 149_900 }] });

    await user.click(continueButton());
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/api/sandbox/pay/cs_2'));
    expect(checkout.mock.calls[1]![0]).toMatchObject({ shownTotalCents: 159_900, shownLines: [{ productId: 20, unitCents: 159_900 }] });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a bundle beside a program it includes: says so as the cart does, no payment until the program is removed, then pays the total shown', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    addToCart({ productId: 10, productDetailType: 'bundle' });
    answerCart();
    const checkout = jest.spyOn(api, 'checkout').mockResolvedValue({ url: 'http://localhost/api/sandbox/pay/cs_3', sessionId: 'cs_3', amountTotal: 3049.99, currency: 'usd' });
    const removed = jest.spyOn(api, 'removeFromCart').mockResolvedValue();
    renderPage();
    const notice = await screen.findByTestId('bundle-overlap');
    expect(notice).toHaveTextContent(`${BUNDLE.productName} already includes ${BCMAS.productName}, which is also in your cart: as it stands you would pay for it twice.`);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$5,449.98');
    const blocked = `Remove ${BCMAS.productName} from your cart to continue to payment: ${BUNDLE.productName} already includes it.`;
    expect(screen.getByTestId('payment-blocked')).toHaveTextContent(blocked);

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('I Agree with the privacy policy & payment terms'));
    await user.click(continueButton());
    expect(toasts().getByText(blocked).closest('[data-kind]')).toHaveAttribute('data-kind', 'warning');
    const remove = within(notice).getByRole('button', { name: `Remove ${BCMAS.productName} from the cart` });
    expect(remove).toHaveFocus();
    expect(checkout).not.toHaveBeenCalled();
    expect(redirectTo).not.toHaveBeenCalled();

    await user.click(remove);
    expect(readCart().map((l) => l.productId)).toEqual([10]);
    expect(removed).toHaveBeenCalledWith([1], 'buyer@example.com'); // the server cart too, as the cart's Delete
    expect(screen.queryByTestId('bundle-overlap')).toBeNull();
    expect(screen.queryByTestId('payment-blocked')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$3,049.99');
    await user.click(continueButton());
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/api/sandbox/pay/cs_3'));
    expect(checkout.mock.calls[0]![0]).toMatchObject({ products: [{ productId: 10, quantity: 1 }], shownTotalCents: 304_999 });
  });

  it('makes a saved license form unsaved again when a seat is added', async () => {
    addToCart({ productId: 20, productDetailType: 'certification', quantity: 2 });
    answerCart();
    renderPage();
    const user = userEvent.setup();
    const form = within(await screen.findByTestId('license-form-20'));
    await user.type(form.getAllByLabelText('Full Name')[0]!, 'Ann Lee');
    await user.type(form.getAllByLabelText('Full Name')[1]!, 'Bo Kim');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Saved')).toBeInTheDocument();
    expect(form.queryByLabelText('Region')).toBeNull(); // only BCMAS asks for a region
    await user.click(screen.getByRole('button', { name: `One seat more of ${PACS.productName}` }));
    expect(within(screen.getByTestId('license-form-20')).getByText('Not saved yet')).toBeInTheDocument();
    expect(within(screen.getByTestId('license-form-20')).getAllByLabelText('Full Name')[0]).toHaveValue('Ann Lee');
  });

  it('applies a promotion code and shows the server message and discount; a bad one shows its message', async () => {
    addToCart({ productId: 20, productDetailType: 'certification' });
    answerCart();
    const promo = jest.spyOn(api, 'getPromo').mockImplementation(async (_lines, code) => (code === 'SAVE10'
      ? { status: 'success', message: 'Promo code applied: 10% off', discountType: 'All', discount: 10, totalSavings: 149.9, discountedTotal: 1349.1, products: [] }
      : { status: 'error', message: 'This promotion code is not valid' }));
    renderPage();
    await screen.findByTestId('license-details');
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Promotion code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Promotion Code' }));
    await user.type(screen.getByLabelText('Promotion code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code applied: 10% off')).toBeInTheDocument();
    expect(promo).toHaveBeenCalledWith([{ productId: 20, quantity: 1, productDetailType: 'certification' }], 'SAVE10');
    expect(screen.getByTestId('promo-savings')).toHaveTextContent('$149.90');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$1,349.10');

    await user.clear(screen.getByLabelText('Promotion code'));
    await user.type(screen.getByLabelText('Promotion code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promotion code is not valid')).toBeInTheDocument();
    expect(screen.queryByTestId('promo-savings')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$1,499.00');
    await user.clear(screen.getByLabelText('Promotion code'));
    await user.type(screen.getByLabelText('Promotion code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('promo-savings');

    // installments hide the promo field and set the code aside, saying so in place
    await user.click(screen.getByLabelText('3 monthly installments'));
    expect(screen.queryByLabelText('Promotion code')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$1,499.00');
    expect(screen.getByTestId('promo-set-aside')).toHaveTextContent('SAVE10 (−$149.90) is set aside while you pay in 3 monthly installments');
    expect(screen.getAllByTestId('installment').map((e) => e.textContent)).toEqual(['$499.66', '$499.66', '$499.68']);

    // back to a full payment: the code is checked again and applies
    promo.mockClear();
    await user.click(screen.getByLabelText('Full payment'));
    expect(await screen.findByTestId('promo-savings')).toHaveTextContent('$149.90');
    expect(promo).toHaveBeenCalledWith([{ productId: 20, quantity: 1, productDetailType: 'certification' }], 'SAVE10');
    expect(screen.queryByTestId('promo-set-aside')).toBeNull();
  });

  it('offers no installments for a cart with a report', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    addToCart({ productId: 30, productDetailType: 'report' });
    answerCart();
    renderPage();
    await screen.findByTestId('license-details');
    expect(screen.getByLabelText('Full payment')).toBeChecked();
    expect(screen.queryByLabelText('3 monthly installments')).toBeNull();
    // and says why: the report keeps the order to a full payment
    expect(screen.getByTestId('installments-note')).toHaveTextContent(
      'Monthly installments are offered only when every item is a certification of $1,000 or more: MSL Compensation Report 2025 keeps this order to a full payment.');
  });

  it('says nothing about installments when the cart qualifies', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    answerCart();
    renderPage();
    await screen.findByTestId('license-details');
    expect(screen.getByLabelText('3 monthly installments')).toBeInTheDocument();
    expect(screen.queryByTestId('installments-note')).toBeNull();
  });

  it('opens the discount pop-up on Back for a BCMAS-only cart; Stay applies the code', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    answerCart();
    const promo = jest.spyOn(api, 'getPromo').mockResolvedValue({ status: 'success', message: '$100 off BCMAS applied', totalSavings: 100, discountedTotal: 2299.99 });
    renderPage();
    await screen.findByTestId('license-details');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '← Back' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('$2,399.99')).toBeInTheDocument();
    expect(dialog.getByText('$2,299.99')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(promo).toHaveBeenCalledWith(expect.any(Array), 'BCMAS100');
    expect(await screen.findByText('$100 off BCMAS applied')).toBeInTheDocument();
    expect(screen.getByLabelText('Promotion code')).toHaveValue('BCMAS100');
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('keeps a code applied with Stay for the visit: checkout opened again (after the cart) checks it with the server and applies it; one that stopped applying is dropped with the server\'s message', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    answerCart();
    const promo = jest.spyOn(api, 'getPromo').mockImplementation(async (lines, code) => (lines.some((l) => l.productId === 1) && code.toUpperCase() === 'BCMAS100'
      ? { status: 'success', message: 'Promo code BCMAS100 applied: you save $100.00.', code: 'BCMAS100', totalSavings: 100, discountedTotal: 2299.99 }
      : { status: 'error', message: `The promo code ${code} does not apply to the products in your cart.` }));
    const first = renderPage();
    await screen.findByTestId('license-details');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '← Back' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stay on this page' }));
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$2,299.99');
    // the code saves more than the pop-up would now: Back goes to the cart
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    first.unmount();

    // back at checkout: checked with the server at the cart's lines, applied, and sent with the order
    promo.mockClear();
    const again = renderPage();
    expect(await screen.findByTestId('promo-savings')).toHaveTextContent('−$100.00');
    expect(promo).toHaveBeenCalledTimes(1);
    expect(promo).toHaveBeenCalledWith([{ productId: 1, quantity: 1, productDetailType: 'certification' }], 'BCMAS100');
    expect(screen.getByLabelText('Promotion code')).toHaveValue('BCMAS100');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$2,299.99');
    const checkout = jest.spyOn(api, 'checkout').mockResolvedValue({ url: 'https://pay.example/cs_1', sessionId: 'cs_1', amountTotal: 2299.99, currency: 'usd' });
    await user.click(screen.getByLabelText(/I Agree with the/));
    await user.click(continueButton());
    await waitFor(() => expect(checkout).toHaveBeenCalled());
    const sent = checkout.mock.calls[0]![0] as CheckoutRequest;
    expect(sent.couponCode).toBe('BCMAS100');
    expect(sent.shownTotalCents).toBe(229999);
    again.unmount();

    // the cart changed to a program the code is not for: dropped, with the server's message, and forgotten
    removeFromCart(1);
    addToCart({ productId: 20, productDetailType: 'certification' });
    promo.mockClear();
    const changed = renderPage();
    expect(await screen.findByText('The promo code BCMAS100 does not apply to the products in your cart.')).toBeInTheDocument();
    expect(screen.queryByTestId('promo-savings')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$1,499.00');
    changed.unmount();
    promo.mockClear();
    renderPage();
    await screen.findByTestId('license-details');
    await act(async () => { await Promise.resolve(); });
    expect(promo).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Promotion code')).toBeNull();
  });

  it('the checkout this browser pays takes the kept code with its cart', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    answerCart();
    const promo = jest.spyOn(api, 'getPromo').mockResolvedValue({ status: 'success', message: 'applied', code: 'ACMA15', totalSavings: 360, discountedTotal: 2039.99 });
    const page = renderPage();
    await screen.findByTestId('license-details');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Promotion Code' }));
    await user.type(screen.getByLabelText('Promotion code'), 'acma15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('promo-savings')).toHaveTextContent('−$360.00');
    page.unmount();
    rememberCheckout('cs_paid');
    expect(clearCartAfterPaying('cs_paid')).toBe(true);
    addToCart({ productId: 1, productDetailType: 'certification' });
    promo.mockClear();
    renderPage();
    await screen.findByTestId('license-details');
    await act(async () => { await Promise.resolve(); });
    expect(promo).not.toHaveBeenCalled();
    expect(screen.queryByTestId('promo-savings')).toBeNull();
  });

  it("goes to /cart from the pop-up with I don't want this discount", async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    answerCart();
    renderPage();
    await screen.findByTestId('license-details');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '← Back' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: "I don't want this discount" }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('goes straight to /cart on Back for any other cart', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    addToCart({ productId: 30, productDetailType: 'report' });
    answerCart();
    renderPage();
    await screen.findByTestId('license-details');
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('keeps contact-us items out of the payment and shows the server refusal inline', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    addToCart({ productId: 30, productDetailType: 'report' });
    addToCart({ productId: 40, productDetailType: 'database' });
    answerCart();
    const checkout = jest.spyOn(api, 'checkout').mockRejectedValue(new Error('boom'));
    renderPage();
    expect(await screen.findByText(/Sold by contacting our team/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('I Agree with the privacy policy & payment terms'));
    await act(async () => { await user.click(continueButton()); });
    expect((checkout.mock.calls[0]![0] as CheckoutRequest).products).toEqual([{ productId: 30, quantity: 1, productDetailType: 'report' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not start the payment');
    expect(continueButton()).toBeEnabled();
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
