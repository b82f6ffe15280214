import type { ProductListing, ProductType } from 'shared-api';
import {
  BEST_RATED_MIN_RATING, DEFAULT_FILTERS, PAGE_SIZE, PRICE_MAX, TRAITS, TYPE_OPTIONS, activeFilterCount, applyArrivalState,
  catalogProducts, changeFilters, clampPage, filterProducts, hasArrivalState, hasTrait, pageCount, pageItems, pageWindow,
  parseFilters, serializeFilters, showPager, toTrait, toggle, type Filters,
} from './filter-products';

let nextId = 1;
function product(over: Partial<ProductListing> = {}): ProductListing {
  const id = nextId++;
  return {
    productId: id, productType: 'certification', productNickName: `p-${id}`, productDetailType: 'certification',
    productName: `Program ${id}`, productTagLine: 'Certificate', productPrice: 1000, strikeoutPrice: null,
    productImage: `/images/p-${id}.png`, productExcerpt: '', productRating: 4.5, productFeature: null,
    productTags: '', skillTags: '', numberOfModules: null, accessTime: null, offerCme: 'No',
    ...over,
  };
}
const f = (over: Partial<Filters> = {}): Filters => ({ ...DEFAULT_FILTERS, ...over });
const ids = (ps: ProductListing[]) => ps.map((p) => p.productId);

describe('which products the catalog lists', () => {
  it('keeps the seven offered types and leaves out think tank content and the summit', () => {
    const all = (['certification', 'event', 'report', 'bundle', 'database', 'extension', 'webinar', 'thinkTankVideo', 'thinkTankReport', 'conference'] as ProductType[])
      .map((productType) => product({ productType }));
    expect(catalogProducts(all).map((p) => p.productType)).toEqual(['certification', 'event', 'report', 'bundle', 'database', 'extension', 'webinar']);
  });

  it('offers the spec labels, Market Research for report and Program Extensions for extension', () => {
    expect(TYPE_OPTIONS.map((o) => o.label)).toEqual(['Certification', 'Event', 'Market Research', 'Bundle', 'Database', 'Program Extensions', 'Webinar']);
    expect(TRAITS).toEqual(['Best Seller', 'New', 'Best Rated']);
  });
});

describe('search', () => {
  const a = product({ productName: 'Board Certified Medical Affairs Specialist', productTags: 'msl, medical affairs' });
  const b = product({ productName: 'Pharmacy Residency Guide', productTags: 'pharmacist,residency' });
  const c = product({ productName: 'Market Access Report', productTags: '' });
  const all = [a, b, c];

  it('matches the name case-insensitively', () => {
    expect(ids(filterProducts(all, f({ q: 'board CERTIFIED' })))).toEqual([a.productId]);
  });
  it('matches the tags case-insensitively', () => {
    expect(ids(filterProducts(all, f({ q: 'PHARMACIST' })))).toEqual([b.productId]);
    expect(ids(filterProducts(all, f({ q: 'MSL' })))).toEqual([a.productId]);
  });
  it('trims and collapses spaces; blank search keeps everything', () => {
    expect(ids(filterProducts(all, f({ q: '  market   access  ' })))).toEqual([c.productId]);
    expect(filterProducts(all, f({ q: '   ' }))).toHaveLength(3);
  });
  it('finds nothing for text in neither name nor tags (the excerpt is not searched)', () => {
    const d = product({ productName: 'Alpha', productExcerpt: 'oncology', productTags: 'beta' });
    expect(filterProducts([d], f({ q: 'oncology' }))).toEqual([]);
  });
});

describe('price range', () => {
  const cheap = product({ productPrice: 100 });
  const mid = product({ productPrice: 1500 });
  const top = product({ productPrice: 6000 });
  const above = product({ productPrice: 7200 });
  const contact = product({ productPrice: 0 });
  const missing = product({ productPrice: undefined as unknown as number });
  const all = [cheap, mid, top, above, contact, missing];

  it('the default range (0 to the top) keeps every product, Contact Us (0 or missing price) included', () => {
    expect(filterProducts(all, DEFAULT_FILTERS)).toHaveLength(6);
  });
  it('both bounds are inclusive', () => {
    expect(ids(filterProducts(all, f({ min: 100, max: 1500 })))).toEqual([cheap.productId, mid.productId]);
    expect(ids(filterProducts(all, f({ min: 1500, max: 1500 })))).toEqual([mid.productId]);
    expect(ids(filterProducts(all, f({ min: 101, max: 1499 })))).toEqual([]);
  });
  it('a minimum above 0 drops Contact Us products', () => {
    expect(ids(filterProducts(all, f({ min: 100 })))).toEqual([cheap.productId, mid.productId, top.productId, above.productId]);
  });
  it('an upper bound below the top end drops dearer products; 0-priced ones stay while min is 0', () => {
    expect(ids(filterProducts(all, f({ max: 5900 })))).toEqual([cheap.productId, mid.productId, contact.productId, missing.productId]);
  });
});

