// Webinar (spec 2.11): price, Add to Cart, topics and the speaker list.
import type { Product } from 'shared-api';
import { SafeHtml } from 'shared-ui/rich-text';
import { useAddToCart } from '../lib/use-add-to-cart';
import { ProductRoute, productLoader } from '../lib/product-route';
import { productHandle } from '../lib/product-handle';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('webinar');
/** What the page says in the head: its product's title, description, image and JSON-LD. */
export const handle = productHandle('webinar');
import { BuyCard } from '../features/buy/buy-card';
import { showDetailedExcerpt } from '../features/excerpt/excerpt';
import { Hero, HeroGrid, PageSection, Prose } from '../features/layout/page-parts';
import { ProductIntro } from '../features/layout/product-intro';
import { ObjectivesSection } from '../features/objectives/objective-list';
import { toPeople } from '../features/people/people';
import { SpeakerList } from '../features/people/speaker-list';
import { TopicsCovered } from '../features/think-tank/think-tank-parts';

export default function WebinarPage() {
  return <ProductRoute loading="Loading webinar">{(product) => <WebinarDetails product={product} />}</ProductRoute>;
}

function WebinarDetails({ product }: { product: Product }) {
  const add = useAddToCart();
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
