// /cart (spec section 2.12): the local lines priced by the server, Delete, the summary card, the
// bundle banner and Continue Shopping; on mobile a fixed bar with the total and Checkout; the empty
// cart with featured certifications. A price changed since this tab showed it is said above the
// lines. /cart?add=<productId> (a product page's Add to Cart sent before its scripts ran, or without
// them) is the server's: it adds to the cart cookie and answers 303 to /cart (server/cart-add.ts),
// with `?notice=` when something was not added (features/cart/add-notice.tsx); the app's start takes
// those lines into the stored cart once (shell lib/server-adds.ts). Without scripts the cart shows
// its lines, and says that deleting and checking out need them (<noscript>).
import { useEffect } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { api, type ProductListing } from 'shared-api';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { removeFromCart, useCart } from 'shared-cart';
import { Button, ButtonLink, Container, dataLoader, media, theme, useHydrated, type RouteDataOf } from 'shared-ui';
import { CartItemRow, CartItemSkeleton, UnpricedCartRow } from '../features/cart/cart-item-row';
import { AddNotice } from '../features/cart/add-notice';
import { BundleOverlapNotice, bundleOverlaps } from '../features/cart/bundle-overlap';
import { BundleBanner, CartSummary, itemsLabel, MobileBarSpacer, MobileCartBar } from '../features/cart/cart-summary';
import { deleteCartItem } from '../features/cart/delete-cart-item';
import { EmptyCart } from '../features/cart/empty-cart';
import { PriceChangeNotice } from '../features/cart/price-change-notice';
import { useCartRead, usePricedCart } from '../features/cart/use-priced-cart';
import { readPricedCart, type CookieCartData } from '../features/cart/cookie-cart';
import type { PageMeta } from 'shared-api/page-meta';

const Page = styled(Container)`padding-top: 32px; padding-bottom: 48px;`;
const Head = styled.div`
  display: flex; align-items: baseline; gap: 12px; flex-wrap: wrap; margin-bottom: 8px;
  h1 { margin: 0; }
  span { color: ${theme.color.muted}; }
`;
const Layout = styled.div`
  display: grid; grid-template-columns: minmax(0, 1fr) 360px; gap: 32px; align-items: start;
  ${media.mobile} { grid-template-columns: 1fr; gap: 20px; }
`;
const List = styled.ul`list-style: none; margin: 0; padding: 0;`;
const Aside = styled.div`
  display: flex; flex-direction: column; gap: 16px; position: sticky; top: ${theme.navHeight + 16}px;
  ${media.mobile} { position: static; }
`;
const NoScriptNote = styled.p`
  margin: 0; padding: 12px 16px; border-radius: ${theme.radius}; background: ${theme.color.surfaceAlt}; color: ${theme.color.text};
`;
const Notice = styled.div`
  display: flex; gap: 12px; align-items: center; flex-wrap: wrap; padding: 16px 0; color: ${theme.color.muted};
`;

/**
 * What the cart page reads: its lines priced (cookie-cart.ts), whether the cart is empty, and the
 * product list when it may be (the empty cart's featured cards).
 */
export interface CartFirstData extends CookieCartData { products: ProductListing[] | null }

/**
 * The route's data (ARCHITECTURE.md 5b), on both sides. On the server the cart cookie's lines, priced
 * as the browser would (GET /cart), so the first frame is the cart itself; a cookie that says only
 * "not empty" (or a pricing that failed) gives the cart's place, priced once the scripts run. In the
 * browser the stored cart's, priced as the navigation starts. The product list only for a cart that
 * may be empty (its featured cards; read by the empty cart itself if the cart empties later).
 */
export const loader = dataLoader(async ({ request }: { request: Request }): Promise<CartFirstData> => {
  const cart = await readPricedCart(request);
  const products = cart.priced?.length ? null : await api.getProducts().catch(() => null);
  return { ...cart, products };
});

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = {
  meta: (): PageMeta => ({ title: 'Your Cart | ACMA', description: 'Review the certifications, reports and events in your cart before checking out.' }),
};

