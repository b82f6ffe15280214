// The store's one HTTP client: axios, created once on the first request (base URL,
// timeout, JSON), a request interceptor adding the access token to the calls marked `auth`, and a
// response interceptor turning every failure into ApiError. axios's own adapter is replaced here by
// one that records each request and answers as the test says, so no network is used.
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, setHttpClient } from './client';
import { ApiError, createHttp, isEmailUnverified, setTokenGetter, setTokenRenewer } from './http';

const original = axios.defaults.adapter;
let seen: InternalAxiosRequestConfig[] = [];
let answer: (config: InternalAxiosRequestConfig) => ReturnType<AxiosAdapter>;
const ok = (config: InternalAxiosRequestConfig, data: unknown = { ok: true }) =>
  Promise.resolve({ data, status: 200, statusText: 'OK', headers: new AxiosHeaders({ 'X-Request-Id': 'r1' }), config });

beforeEach(() => {
  seen = [];
  answer = (config) => ok(config);
  axios.defaults.adapter = (config) => { seen.push(config); return answer(config); };
  setTokenGetter(async () => null);
});
afterAll(() => { axios.defaults.adapter = original; });

it('creates axios once, on the first request, with the base URL (no trailing slash), the timeout and JSON', async () => {
  const create = jest.spyOn(axios, 'create');
  const http = createHttp({ baseURL: '/api/', timeout: 1234 });
  expect(create).not.toHaveBeenCalled(); // nothing loaded until a page calls the API
  const res = await http.get<{ ok: boolean }>('/products', { params: { type: 'event', page: 2, skip: undefined, none: null } });
  await http.post('/leads', { a: 1 });
  expect(create).toHaveBeenCalledTimes(1);
  create.mockRestore();
  expect(res).toEqual({ data: { ok: true }, status: 200, headers: { 'x-request-id': 'r1' } });
  expect(seen.map((c) => [c.method, c.baseURL, c.url, c.timeout])).toEqual([['get', '/api', '/products', 1234], ['post', '/api', '/leads', 1234]]);
  expect(seen[0]!.params).toEqual({ type: 'event', page: '2' });
  expect(seen[0]!.headers.get('Accept')).toBe('application/json');
  expect(JSON.parse(seen[1]!.data as string)).toEqual({ a: 1 });
});

it('adds the bearer token only to the calls that need it; without a token it refuses before sending', async () => {
  const http = createHttp({ baseURL: '/api' });
  setTokenGetter(async () => 'tok-1');
  await http.get('/orders', { auth: true });
  await http.get('/products');
  expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
  expect(seen[0]!.headers.has('X-Acma-Auth')).toBe(false); // the marker never leaves the browser
  expect(seen[1]!.headers.has('Authorization')).toBe(false);
  setTokenGetter(async () => null);
  const e = await http.put('/seats/1', {}, { auth: true }).catch((x: unknown) => x);
  expect(e).toBeInstanceOf(ApiError);
  expect((e as ApiError).message).toBe('not signed in');
  expect(seen).toHaveLength(2);
});

it('the add-to-cart tracking call sends no token, signed in or not (spec section 6)', async () => {
  setHttpClient(createHttp({ baseURL: '/api' }));
  setTokenGetter(async () => 'tok-signed-in');
  await api.trackAddToCart({ products: [{ productId: 1, productPrice: 2399.99, productName: 'BCMAS' }], email: 'new@example.com', fullName: 'New Buyer', params: {} });
  expect(seen.map((c) => [c.method, c.url, c.headers.get('Authorization') ?? null])).toEqual([['post', '/productaddtocart', null]]);
  await api.orderHistory('new@example.com'); // (a call that needs it still has it)
  expect(seen[1]!.headers.get('Authorization')).toBe('Bearer tok-signed-in');
});

