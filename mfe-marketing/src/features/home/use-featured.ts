// Featured certifications for the home page: the first certifications of the API's product list, and
// the texts of their cards.
import type { ProductListing } from 'shared-api';
import { stripHtml } from 'shared-ui';

export const FEATURED_COUNT = 4;

export function selectFeatured(products: readonly ProductListing[], count = FEATURED_COUNT): ProductListing[] {
  return products.filter((p) => p.productType === 'certification').slice(0, count);
}

/** Plain text cut at a word boundary to at most `max` characters (spec section 9: 100), with an ellipsis. */
export function truncate(text: string, max = 100): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The plain text of an API excerpt (no script text: stripHtml drops it), inline tags dropped without a gap. */
export function excerptText(html: string | null | undefined): string {
  return stripHtml((html ?? '').replace(/<\/?(strong|b|em|i|u|a|span|small|sup|sub)(\s[^>]*)?>/gi, '')).replace(/\s+([,.;:!?])/g, '$1');
}
