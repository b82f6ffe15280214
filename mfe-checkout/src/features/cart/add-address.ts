// What the cart's address-driven add (add-from-address.ts, add-requested.ts) shares: the query
// parameter that names the products, and the message when the add could not be loaded or started.

export const ADD_PARAM = 'add';
export const NOT_LOADED_MESSAGE = 'We could not add the item to your cart just now. Please add it again from its page.';
