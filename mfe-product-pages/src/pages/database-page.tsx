// Database (spec 2.9): 'Contact Us' instead of a price when it is 0 or missing, and no Add to Cart then.
import type { Product } from 'shared-api';
import { ButtonLink } from 'shared-ui';
import { SafeHtml } from 'shared-ui/rich-text';
import { useAddToCart } from '../lib/use-add-to-cart';
import { ProductRoute, productLoader } from '../lib/product-route';
import { productHandle } from '../lib/product-handle';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('database');
/** What the page says in the head: its product's title, description, image and JSON-LD. */
export const handle = productHandle('database');
import { FrequentlyBoughtTogether } from '../features/bought-together/frequently-bought-together';
import { BuyCard } from '../features/buy/buy-card';
import { isContactUs } from '../features/database/contact-price';
import { showDetailedExcerpt } from '../features/excerpt/excerpt';
import { Hero, HeroGrid, PageSection, Prose } from '../features/layout/page-parts';
import { ProductIntro } from '../features/layout/product-intro';
import { ObjectivesSection } from '../features/objectives/objective-list';

export default function DatabasePage() {
  return <ProductRoute loading="Loading database">{(product) => <DatabaseDetails product={product} />}</ProductRoute>;
}

function DatabaseDetails({ product }: { product: Product }) {
  const add = useAddToCart();
  const contactOnly = isContactUs(product.productPrice);
  return (
    <article data-testid="database-page">
      <Hero>
        <HeroGrid>
          <ProductIntro product={product} />
          <BuyCard product={product} onAdd={contactOnly ? undefined : () => add(product)}>
            {contactOnly && <p style={{ margin: 0 }}>Access is licensed to your team. Tell us how you plan to use the data and we will send a quote.</p>}
            <ButtonLink to="/contact-us" $variant={contactOnly ? 'primary' : 'ghost'} $block>Contact Us</ButtonLink>
          </BuyCard>
        </HeroGrid>
      </Hero>
      {(product.longDescription || showDetailedExcerpt(product.detailedExcerpt)) && (
        <PageSection title="About the Database" id="about" testId="about">
          <Prose>
            {showDetailedExcerpt(product.detailedExcerpt) && <SafeHtml html={product.detailedExcerpt} />}
            {product.longDescription && <SafeHtml html={product.longDescription} />}
          </Prose>
        </PageSection>
      )}
      <ObjectivesSection title="Learning Objectives" id="objectives" items={product.learningObjectives?.objectives} />
      <ObjectivesSection title="What the Database Includes" id="database-includes" alt items={product.databaseIncludes?.whatsIncluded} />
      <FrequentlyBoughtTogether products={product.boughtTogether} onAdd={add} />
    </article>
  );
}
