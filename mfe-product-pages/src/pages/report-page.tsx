// Market research report (spec 2.7).
import type { Product } from 'shared-api';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { SafeHtml } from 'shared-ui/rich-text';
import { useAddToCart } from '../lib/use-add-to-cart';
import { ProductRoute, productLoader } from '../lib/product-route';
import { productHandle } from '../lib/product-handle';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('report');
/** What the page says in the head: its product's title, description, image and JSON-LD. */
export const handle = productHandle('report');
import { FrequentlyBoughtTogether } from '../features/bought-together/frequently-bought-together';
import { BuyCard } from '../features/buy/buy-card';
import { showDetailedExcerpt } from '../features/excerpt/excerpt';
import { Hero, HeroGrid, PageSection, Prose } from '../features/layout/page-parts';
import { ProductIntro } from '../features/layout/product-intro';
import { ObjectivesSection } from '../features/objectives/objective-list';
import { SimilarProducts } from '../features/similar/similar-products';

const TrendList = styled.ol`
  margin: 0; padding: 0; list-style: none; counter-reset: trend; display: grid; gap: 10px; max-width: 75ch;
  li { counter-increment: trend; display: grid; grid-template-columns: 36px minmax(0, 1fr); align-items: center; gap: 12px; font-weight: 600; }
  li::before { content: counter(trend); width: 32px; height: 32px; border-radius: 50%; display: grid; place-items: center;
    background: ${theme.color.accent}; color: ${theme.color.navy}; font-weight: 800; }
`;

export default function ReportPage() {
  return <ProductRoute loading="Loading report">{(product) => <ReportDetails product={product} />}</ProductRoute>;
}

function ReportDetails({ product }: { product: Product }) {
  const add = useAddToCart();
  const badge = product.productFeature && product.productFeatureImage ? { src: product.productFeatureImage, alt: product.productFeature } : null;
  // what's included: the database-style list when there is one, else the report's deliverables
  const included = product.databaseIncludes?.whatsIncluded?.length ? product.databaseIncludes.whatsIncluded : product.objectives;
  const benefits = product.learningObjectives?.objectives;
  const trends = (product.topics ?? []).filter((t) => t.topic?.trim());
  return (
    <article data-testid="report-page">
      <Hero>
        <HeroGrid>
          <ProductIntro product={product} />
          <BuyCard product={product} onAdd={() => add(product)} badge={badge} />
        </HeroGrid>
      </Hero>
      <FrequentlyBoughtTogether products={product.boughtTogether} onAdd={add} />
      {product.longDescription && (
        <PageSection title="About This Report" id="description" testId="long-description">
          <Prose><SafeHtml html={product.longDescription} /></Prose>
        </PageSection>
      )}
      <ObjectivesSection title="What's Included" id="whats-included" alt items={included} />
      <PageSection title="Why Our Trends Reports" id="trends" testId="trends">
        <Prose>
          <p>
            Each trends report is built from surveys and interviews with medical affairs professionals across pharmaceutical,
            biotech and device companies. We compare this year&apos;s answers with earlier waves so you can see which practices
            are spreading, which are fading, and where teams like yours are investing next.
          </p>
          <p>
            Use the findings to benchmark your team&apos;s structure and budget, support a business case with independent data,
            and brief leadership on where the function is heading.
          </p>
          {showDetailedExcerpt(product.detailedExcerpt) && <SafeHtml html={product.detailedExcerpt} />}
        </Prose>
        {trends.length > 0 && (
          <>
            <h3>Trends covered in this report</h3>
            <TrendList>{trends.map((t, i) => <li key={`${t.topic}-${i}`}>{t.topic}</li>)}</TrendList>
          </>
        )}
      </PageSection>
      <ObjectivesSection title="Benefits" id="benefits" alt items={benefits} />
      <SimilarProducts boughtTogether={product.boughtTogether} title="Similar Products" />
    </article>
  );
}
