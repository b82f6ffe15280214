export * from './cart-store';
export * from './use-cart';
export * from './utm';
export * from './analytics';
export * from './add-product';
