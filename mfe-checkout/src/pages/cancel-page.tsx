// /cancel, guarded by the shell: the buyer left the payment page. Nothing was charged; the cart is
// still there.
import styled from 'styled-components';
import { useCart } from 'shared-cart';
import { ButtonLink, Card, Container, Muted, theme } from 'shared-ui';
import type { PageMeta } from 'shared-api/page-meta';

const Page = styled(Container)`max-width: 640px; padding-top: 48px; padding-bottom: 56px;`;
const Box = styled(Card)`
  text-align: center; display: flex; flex-direction: column; align-items: center; gap: 14px; padding: 32px 24px;
  h1 { margin: 0; color: ${theme.color.navy}; }
  p { margin: 0; }
`;
const Actions = styled.div`display: flex; gap: 12px; flex-wrap: wrap; justify-content: center; margin-top: 8px;`;

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({ title: 'Payment cancelled | ACMA', description: 'Your payment was cancelled and nothing was charged. Your cart is saved.' }) };

export default function CancelPage() {
  const lines = useCart();
  return (
    <Page>
      <Box>
        <h1>Payment cancelled</h1>
        <p><strong>Nothing was charged.</strong> You left the payment page before paying, so no payment was taken.</p>
        <Muted>
          {lines.length
            ? `Your cart still holds ${lines.length === 1 ? 'your item' : `your ${lines.length} items`}: pick up where you left off whenever you are ready.`
            : 'Your cart is empty now. Browse the catalog to find your program again.'}
        </Muted>
        <Actions>
          <ButtonLink to="/cart">Back to Cart</ButtonLink>
          <ButtonLink to="/catalog" $variant="ghost">Continue Shopping</ButtonLink>
        </Actions>
      </Box>
    </Page>
  );
}
