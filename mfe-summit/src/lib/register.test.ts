import { api } from 'shared-api';
import { readCart } from 'shared-cart';
import { findTierProduct, INVALID_CONFERENCE, registerForConference, resolveTierTickets } from './register';
import { productFixture, summaryFixture } from '../test/fixtures';

const toasts = () => {
  const shown = window.__acmaToasts;
  return shown ? shown.store.get(shown.items) : [];
};

beforeEach(() => {
  localStorage.clear();
  const shown = window.__acmaToasts;
  shown?.store.set(shown.items, []);
  jest.spyOn(api, 'trackAddToCart').mockResolvedValue(undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('registerForConference', () => {
  it("shows the error toast 'Invalid Conference. Please try again' and adds nothing when there is no product", () => {
    expect(INVALID_CONFERENCE).toBe('Invalid Conference. Please try again');
    expect(registerForConference(null)).toBe(false);
    expect(registerForConference(undefined)).toBe(false);
    expect(registerForConference({ ...summaryFixture(0, 'x', 10) })).toBe(false);
    expect(toasts()).toEqual([expect.objectContaining({ message: INVALID_CONFERENCE, kind: 'error' })]);
    expect(readCart()).toEqual([]);
    expect(api.trackAddToCart).not.toHaveBeenCalled();
  });

  it('adds the ticket (quantity 1) with the tracking call and no toast', () => {
    window.dataLayer = [];
    expect(registerForConference(summaryFixture(90, 'summit-march-2025', 599.99))).toBe(true);
    expect(readCart()).toEqual([{ productId: 90, quantity: 1, productDetailType: 'conference' }]);
    expect(api.trackAddToCart).toHaveBeenCalledWith(expect.objectContaining({ products: [{ productId: 90, productPrice: 599.99, productName: 'Ticket summit-march-2025' }] }));
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'add_to_cart' })]);
    expect(toasts()).toEqual([]);
  });
});

describe('tier tickets', () => {
  it('finds the page product or a bought-together conference product by slug', () => {
    const p = productFixture('summit-march-2025');
    expect(findTierProduct(p, 'summit-march-2025')?.productId).toBe(90);
    expect(findTierProduct(p, 'summit-march-2025-for-aspiring-professionals')?.productId).toBe(91);
    expect(findTierProduct(p, 'unknown')).toBeNull();
    expect(findTierProduct(null, 'summit-march-2025')).toBeNull();
  });

  it('ignores products that are not purchasable conference tickets', () => {
    const p = productFixture('summit-march-2025');
    p.boughtTogether = [{ ...summaryFixture(5, 'free-one', 0) }, { ...summaryFixture(6, 'cert', 100), productType: 'certification' }];
    expect(findTierProduct(p, 'free-one')).toBeNull();
    expect(findTierProduct(p, 'cert')).toBeNull();
  });

  it('looks up a tier sold by another product, and maps a missing one to null', async () => {
    const p = productFixture('summit-march-2025');
    p.boughtTogether = [];
    const fetch = jest.fn(async (slug: string) => (slug === 'summit-march-2025-for-aspiring-professionals'
      ? summaryFixture(91, slug, 199.99) : { error: 'Product not found' }));
    const t = await resolveTierTickets(p, ['summit-march-2025', 'summit-march-2025-for-aspiring-professionals', 'gone', 'gone'], fetch);
    expect(t['summit-march-2025']?.productId).toBe(90);
    expect(t['summit-march-2025-for-aspiring-professionals']?.productId).toBe(91);
    expect(t.gone).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('maps a failing lookup to null', async () => {
    const p = productFixture('summit-march-2025');
    const t = await resolveTierTickets(p, ['other'], async () => { throw new Error('network'); });
    expect(t).toEqual({ other: null });
  });
});
