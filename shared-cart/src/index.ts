export * from './cart-store';
export * from './use-cart';
export * from './add-product';
