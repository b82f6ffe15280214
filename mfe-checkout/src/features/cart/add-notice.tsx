// What the cart says of an add it did not make. A product page's Add to Cart without scripts is
// `GET /cart?add=<productId>`; the server adds what it can and answers 303 to /cart, with
// `?notice=<why>` when something was not added (server/cart-add.ts). The notice is in the address, so
// the server's render shows it (the route declares the parameter), without scripts too.
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MAX_ADD_IDS, MAX_CART_LINES } from 'shared-api/cart-limits';
import { theme } from 'shared-ui';

export const NOTICE_PARAM = 'notice';

/** Each reason the server gives, in words. */
export const ADD_NOTICES: Readonly<Record<string, string>> = {
  'not-sold': 'We could not add that item to your cart: the store does not sell it online.',
  'other-site': 'Nothing was added to your cart: the link came from another website. To add an item, use Add to Cart on its page in this store.',
  'too-many': `Nothing was added to your cart: one link may add at most ${MAX_ADD_IDS} items.`,
  full: `Nothing was added: a cart holds at most ${MAX_CART_LINES} items. Check out or delete some first.`,
  'try-again': 'We could not add the item to your cart just now. Please add it again from its page.',
};

const Note = styled.p`
  margin: 0 0 16px; padding: 12px 16px; border-radius: ${theme.radius};
  background: ${theme.color.surfaceAlt}; color: ${theme.color.text}; border-left: 4px solid ${theme.color.danger};
`;

/** The notice of the address's `?notice=`, if it names one the server gives. */
export function AddNotice() {
  const why = new URLSearchParams(useLocation().search).get(NOTICE_PARAM);
  const text = why !== null && Object.prototype.hasOwnProperty.call(ADD_NOTICES, why) ? ADD_NOTICES[why] : null;
  return text ? <Note role="status" data-testid="add-notice">{text}</Note> : null;
}