describe('a call refused because the token\'s email is not confirmed (403 email_unverified)', () => {
  const unverified = (config: InternalAxiosRequestConfig) => Promise.reject(new AxiosError('Request failed with status code 403', 'ERR_BAD_REQUEST', config, null, {
    data: { error: 'Forbidden', statusCode: 403, code: 'email_unverified', message: 'Confirm your email address first: open the link we sent to it, then try again.' },
    status: 403, statusText: 'Forbidden', headers: new AxiosHeaders(), config,
  }));
  const tokenOf = (c: InternalAxiosRequestConfig) => c.headers.get('Authorization') ?? null;
  afterEach(() => setTokenRenewer(null));

  it('is made once more with a token renewed at the provider: the buyer confirmed since, and the call works', async () => {
    const http = createHttp({ baseURL: '/api' });
    setTokenGetter(async () => 'unverified-tok');
    const renew = jest.fn(async () => 'verified-tok');
    setTokenRenewer(renew);
    answer = (config) => (tokenOf(config) === 'Bearer verified-tok' ? ok(config, ['order']) : unverified(config));
    const res = await http.get('/order-history', { params: { email: 'new@example.com' }, auth: true });
    expect(res.data).toEqual(['order']);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(seen.map(tokenOf)).toEqual(['Bearer unverified-tok', 'Bearer verified-tok']);
    expect(seen[1]!.params).toEqual({ email: 'new@example.com' });
    expect(seen.every((c) => !c.headers.has('X-Acma-Auth'))).toBe(true);
  });

  it('a token passed by the caller is replaced by the renewed one; a body goes again', async () => {
    const http = createHttp({ baseURL: '/api' });
    setTokenRenewer(async () => 'verified-tok');
    answer = (config) => (tokenOf(config) === 'Bearer verified-tok' ? ok(config) : unverified(config));
    await http.put('/seats/3', { name: 'A' }, { headers: { Authorization: 'Bearer old-tok' } });
    expect(seen.map(tokenOf)).toEqual(['Bearer old-tok', 'Bearer verified-tok']);
    expect(JSON.parse(seen[1]!.data as string)).toEqual({ name: 'A' });
  });

  it('still unconfirmed after the renewal: the refusal, once (no loop); no renewed token: the refusal, not sent again', async () => {
    const http = createHttp({ baseURL: '/api' });
    setTokenGetter(async () => 'tok');
    const renew = jest.fn(async () => 'still-unverified');
    setTokenRenewer(renew);
    answer = unverified;
    const e = await http.get('/order-history', { auth: true }).catch((x: unknown) => x);
    expect(isEmailUnverified(e)).toBe(true);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);

    seen = [];
    setTokenRenewer(async () => null);
    const e2 = await http.get('/order-history', { auth: true }).catch((x: unknown) => x);
    expect(isEmailUnverified(e2)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('any other refusal (a 401, a 403 without the code) is not retried', async () => {
    const http = createHttp({ baseURL: '/api' });
    setTokenGetter(async () => 'tok');
    const renew = jest.fn(async () => 'other');
    setTokenRenewer(renew);
    for (const [status, data] of [[401, { message: 'Your session has expired: please sign in again.' }], [403, { message: 'no email' }]] as const) {
      answer = (config) => Promise.reject(new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, { data, status, statusText: '', headers: new AxiosHeaders(), config }));
      const e = await http.get('/order-history', { auth: true }).catch((x: unknown) => x);
      expect(isEmailUnverified(e)).toBe(false);
      expect((e as ApiError).response?.status).toBe(status);
    }
    expect(renew).not.toHaveBeenCalled();
    expect(seen).toHaveLength(2);
  });
});

it('turns every failure into ApiError: a server answer keeps status, data and headers; a timeout and a network failure have none', async () => {
  const http = createHttp({ baseURL: '/api', timeout: 50 });
  answer = (config) => Promise.reject(new AxiosError('Request failed with status code 409', 'ERR_BAD_REQUEST', config, null, {
    data: { message: 'This event has ended.' }, status: 409, statusText: 'Conflict', headers: new AxiosHeaders({ 'Retry-After': '60' }), config,
  }));
  const refused = await http.post('/checkout', {}).catch((x: unknown) => x) as ApiError;
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused.message).toBe('Request failed with status code 409');
  expect(refused.response).toEqual({ status: 409, data: { message: 'This event has ended.' }, headers: { 'retry-after': '60' } });

  answer = (config) => Promise.reject(new AxiosError('timeout', 'ECONNABORTED', config));
  const slow = await http.get('/products').catch((x: unknown) => x) as ApiError;
  expect(slow).toBeInstanceOf(ApiError);
  expect(slow.message).toBe('timeout of 50ms exceeded');
  expect(slow.response).toBeUndefined();

  answer = (config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
  const down = await http.get('/products').catch((x: unknown) => x) as ApiError;
  expect(down).toBeInstanceOf(ApiError);
  expect(down.message).toBe('Network Error: Network Error');
  expect(down.response).toBeUndefined();
});
