// Invariants of the seed catalog (api/src/seed): the data every page of the store renders.
// Run: node --import tsx --test api/test/seed.test.ts
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ProductType } from 'shared-api';
import { partnerCompanies, seedProducts, seedPromoCodes, type SeedProduct } from '../src/seed/catalog.js';
import { seedFreePassCodes, summitContent } from '../src/seed/summit.js';

// Spec constants (sections 7 and 9). Kept here rather than imported: shared-api's runtime values
// are not reachable as named ESM exports under tsx (the package is CommonJS-typed).
const PRODUCT_TYPES: ProductType[] = ['certification', 'extension', 'thinkTankVideo', 'thinkTankReport', 'webinar', 'event', 'report', 'bundle', 'database', 'conference'];
const LICENSE_PRODUCT_IDS = [1, 20, 21, 47, 53];

const IMAGES = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'images');
const bySlug = new Map(seedProducts.map((p) => [p.productNickName, p]));
const byId = new Map(seedProducts.map((p) => [p.productId, p]));
const get = (slug: string): SeedProduct => {
  const p = bySlug.get(slug);
  assert.ok(p, `product ${slug} exists`);
  return p;
};
const ofType = (t: SeedProduct['productType']): SeedProduct[] => seedProducts.filter((p) => p.productType === t);
const tags = (text: string): string[] => text.split(',').map((t) => t.trim()).filter(Boolean);
const isIso = (s: string): boolean => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/.test(s) && !Number.isNaN(Date.parse(s));

/** Every string under /images/ anywhere in a value. */
function imageRefs(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/images/')) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) imageRefs(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) imageRefs(v, out);
  }
  return out;
}

