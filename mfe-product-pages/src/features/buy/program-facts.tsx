import type { Product } from 'shared-api';
import { Facts } from './buy-card';

/** Modules, access time and the CME line of a program (as the catalog card shows them). */
export function ProgramFacts({ product }: { product: Pick<Product, 'numberOfModules' | 'accessTime' | 'offerCme'> }) {
  return (
    <Facts data-testid="program-facts">
      {product.numberOfModules ? <li><span aria-hidden="true">▤</span>{product.numberOfModules} modules</li> : null}
      {product.accessTime ? <li><span aria-hidden="true">◷</span>{product.accessTime} access</li> : null}
      <li><span aria-hidden="true">✓</span>{product.offerCme === 'Yes' ? 'Earn CME/CE credits' : '24/7 Live Chat'}</li>
    </Facts>
  );
}
