import type { ProductSummary } from 'shared-api';

/** The generic product link used from cards and cart items: /{productType}/{productNickName}. */
export const productPath = (p: Pick<ProductSummary, 'productType' | 'productNickName'>): string =>
  `/${p.productType}/${encodeURIComponent(p.productNickName)}`;
