// The seed data files (api/seed/catalog.json, api/seed/summit.json) and their check at load
// (api/src/seed/schema.ts, data-file.ts): the files are valid, and a broken copy is refused with an
// error naming the file and the path of the bad value.
// Run: cd api && DATABASE_URL= node --import tsx --test test/seed-data.test.ts
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { CATALOG_FILE, loadCatalogFile, nextSummitProducts, seedProducts, seedPromoCodes, type SeedProduct } from '../src/seed/catalog.js';
import { SeedDataError } from '../src/seed/data-file.js';
import { catalogFileSchema, summitFileSchema, type CatalogFile, type SummitFile } from '../src/seed/schema.js';
import { SUMMIT_FILE, SUMMIT_FULL_SLUG, loadSummitFile, seedFreePassCodes, summitContent } from '../src/seed/summit.js';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const catalogJson = (): CatalogFile => readJson<CatalogFile>(CATALOG_FILE);
const summitJson = (): SummitFile => readJson<SummitFile>(SUMMIT_FILE);

const dir = mkdtempSync(join(tmpdir(), 'seed-data-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let copies = 0;
/** Writes `value` (or `text`) to a new file of the temporary folder and returns its path. */
function writeCopy(value: unknown, text = `${JSON.stringify(value, null, 2)}\n`): string {
  copies += 1;
  const file = join(dir, `copy-${copies}.json`);
  writeFileSync(file, text);
  return file;
}
/** The catalog copy changed by `edit`, loaded as the API loads catalog.json. */
const loadCatalogCopy = (edit: (c: CatalogFile) => void): (() => unknown) => {
  const copy = catalogJson();
  edit(copy);
  const file = writeCopy(copy);
  return () => loadCatalogFile(file);
};
/** An error matcher: a SeedDataError naming the file and every path (with its message) given. */
const refused = (file: RegExp | string, ...lines: RegExp[]) => (e: unknown): boolean => {
  assert.ok(e instanceof SeedDataError, `a SeedDataError, not ${String(e)}`);
  if (typeof file === 'string') assert.ok(e.message.includes(file), `${e.message}\n  names the file ${file}`);
  else assert.match(e.message, file);
  for (const line of lines) assert.match(e.message, line);
  return true;
};
const latestCopy = () => join(dir, `copy-${copies}.json`);
const indexOf = (c: CatalogFile, slug: string): number => {
  const i = c.products.findIndex((p) => p.productNickName === slug);
  assert.ok(i >= 0, `${slug} is in catalog.json`);
  return i;
};

describe('api/seed/catalog.json', () => {
  it('validates, and loads as the seed catalog', () => {
    const result = catalogFileSchema.safeParse(catalogJson());
    assert.ok(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2));
    const loaded = loadCatalogFile();
    const dynamic = new Set(nextSummitProducts().map((p) => p.productId));
    assert.deepStrictEqual(loaded.products, seedProducts.filter((p) => !dynamic.has(p.productId)));
    assert.deepStrictEqual(loaded.promoCodes, seedPromoCodes);
    assert.ok(loaded.products.length >= 20);
  });

  it('has unique product ids and slugs', () => {
    const { products } = catalogJson();
    assert.equal(new Set(products.map((p) => p.productId)).size, products.length, 'productId is unique');
    assert.equal(new Set(products.map((p) => p.productNickName)).size, products.length, 'productNickName is unique');
    const all = seedProducts.map((p) => p.productId);
    assert.equal(new Set(all).size, all.length, 'the next summit\'s ids are not used by the file');
  });

  it('every relation and every promo code points at a product of the file', () => {
    const { products, promoCodes } = catalogJson();
    const slugs = new Set(products.map((p) => p.productNickName));
    const ids = new Set(products.map((p) => p.productId));
    let relations = 0;
    for (const p of products) {
      for (const slug of [...p.boughtTogether, ...p.bundleProducts, ...p.related, ...(p.extensionDetails === null ? [] : [p.extensionDetails])]) {
        assert.ok(slugs.has(slug), `${p.productNickName} -> ${slug}`);
        relations += 1;
      }
    }
    assert.ok(relations > 50);
    for (const c of promoCodes) for (const id of c.productIds ?? []) assert.ok(ids.has(id), `${c.code} -> ${id}`);
  });

  it('writes prices in whole cents', () => {
    for (const p of catalogJson().products) {
      for (const price of [p.productPrice, p.strikeoutPrice]) {
        if (price !== null) assert.ok(Number.isInteger(Math.round(price * 100)) && Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, `${p.productNickName}: ${price}`);
      }
    }
  });

  it('leaves out the content of the summit products only, whose pages are in summit.json', () => {
    const pages = summitJson().pages;
    for (const p of catalogJson().products) {
      if (p.productType === 'conference') assert.ok(!('content' in p) && p.productNickName in pages, p.productNickName);
      else assert.equal(p.content, null, p.productNickName);
    }
    const full = seedProducts.find((p) => p.productNickName === SUMMIT_FULL_SLUG)!;
    assert.equal(full.content, summitContent[SUMMIT_FULL_SLUG], 'the product carries the page itself');
  });
});

describe('a broken catalog.json is refused, naming the file and the path', () => {
  it('a product missing a required field', () => {
    for (const field of ['productName', 'productPrice', 'strikeoutPrice', 'productType', 'boughtTogether', 'agenda'] as const) {
      const load = loadCatalogCopy((c) => { delete (c.products[3] as Partial<SeedProduct>)[field]; });
      assert.throws(load, refused(latestCopy(), new RegExp(`^  products\\[3\\]\\.${field} \\(product [a-z0-9-]+\\): `, 'm')), field);
    }
  });

  it('a price that is not a whole number of cents', () => {
    const i = indexOf(catalogJson(), 'bcmas');
    assert.throws(loadCatalogCopy((c) => { c.products[i]!.productPrice = 2399.999; }),
      refused(latestCopy(), new RegExp(`products\\[${i}\\]\\.productPrice \\(product bcmas\\): must be in whole cents`)));
    assert.throws(loadCatalogCopy((c) => { c.products[i]!.strikeoutPrice = 2599.995; }),
      refused(latestCopy(), new RegExp(`products\\[${i}\\]\\.strikeoutPrice \\(product bcmas\\): must be in whole cents`)));
    assert.throws(loadCatalogCopy((c) => { (c.products[i] as unknown as { productPrice: string }).productPrice = '2399.99'; }),
      refused(latestCopy(), new RegExp(`products\\[${i}\\]\\.productPrice \\(product bcmas\\): must be a number of US dollars`)));
    assert.throws(loadCatalogCopy((c) => { c.products[i]!.productPrice = -1; }), refused(latestCopy(), /productPrice \(product bcmas\): must not be negative/));
  });

  it('a product id used twice, or not a positive whole number', () => {
    const i = indexOf(catalogJson(), 'pacs');
    assert.throws(loadCatalogCopy((c) => { c.products[i]!.productId = 1; }),
      refused(latestCopy(), new RegExp(`products\\[${i}\\]\\.productId \\(product pacs\\): productId 1 is already used by products\\[0\\]`)));
    assert.throws(loadCatalogCopy((c) => { c.products[i]!.productId = 20.5; }), refused(latestCopy(), /productId \(product pacs\): must be a whole number/));
    assert.throws(loadCatalogCopy((c) => { c.products[i]!.productNickName = 'bcmas'; }), refused(latestCopy(), /productNickName \(product bcmas\): productNickName bcmas is already used/));
  });

  it('a relation or a promo code naming no product', () => {
    const i = indexOf(catalogJson(), 'bcmas');
    assert.throws(loadCatalogCopy((c) => { c.products[i]!.related.push('no-such-product'); }),
      refused(latestCopy(), new RegExp(`products\\[${i}\\]\\.related\\[1\\] \\(product bcmas\\): names no product of the catalog: no-such-product`)));
    assert.throws(loadCatalogCopy((c) => { c.products[i]!.extensionDetails = 'bcmas-extension-2'; }), refused(latestCopy(), /extensionDetails \(product bcmas\): names no product/));
    assert.throws(loadCatalogCopy((c) => { c.products[i]!.bundleProducts = ['pacs', 'prc', 'gone']; }), refused(latestCopy(), /bundleProducts\[2\] \(product bcmas\): names no product of the catalog: gone/));
    assert.throws(loadCatalogCopy((c) => { c.promoCodes[0]!.productIds = [1, 9999]; }), refused(latestCopy(), /^ {2}promoCodes\[0\]\.productIds\[1\]: names no product of the catalog: 9999$/m));
    assert.throws(loadCatalogCopy((c) => { c.promoCodes[1]!.code = c.promoCodes[0]!.code; }), refused(latestCopy(), /promoCodes\[1\]\.code: code BCMAS100 is already used by promoCodes\[0\]/));
  });

  it('a misspelt field, a bad date, an unknown product type', () => {
    assert.throws(loadCatalogCopy((c) => { Object.assign(c.products[2]!, { productPirce: 10 }); }), refused(latestCopy(), /products\[2\] \(product [a-z-]+\): Unrecognized key: "productPirce"/));
    const forum = indexOf(catalogJson(), 'medical-affairs-leadership-forum-2027');
    assert.throws(loadCatalogCopy((c) => { c.products[forum]!.eventStartDate = '14 May 2027'; }), refused(latestCopy(), /eventStartDate \(product medical-affairs-leadership-forum-2027\): must be an ISO 8601 date/));
    assert.throws(loadCatalogCopy((c) => { (c.products[0] as { productType: string }).productType = 'course'; }), refused(latestCopy(), /products\[0\]\.productType \(product bcmas\): /));
  });

  it('a summit product without content whose slug has no summit page', () => {
    const i = indexOf(catalogJson(), 'pacs');
    assert.throws(loadCatalogCopy((c) => { delete c.products[i]!.content; }),
      refused(latestCopy(), new RegExp(`products\\[${i}\\]\\.content \\(product pacs\\): must be null, as no summit page has this product's slug`)));
  });

  it('a file that is not JSON, or not there', () => {
    const file = writeCopy(null, '{ "products": [');
    assert.throws(() => loadCatalogFile(file), refused(file, /is not valid JSON/));
    assert.throws(() => loadCatalogFile(join(dir, 'missing.json')), refused(join(dir, 'missing.json'), /cannot be read/));
  });
});

describe('api/seed/summit.json', () => {
  it('validates, and loads as the summit pages and free-pass codes', () => {
    const result = summitFileSchema.safeParse(summitJson());
    assert.ok(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2));
    const loaded = loadSummitFile();
    assert.deepStrictEqual(loaded.pages, summitContent);
    assert.deepStrictEqual(loaded.freePassCodes, seedFreePassCodes);
  });

  it('a broken copy is refused, naming the file and the path', () => {
    const load = (edit: (s: SummitFile) => void): (() => unknown) => {
      const copy = summitJson();
      edit(copy);
      const file = writeCopy(copy);
      return () => loadSummitFile(file);
    };
    const page = (s: SummitFile) => s.pages[SUMMIT_FULL_SLUG]!;
    assert.throws(load((s) => { delete (page(s) as Partial<SummitFile['pages'][string]>).hero; }), refused(latestCopy(), /^ {2}pages\["summit-march-2025"\]\.hero: /m));
    assert.throws(load((s) => { page(s).speakers[0]!.agendaId = 'no-such-row'; }), refused(latestCopy(), /pages\["summit-march-2025"\]\.speakers\[0\]\.agendaId: names no agenda row of the page: no-such-row/));
    assert.throws(load((s) => { page(s).hotel.rateDeadline = 'mid February'; }), refused(latestCopy(), /pages\["summit-march-2025"\]\.hotel\.rateDeadline: must be an ISO 8601 date/));
    assert.throws(load((s) => { page(s).slug = 'summit-2025'; }), refused(latestCopy(), /pages\["summit-march-2025"\]\.slug: must be the page's key summit-march-2025/));
    assert.throws(load((s) => { s.freePassCodes.push(s.freePassCodes[0]!.toLowerCase()); }), refused(latestCopy(), /freePassCodes\[3\]: .* is already listed as freePassCodes\[0\]/));
    assert.throws(load((s) => { delete s.pages[SUMMIT_FULL_SLUG]; }), refused(latestCopy(), /pages: has no page summit-march-2025/));
  });
});
