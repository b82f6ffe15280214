// POST /stripe-checkout refused because a price changed since the buyer was shown it: 409 with the
// API's reason and the cart priced anew (shared-api PriceChangedBody). Read here, with the shared
// client's errorResponse, not in shared-api itself: this remote then works with a shell (which
// provides shared-api) built before the answer existed.
import { errorResponse, type PriceChangedBody } from 'shared-api';

/** The refusal's reason and cart, or null for any other failure. */
export function priceChangeOf(e: unknown): PriceChangedBody | null {
  const response = errorResponse(e);
  const body = response?.data as Partial<PriceChangedBody> | undefined;
  if (response?.status !== 409 || typeof body?.message !== 'string' || !Array.isArray(body.cart?.items)) return null;
  return body as PriceChangedBody;
}
