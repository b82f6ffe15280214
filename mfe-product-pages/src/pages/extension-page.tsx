// Program extension (spec 2.6).
import type { Product } from 'shared-api';
import { useAddToCart } from '../lib/use-add-to-cart';
import { ProductRoute, productLoader } from '../lib/product-route';
import { productHandle } from '../lib/product-handle';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('extension');
/** What the page says in the head: its product's title, description, image and JSON-LD. */
export const handle = productHandle('extension');
import { AdBlock } from '../features/ad-block/ad-block';
import { FrequentlyBoughtTogether } from '../features/bought-together/frequently-bought-together';
import { ExtensionBlock } from '../features/extension/extension-block';
import { Hero, HeroGrid } from '../features/layout/page-parts';
import { ProductIntro } from '../features/layout/product-intro';
import { ModuleBreakdown } from '../features/module-breakdown/module-breakdown';
import { ObjectivesSection } from '../features/objectives/objective-list';
import { CustomerReviews } from '../features/reviews/customer-reviews';
import { SimilarProducts } from '../features/similar/similar-products';
import { SkillTags } from '../features/skill-tags/skill-tags-section';

export default function ExtensionPage() {
  return <ProductRoute loading="Loading program extension">{(product) => <ExtensionDetails product={product} />}</ProductRoute>;
}

function ExtensionDetails({ product }: { product: Product }) {
  const add = useAddToCart();
  return (
    <article data-testid="extension-page">
      <Hero>
        <HeroGrid>
          <ProductIntro product={product} ratingTarget="reviews" />
          <ExtensionBlock product={product} onAdd={() => add(product)} />
        </HeroGrid>
      </Hero>
      <FrequentlyBoughtTogether products={product.boughtTogether} onAdd={add} />
      <ObjectivesSection title="Learning Objectives" id="objectives" items={product.learningObjectives?.objectives} />
      <SkillTags text={product.skillTags} />
      <AdBlock ad={product.ad} />
      <ModuleBreakdown modules={product.moduleBreakdown?.modules ?? []} count={product.numberOfModules} />
      <CustomerReviews product={product} title="Reviews from Our Graduates" />
      <SimilarProducts boughtTogether={product.boughtTogether} title="Similar Certifications" />
    </article>
  );
}
