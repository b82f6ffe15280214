// `GET /cart?add=<productId>` (server/cart-add.ts): a product page's Add to Cart without scripts. The
// server adds for the store's own pages only (Sec-Fetch-Site same-origin or none), at most
// MAX_ADD_IDS products, only products sold online, as Add to Cart adds (one line a product,
// quantity 1, last), and writes the cart cookie and the added-lines cookie (the lines the browser's
// stored cart has not taken in yet). The end-to-end tests (e2e/tests/no-script.spec.ts) press the
// real button without scripts and follow another website's link.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_ADD_IDS } from 'shared-api/cart-limits';
import { cartCookieOf } from 'shared-cart/request-cart';
import { addFromAddress, parseAddIds, sameSiteNavigation, type Sellable } from '../cart-add.js';
import { cartAddQuery } from '../site.js';

const ORIGIN = 'https://store.example';
const CATALOG: Sellable[] = [
  { productId: 1, productPrice: 2399.99, productDetailType: 'certification' },
  { productId: 30, productPrice: 499, productDetailType: 'thinkTankReport' },
  { productId: 40, productPrice: 0, productDetailType: 'database' }, // sold by quote ("Contact Us")
  ...Array.from({ length: 60 }, (_, i) => ({ productId: 100 + i, productPrice: 10, productDetailType: 'report' })),
];
const catalog = async () => CATALOG;
const add = (query: string, cookie?: string, sameSite = true, list: () => Promise<readonly Sellable[]> = catalog) =>
  addFromAddress(new URLSearchParams(query), cookie, sameSite, list, false);
/** The cookies' name=value pairs of an outcome. */
const values = (cookies: string[]) => cookies.map((c) => c.split(';')[0]);

describe('which requests may add', () => {
  test('the store\'s own pages and the address bar; not another site, nor a site of the same domain', () => {
    assert.equal(sameSiteNavigation({ 'sec-fetch-site': 'same-origin' }, ORIGIN), true);
    assert.equal(sameSiteNavigation({ 'sec-fetch-site': 'none' }, ORIGIN), true);
    assert.equal(sameSiteNavigation({ 'sec-fetch-site': 'cross-site', referer: `${ORIGIN}/` }, ORIGIN), false);
    assert.equal(sameSiteNavigation({ 'sec-fetch-site': 'same-site' }, ORIGIN), false);
  });
  test('a browser without Fetch Metadata: only with a Referer of the store\'s origin', () => {
    assert.equal(sameSiteNavigation({ referer: `${ORIGIN}/certification/bcmas` }, ORIGIN), true);
    assert.equal(sameSiteNavigation({ referer: 'https://store.example.evil.test/' }, ORIGIN), false);
    assert.equal(sameSiteNavigation({ referer: 'not a url' }, ORIGIN), false);
    assert.equal(sameSiteNavigation({}, ORIGIN), false);
  });
  test('only /cart with an `add` parameter is an add', () => {
    assert.deepEqual(cartAddQuery('/cart?add=1')?.getAll('add'), ['1']);
    assert.ok(cartAddQuery('/cart?utm_source=x&add'));
    assert.equal(cartAddQuery('/cart'), null);
    assert.equal(cartAddQuery('/cart?notice=not-sold'), null);
    assert.equal(cartAddQuery('/catalog?add=1'), null);
    assert.equal(cartAddQuery('/cart/x?add=1'), null);
  });
});

describe('the ids an address names', () => {
  test('repeated and comma-separated, each once, in order; a value that is no id is noted', () => {
    assert.deepEqual(parseAddIds(new URLSearchParams('add=1&utm_source=mail&add=30,1')), { ids: [1, 30], malformed: false, tooMany: false });
    assert.deepEqual(parseAddIds(new URLSearchParams('add=abc&add=-2&add=1.5&add=&add=0&add=1e3')), { ids: [], malformed: true, tooMany: false });
  });
  test(`at most ${MAX_ADD_IDS} values, counted before anything else`, () => {
    const ten = Array.from({ length: MAX_ADD_IDS }, (_, i) => 100 + i).join(',');
    assert.equal(parseAddIds(new URLSearchParams(`add=${ten}`)).ids.length, MAX_ADD_IDS);
    assert.deepEqual(parseAddIds(new URLSearchParams(`add=${ten},1`)), { ids: [], malformed: false, tooMany: true });
    assert.equal(parseAddIds(new URLSearchParams(`add=${ten}&add=x`)).tooMany, true);
  });
});

