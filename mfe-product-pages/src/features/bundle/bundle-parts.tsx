// Bundle page pieces (spec 2.8): the bundled items list, the 'What's Included in this Bundle?'
// cards and the separate-versus-bundled price breakdown.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProductSummary } from 'shared-api';
import { formatPrice, media, theme } from 'shared-ui';
import { ExpandableText } from 'shared-ui/rich-text';
import { productPath } from '../../lib/paths';
import type { Addable } from '../../lib/use-add-to-cart';
import { EXCERPT_LIMIT } from '../excerpt/excerpt';
import { CardGrid, PageSection } from '../layout/page-parts';
import { ProductCard } from '../product-card/product-card';
import { bundleTotals } from './bundle-totals';
import { isPurchasable } from '../bought-together/frequently-bought';
import { AddToCartButton } from '../buy/add-to-cart-form';

const Items = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 8px;
  li { display: flex; justify-content: space-between; gap: 12px; padding-bottom: 8px; border-bottom: 1px solid ${theme.color.line}; }
  li:last-child { border-bottom: 0; }
  a { color: ${theme.color.navy}; font-weight: 600; }
  span { white-space: nowrap; color: ${theme.color.muted}; }
`;

export function BundleItemList({ items }: { items: ProductSummary[] }) {
  return (
    <div>
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 8px' }}>This bundle contains</h2>
      <Items data-testid="bundle-items">
        {items.map((p) => (
          <li key={p.productId}>
            <Link to={productPath(p)}>{p.productName}</Link>
            <span>{formatPrice(p.productPrice) ?? 'Included'}</span>
          </li>
        ))}
      </Items>
    </div>
  );
}

export function BundleIncluded({ items }: { items: ProductSummary[] }) {
  if (items.length === 0) return null;
  return (
    <PageSection title="What's Included in this Bundle?" id="included" alt testId="bundle-included">
      <CardGrid $min={260}>
        {items.map((p) => (
          <ProductCard key={p.productId} product={p}>
            <ExpandableText html={p.productExcerpt} limit={EXCERPT_LIMIT} context={p.productName} />
          </ProductCard>
        ))}
      </CardGrid>
    </PageSection>
  );
}

const Compare = styled.div`
  display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 20px; max-width: 820px;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;
const Option = styled.section<{ $best?: boolean }>`
  padding: 24px; border-radius: 12px; background: #fff; display: grid; gap: 12px; align-content: start;
  border: 2px solid ${(p) => (p.$best ? theme.color.accent : theme.color.line)};
  h3 { margin: 0; font-size: 1.2rem; }
  .amount { font-size: 2rem; font-weight: 800; color: ${theme.color.navy}; }
  .save { color: ${theme.color.success}; font-weight: 700; margin: 0; }
  p { margin: 0; }
`;

export function PriceBreakdown({ bundle, items, onAdd }: { bundle: ProductSummary; items: ProductSummary[]; onAdd: (p: Addable[]) => void }) {
  const t = bundleTotals(bundle, items);
  const separate = items.filter(isPurchasable);
  return (
    <PageSection title="Price Breakdown" id="price-breakdown" testId="price-breakdown">
      <Compare>
        <Option aria-labelledby="separately-title" data-testid="purchase-separately">
          <h3 id="separately-title">Purchase Seperately</h3>
          <span className="amount">{formatPrice(t.separately) ?? '$0.00'}</span>
          <p>{items.length} products bought one by one.</p>
          <AddToCartButton ids={separate.map((p) => p.productId)} onAdd={() => onAdd(separate)} $variant="ghost" disabled={separate.length === 0}>Add Items Separately</AddToCartButton>
        </Option>
        <Option $best aria-labelledby="bundled-title" data-testid="purchase-bundled">
          <h3 id="bundled-title">Purchase Bundled</h3>
          <span className="amount">{formatPrice(t.bundled) ?? '$0.00'}</span>
          {t.savings > 0
            ? <p className="save">You save {formatPrice(t.savings)} ({t.savingsPercent}%)</p>
            : <p>Everything in one purchase.</p>}
          {isPurchasable(bundle) && <AddToCartButton ids={[bundle.productId]} onAdd={() => onAdd([bundle])}>Add Bundle to Cart</AddToCartButton>}
        </Option>
      </Compare>
    </PageSection>
  );
}
