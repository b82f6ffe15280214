import { DISCOUNTED_SLUG, FULL_PRICE_SLUG, variantForSlug } from './summit-variant';

describe('slug → page variant', () => {
  it('maps the two named summit slugs (spec 2.19)', () => {
    expect(variantForSlug('summit-march-2025')).toBe('full');
    expect(variantForSlug('summit-march-2025-for-aspiring-professionals')).toBe('discounted');
    expect(FULL_PRICE_SLUG).toBe('summit-march-2025');
    expect(DISCOUNTED_SLUG).toBe('summit-march-2025-for-aspiring-professionals');
  });
  it('shows not found for any other slug', () => {
    for (const s of ['summit-march-2024', 'SUMMIT-MARCH-2025', 'summit-march-2025 ', '', 'bcmas']) expect(variantForSlug(s)).toBe('not-found');
  });
  it('follows the variant named by the data (next year is a data change)', () => {
    expect(variantForSlug('summit-march-2026', 'full')).toBe('full');
    expect(variantForSlug('summit-march-2026-students', 'discounted')).toBe('discounted');
    expect(variantForSlug('summit-march-2026', 'something-else')).toBe('not-found');
    expect(variantForSlug('summit-march-2025', null)).toBe('full');
  });
});
