import type { Product } from 'shared-api';
import { productPageMeta, productJsonLd } from 'shared-api/src/page-meta';
import { usePageMeta } from 'shared-ui';

/** Title, description, link-preview image and JSON-LD for a product page (or a neutral title while loading). */
export function useProductMeta(product: Product | null, loadingTitle: string): void {
  const meta = product ? productPageMeta(product) : null;
  usePageMeta(product && meta
    ? {
      title: meta.title,
      description: meta.description,
      image: meta.image ?? undefined,
      jsonLd: productJsonLd(product, window.location.origin),
    }
    : { title: `${loadingTitle} | ACMA`, description: 'Accredited programs, research and events for medical affairs professionals.', jsonLd: null });
}
