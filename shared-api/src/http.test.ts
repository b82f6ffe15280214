// The store's one HTTP client: axios, created once on the first request (base URL,
// timeout, JSON), a request interceptor adding the access token to the calls marked `auth`, and a
// response interceptor turning every failure into ApiError. axios's own adapter is replaced here by
// one that records each request and answers as the test says, so no network is used.
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, createHttp, setTokenGetter } from './http';

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

it('auth \'optional\': the token goes with the call when the buyer is signed in, and the call is made without one otherwise', async () => {
  const http = createHttp({ baseURL: '/api' });
  setTokenGetter(async () => 'tok-2');
  await http.post('/productaddtocart', {}, { auth: 'optional' });
  setTokenGetter(async () => null);
  await http.post('/productaddtocart', {}, { auth: 'optional' });
  expect(seen.map((c) => c.headers.get('Authorization') ?? null)).toEqual(['Bearer tok-2', null]);
  expect(seen.every((c) => !c.headers.has('X-Acma-Auth'))).toBe(true);
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
