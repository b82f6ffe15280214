import type { Product } from 'shared-api';
import { usePageMeta } from 'shared-ui';
import { describe, productJsonLd } from './structured-data';

/** Title, description, link-preview image and JSON-LD for a product page (or a neutral title while loading). */
export function useProductMeta(product: Product | null, loadingTitle: string): void {
  usePageMeta(product
    ? {
      title: `${product.productName} | ACMA`,
      description: describe(product, 160),
      image: product.productImage || undefined,
      jsonLd: productJsonLd(product, window.location.origin),
    }
    : { title: `${loadingTitle} | ACMA`, description: 'Accredited programs, research and events for medical affairs professionals.', jsonLd: null });
}
