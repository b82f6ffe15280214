import type { ProductSummary } from 'shared-api';
import { CardGrid, PageSection } from '../layout/page-parts';
import { ProductCard } from '../product-card/product-card';
import { similarProducts } from './similar';

/** boughtTogether items 2 to 4, only when there are 3 or more. */
export function SimilarProducts({ boughtTogether, title }: { boughtTogether: ProductSummary[]; title: string }) {
  const items = similarProducts(boughtTogether);
  if (items.length === 0) return null;
  return (
    <PageSection title={title} id="similar" testId="similar">
      <CardGrid>{items.map((p) => <ProductCard key={p.productId} product={p} />)}</CardGrid>
    </PageSection>
  );
}
