// The '6 Month Extension' block of an extension page (spec 2.6) with its purchase notice.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from 'shared-api';
import { Card, Price, theme } from 'shared-ui';
import { productPath } from '../../lib/paths';
import { AddToCartButton } from '../buy/add-to-cart-form';
import { isContactUs } from '../database/contact-price';
import { CheckIcon } from '../layout/page-parts';

export const EXTENSION_NOTICE = 'Only buy this extension if your program access has expired or is about to expire. Extra months are added to the end of your current access period.';

const Box = styled(Card)`
  color: ${theme.color.text}; display: grid; gap: 14px;
  h2 { margin: 0; font-size: 1.5rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  li { display: flex; gap: 8px; align-items: flex-start; }
  li svg { color: ${theme.color.success}; flex: none; }
  .price { font-size: 1.4rem; }
`;
const Notice = styled.p`
  margin: 0; padding: 12px 14px; border-radius: 8px; background: #fff8e8; border-left: 4px solid ${theme.color.accent};
  color: ${theme.color.text}; font-size: 0.95rem;
`;

export function ExtensionBlock({ product, onAdd }: { product: Product; onAdd: () => void }) {
  const base = product.extensionDetails;
  return (
    <Box as="section" aria-labelledby="extension-title" data-testid="extension-block">
      <h2 id="extension-title">6 Month Extension</h2>
      {base && <p style={{ margin: 0 }}>Extends <Link to={productPath(base)}>{base.productName}</Link></p>}
      <ul>
        <li><CheckIcon />Six more months of full access to every module</li>
        <li><CheckIcon />Keep your progress, notes and quiz history</li>
        <li><CheckIcon />Time to sit the final exam when you are ready</li>
      </ul>
      <Price price={product.productPrice} strikeout={product.strikeoutPrice} className="price" />
      <Notice role="note" data-testid="extension-notice"><strong>Please note: </strong>{EXTENSION_NOTICE}</Notice>
      {!isContactUs(product.productPrice) && <AddToCartButton ids={[product.productId]} onAdd={onAdd} $block>Add to Cart</AddToCartButton>}
    </Box>
  );
}
