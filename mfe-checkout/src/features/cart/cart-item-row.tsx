import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PricedCartItem } from 'shared-api';
import { Chip, media, Price, Rating, Skeleton, theme } from 'shared-ui';
import { productPath } from './product-link';

/** Product images are 3:2. */
export const IMAGE_WIDTH = 144;
export const IMAGE_HEIGHT = 96;

const Row = styled.li`
  display: grid; grid-template-columns: ${IMAGE_WIDTH}px 1fr auto; gap: 20px; align-items: start;
  padding: 20px 0; border-bottom: 1px solid ${theme.color.line}; min-height: 150px;
  ${media.mobile} { grid-template-columns: 96px 1fr; gap: 12px; min-height: 0; }
`;
const Thumb = styled.img`
  width: ${IMAGE_WIDTH}px; height: ${IMAGE_HEIGHT}px; object-fit: cover; border-radius: 8px; background: ${theme.color.surfaceAlt};
  ${media.mobile} { width: 96px; height: 64px; }
`;
const Info = styled.div`
  display: flex; flex-direction: column; gap: 6px; min-width: 0;
  h2 { margin: 0; font-size: 1.1rem; }
  h2 a { color: ${theme.color.navy}; text-decoration: none; }
  h2 a:hover { text-decoration: underline; }
`;
const Tagline = styled.p`margin: 0; color: ${theme.color.muted};`;
const Side = styled.div`
  display: flex; flex-direction: column; align-items: flex-end; gap: 10px;
  ${media.mobile} { grid-column: 2; flex-direction: row; justify-content: space-between; align-items: center; }
`;
const DeleteButton = styled.button`
  background: none; border: 0; color: ${theme.color.danger}; font-weight: 600; cursor: pointer;
  min-height: 44px; padding: 0 8px; text-decoration: underline;
`;
const Qty = styled.span`color: ${theme.color.muted}; font-size: 0.9rem;`;
const NotOnSale = styled.p`
  margin: 4px 0 0; padding: 10px 12px; border-radius: 8px; border-left: 4px solid ${theme.color.danger};
  background: #fdf0f0; color: ${theme.color.text}; font-size: 0.95rem;
  strong { display: block; color: ${theme.color.danger}; }
`;

export function CartItemRow({ item, onDelete }: { item: PricedCartItem; onDelete: (productId: number) => void }) {
  const notOnSale = item.notOnSale;
  return (
    <Row data-testid="cart-item" data-product-id={item.productId} data-not-on-sale={notOnSale ? 'true' : undefined}>
      <Thumb src={item.productImage} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} />
      <Info>
        {item.productFeature && <span><Chip>{item.productFeature}</Chip></span>}
        <h2><Link to={productPath(item)}>{item.productName}</Link></h2>
        <Tagline>{item.productTagLine}</Tagline>
        {item.productRating > 0 && <Rating value={item.productRating} />}
        {/* a ticket of an event that has ended (the API's reason: the event's name and date) */}
        {notOnSale && <NotOnSale data-testid="not-on-sale"><strong>No longer on sale</strong>{notOnSale} Delete it to check out.</NotOnSale>}
      </Info>
      <Side>
        {!notOnSale && <Price price={item.productPrice} strikeout={item.strikeoutPrice} />}
        {item.quantity > 1 && <Qty>{item.quantity} seats</Qty>}
        <DeleteButton type="button" onClick={() => onDelete(item.productId)} aria-label={`Delete ${item.productName} from your cart`}>
          Delete
        </DeleteButton>
      </Side>
    </Row>
  );
}

/** A placeholder of the row's size while the cart is being priced. */
export function CartItemSkeleton() {
  return (
    <Row aria-hidden="true" data-testid="cart-item-skeleton">
      <Skeleton $w={`${IMAGE_WIDTH}px`} $h={`${IMAGE_HEIGHT}px`} style={{ maxWidth: '100%' }} />
      <Info>
        <Skeleton $w="60%" $h="22px" />
        <Skeleton $w="40%" $h="18px" />
        <Skeleton $w="30%" $h="18px" />
      </Info>
      <Side><Skeleton $w="90px" $h="28px" /></Side>
    </Row>
  );
}

/** A line the server could not price (it refused the cart, or is unreachable): it can still be deleted. */
export function UnpricedCartRow({ productId, onDelete }: { productId: number; onDelete: (productId: number) => void }) {
  return (
    <Row data-testid="cart-item-unpriced" data-product-id={productId}>
      <Skeleton $w={`${IMAGE_WIDTH}px`} $h={`${IMAGE_HEIGHT}px`} style={{ animation: 'none', maxWidth: '100%' }} aria-hidden="true" />
      <Info>
        <h2>Item {productId}</h2>
        <Tagline>Its details could not be loaded right now.</Tagline>
      </Info>
      <Side>
        <DeleteButton type="button" onClick={() => onDelete(productId)} aria-label={`Delete item ${productId} from your cart`}>Delete</DeleteButton>
      </Side>
    </Row>
  );
}
