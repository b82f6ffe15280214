// Certification detail (spec 2.5).
import type { Product } from 'shared-api';
import { SafeHtml } from 'shared-ui/rich-text';
import { useAddToCart } from '../lib/use-add-to-cart';
import { ProductRoute, productLoader } from '../lib/product-route';
import { productHandle } from '../lib/product-handle';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('certification');
/** What the page says in the head: its product's title, description, image and JSON-LD. */
export const handle = productHandle('certification');
import { AccreditationStats } from '../features/accreditation/accreditation-stats';
import { AdBlock } from '../features/ad-block/ad-block';
import { MobileAppPromo } from '../features/app-promo/mobile-app-promo';
import { FrequentlyBoughtTogether } from '../features/bought-together/frequently-bought-together';
import { BuyCard } from '../features/buy/buy-card';
import { MobileBuyBar } from '../features/buy/mobile-buy-bar';
import { showDetailedExcerpt } from '../features/excerpt/excerpt';
import { Hero, HeroGrid, PageSection, Prose } from '../features/layout/page-parts';
import { ProductIntro } from '../features/layout/product-intro';
import { ModuleBreakdown } from '../features/module-breakdown/module-breakdown';
import { ObjectivesSection } from '../features/objectives/objective-list';
import { CustomerReviews } from '../features/reviews/customer-reviews';
import { SimilarProducts } from '../features/similar/similar-products';
import { SkillTags } from '../features/skill-tags/skill-tags-section';
import { ProgramFacts } from '../features/buy/program-facts';

export const ACCREDITATION_NOTE = 'Accredited by an international continuing-education accreditor';

export default function CertificationPage() {
  return <ProductRoute loading="Loading certification">{(product) => <CertificationDetails product={product} />}</ProductRoute>;
}

function CertificationDetails({ product }: { product: Product }) {
  const add = useAddToCart();
  const addThis = () => add(product);
  return (
    <article data-testid="certification-page">
      <Hero>
        <HeroGrid>
          <ProductIntro product={product} note={ACCREDITATION_NOTE} ratingTarget="reviews" />
          <BuyCard product={product} onAdd={addThis} facts={<ProgramFacts product={product} />} />
        </HeroGrid>
      </Hero>
      {showDetailedExcerpt(product.detailedExcerpt) && (
        <PageSection title="About This Program" id="about" testId="detailed-excerpt">
          <Prose><SafeHtml html={product.detailedExcerpt} /></Prose>
        </PageSection>
      )}
      <FrequentlyBoughtTogether products={product.boughtTogether} onAdd={add} />
      <ObjectivesSection title="Learning Objectives" id="objectives" items={product.learningObjectives?.objectives} />
      <SkillTags text={product.skillTags} />
      <AdBlock ad={product.ad} />
      <AccreditationStats />
      <ModuleBreakdown modules={product.moduleBreakdown?.modules ?? []} count={product.numberOfModules} />
      <CustomerReviews product={product} />
      <MobileAppPromo />
      <SimilarProducts boughtTogether={product.boughtTogether} title="Similar Certifications" />
      <MobileBuyBar productId={product.productId} name={product.productName} price={product.productPrice} strikeout={product.strikeoutPrice} onAdd={addThis} />
    </article>
  );
}
