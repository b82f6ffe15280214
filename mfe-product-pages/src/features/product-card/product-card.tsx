// A compact card for a related product (similar products, bundle contents): links by
// /{productType}/{productNickName}.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProductSummary } from 'shared-api';
import { Price, Rating, theme } from 'shared-ui';
import { productPath } from '../../lib/paths';

const Item = styled.li`
  position: relative; background: ${theme.color.surface}; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius};
  box-shadow: ${theme.shadow}; overflow: hidden; display: flex; flex-direction: column;
  img { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; background: ${theme.color.surfaceAlt}; }
`;
const Body = styled.div`
  padding: 16px; display: flex; flex-direction: column; gap: 8px; flex: 1;
  h3 { margin: 0; font-size: 1.1rem; }
  h3 a { color: ${theme.color.navy}; text-decoration: none; }
  h3 a:hover { text-decoration: underline; }
  h3 a::after { content: ''; position: absolute; inset: 0; }
  .above { position: relative; z-index: 1; }
  .tag { margin: 0; color: ${theme.color.muted}; font-size: 0.9rem; }
  .bottom { margin-top: auto; display: flex; justify-content: space-between; align-items: center; gap: 8px; flex-wrap: wrap; }
`;

export function ProductCard({ product, children }: { product: ProductSummary; children?: ReactNode }) {
  return (
    <Item data-testid="product-card">
      {product.productImage && <img src={product.productImage} alt="" width={320} height={213} loading="lazy" decoding="async" />}
      <Body>
        <h3><Link to={productPath(product)}>{product.productName}</Link></h3>
        {product.productTagLine && <p className="tag">{product.productTagLine}</p>}
        {children && <div className="above">{children}</div>}
        <div className="bottom">
          <Price price={product.productPrice} strikeout={product.strikeoutPrice} />
          {product.productRating > 0 && <Rating value={product.productRating} />}
        </div>
      </Body>
    </Item>
  );
}
