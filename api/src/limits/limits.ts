// The API's rate limits (request limits and promotion-code attempts): one set for every instance.
export interface RateLimits {
  /** Length of every rate-limit window, ms. */
  windowMs: number;
  /** POST /productaddtocart per IP and window. */
  trackingPerIp: number;
  /** POST /leads per IP and window. */
  leadsPerIp: number;
  /** Promotion-code attempts (GET /promocode, checkout with a code) per IP and window, counted before sign-in is checked. */
  promoPerIp: number;
  /** Promotion-code attempts per signed-in user (email) and window. */
  promoPerUser: number;
  /** POST /beacons (a page view's release-health report) per IP and window: a visitor's page views, and a few more for the errors sent early. */
  beaconsPerIp: number;
  /** POST /beacons with a good ticket, all addresses together, per window: past it nothing more is counted until the next window. */
  beaconsAll: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 60_000,
  trackingPerIp: 120,
  leadsPerIp: 20,
  promoPerIp: 60,
  promoPerUser: 20,
  beaconsPerIp: 120,
  beaconsAll: 6000,
};
