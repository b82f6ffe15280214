// Which conference page a slug shows (spec 2.19): the full-price page, the discounted page, or
// 'Sorry, conference not found!'. The mapping lives in the summit data (`variant` of each entry of
// the content); these are the named slugs of spec 2.1 as the fallback when the data names none.

export type SummitVariant = 'full' | 'discounted' | 'not-found';

export const FULL_PRICE_SLUG = 'summit-march-2025';
export const DISCOUNTED_SLUG = 'summit-march-2025-for-aspiring-professionals';

export function variantForSlug(slug: string, dataVariant?: unknown): SummitVariant {
  if (dataVariant === 'full' || dataVariant === 'discounted') return dataVariant;
  if (slug === FULL_PRICE_SLUG) return 'full';
  if (slug === DISCOUNTED_SLUG) return 'discounted';
  return 'not-found';
}
