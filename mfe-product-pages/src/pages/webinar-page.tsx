// Webinar (spec 2.11): price, Add to Cart, topics and the speaker list.
import { SafeHtml } from 'shared-ui/rich-text';
import { useAddToCart } from '../lib/use-add-to-cart';
import { productLoader, useProduct } from '../lib/use-product';
import { productHandle } from '../lib/product-handle';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('webinar');
/** What the page says in the head: its product's title, description, image and JSON-LD. */
export const handle = productHandle('webinar');
import { useProductMeta } from '../lib/use-product-meta';
import { BuyCard } from '../features/buy/buy-card';
import { showDetailedExcerpt } from '../features/excerpt/excerpt';
import { Hero, HeroGrid, PageSection, Prose } from '../features/layout/page-parts';
import { ProductIntro } from '../features/layout/product-intro';
import { ProductSkeleton } from '../features/layout/product-skeleton';
import { ObjectivesSection } from '../features/objectives/objective-list';
import { toPeople } from '../features/people/people';
import { SpeakerList } from '../features/people/speaker-list';
import { TopicsCovered } from '../features/think-tank/think-tank-parts';

export default function WebinarPage() {
  const product = useProduct('webinar');
  const add = useAddToCart();
  useProductMeta(product, 'Webinar');
  if (!product) return <ProductSkeleton label="Loading webinar" />;
  const about = product.longDescription || (showDetailedExcerpt(product.detailedExcerpt) ? product.detailedExcerpt : null);
  return (
    <article data-testid="webinar-page">
      <Hero>
        <HeroGrid>
          <ProductIntro product={product} />
          <BuyCard product={product} onAdd={() => add(product)} />
        </HeroGrid>
      </Hero>
      <TopicsCovered topics={product.topics ?? []} />
      <SpeakerList people={toPeople(product.speakers)} title="Speakers" alt />
      <ObjectivesSection title="What You Will Learn" id="objectives" items={product.learningObjectives?.objectives} />
      {about && (
        <PageSection title="About This Webinar" id="about" testId="about" alt>
          <Prose><SafeHtml html={about} /></Prose>
        </PageSection>
      )}
    </article>
  );
}
