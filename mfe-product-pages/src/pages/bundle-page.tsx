// Bundle (spec 2.8).
import type { Product } from 'shared-api';
import styled from 'styled-components';
import { ButtonLink, theme } from 'shared-ui';
import { useAddToCart } from '../lib/use-add-to-cart';
import { ProductRoute, productLoader } from '../lib/product-route';
import { productHandle } from '../lib/product-handle';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('bundle');
/** What the page says in the head: its product's title, description, image and JSON-LD. */
export const handle = productHandle('bundle');
import { BundleIncluded, BundleItemList, PriceBreakdown } from '../features/bundle/bundle-parts';
import { BuyCard } from '../features/buy/buy-card';
import { Hero, HeroGrid, PageSection } from '../features/layout/page-parts';
import { ProductIntro } from '../features/layout/product-intro';
import { SimilarProducts } from '../features/similar/similar-products';

const Contact = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 20px; flex-wrap: wrap;
  padding: 24px; border-radius: 12px; background: ${theme.color.surfaceAlt};
  p { margin: 0; max-width: 60ch; }
`;

export default function BundlePage() {
  return <ProductRoute loading="Loading bundle">{(product) => <BundleDetails product={product} />}</ProductRoute>;
}

function BundleDetails({ product }: { product: Product }) {
  const add = useAddToCart();
  const items = product.bundleProducts ?? [];
  return (
    <article data-testid="bundle-page">
      <Hero>
        <HeroGrid>
          <ProductIntro product={product} />
          <BuyCard product={product} onAdd={() => add(product)} label="Add Bundle to Cart" before={items.length > 0 && <BundleItemList items={items} />} />
        </HeroGrid>
      </Hero>
      <BundleIncluded items={items} />
      <PriceBreakdown bundle={product} items={items} onAdd={add} />
      <PageSection title="Buying for a Team?" id="contact" testId="bundle-contact">
        <Contact>
          <p>We build bundles for medical affairs teams of every size, with group pricing and one invoice. Tell us what your team needs.</p>
          <ButtonLink to="/contact-us" $variant="secondary">Contact Us</ButtonLink>
        </Contact>
      </PageSection>
      <SimilarProducts boughtTogether={product.boughtTogether} title="Similar Products" />
    </article>
  );
}
