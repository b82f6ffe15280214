import styled from 'styled-components';
import { Button, Dialog, theme } from 'shared-ui';
import { money } from '../../lib/money';
import { EXIT_DISCOUNT_AMOUNT, EXIT_DISCOUNT_CODE } from './exit-discount';

const Prices = styled.p`
  display: flex; gap: 12px; align-items: baseline; font-size: 1.1rem;
  s { color: ${theme.color.muted}; }
  strong { font-size: 1.6rem; color: ${theme.color.navy}; }
`;
const Code = styled.code`background: ${theme.color.surfaceAlt}; padding: 2px 8px; border-radius: 6px; font-weight: 700;`;
const Actions = styled.div`display: flex; gap: 12px; flex-wrap: wrap; margin-top: 16px;`;

/** The Back button's pop-up for a BCMAS-only cart: $100 off, or leave for the cart. */
const amountOff = `$${EXIT_DISCOUNT_AMOUNT}`;

export function ExitDiscountDialog({ open, productName, price, onStay, onLeave, onClose }: {
  open: boolean; productName: string; price: number; onStay: () => void; onLeave: () => void; onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={`Wait! Take ${amountOff} off`}>
      <p>Finish your {productName} enrolment today and we take {amountOff} off the program fee.</p>
      <Prices>
        <s aria-label={`was ${money(price)}`}>{money(price)}</s>
        <strong aria-label={`now ${money(price - EXIT_DISCOUNT_AMOUNT)}`}>{money(price - EXIT_DISCOUNT_AMOUNT)}</strong>
      </Prices>
      <p>Your code: <Code>{EXIT_DISCOUNT_CODE}</Code> — we apply it for you when you stay.</p>
      <Actions>
        <Button onClick={onStay}>Stay on this page</Button>
        <Button $variant="ghost" onClick={onLeave}>I don&apos;t want this discount</Button>
      </Actions>
    </Dialog>
  );
}
