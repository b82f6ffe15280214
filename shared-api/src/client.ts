// The one place that knows the API's URL shapes. Base URL from runtime configuration; the calls
// marked `auth` get the bearer token from the getter the shell registers (setTokenGetter, http.ts). Failures are logged as the spec's error
// catalogue says (data, status, headers or message) and rethrown for the caller to decide.
import { getAppConfig } from './config';
import { ApiError, createHttp, errorResponse, type HttpClient, type HttpResponse, type RequestOptions } from './http';
import type { ReadAheadSource } from './read-ahead';
import type {
  CartLine, CartResponse, CheckoutRequest, CheckoutResponse, OrderHistoryEntry, OrderLine, OrderReceipt,
  ProductListing, ProductResponse, ProductType, PromoResult, TrackAddToCartRequest, UtmParams,
} from './types';

let instance: HttpClient | null = null;
let reading: { of: HttpClient; client: HttpClient } | null = null;
let readAheadOf: ReadAheadSource | null = null;

/**
 * Where the client finds the GETs read ahead (read-ahead.ts's `readAheadOf`): set by the shell when
 * it loads read-ahead.ts (shell/src/lib/route-data.ts, a chunk of its own on idle or the first intent
 * or navigation), so its code is not in the first load's bytes. Until then nothing was read ahead.
 */
export function setReadAheadSource(source: ReadAheadSource | null): void {
  readAheadOf = source;
}

/**
 * The client as the API calls use it: a GET without the buyer's token whose answer a read ahead
 * already asked for (read-ahead.ts: a route's data, started on intent or with the navigation) takes
 * that request, in flight or arrived, instead of asking again.
 */
function withReadAhead(of: HttpClient): HttpClient {
  return {
    ...of,
    get: async <T>(url: string, opts?: RequestOptions): Promise<HttpResponse<T>> => {
      const ahead = readAheadOf && !opts?.auth && !opts?.headers ? readAheadOf(url, opts?.params) : null;
      const answer = ahead ? await ahead : null;
      if (!answer) return of.get<T>(url, opts);
      if (answer.status >= 300) throw new ApiError(`Request failed with status code ${answer.status}`, answer);
      return { data: answer.data as T, status: answer.status, headers: answer.headers };
    },
  };
}

/** The API's HTTP client (base URL from the runtime configuration). */
export function http(): HttpClient {
  const of = (instance ??= createHttp({ baseURL: getAppConfig().apiBase, timeout: 15000 }));
  if (reading?.of !== of) reading = { of, client: withReadAhead(of) };
  return reading.client;
}

/**
 * The document server's client (server/document.ts): the route loaders' GETs, run on the
 * server by the shell's render, ask the API in-process with the same paths and the same answers.
 */
export function setHttpClient(client: HttpClient): void {
  instance = client;
}

export function logApiError(context: string, e: unknown): void {
  const response = errorResponse(e);
  if (response) {
    console.error(`[api] ${context}`, { data: response.data, status: response.status, headers: response.headers });
  } else {
    console.error(`[api] ${context}`, e instanceof Error ? e.message : e);
  }
}

/** The API's message for a failed call, when it sent one. */
export function apiMessage(e: unknown): string | null {
  const m = (errorResponse(e)?.data as { message?: unknown } | undefined)?.message;
  return typeof m === 'string' ? m : null;
}

export const api = {
  /** Every product as a listing: card, filter and search fields (a page reads the whole product). */
  async getProducts(): Promise<ProductListing[]> {
    return (await http().get<ProductListing[]>('/products')).data;
  },
  /** The product, or its error marker (`{ error }`) when the API does not know the slug. */
  async getProduct(slug: string, type: ProductType): Promise<ProductResponse> {
    try {
      return (await http().get<ProductResponse>('/product', { params: { slug, type } })).data;
    } catch (e) {
      const response = errorResponse(e);
      const body = response?.data as { error?: unknown } | undefined;
      if (response?.status === 404 && typeof body?.error === 'string') return { error: body.error };
      throw e;
    }
  },
  async getCart(cart: CartLine[], utm: UtmParams = {}): Promise<CartResponse> {
    return (await http().get<CartResponse>('/cart', { params: { cart: JSON.stringify(cart), ...utm } })).data;
  },
  /**
   * Without a token (spec section 6: the tracking call sends no auth), so the event is recorded for
   * every buyer, an account whose email is not confirmed yet included; the API records it without an
   * email, since none in a body is believed without its owner's token.
   */
  async trackAddToCart(body: TrackAddToCartRequest): Promise<void> {
    await http().post('/productaddtocart', body);
  },
  async removeFromCart(products: number[], email: string): Promise<void> {
    await http().post('/removefromcart', { products, email }, { auth: true });
  },
  async getPromo(cart: CartLine[], coupon: string): Promise<PromoResult> {
    return (await http().get<PromoResult>('/promocode', { params: { cart: JSON.stringify(cart), coupon }, auth: true })).data;
  },
  async checkout(body: CheckoutRequest): Promise<CheckoutResponse> {
    return (await http().post<CheckoutResponse>('/stripe-checkout', body, { auth: true })).data;
  },
  async checkoutSuccess(sessionId: string): Promise<OrderLine[]> {
    return (await http().get<OrderLine[]>('/checkout-success', { params: { session_id: sessionId }, auth: true })).data;
  },
  /** One order's receipt (the signed-in owner's only: another account's or an unknown number is a 404). */
  async orderReceipt(receiptNumber: string): Promise<OrderReceipt> {
    return (await http().get<OrderReceipt>(`/orders/${encodeURIComponent(receiptNumber)}`, { auth: true })).data;
  },
  async orderHistory(email: string): Promise<OrderHistoryEntry[]> {
    return (await http().get<OrderHistoryEntry[]>('/order-history', { params: { email }, auth: true })).data;
  },
  async submitLead(form: string, fields: Record<string, string>, utm: UtmParams = {}): Promise<void> {
    await http().post('/leads', { form, fields, params: utm });
  },
};
