// The checkout, add-to-cart tracking and promotion codes read products through PRICING_COLUMNS: the
// product page's long texts and lists are left empty (kilobytes a product the checkout's transaction
// no longer decodes), every other field is the stored one, for every product of the catalog.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadProductsById } from '../src/catalog/repository.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => { t = await startApi({ seed: fixtureSeed }); });
after(async () => { await t?.close(); });

const EMPTIED = {
  detailedExcerpt: null, longDescription: null, productRatingExcerpt: null, content: null,
  learningObjectives: { objectives: [] }, objectives: [], moduleBreakdown: { modules: [] }, databaseIncludes: { whatsIncluded: [] },
  individualReviews: { review: [] }, ratingsBreakdown: { ratings: [] }, audience: [], topics: [], speakers: [], agenda: [],
};

test('a pricing read is the full read with the product page\'s texts and lists empty', async () => {
  const ids = (await t.db.query<{ product_id: number }>('SELECT product_id FROM products')).map((r) => Number(r.product_id));
  assert.ok(ids.length > 5);
  const full = await loadProductsById(t.db, ids);
  const lean = await loadProductsById(t.db, ids, { pricing: true });
  assert.deepEqual([...lean.keys()].sort(), [...full.keys()].sort());
  let fullBytes = 0;
  let leanBytes = 0;
  for (const [id, p] of full) {
    assert.deepEqual(lean.get(id), { ...p, ...EMPTIED }, `product ${id}`);
    fullBytes += JSON.stringify(p).length;
    leanBytes += JSON.stringify(lean.get(id)).length;
  }
  // the fixture's texts are short; the store's own are kilobytes a product
  assert.ok(leanBytes < fullBytes * 0.8, `${leanBytes} of ${fullBytes} bytes`);
});
