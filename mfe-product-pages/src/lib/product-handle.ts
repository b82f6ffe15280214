// What a product page says in the head (its route module's `handle.meta`): the product of its
// loader's answer (title, description, image, JSON-LD), no page (404) for an unknown product, the
// type's neutral texts while the product is on its way (after a soft navigation the shell writes these,
// then the product's once it has come: shell/src/lib/use-route-meta.ts).
// The meta code (shared-api/page-meta) is loaded when asked, off the page's first load.
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import type { ProductType } from 'shared-api';

export async function productMeta(type: ProductType, { data, origin }: PageMetaArgs): Promise<PageMeta | null> {
  const { productMetaFrom } = await import('shared-api/page-meta');
  return productMetaFrom(data, type, origin);
}

/** The handle of the page of a product type. */
export const productHandle = (type: ProductType) => ({ meta: (args: PageMetaArgs) => productMeta(type, args) });
