// A page's data read ahead (read-ahead.ts): started from a route's declared GET, kept for a while,
// taken by the page's own GET through the API client (client.ts) instead of asking again; only
// answers worth keeping are kept. fetch is replaced by one that records each request and answers as
// the test says; axios's adapter records what reaches the API client's own path.
import axios, { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { api, setHttpClient, setReadAheadSource } from './client';
import { createHttp } from './http';
import { clearReadAhead, dataRequestFor, readAhead, readAheadOf, readKey, READ_AHEAD_MS } from './read-ahead';

const original = axios.defaults.adapter;
let viaAxios: InternalAxiosRequestConfig[] = [];
let fetched: string[] = [];
type Reply = { status: number; body: unknown; type?: string };
let reply: (url: string) => Promise<Reply> = async () => ({ status: 200, body: [] });
const realFetch = globalThis.fetch;

beforeAll(() => { setReadAheadSource(readAheadOf); }); // as the shell does when it loads read-ahead.ts (route-data.ts)
beforeEach(() => {
  clearReadAhead();
  viaAxios = [];
  fetched = [];
  axios.defaults.adapter = (config) => {
    viaAxios.push(config);
    return Promise.resolve({ data: { from: 'axios' }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config });
  };
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = String(input);
    fetched.push(url);
    const r = await reply(url);
    // (jsdom has no Response: the parts read-ahead.ts reads)
    const headers = new Map([['content-type', r.type ?? 'application/json']]);
    return { status: r.status, headers: { get: (k: string) => headers.get(k.toLowerCase()) ?? null, forEach: (f: (v: string, k: string) => void) => headers.forEach(f) }, json: async () => r.body };
  }) as unknown as typeof fetch;
  setHttpClient(createHttp({ baseURL: '/api' }));
});
afterEach(() => { jest.useRealTimers(); });
afterAll(() => { axios.defaults.adapter = original; globalThis.fetch = realFetch; });

/** Long enough for a fetch answered at once to be read (its body parsed). */
const flush = () => new Promise((r) => setTimeout(r, 20));

it('keys a GET by its path and its parameters, whatever their order; an absent parameter is none', () => {
  expect(readKey('/product', { type: 'certification', slug: 'bcmas' })).toBe(readKey('/product', { slug: 'bcmas', type: 'certification' }));
  expect(readKey('/product', { slug: 'a b', type: undefined, x: null })).toBe('/product?slug=a+b');
  expect(readKey('/products')).toBe('/products');
});

it('a route\'s data request takes the address\'s parameters; a blank one means no request', () => {
  const data = { get: '/product', params: { slug: ':slug', type: 'certification' } };
  expect(dataRequestFor(data, { slug: ' bcmas ' })).toEqual({ path: '/product', params: { slug: 'bcmas', type: 'certification' } });
  expect(dataRequestFor(data, { slug: '  ' })).toBeNull();
  expect(dataRequestFor(data, {})).toBeNull();
  expect(dataRequestFor({ get: '/products' }, {})).toEqual({ path: '/products', params: {} });
});

it('the page\'s own GET takes the request in flight: one request, the same answer', async () => {
  let release!: () => void;
  reply = () => new Promise((r) => { release = () => r({ status: 200, body: { productId: 1, slug: 'bcmas' } }); });
  expect(readAhead('/api', '/product', { slug: 'bcmas', type: 'certification' })).toBe(true);
  expect(readAhead('/api', '/product', { type: 'certification', slug: 'bcmas' })).toBe(false); // asked once within its time
  const page = api.getProduct('bcmas', 'certification');
  await flush();
  release();
  await expect(page).resolves.toEqual({ productId: 1, slug: 'bcmas' });
  expect(fetched).toEqual(['/api/product?slug=bcmas&type=certification']);
  expect(viaAxios).toEqual([]); // nothing asked through the client itself
  await expect(readAheadOf('/product', { type: 'certification', slug: 'bcmas' })).resolves.toMatchObject({ status: 200, data: { productId: 1, slug: 'bcmas' } });
});

it('a 404 is the product\'s answer (its error marker), kept', async () => {
  reply = async () => ({ status: 404, body: { error: 'Product not found' } });
  readAhead('/api', '/product', { slug: 'nope', type: 'report' });
  await flush();
  await expect(readAheadOf('/product', { slug: 'nope', type: 'report' })).resolves.toMatchObject({ status: 404 });
  await expect(api.getProduct('nope', 'report')).resolves.toEqual({ error: 'Product not found' });
  expect(viaAxios).toEqual([]);
});

it.each([
  ['a server error', { status: 503, body: { error: 'down' } }],
  ['a redirect or other status', { status: 302, body: {} }],
  ['an answer that is not JSON', { status: 200, body: '<html>', type: 'text/html' }],
])('%s is not kept: the page asks the API itself', async (_what, r) => {
  reply = async () => r;
  readAhead('/api', '/products');
  await flush();
  await expect(api.getProducts()).resolves.toEqual({ from: 'axios' });
  expect(viaAxios.map((c) => c.url)).toEqual(['/products']);
});

it('a network failure is not kept either', async () => {
  reply = async () => { throw new TypeError('Failed to fetch'); };
  readAhead('/api', '/products');
  await flush();
  await expect(api.getProducts()).resolves.toEqual({ from: 'axios' });
  expect(viaAxios).toHaveLength(1);
});

it('an answer is kept for READ_AHEAD_MS from its start, then asked for anew', async () => {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  reply = async () => ({ status: 200, body: [{ productId: 1 }] });
  readAhead('/api', '/products');
  await flush();
  jest.setSystemTime(Date.now() + READ_AHEAD_MS - 100);
  await expect(readAheadOf('/products')).resolves.toMatchObject({ data: [{ productId: 1 }] });
  jest.setSystemTime(Date.now() + 200);
  expect(readAheadOf('/products')).toBeNull();
  await expect(api.getProducts()).resolves.toEqual({ from: 'axios' });
  expect(readAhead('/api', '/products')).toBe(true);
  expect(fetched).toHaveLength(2);
});

it('a GET with the buyer\'s token never takes a read ahead', async () => {
  reply = async () => ({ status: 200, body: { mine: false } });
  readAhead('/api', '/orders');
  await flush();
  const { setTokenGetter } = await import('./http');
  setTokenGetter(async () => 'tok');
  const { http } = await import('./client');
  await expect(http().get('/orders', { auth: true }).then((r) => r.data)).resolves.toEqual({ from: 'axios' });
  setTokenGetter(async () => null);
});
