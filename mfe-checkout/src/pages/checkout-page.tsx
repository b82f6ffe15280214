// /checkout (spec section 2.13), guarded by the shell: the cart summary, Checkout Details, the
// license / report / generic block, the order summary with the promotion code, consent, payment type
// and Continue to Payment, the Back button with its discount pop-up, the email notice and the BCMAS
// expert links. Leaves for /cart when the cart is empty. A bundle beside a program it already includes
// is said above the cart, as the cart says it, with the button that removes the program; Continue to
// Payment goes to payment only once it is gone (the API refuses such an order too, with its reason
// shown beside the button). Continue to Payment sends what the page shows
// (the total and the unit prices); a price changed since is refused by the server with the cart priced
// anew, which the page then shows, with the server's reason beside the total: the next Continue to
// Payment pays what is shown.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLoaderData, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { api, apiMessage, DEFAULT_REGION_ID, loadNameRule, logApiError, type LicenseHolder, type PaymentType } from 'shared-api';
import { useAuth } from 'shared-auth';
import { captureUtm } from 'shared-analytics';
import { setQuantity, useCart } from 'shared-cart';
import { Button, Container, dataLoader, dismissToast, media, theme, toast, type RouteDataOf } from 'shared-ui';
import { BundleOverlapNotice, bundleOverlapBlock, bundleOverlaps } from '../features/cart/bundle-overlap';
import { deleteCartItem } from '../features/cart/delete-cart-item';
import { useCartRead, usePricedCart } from '../features/cart/use-priced-cart';
import { readPricedCart, type CookieCartData } from '../features/cart/cookie-cart';
import { buildCheckoutRequest } from '../features/checkout/build-checkout-request';
import { CheckoutCartSummary } from '../features/checkout/cart-summary-list';
import { CheckoutDetails } from '../features/checkout/checkout-details';
import { EXIT_DISCOUNT_CODE, EXIT_DISCOUNT_PRODUCT_ID, exitOfferHelps } from '../features/checkout/exit-discount';
import { ExitDiscountDialog } from '../features/checkout/exit-discount-dialog';
import { EmailNotice, ExpertLinks } from '../features/checkout/expert-links';
import { OrderSummary } from '../features/checkout/order-summary';
import { installmentsUnavailableReason, offersInstallments } from '../features/checkout/payment-plan';
import { CertificationDetails, detailsBlockFor, GenericDetails, ReportDetails } from '../features/checkout/purchase-details';
import { usePromo } from '../features/checkout/use-promo';
import { CHECKOUT_FIELD_MESSAGES, validateCheckout, type CheckoutCheck, type SavedLicenses } from '../features/checkout/validate-checkout';
import { rememberCheckout } from '../lib/pending-checkout';
import { priceChangeOf } from '../lib/price-change';
import { redirectTo } from '../lib/redirect';
import { sumDollars } from '../lib/money';
import type { PageMeta } from 'shared-api/page-meta';

const Page = styled(Container)`padding-top: 24px; padding-bottom: 48px;`;
const Head = styled.div`
  display: flex; align-items: center; gap: 16px; margin-bottom: 20px;
  h1 { margin: 0; }
`;
const Layout = styled.div`
  display: grid; gap: 24px; align-items: start;
  grid-template-columns: minmax(0, 1fr) 380px;
  grid-template-areas: 'main side';
  ${media.mobile} { grid-template-columns: 1fr; grid-template-areas: 'main' 'side'; gap: 20px; }
`;
const Column = styled.div<{ $area: string }>`
  grid-area: ${(p) => p.$area}; display: flex; flex-direction: column; gap: 20px; min-width: 0;
`;
const Sticky = styled.div`
  display: flex; flex-direction: column; gap: 20px; position: sticky; top: ${theme.navHeight + 16}px;
  ${media.mobile} { position: static; }
`;

/**
 * The route's data (ARCHITECTURE.md 5b), on both sides: the cart priced (cookie-cart.ts). On the
 * server the cart cookie's lines (the page itself waits for the sign-in check, in the browser, and
 * then starts with them: no placeholder); on a soft navigation the stored cart's, priced as the
 * navigation starts (while the shell checks the sign-in), not once the page has mounted after it.
 * Lines the tab priced a moment ago (the cart's) show at once meanwhile (use-priced-cart.ts).
 */
export const loader = dataLoader(({ request }: { request: Request }) => readPricedCart(request));

/** The profile name prefills Full Name unless it is an email address. */
export const prefillName = (name: string | null | undefined): string => (name && !name.includes('@') ? name : '');

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({ title: 'Checkout | ACMA', description: 'Enter your details and continue to secure payment for your ACMA programs.' }) };