describe('type and trait multi-select', () => {
  const cert = product({ productType: 'certification', productFeature: 'Best Seller', productRating: 4.9 });
  const report = product({ productType: 'report', productFeature: 'New', productRating: 4.2 });
  const event = product({ productType: 'event', productFeature: null, productRating: BEST_RATED_MIN_RATING });
  const bundle = product({ productType: 'bundle', productFeature: 'best seller', productRating: 4.79 });
  const all = [cert, report, event, bundle];

  it('no type selected keeps all; several types keep any of them', () => {
    expect(filterProducts(all, f())).toHaveLength(4);
    expect(ids(filterProducts(all, f({ types: ['report'] })))).toEqual([report.productId]);
    expect(ids(filterProducts(all, f({ types: ['report', 'event'] })))).toEqual([report.productId, event.productId]);
    expect(filterProducts(all, f({ types: ['webinar'] }))).toEqual([]);
  });
  it('Best Seller and New come from the feature badge (case-insensitive); Best Rated is a rating of 4.8 or more', () => {
    expect(BEST_RATED_MIN_RATING).toBe(4.8);
    expect(ids(filterProducts(all, f({ traits: ['Best Seller'] })))).toEqual([cert.productId, bundle.productId]);
    expect(ids(filterProducts(all, f({ traits: ['New'] })))).toEqual([report.productId]);
    expect(ids(filterProducts(all, f({ traits: ['Best Rated'] })))).toEqual([cert.productId, event.productId]);
    expect(hasTrait({ productFeature: null, productRating: 4.79 }, 'Best Rated')).toBe(false);
  });
  it('several traits keep products with any of them', () => {
    expect(ids(filterProducts(all, f({ traits: ['New', 'Best Rated'] })))).toEqual([cert.productId, report.productId, event.productId]);
  });
  it('groups combine: type AND trait AND price AND search', () => {
    expect(ids(filterProducts(all, f({ types: ['certification', 'bundle'], traits: ['Best Rated'] })))).toEqual([cert.productId]);
    const named = product({ productType: 'report', productName: 'Launch Excellence', productFeature: 'New', productPrice: 2000 });
    expect(ids(filterProducts([...all, named], f({ q: 'launch', types: ['report'], traits: ['New'], min: 1900, max: 2100 })))).toEqual([named.productId]);
    expect(filterProducts([...all, named], f({ q: 'launch', types: ['event'] }))).toEqual([]);
  });
});

describe('pages and the pager', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('has 12 cards a page', () => {
    expect(PAGE_SIZE).toBe(12);
    expect(pageItems(list(30), 1)).toEqual(list(12));
    expect(pageItems(list(30), 3)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });
  it('clamps a page out of range to the nearest page', () => {
    expect(clampPage(9, 30)).toBe(3);
    expect(clampPage(0, 30)).toBe(1);
    expect(clampPage(-4, 30)).toBe(1);
    expect(pageItems(list(30), 99)).toEqual([25, 26, 27, 28, 29, 30]);
  });
  it('shows the pager only when 12 or more products match', () => {
    expect(showPager(11)).toBe(false);
    expect(showPager(12)).toBe(true);
    expect(showPager(13)).toBe(true);
    expect(showPager(0)).toBe(false);
  });
  it('shows 5 page links: at the start, in the middle and at the end', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('shows fewer links when there are fewer pages, and never goes out of range', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(42, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 0)).toEqual([1]);
  });
});

