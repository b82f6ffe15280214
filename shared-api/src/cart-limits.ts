// The cart's limits, one value for the page and the API (the schemas validate with them; the cart
// store clamps with them). Without zod, so the cart store can carry them onto every page.

/** Most seats of one product in one cart line. */
export const MAX_CART_QUANTITY = 50;
/** Most lines in one cart. */
export const MAX_CART_LINES = 50;
/** Most products one address may ask the cart to add (`/cart?add=…`, server/cart-add.ts). */
export const MAX_ADD_IDS = 10;
