// Price rule (spec sections 3 and 8): a price of 0 or a missing price means 'Contact Us' and no Add to Cart.
import { CONTACT_US, formatPrice } from 'shared-ui';

export const isContactUs = (price: number | null | undefined): boolean => formatPrice(price) === null;

/** The price text a page shows. */
export const priceText = (price: number | null | undefined): string => formatPrice(price) ?? CONTACT_US;