describe('changing filters', () => {
  it('any filter change returns to page 1', () => {
    const on3 = f({ page: 3 });
    expect(changeFilters(on3, { q: 'x' }).page).toBe(1);
    expect(changeFilters(on3, { min: 200 }).page).toBe(1);
    expect(changeFilters(on3, { max: 300 }).page).toBe(1);
    expect(changeFilters(on3, { types: ['event'] }).page).toBe(1);
    expect(changeFilters(on3, { traits: ['New'] }).page).toBe(1);
  });
  it('toggles an item in a multi-select', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('counts the active filters', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount(f({ q: 'x', max: 900, types: ['event', 'report'], traits: ['New'] }))).toBe(5);
    expect(activeFilterCount(f({ min: 100 }))).toBe(1);
  });
});

describe('URL query', () => {
  it('round-trips every filter', () => {
    const filters = f({ q: 'Medical Affairs', min: 200, max: 2500, types: ['certification', 'report'], traits: ['Best Seller', 'Best Rated'], page: 2 });
    const qs = serializeFilters(filters);
    expect(qs).toBe('?q=Medical+Affairs&min=200&max=2500&type=certification&type=report&trait=Best+Seller&trait=Best+Rated&page=2');
    expect(parseFilters(qs)).toEqual(filters);
  });
  it('writes types and traits in the panel order, so one selection has one address', () => {
    expect(serializeFilters(f({ types: ['webinar', 'certification'], traits: ['New', 'Best Seller'] })))
      .toBe('?type=certification&type=webinar&trait=Best+Seller&trait=New');
  });
  it('writes nothing for the defaults', () => {
    expect(serializeFilters(DEFAULT_FILTERS)).toBe('');
    expect(serializeFilters(f({ max: PRICE_MAX }))).toBe('');
    expect(parseFilters('')).toEqual(DEFAULT_FILTERS);
  });
  it('reads repeated or comma-separated types and traits, dropping unknown values and duplicates', () => {
    expect(parseFilters('?type=event,report&type=thinkTankVideo&type=event&trait=best-seller,new,Cheapest').types).toEqual(['event', 'report']);
    expect(parseFilters('?trait=best-seller,NEW&trait=Best%20Rated&trait=new').traits).toEqual(['Best Seller', 'New', 'Best Rated']);
  });
  it('ignores malformed numbers and clamps prices into the slider range', () => {
    expect(parseFilters('?min=abc&max=-5&page=zero')).toEqual(DEFAULT_FILTERS);
    expect(parseFilters('?min=9000').min).toBe(PRICE_MAX);
    expect(parseFilters('?max=9000').max).toBeNull();
    expect(parseFilters('?max=6000').max).toBeNull();
    expect(parseFilters('?min=3000&max=1000')).toMatchObject({ min: 3000, max: 3000 });
    expect(parseFilters('?page=2.5').page).toBe(1);
    expect(parseFilters('?page=-1').page).toBe(1);
  });
  it('/certifications means type certification unless the address says otherwise', () => {
    expect(parseFilters('', '/certifications').types).toEqual(['certification']);
    expect(parseFilters('?q=pacs', '/certifications/').types).toEqual(['certification']);
    expect(parseFilters('?type=report', '/certifications').types).toEqual(['report']);
    expect(parseFilters('', '/catalog').types).toEqual([]);
  });
});

describe('arriving with navigation state', () => {
  it('productTypeSender selects that type alone and returns to page 1', () => {
    expect(applyArrivalState(f({ types: ['event'], page: 4 }), { productTypeSender: 'report' })).toEqual(f({ types: ['report'] }));
  });
  it('traitTypeSender selects that trait alone', () => {
    expect(applyArrivalState(f(), { traitTypeSender: 'Best Seller' })).toEqual(f({ traits: ['Best Seller'] }));
    expect(applyArrivalState(f(), { traitTypeSender: 'best rated' })).toEqual(f({ traits: ['Best Rated'] }));
  });
  it('ignores unknown senders and other state', () => {
    expect(applyArrivalState(f({ page: 2 }), { productTypeSender: 'conference' })).toEqual(f({ page: 2 }));
    expect(applyArrivalState(f(), null)).toEqual(f());
    expect(applyArrivalState(f(), 'certification')).toEqual(f());
    expect(hasArrivalState({ productTypeSender: 'bundle' })).toBe(true);
    expect(hasArrivalState({ traitTypeSender: 'New' })).toBe(true);
    expect(hasArrivalState({ traitTypeSender: 'Popular' })).toBe(false);
    expect(hasArrivalState(undefined)).toBe(false);
    expect(toTrait(42)).toBeNull();
  });
});
