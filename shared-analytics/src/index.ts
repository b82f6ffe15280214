// What the store tells its analytics: the tag manager's events (analytics.ts) and the campaign a
// visitor came from (utm.ts: captured from any page's address, sent with the cart-tracking, checkout
// and lead calls). Apart from the cart: the cart, the lead forms, the quiz and the shell all use it.
export * from './analytics';
export * from './utm';