export default function CheckoutPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const lines = useCart();
  const data = useLoaderData() as RouteDataOf<CookieCartData>;
  const cart = usePricedCart(lines, useCartRead(data));
  // no checkout with a ticket of an event that has ended: the cart says so and lets the buyer delete it
  const notOnSale = cart.notOnSale.length > 0;
  useEffect(() => { if (notOnSale) navigate('/cart', { replace: true }); }, [notOnSale, navigate]);

  const [fullName, setFullName] = useState(() => prefillName(user?.name));
  const [email, setEmail] = useState(() => user?.email ?? '');
  const [touched, setTouched] = useState({ name: false, email: false });
  useEffect(() => {
    // The profile can arrive after the first render; fill what the buyer has not typed yet.
    if (!touched.name && !fullName && prefillName(user?.name)) setFullName(prefillName(user?.name));
    if (!touched.email && !email && user?.email) setEmail(user.email);
  }, [user, touched, fullName, email]);

  const [region, setRegion] = useState<number>(DEFAULT_REGION_ID);
  const [saved, setSaved] = useState<SavedLicenses>({});
  const [termsAgreed, setTermsAgreed] = useState(false);
  const [paymentType, setPaymentType] = useState<PaymentType>('fullPayment');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // the server's reason when it refused prices the page showed (they are shown anew since)
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  // the check a refused Continue to Payment failed: its message stays beside the field until fixed
  const [refused, setRefused] = useState<CheckoutCheck | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const checkToast = useRef<number | null>(null);
  // a Continue to Payment waiting for the name rule (loadNameRule below): a second click does nothing
  const checking = useRef(false);

  // Items sold by contacting the team (price 0) are not paid here; the rest is the order.
  const contactOnly = useMemo(() => new Set(cart.items.filter((i) => !(i.productPrice > 0)).map((i) => i.productId)), [cart.items]);
  const orderLines = useMemo(() => lines.filter((l) => !contactOnly.has(l.productId)), [lines, contactOnly]);
  const orderItems = useMemo(() => cart.items.filter((i) => !contactOnly.has(i.productId)), [cart.items, contactOnly]);
  const subtotal = sumDollars(orderItems.map((i) => i.lineTotal));
  // a bundle beside a program it already includes: said above the cart; no payment until it is removed
  const overlaps = useMemo(() => bundleOverlaps(orderItems), [orderItems]);
  const overlapBlock = bundleOverlapBlock(overlaps);

  const promo = usePromo(orderLines);
  // the total the order summary shows, the one the buyer agrees to pay
  const total = promo.accepted?.discountedTotal ?? subtotal;
  const installmentsOffered = offersInstallments(orderItems);
  useEffect(() => {
    if (paymentType === 'installment' && !installmentsOffered && !cart.loading) setPaymentType('fullPayment');
  }, [paymentType, installmentsOffered, cart.loading]);

  const choosePaymentType = (t: PaymentType) => {
    if (t === paymentType) return;
    setPaymentType(t);
    // installments take no promotion code: an applied one is set aside, said in place, and comes back with a full payment
    if (t === 'installment') promo.setAsideForInstallments();
    else promo.restore();
  };
  const changeQuantity = useCallback((productId: number, q: number) => {
    setQuantity(productId, q);
    setSaved((s) => { const { [productId]: _gone, ...rest } = s; return rest; });
  }, []);
  const removeIncluded = useCallback((productIds: number[]) => {
    for (const id of productIds) deleteCartItem(id, user?.email);
    setSaved((s) => Object.fromEntries(Object.entries(s).filter(([id]) => !productIds.includes(Number(id)))));
  }, [user?.email]);
  const saveLicenses = useCallback((productId: number, rows: LicenseHolder[]) => setSaved((s) => ({ ...s, [productId]: rows })), []);
  const unsaveLicenses = useCallback((productId: number) => setSaved((s) => { const { [productId]: _gone, ...rest } = s; return rest; }), []);

  if (lines.length === 0) return <Navigate to="/cart" replace />;

  // the best discount the buyer already has: the applied code, or the one set aside for installments
  const bestDiscount = promo.accepted ? { code: promo.applied, savings: promo.accepted.totalSavings ?? 0 } : promo.setAside;
  const onBack = () => {
    if (exitOfferHelps(lines, bestDiscount) && cart.items.some((i) => i.productId === EXIT_DISCOUNT_PRODUCT_ID)) setDialogOpen(true);
    else navigate('/cart');
  };
  const stayWithDiscount = () => {
    setDialogOpen(false);
    if (!exitOfferHelps(lines, bestDiscount)) return; // the buyer's own code already saves as much
    setPaymentType('fullPayment');
    void promo.apply(EXIT_DISCOUNT_CODE);
  };

  const stillRefused = refused && validateCheckout({ termsAgreed, fullName, email, lines: orderLines, savedLicenses: saved })?.check === refused;
  const fieldError = (check: Exclude<CheckoutCheck, 'license'>) => (stillRefused && refused === check ? CHECKOUT_FIELD_MESSAGES[check] : undefined);

  const onContinue = async () => {
    // the name rule's full list of top-level domains is loaded by the first Continue (not with the
    // page): the spec's Full Name toast is the answer to any host name, not the API's 400 later
    if (checking.current) return;
    checking.current = true;
    await loadNameRule(); // (never rejects)
    checking.current = false;
    setSubmitError(null);
    setPriceNotice(null);
    if (checkToast.current !== null) dismissToast(checkToast.current);
    checkToast.current = null;
    if (overlapBlock) {
      // the program would be paid for twice: the notice's Remove button is where to go
      setRefused(null);
      checkToast.current = toast(overlapBlock, 'warning');
      pageRef.current?.querySelector<HTMLButtonElement>('[data-testid="bundle-overlap"] button')?.focus();
      return;
    }
    const issue = validateCheckout({ termsAgreed, fullName, email, lines: orderLines, savedLicenses: saved });
    setRefused(issue?.check ?? null);
    // one check's toast at a time: an earlier refusal (now fixed) left with the next answer (above)
    if (issue) {
      checkToast.current = toast(issue.message, issue.kind);
      const field = { terms: 'termsAgreed', name: 'fullName', email: 'email', license: null }[issue.check];
      if (field) pageRef.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
      return;
    }
    if (!termsAgreed) return; // (refused above: validateCheckout's first check is the box)
    setSubmitting(true);
    try {
      const body = buildCheckoutRequest({
        lines: orderLines, fullName, email, region, savedLicenses: saved, termsAgreed, paymentType,
        couponCode: promo.applied, utm: captureUtm(window.location.search),
        shown: { total, lines: orderItems.map((i) => ({ productId: i.productId, productPrice: i.productPrice })) },
      });
      const res = await api.checkout(body);
      if (res.url) {
        rememberCheckout(res.sessionId); // its success page (only its) clears the cart
        redirectTo(res.url);
      }
    } catch (e) {
      const changed = priceChangeOf(e);
      if (changed) {
        // the new prices on the page, the reason beside the total; an applied code is checked again
        // at them (its saving may change too). Nothing was charged: the next Continue pays what is shown.
        cart.accept(changed.cart);
        setPriceNotice(changed.message);
        if (promo.applied) void promo.apply(promo.applied);
      } else {
        logApiError('stripe-checkout', e);
        setSubmitError(apiMessage(e) ?? 'We could not start the payment. Please try again in a moment.');
      }
    } finally {
      setSubmitting(false);
    }
  };

  const block = detailsBlockFor(cart.items);
  const bcmas = cart.items.find((i) => i.productId === EXIT_DISCOUNT_PRODUCT_ID);

  const head = (
    <Head>
      <Button $variant="ghost" onClick={onBack}>← Back</Button>
      <h1>Checkout</h1>
    </Head>
  );

  // Until the lines are priced, the cart's place alone: what follows it (the details, the block each
  // kind of item asks for) comes whole, below it, so nothing on screen moves (CLS 0; the placeholder
  // rows were shorter than the priced ones and the details block pushed the email notice down)
  if (cart.loading) {
    return (
      <Page ref={pageRef} aria-busy="true">
        {head}
        <Layout>
          <Column $area="main"><CheckoutCartSummary items={[]} loading count={lines.length} /></Column>
        </Layout>
      </Page>
    );
  }

  return (
    <Page ref={pageRef}>
      {head}
      <Layout>
        <Column $area="main">
          <BundleOverlapNotice overlaps={overlaps} onRemove={removeIncluded} />
          <CheckoutCartSummary items={cart.items} loading={false} count={lines.length} />
          <CheckoutDetails
            fullName={fullName} email={email} nameError={fieldError('name')} emailError={fieldError('email')}
            onName={(v) => { setTouched((t) => ({ ...t, name: true })); setFullName(v); }}
            onEmail={(v) => { setTouched((t) => ({ ...t, email: true })); setEmail(v); }}
          />
          {block === 'certification' && (
            <CertificationDetails items={orderItems} region={region} onRegion={setRegion} onQuantity={changeQuantity}
              saved={saved} onSave={saveLicenses} onUnsave={unsaveLicenses} />
          )}
          {block === 'report' && <ReportDetails items={orderItems} />}
          {block === 'generic' && <GenericDetails items={cart.items} />}
          <EmailNotice email={email} />
        </Column>
        <Column $area="side">
          <Sticky>
            <OrderSummary
              items={cart.items} subtotal={subtotal} priceNotice={priceNotice} priceChanges={cart.changes}
              promo={promo} onPromoOpen={() => promo.setOpen(true)} onPromoCode={promo.setCode} onPromoApply={(c) => void promo.apply(c)}
              installmentsOffered={installmentsOffered} installmentsNote={installmentsUnavailableReason(orderItems)} paymentType={paymentType} onPaymentType={choosePaymentType}
              termsAgreed={termsAgreed} onTerms={setTermsAgreed}
              submitting={submitting} submitError={submitError} termsError={fieldError('terms')} onContinue={() => void onContinue()}
              blocked={overlapBlock}
            />
            <ExpertLinks />
          </Sticky>
        </Column>
      </Layout>
      <ExitDiscountDialog
        open={dialogOpen}
        productName={bcmas?.productName ?? 'BCMAS'}
        price={bcmas?.productPrice ?? 0}
        onStay={stayWithDiscount}
        onLeave={() => { setDialogOpen(false); navigate('/cart'); }}
        onClose={() => setDialogOpen(false)}
      />
    </Page>
  );
}
