import type { ProductSummary } from 'shared-api';

/** The generic product link used from cards, cart items and bundle cards (spec 2.1). */
export const productPath = (p: Pick<ProductSummary, 'productType' | 'productNickName'>): string =>
  `/${p.productType}/${encodeURIComponent(p.productNickName)}`;