describe('the add', () => {
  test('an empty cart: the line in the cart cookie and in the added-lines cookie, 303 to /cart', async () => {
    const out = await add('add=1');
    assert.equal(out.location, '/cart');
    assert.equal(out.notice, null);
    assert.deepEqual(values(out.cookies), ['acma_cart_lines=1:1:certification', 'acma_cart_added=1:1:certification']);
    assert.match(out.cookies[0]!, /; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    assert.ok(!/HttpOnly/i.test(out.cookies.join()), 'the browser writes both cookies too');
  });

  test('as Add to Cart adds: the lines the cart has stay, a product already there is one line (quantity 1, last)', async () => {
    const out = await add('add=1', 'a=b; acma_cart_lines=1:3:certification|30:2:thinkTankReport');
    assert.deepEqual(values(out.cookies), ['acma_cart_lines=30:2:thinkTankReport|1:1:certification', 'acma_cart_added=1:1:certification']);
  });

  test('lines added earlier and not taken in yet by the browser stay in the added-lines cookie', async () => {
    const out = await add('add=30', 'acma_cart_lines=1:1:certification; acma_cart_added=1:1:certification');
    assert.deepEqual(values(out.cookies), [
      'acma_cart_lines=1:1:certification|30:1:thinkTankReport', 'acma_cart_added=1:1:certification|30:1:thinkTankReport',
    ]);
    // the pages show the cart cookie's lines with them, in the order the browser's cart will have
    assert.equal(cartCookieOf('acma_cart_lines=1:1:certification|30:1:thinkTankReport; acma_cart_added=1:1:certification|30:1:thinkTankReport'),
      '1:1:certification|30:1:thinkTankReport');
  });

  test('a cart cookie that says only "some lines": left as it is, the added lines go to the browser\'s cart', async () => {
    const out = await add('add=1', 'acma_cart_lines=3');
    assert.deepEqual(values(out.cookies), ['acma_cart_added=1:1:certification']);
  });

  test('another website: nothing added, the cart says why; the catalog is not even read', async () => {
    let read = 0;
    const out = await add('add=1', undefined, false, async () => { read++; return CATALOG; });
    assert.deepEqual(out, { location: '/cart?notice=other-site', cookies: [], added: [], notice: 'other-site' });
    assert.equal(read, 0);
  });

  test('what the store does not sell online adds nothing, and says so; the rest of a list is added', async () => {
    for (const query of ['add=999', 'add=40', 'add=bcmas', 'add=']) {
      assert.deepEqual(await add(query), { location: '/cart?notice=not-sold', cookies: [], added: [], notice: 'not-sold' }, query);
    }
    const some = await add('add=1&add=999&utm_source=mail&notice=other-site');
    assert.equal(some.location, '/cart?utm_source=mail&notice=not-sold');
    assert.deepEqual(values(some.cookies), ['acma_cart_lines=1:1:certification', 'acma_cart_added=1:1:certification']);
  });

  test(`more than ${MAX_ADD_IDS} products, or a cart past its limit: nothing added`, async () => {
    const eleven = Array.from({ length: MAX_ADD_IDS + 1 }, (_, i) => 100 + i).join(',');
    assert.deepEqual(await add(`add=${eleven}`), { location: '/cart?notice=too-many', cookies: [], added: [], notice: 'too-many' });
    const full = Array.from({ length: 45 }, (_, i) => `${110 + i}:1:report`).join('|');
    assert.equal((await add('add=1,30,100,101,102', `acma_cart_lines=${full}`)).cookies.length, 2); // 50 lines
    assert.equal((await add('add=1,30,100,101,102,103', `acma_cart_lines=${full}`)).notice, 'full'); // 51
  });

  test('a catalog that cannot be read: nothing added, the buyer is asked to add again', async () => {
    const out = await add('add=1', undefined, true, () => Promise.reject(new Error('down')));
    assert.deepEqual(out, { location: '/cart?notice=try-again', cookies: [], added: [], notice: 'try-again' });
  });
});
