// The store's one HTTP client: axios, created once (base URL, timeout, JSON), with a request
// interceptor that adds the buyer's access token to the calls that need it and a response
// interceptor that turns every failure into the store's typed error (ApiError, carrying
// `response.{status, data, headers}` when the server answered). A call refused because the token
// says the email is not confirmed is made once more with a token renewed at the provider (the
// buyer may have confirmed since the token was issued). axios is shared as a federation
// singleton and loaded on first use (a dynamic import): the first frame already carries each
// route's data, so a page that only reads that data never loads it (bench/RESULTS.md: the bytes and
// when they are paid).
import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { EMAIL_UNVERIFIED } from './types';

export interface HttpResponse<T> { data: T; status: number; headers: Record<string, string> }
export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** The call needs the buyer's access token (added by the request interceptor). */
  auth?: boolean;
}

export class ApiError extends Error {
  /** Present when the server answered (4xx/5xx); absent for network failures and timeouts. */
  readonly response?: HttpResponse<unknown>;
  readonly isApiError = true;
  constructor(message: string, response?: HttpResponse<unknown>) {
    super(message);
    this.name = 'ApiError';
    this.response = response;
  }
}

/** Any error that carries a server response (ApiError, or an axios-style error). */
export function errorResponse(e: unknown): HttpResponse<unknown> | undefined {
  const r = (e as { response?: unknown } | null)?.response;
  if (r && typeof r === 'object' && typeof (r as { status?: unknown }).status === 'number') return r as HttpResponse<unknown>;
  return undefined;
}

export interface HttpClient {
  get<T>(url: string, opts?: RequestOptions): Promise<HttpResponse<T>>;
  post<T>(url: string, body?: unknown, opts?: RequestOptions): Promise<HttpResponse<T>>;
  put<T>(url: string, body?: unknown, opts?: RequestOptions): Promise<HttpResponse<T>>;
}

/**
 * True when the API refused a valid token because its email is not confirmed yet (a 403 with the code
 * `email_unverified`): the page says "Confirm your email address first", not "sign in again".
 */
export function isEmailUnverified(e: unknown): boolean {
  const r = errorResponse(e);
  return r?.status === 403 && (r.data as { code?: unknown } | null)?.code === EMAIL_UNVERIFIED;
}

type TokenGetter = () => Promise<string | null>;
let tokenGetter: TokenGetter = async () => null;
/** The shell registers shared-auth's getAccessToken here. */
export function setTokenGetter(fn: TokenGetter): void { tokenGetter = fn; }

let tokenRenewer: TokenGetter | null = null;
/**
 * The shell registers shared-auth's renewAccessToken here: a token asked anew from the provider, not
 * the cached one (null when none could be had). A call with a token that the API refuses as
 * unconfirmed (isEmailUnverified) is made once more with the renewed token: after the buyer
 * confirmed their address, the open tab's next call works without signing out.
 */
export function setTokenRenewer(fn: TokenGetter | null): void { tokenRenewer = fn; }

const AUTH_FLAG = 'X-Acma-Auth';
const plainHeaders = (h: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  const src = (h && typeof (h as { toJSON?: unknown }).toJSON === 'function' ? (h as { toJSON: () => unknown }).toJSON() : h) as Record<string, unknown> | null;
  for (const [k, v] of Object.entries(src ?? {})) if (v !== undefined && v !== null) out[k.toLowerCase()] = String(v);
  return out;
};

function toApiError(e: AxiosError, timeout: number): ApiError {
  if (e.response) {
    return new ApiError(`Request failed with status code ${e.response.status}`, {
      status: e.response.status, data: e.response.data, headers: plainHeaders(e.response.headers),
    });
  }
  if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT') return new ApiError(`timeout of ${timeout}ms exceeded`);
  return new ApiError(e.message?.startsWith('not signed in') ? e.message : `Network Error: ${e.message}`);
}

/** Creates the client; axios itself is imported on the first request. */
export function createHttp({ baseURL, timeout = 15000 }: { baseURL: string; timeout?: number }): HttpClient {
  let client: Promise<AxiosInstance> | null = null;
  const load = (): Promise<AxiosInstance> => (client ??= import(/* webpackChunkName: "axios" */ 'axios').then(({ default: axios }) => {
    const instance = axios.create({ baseURL: baseURL.replace(/\/$/, ''), timeout, headers: { Accept: 'application/json' } });
    instance.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
      if (config.headers.has(AUTH_FLAG)) {
        config.headers.delete(AUTH_FLAG);
        const token = await tokenGetter();
        if (!token) throw new ApiError('not signed in');
        config.headers.set('Authorization', `Bearer ${token}`);
      }
      return config;
    });
    instance.interceptors.response.use(undefined, (e: unknown) => Promise.reject(
      e instanceof ApiError ? e : axios.isAxiosError(e) ? toApiError(e, timeout) : new ApiError(`Network Error: ${(e as Error)?.message ?? e}`),
    ));
    return instance;
  }));

  async function request<T>(method: 'get' | 'post' | 'put', url: string, body: unknown, opts: RequestOptions = {}): Promise<HttpResponse<T>> {
    const ax = await load();
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(opts.params ?? {})) if (v !== undefined && v !== null) params[k] = String(v);
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.auth) headers[AUTH_FLAG] = '1';
    let res;
    try {
      res = await ax.request<T>({ method, url, params, headers, data: body });
    } catch (e) {
      // (only a call that carried a token is refused this way)
      if (!isEmailUnverified(e) || !tokenRenewer) throw e;
      const renewed = await tokenRenewer().catch(() => null);
      if (!renewed) throw e;
      const again: Record<string, string> = {};
      for (const [k, v] of Object.entries(headers)) if (k !== AUTH_FLAG && k.toLowerCase() !== 'authorization') again[k] = v;
      again.Authorization = `Bearer ${renewed}`;
      res = await ax.request<T>({ method, url, params, headers: again, data: body });
    }
    return { data: res.data, status: res.status, headers: plainHeaders(res.headers) };
  }
  return {
    get: (url, opts) => request('get', url, undefined, opts),
    post: (url, body, opts) => request('post', url, body, opts),
    put: (url, body, opts) => request('put', url, body, opts),
  };
}