/** Said only without scripts: what the cart cannot do then. */
export const NO_SCRIPT_CHECKOUT = 'Checking out needs JavaScript: signing in and the secure payment page run as scripts in your browser. Turn JavaScript on to check out or to delete items; your cart is kept.';

export default function CartPage() {
  // while the server's document is hydrated the cart is not read yet (useCart gives the server's
  // empty snapshot): the page renders the lines the server priced (the cookie's), or, when it had
  // none, a cart the cookie says has lines shows its place, not "empty", until then
  const data = useLoaderData() as RouteDataOf<CartFirstData>;
  const read = useCartRead(data);
  const first = read?.status === 'ready' ? read.answer : undefined;
  const hydrated = useHydrated();
  const stored = useCart();
  const lines = !hydrated && first?.lines ? first.lines : stored;
  const cart = usePricedCart(lines, read);
  const { user } = useAuth();
  const navigate = useNavigate();

  // Lines for products the store no longer sells are dropped from the local cart.
  const unknown = cart.unknownIds.join(',');
  useEffect(() => {
    if (unknown) for (const id of unknown.split(',')) removeFromCart(Number(id));
  }, [unknown]);

  // The spec's page reloads when the last item is deleted; here the page re-renders from the cart
  // store instead, which shows the same empty state without a reload.
  if (!hydrated && first && !first.cartEmpty && !first.lines) {
    return (
      <Page aria-busy="true">
        <AddNotice />
        <Head><h1>Your Cart</h1></Head>
        <Layout><section aria-label="Items in your cart" aria-busy="true"><List><CartItemSkeleton /></List></section></Layout>
      </Page>
    );
  }
  if (lines.length === 0) return <Page><AddNotice /><EmptyCart products={read?.status === 'loading' ? undefined : first?.products ?? null} /></Page>;

  const onDelete = (productId: number) => deleteCartItem(productId, user?.email);
  const toCheckout = () => navigate('/checkout');
  const showSkeletons = cart.loading && cart.items.length === 0;

  return (
    <Page>
      <AddNotice />
      <Head>
        <h1>Your Cart</h1>
        <span aria-live="polite">{itemsLabel(lines.length)}</span>
      </Head>
      <Layout>
        <section aria-label="Items in your cart" aria-busy={cart.loading}>
          <PriceChangeNotice changes={cart.changes} />
          <BundleOverlapNotice overlaps={bundleOverlaps(cart.items)} onRemove={(ids) => ids.forEach(onDelete)} />
          <List>
            {showSkeletons
              ? lines.map((l) => <CartItemSkeleton key={l.productId} />)
              : lines.map((l) => {
                const item = cart.items.find((i) => i.productId === l.productId);
                if (item) return <CartItemRow key={l.productId} item={item} onDelete={onDelete} />;
                // After a failed pricing call the line stays deletable, so the cart is never stuck.
                return cart.failed ? <UnpricedCartRow key={l.productId} productId={l.productId} onDelete={onDelete} /> : null;
              })}
          </List>
          {cart.failed && (
            <Notice role="status">
              Some details of your cart could not be loaded.
              <Button $variant="ghost" onClick={cart.retry}>Try again</Button>
            </Notice>
          )}
        </section>
        <Aside>
          <CartSummary count={cart.cartLength} total={cart.cartTotal} onCheckout={toCheckout} blocked={cart.notOnSale.length} />
          <noscript><NoScriptNote data-testid="no-script-checkout">{NO_SCRIPT_CHECKOUT}</NoScriptNote></noscript>
          <BundleBanner />
          <ButtonLink to="/catalog" $variant="ghost" $block>Continue Shopping</ButtonLink>
        </Aside>
      </Layout>
      <MobileBarSpacer />
      <MobileCartBar total={cart.cartTotal} count={cart.cartLength} onCheckout={toCheckout} blocked={cart.notOnSale.length} />
    </Page>
  );
}
