// The price card of a product hero: image, price with strikeout, optional feature badge and facts,
// and the purchase action (a form: it works before the scripts run, see add-to-cart-form.tsx).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductSummary } from 'shared-api';
import { Card, media, Price, theme } from 'shared-ui';
import { isContactUs } from '../database/contact-price';
import { AddToCartButton } from './add-to-cart-form';

const Box = styled(Card)`
  color: ${theme.color.text}; padding: 0; overflow: hidden;
  ${media.mobile} { max-width: 480px; }
`;
const Img = styled.img`
  display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; background: ${theme.color.surfaceAlt};
  ${media.mobile} { display: none; }
`;
const Body = styled.div`
  padding: 20px; display: grid; gap: 14px;
  .price { font-size: 1.4rem; }
`;
const Badge = styled.img`
  position: absolute; top: 12px; right: 12px; width: 84px; height: 84px; object-fit: contain;
  ${media.mobile} { position: static; display: block; margin: 16px 20px 0; width: 64px; height: 64px; }
`;
export const Facts = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; color: ${theme.color.muted}; font-size: 0.95rem;
  li { display: flex; gap: 8px; align-items: center; }
`;

export function BuyCard({ product, onAdd, label = 'Add to Cart', facts, badge, before, children, testId = 'buy-card' }: {
  product: Pick<ProductSummary, 'productId' | 'productName' | 'productPrice' | 'strikeoutPrice' | 'productImage'>;
  onAdd?: () => void; label?: string; facts?: ReactNode; before?: ReactNode; badge?: { src: string; alt: string } | null; children?: ReactNode; testId?: string;
}) {
  return (
    <Box as="section" aria-label="Price and purchase" data-testid={testId}>
      <div style={{ position: 'relative' }}>
        {product.productImage && <Img src={product.productImage} alt="" width={380} height={253} fetchPriority="high" />}
        {badge && <Badge src={badge.src} alt={badge.alt} width={84} height={84} data-testid="feature-badge" />}
      </div>
      <Body>
        <Price price={product.productPrice} strikeout={product.strikeoutPrice} className="price" />
        {facts}
        {before}
        {onAdd && !isContactUs(product.productPrice) && <AddToCartButton ids={[product.productId]} onAdd={onAdd} $block>{label}</AddToCartButton>}
        {children}
      </Body>
    </Box>
  );
}
