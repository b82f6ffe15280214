// The shared layout of the think tank video and report pages (spec 2.11): price with strikeout,
// Add to Cart, target audience cards, topics covered, objectives, about, and the link to the
// related product of the other kind.
import type { Product, ProductType } from 'shared-api';
import { SafeHtml } from 'shared-ui/rich-text';
import { useAddToCart } from '../../lib/use-add-to-cart';
import { ProductRoute } from '../../lib/product-route';
import { BuyCard } from '../buy/buy-card';
import { showDetailedExcerpt } from '../excerpt/excerpt';
import { Hero, HeroGrid, PageSection, Prose } from '../layout/page-parts';
import { ProductIntro } from '../layout/product-intro';
import { ObjectivesSection } from '../objectives/objective-list';
import { toPeople } from '../people/people';
import { SpeakerList } from '../people/speaker-list';
import { AudienceCards, RelatedLink, relatedOfType, TopicsCovered } from './think-tank-parts';

type Props = { type: ProductType; otherType: ProductType; otherLabel: string; loadingLabel: string };

export function ThinkTankPage(props: Props) {
  return <ProductRoute loading={props.loadingLabel}>{(product) => <ThinkTank {...props} product={product} />}</ProductRoute>;
}

function ThinkTank({ type, otherType, otherLabel, product }: Props & { product: Product }) {
  const add = useAddToCart();
  const other = relatedOfType(product, otherType);
  const objectives = product.objectives?.length ? product.objectives : product.learningObjectives?.objectives;
  const about = product.longDescription || (showDetailedExcerpt(product.detailedExcerpt) ? product.detailedExcerpt : null);
  return (
    <article data-testid={`${type}-page`}>
      <Hero>
        <HeroGrid>
          <ProductIntro product={product}>
            {other && <div><RelatedLink target={other} label={otherLabel} /></div>}
          </ProductIntro>
          <BuyCard product={product} onAdd={() => add(product)} />
        </HeroGrid>
      </Hero>
      <AudienceCards audience={product.audience ?? []} />
      <TopicsCovered topics={product.topics ?? []} />
      <ObjectivesSection title="Objectives" id="objectives" alt items={objectives} />
      <SpeakerList people={toPeople(product.speakers)} title="Think Tank Panelists" />
      {about && (
        <PageSection title={type === 'thinkTankVideo' ? 'About This Video' : 'About This Report'} id="about" testId="about" alt>
          <Prose><SafeHtml html={about} /></Prose>
        </PageSection>
      )}
    </article>
  );
}