describe('seed catalog: identity', () => {
  it('has unique product ids and unique, URL-safe slugs', () => {
    assert.equal(byId.size, seedProducts.length, 'productId is unique');
    assert.equal(bySlug.size, seedProducts.length, 'productNickName is unique');
    for (const p of seedProducts) {
      assert.ok(Number.isInteger(p.productId) && p.productId > 0, `${p.productNickName}: positive integer id`);
      assert.match(p.productNickName, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${p.productNickName}: kebab-case slug`);
      assert.equal(p.productDetailType, p.productType, `${p.productNickName}: productDetailType follows productType`);
    }
  });

  it('has every product type', () => {
    for (const t of PRODUCT_TYPES) assert.ok(ofType(t).length > 0, `a product of type ${t}`);
  });

  it('fills the fields of every product', () => {
    const required: (keyof SeedProduct)[] = [
      'productId', 'productType', 'productNickName', 'productDetailType', 'productName', 'productTagLine', 'productPrice',
      'productImage', 'productExcerpt', 'productRating', 'productTags', 'offerCme', 'skillTags', 'reviewTags',
      'learningObjectives', 'objectives', 'moduleBreakdown', 'databaseIncludes', 'individualReviews', 'ratingsBreakdown',
      'audience', 'topics', 'boughtTogether', 'bundleProducts', 'related', 'speakers', 'agenda', 'longDescription', 'productRatingExcerpt',
    ];
    for (const p of seedProducts) {
      for (const k of required) assert.notEqual(p[k], undefined, `${p.productNickName}.${k}`);
      assert.ok(p.productName.length > 3 && p.productTagLine.length > 3, `${p.productNickName}: name and tagline`);
      assert.ok(p.productExcerpt.length > 40, `${p.productNickName}: excerpt`);
      assert.ok((p.longDescription ?? '').length > 80, `${p.productNickName}: long description`);
      assert.ok(tags(p.productTags).length >= 3, `${p.productNickName}: searchable tags`);
      assert.ok(p.productRating >= 4 && p.productRating < 5, `${p.productNickName}: rating 4.x`);
      assert.ok(p.learningObjectives.objectives.length >= 3, `${p.productNickName}: objectives`);
      assert.ok(p.objectives.length >= 2, `${p.productNickName}: what's included`);
      assert.ok(p.individualReviews.review.length >= 2, `${p.productNickName}: reviews`);
      assert.ok(p.audience.length >= 2 && p.topics.length >= 2, `${p.productNickName}: audience and topics`);
      assert.ok(p.boughtTogether.length >= 2, `${p.productNickName}: bought together`);
      assert.ok(tags(p.reviewTags).length >= 3, `${p.productNickName}: review tags`);
      for (const r of p.individualReviews.review) {
        for (const k of ['name', 'title', 'image', 'icon', 'reviewTitle', 'review'] as const) assert.ok(r[k].length > 0, `${p.productNickName}: review ${k}`);
      }
      for (const o of [...p.learningObjectives.objectives, ...p.objectives, ...p.moduleBreakdown.modules, ...p.databaseIncludes.whatsIncluded]) {
        assert.ok(o.name.length > 0 && o.excerpt.length > 0, `${p.productNickName}: named excerpt ${o.name}`);
      }
    }
  });

  it('prices are positive with a higher strikeout, except the contact-us database', () => {
    for (const p of seedProducts) {
      if (p.productType === 'database') continue;
      assert.ok(p.productPrice > 0, `${p.productNickName}: price`);
      assert.ok(Math.abs(Math.round(p.productPrice * 100) - p.productPrice * 100) < 1e-6, `${p.productNickName}: whole cents`);
      if (p.strikeoutPrice !== null) assert.ok(p.strikeoutPrice > p.productPrice, `${p.productNickName}: strikeout above price`);
    }
  });

  it('ratings breakdowns add up to 100% and agree with the rating', () => {
    for (const p of seedProducts) {
      const lines = p.ratingsBreakdown.ratings;
      assert.deepEqual(lines.map((l) => l.name), ['5 Stars', '4 Stars', '3 Stars', '2 Stars', '1 Star'], `${p.productNickName}: 5 stars to 1 star`);
      assert.equal(lines.reduce((s, l) => s + l.rating, 0), 100, `${p.productNickName}: shares add up to 100`);
      const mean = lines.reduce((s, l, i) => s + l.rating * (5 - i), 0) / 100;
      assert.ok(Math.abs(mean - p.productRating) <= 0.15, `${p.productNickName}: breakdown mean ${mean} near rating ${p.productRating}`);
    }
  });

  it('uses ISO 8601 dates', () => {
    for (const p of seedProducts) {
      for (const d of [p.eventStartDate, p.eventEndDate]) if (d !== null) assert.ok(isIso(d), `${p.productNickName}: ${d}`);
      if (p.eventStartDate && p.eventEndDate) assert.ok(Date.parse(p.eventEndDate) > Date.parse(p.eventStartDate), `${p.productNickName}: ends after it starts`);
    }
  });
});

describe('seed catalog: relations', () => {
  it('every relation slug names an existing other product, without repeats', () => {
    for (const p of seedProducts) {
      const lists = { boughtTogether: p.boughtTogether, bundleProducts: p.bundleProducts, related: p.related };
      for (const [field, list] of Object.entries(lists)) {
        assert.equal(new Set(list).size, list.length, `${p.productNickName}.${field} has no repeats`);
        for (const slug of list) {
          assert.ok(bySlug.has(slug), `${p.productNickName}.${field}: ${slug} exists`);
          assert.notEqual(slug, p.productNickName, `${p.productNickName}.${field} does not name itself`);
        }
      }
      if (p.extensionDetails !== null) assert.ok(bySlug.has(p.extensionDetails), `${p.productNickName}.extensionDetails exists`);
    }
  });

  it('bought-together lists exercise the first-3 and items-2-to-4 rules', () => {
    assert.ok(get('bcmas').boughtTogether.length >= 4);
    assert.ok(get('pacs').boughtTogether.length >= 4);
    assert.ok(seedProducts.some((p) => p.boughtTogether.length === 2), 'a product with only 2 (no similar section)');
    assert.ok(ofType('report').some((p) => p.boughtTogether.length >= 3), 'a report with similar products');
    assert.ok(ofType('bundle').some((p) => p.boughtTogether.length >= 3), 'a bundle with similar products');
  });

  it('think-tank videos and reports link to each other', () => {
    const videos = ofType('thinkTankVideo');
    assert.ok(videos.length >= 2 && ofType('thinkTankReport').length >= 2);
    for (const v of videos) {
      assert.equal(v.related.length, 1, `${v.productNickName}: one related report`);
      const report = get(v.related[0]);
      assert.equal(report.productType, 'thinkTankReport');
      assert.deepEqual(report.related, [v.productNickName], `${report.productNickName} links back`);
    }
  });
});

describe('seed catalog: certifications', () => {
  it('BCMAS is product 1 at 2399.99 (struck 2599.99) with 20 self-paced online modules', () => {
    const b = get('bcmas');
    assert.equal(b.productId, 1);
    assert.equal(b.productType, 'certification');
    assert.equal(b.productPrice, 2399.99);
    assert.equal(b.strikeoutPrice, 2599.99);
    assert.equal(b.numberOfModules, 20);
    assert.match(b.productExcerpt + (b.detailedExcerpt ?? ''), /self-paced online/i);
  });

  it('PACS is the 12-module Prior Authorization Certified Specialist', () => {
    const p = get('pacs');
    assert.match(p.productName, /Prior Authorization Certified Specialist/);
    assert.equal(p.numberOfModules, 12);
  });

  it('the license-user ids are the five named certifications', () => {
    const ids = Object.fromEntries(['bcmas', 'pacs', 'cspp', 'prc', 'bcmas-audio'].map((s) => [s, get(s).productId]));
    assert.deepEqual(ids, { bcmas: 1, pacs: 20, cspp: 21, prc: 47, 'bcmas-audio': 53 });
    for (const id of LICENSE_PRODUCT_IDS) assert.equal(byId.get(id)?.productType, 'certification', `license id ${id}`);
  });

  it('module breakdowns hold exactly numberOfModules modules', () => {
    for (const p of seedProducts) {
      const n = p.moduleBreakdown.modules.length;
      if (p.numberOfModules === null) assert.equal(n, 0, `${p.productNickName}: no modules without a count`);
      else assert.equal(n, p.numberOfModules, `${p.productNickName}: ${n} modules for ${p.numberOfModules}`);
    }
    const excerpts = get('bcmas').moduleBreakdown.modules.map((m) => m.excerpt.length);
    assert.ok(excerpts.some((l) => l > 100) && excerpts.some((l) => l <= 100), 'BCMAS excerpts both over and under 100 characters');
  });

  it('certification pages have every section filled', () => {
    for (const p of ofType('certification')) {
      assert.ok(p.learningObjectives.objectives.length >= 6, `${p.productNickName}: 6+ learning objectives`);
      assert.ok(p.individualReviews.review.length >= 5, `${p.productNickName}: 5+ reviews`);
      assert.ok(p.ad !== null, `${p.productNickName}: ad`);
      assert.ok(p.accessTime && /^\d+ Months$/.test(p.accessTime), `${p.productNickName}: access time`);
      assert.ok(['Board Certification', 'Certificate'].includes(p.productTagLine), `${p.productNickName}: tagline`);
    }
    const certs = ofType('certification');
    assert.deepEqual(new Set(certs.map((p) => p.ad)), new Set(['bcmasAudio', 'lmsApp', 'accredited', 'media', 'mobileLms']), 'every ad kind');
    assert.deepEqual(new Set(certs.map((p) => p.offerCme)), new Set(['Yes', 'No']));
    assert.deepEqual(new Set(certs.map((p) => p.productTagLine)), new Set(['Board Certification', 'Certificate']));
    assert.deepEqual(new Set(certs.map((p) => p.productFeature)), new Set(['Best Seller', 'New', null]));
  });

  it('exercises the skill-tag and detailed-excerpt display rules', () => {
    assert.ok(seedProducts.some((p) => tags(p.skillTags).length === 1), 'a product with exactly one skill tag');
    assert.ok(ofType('certification').filter((p) => tags(p.skillTags).length >= 3).length >= 4, 'certifications with 3+ skill tags');
    assert.ok(seedProducts.some((p) => (p.detailedExcerpt ?? '').length >= 5));
    assert.ok(seedProducts.some((p) => p.detailedExcerpt !== null && p.detailedExcerpt.length < 5), 'a detailed excerpt under 5 characters');
  });

  it('the product copy carries no test payload: no script, no event handler, no image the page could not load', () => {
    for (const p of seedProducts) {
      for (const html of [p.productExcerpt, p.longDescription ?? '']) {
        assert.doesNotMatch(html, /<script|\son[a-z]+\s*=|javascript:/i, p.productNickName);
        for (const m of html.matchAll(/<img\b[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)/gi)) {
          assert.match(m[1] ?? '', /^(https?:\/\/|\/(?!\/))/, `${p.productNickName}: image ${m[1]}`);
        }
      }
    }
  });

  it('features and badges agree', () => {
    for (const p of seedProducts) {
      assert.ok([null, 'Best Seller', 'New'].includes(p.productFeature), `${p.productNickName}: feature`);
      if (p.productFeature === 'Best Seller') assert.equal(p.productFeatureImage, '/images/badge-best-seller.svg');
      if (p.productFeature === null) assert.equal(p.productFeatureImage, null);
    }
  });
});

describe('seed catalog: other product types', () => {
  it('extensions are 6 months at 479 and point at their program', () => {
    const ext = ofType('extension');
    assert.ok(ext.length >= 2);
    for (const e of ext) {
      assert.equal(e.productPrice, 479);
      assert.equal(e.accessTime, '6 Months');
      assert.equal(bySlug.get(e.extensionDetails ?? '')?.productType, 'certification', `${e.productNickName} extends a certification`);
      assert.ok(e.moduleBreakdown.modules.length > 0 && e.individualReviews.review.length > 0);
    }
  });

  it('reports have a strikeout price and the best seller has the badge image', () => {
    const reports = ofType('report');
    assert.ok(reports.length >= 3);
    for (const r of reports) assert.ok(r.strikeoutPrice !== null && r.strikeoutPrice > r.productPrice, r.productNickName);
    assert.ok(reports.some((r) => r.productFeature === 'Best Seller' && r.productFeatureImage === '/images/badge-best-seller.svg'));
  });

  it('bundles list 2 or 3 products and cost 20-25% less than the sum', () => {
    const bundles = ofType('bundle');
    assert.equal(bundles.length, 2);
    for (const b of bundles) {
      assert.ok(b.bundleProducts.length >= 2 && b.bundleProducts.length <= 3, b.productNickName);
      const sum = Math.round(b.bundleProducts.reduce((s, slug) => s + get(slug).productPrice, 0) * 100) / 100;
      assert.equal(b.strikeoutPrice, sum, `${b.productNickName}: strikeout is the separate total`);
      const off = 1 - b.productPrice / sum;
      assert.ok(off >= 0.2 && off <= 0.25, `${b.productNickName}: ${Math.round(off * 1000) / 10}% off`);
      for (const slug of b.bundleProducts) assert.ok(['certification', 'report'].includes(get(slug).productType));
    }
  });

  it('the database is contact-us (price 0) with what it includes', () => {
    const [db] = ofType('database');
    assert.equal(ofType('database').length, 1);
    assert.equal(db.productPrice, 0);
    assert.ok(db.databaseIncludes.whatsIncluded.length >= 3);
  });

  it('one event is upcoming and one is past, with speakers, agenda and venue', () => {
    const events = ofType('event');
    const now = Date.now();
    assert.ok(events.some((e) => Date.parse(e.eventStartDate ?? '') > now), 'an upcoming event');
    assert.ok(events.some((e) => Date.parse(e.eventStartDate ?? '') < now), 'a past event');
    assert.ok(events.some((e) => e.eventStartDate?.startsWith('2027-05-14')));
    for (const e of events) {
      assert.ok(e.venueName && e.venueLink?.startsWith('https://') && e.eventImage && e.eventVenueImage, e.productNickName);
      assert.ok(e.speakers.length >= 3);
      for (const s of e.speakers) assert.ok('name' in s && s.name && s.title && s.image);
      assert.ok(e.agenda.length >= 5);
      for (const a of e.agenda) {
        assert.match(a.startTime, /^\d{1,2}:\d{2}$/);
        assert.ok(['AM', 'PM'].includes(a.timeStamp));
        assert.ok(a.title && a.excerpt && a.speaker);
      }
    }
  });

  it('webinars list their speakers', () => {
    const webinars = ofType('webinar');
    assert.equal(webinars.length, 2);
    for (const w of webinars) {
      assert.ok(w.speakers.length >= 2);
      for (const s of w.speakers) assert.ok('speakerName' in s && s.speakerName && s.speakerImage && s.speakerTitle && s.speakerDescription.length > 30);
    }
  });
});

describe('seed catalog: the summit', () => {
  const full = get('summit-march-2025');
  const aspiring = get('summit-march-2025-for-aspiring-professionals');

  it('sells the two conference products at 599.99 and 199.99 on 6 March 2025, 8:00 to 20:00', () => {
    assert.equal(full.productType, 'conference');
    assert.equal(aspiring.productType, 'conference');
    assert.equal(full.productPrice, 599.99);
    assert.equal(aspiring.productPrice, 199.99);
    for (const p of [full, aspiring]) {
      assert.equal(p.eventStartDate, '2025-03-06T08:00:00-05:00');
      assert.equal(p.eventEndDate, '2025-03-06T20:00:00-05:00');
    }
    assert.equal(full.boughtTogether[0], aspiring.productNickName, 'the first bought-together item is the discounted tier');
    assert.equal(aspiring.boughtTogether[0], full.productNickName);
  });

  it('carries its page content, with the tiers the variant needs', () => {
    assert.equal(full.content, summitContent[full.productNickName]);
    assert.equal(aspiring.content, summitContent[aspiring.productNickName]);
    const f = summitContent['summit-march-2025'];
    const a = summitContent['summit-march-2025-for-aspiring-professionals'];
    assert.equal(f.variant, 'full');
    assert.equal(a.variant, 'discounted');
    assert.deepEqual(f.registration.tiers.map((t) => t.productSlug), ['summit-march-2025']);
    assert.deepEqual(a.registration.tiers.map((t) => t.productSlug), ['summit-march-2025-for-aspiring-professionals', 'summit-march-2025']);
    for (const c of [f, a]) {
      assert.equal(c.hero.length, 2, 'two mobile hero states');
      assert.ok(c.registration.groupDiscounts.length > 20);
      assert.equal(c.startDate, full.eventStartDate);
      assert.equal(c.hotel.rateDeadline, '2025-02-17');
      assert.equal(c.nominations.deadline, '2025-01-30');
      assert.equal(c.nominations.metaDeadline, '2025-01-10');
      assert.ok(c.venue.city.includes('New Jersey'));
    }
  });

  it('has 10 speakers, each linked to an agenda row of the spec agenda', () => {
    const c = summitContent['summit-march-2025'];
    assert.equal(c.speakers.length, 10);
    assert.equal(new Set(c.speakers.map((s) => s.id)).size, 10);
    const rows = new Set(c.agenda.map((r) => r.id));
    for (const s of c.speakers) {
      assert.ok(rows.has(s.agendaId), `${s.name} -> ${s.agendaId}`);
      assert.match(s.profileUrl, /^https:\/\//);
    }
    assert.deepEqual(c.agenda.map((r) => `${r.time} ${r.session}`), [
      '8:00-8:45 Registration & Networking Breakfast',
      '8:45-9:00 Opening Remarks',
      '9:00-9:15 Keynote Address',
      '9:15-10:00 Essential Digital Tools Every Medical Affairs Team Should Have',
      '10:00-10:45 Empowering Medical Affairs Teams Through Standards & Excellence',
      '10:45-11:15 Break',
      '11:15-12:00 Cultivating Future-Ready Medical Affairs Teams',
      '12:00-1:00 Networking Lunch',
      '1:00-1:45 Metrics that Matter',
      '1:45-2:30 Successful AI Implementation for Medical Affairs',
      '2:30-3:00 Break',
      '3:00-3:45 Strategies for Maximizing KOL Engagement',
      '3:45-4:30 Optimizing the Medical Affairs-Commercial Partnership',
      '4:30-4:45 Closing Remarks',
      '6:00-8:30 PM Annual Awards Dinner Gala',
    ]);
    assert.deepEqual(full.agenda.map((a) => a.title), c.agenda.map((r) => r.session), 'the product agenda follows the page agenda');
    assert.deepEqual(full.agenda.slice(0, 1).concat(full.agenda.slice(-1)).map((a) => `${a.startTime} ${a.timeStamp}`), ['8:00 AM', '6:00 PM']);
  });

  it('has the three why-join cards and the four awards with 3-4 criteria', () => {
    const c = summitContent['summit-march-2025'];
    assert.deepEqual(c.whyJoin.map((w) => w.title), ['Thought Leadership', 'Navigating Complexity', 'Network & Collaboration']);
    assert.deepEqual(c.nominations.awards.map((a) => a.name), [
      'Rising Star in Medical Affairs', 'Medical Affairs Trailblazer', 'MSL of the Year', 'Innovation & Excellence Within Medical Affairs',
    ]);
    for (const a of c.nominations.awards) assert.ok(a.criteria.length >= 3 && a.criteria.length <= 4, a.name);
    assert.ok(c.sponsors.length >= 4);
  });

  it('has free-pass codes', () => {
    assert.ok(seedFreePassCodes.length >= 2);
    assert.equal(new Set(seedFreePassCodes.map((c) => c.toUpperCase())).size, seedFreePassCodes.length);
  });
});

describe('seed promo codes', () => {
  it('are unique and name existing products', () => {
    assert.equal(new Set(seedPromoCodes.map((c) => c.code.toUpperCase())).size, seedPromoCodes.length);
    for (const c of seedPromoCodes) {
      assert.match(c.code, /^[A-Z0-9-]+$/);
      assert.ok(c.value > 0 && (c.kind === 'amount' || c.value <= 100), c.code);
      for (const id of c.productIds ?? []) assert.ok(byId.has(id), `${c.code}: product ${id}`);
      if (c.expiresAt !== null) assert.ok(isIso(c.expiresAt), c.code);
      assert.ok(c.description.length > 10);
    }
  });

  it('include the $100-off BCMAS code, a percentage code, an expired code and a limited code', () => {
    const bcmas100 = seedPromoCodes.find((c) => c.code === 'BCMAS100');
    assert.deepEqual(bcmas100 && { kind: bcmas100.kind, value: bcmas100.value, productIds: bcmas100.productIds, expiresAt: bcmas100.expiresAt },
      { kind: 'amount', value: 100, productIds: [1], expiresAt: null });
    assert.ok(seedPromoCodes.some((c) => c.kind === 'percent' && c.productIds === null && c.expiresAt === null), 'an open percentage code');
    assert.ok(seedPromoCodes.some((c) => c.expiresAt !== null && Date.parse(c.expiresAt) < Date.now()), 'an expired code');
    const reports = seedPromoCodes.find((c) => c.productIds !== null && c.productIds.every((id) => byId.get(id)?.productType === 'report'));
    assert.ok(reports && reports.expiresAt === null, 'a live code limited to reports');
  });
});

describe('seed images', () => {
  const refs = imageRefs([seedProducts, summitContent, partnerCompanies]);

  it('every referenced image exists under api/assets/images', () => {
    assert.ok(refs.size > 50);
    for (const ref of refs) assert.ok(existsSync(join(IMAGES, ref.slice('/images/'.length))), `${ref} exists`);
  });

  it('SVGs are small, sized and titled', () => {
    for (const ref of [...refs].filter((r) => r.endsWith('.svg'))) {
      const text = readFileSync(join(IMAGES, ref.slice('/images/'.length)), 'utf8');
      assert.ok(Buffer.byteLength(text) < 2048, `${ref} is under 2 KB`);
      assert.match(text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/, `${ref} has width, height and viewBox`);
      assert.match(text, /<title>[^<]{3,}<\/title>/, `${ref} has a title`);
      assert.doesNotMatch(text, /<script|on\w+=/i, `${ref} has no script`);
    }
  });

  it('the summit promo video is a small real WebM with captions', () => {
    const c = summitContent['summit-march-2025'];
    const video = join(IMAGES, c.about.video.src.slice('/images/'.length));
    assert.ok(statSync(video).size < 100 * 1024);
    assert.deepEqual([...readFileSync(video).subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3], 'EBML header');
    assert.match(readFileSync(join(IMAGES, c.about.video.captions.slice('/images/'.length)), 'utf8'), /^WEBVTT\n\n\d{2}:\d{2}\.\d{3} --> /);
  });

  it('has 8 or more partner logos', () => {
    assert.ok(partnerCompanies.length >= 8);
    assert.equal(new Set(partnerCompanies.map((c) => c.logo)).size, partnerCompanies.length);
  });
});
