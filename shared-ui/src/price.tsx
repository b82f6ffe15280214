import styled from 'styled-components';
import { CONTACT_US, formatPrice } from './format';
import { theme } from './theme';

const Wrap = styled.span`display: inline-flex; align-items: baseline; gap: 8px; flex-wrap: wrap;`;
const Now = styled.span`font-weight: 700; font-size: 1.25em; color: ${theme.color.navy};`;
const Was = styled.s`color: ${theme.color.muted}; font-size: 0.95em;`;

/** Price with optional strikeout; 'Contact Us' when the price is 0 or missing. */
export function Price({ price, strikeout, className }: { price: number | null | undefined; strikeout?: number | null; className?: string }) {
  const now = formatPrice(price);
  const was = formatPrice(strikeout ?? null);
  return (
    <Wrap className={className}>
      <Now>{now ?? CONTACT_US}</Now>
      {now && was && strikeout! > price! && <Was aria-label={`was ${was}`}>{was}</Was>}
    </Wrap>
  );
}
