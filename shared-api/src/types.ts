// The storefront's entities as the UI sees them (spec section 3). The API maps database rows to
// these shapes; the UI never sees a raw row. Zod schemas for requests live in schemas.ts, and the
// request types below are inferred from them (type-only imports: zod stays out of the browser).
import type { z } from 'zod';
import type { cartLineSchema, checkoutRequestSchema, checkoutResponseSchema, licenseHolderSchema, trackAddToCartSchema, utmSchema } from './schemas.js';
import type { seatUpdateSchema } from './seat-schemas.js';

import type { ProductType } from './vocabulary.js';
export { PRODUCT_TYPES, REGIONS, type ProductType } from './vocabulary';

export type AdKind = 'bcmasAudio' | 'lmsApp' | 'accredited' | 'media' | 'mobileLms';

export interface NamedExcerpt { name: string; excerpt: string }
export interface Review { name: string; title: string; image: string; icon: string; reviewTitle: string; review: string }
export interface RatingLine { name: string; rating: number }
export interface WebinarSpeaker { speakerName: string; speakerImage: string; speakerTitle: string; speakerDescription: string }
export interface EventSpeaker { name: string; title: string; image: string }
export interface AgendaItem { startTime: string; timeStamp: string; title: string; excerpt: string; speaker: string }

/** A short reference to another product, enough to render a card or a link. */
export interface ProductSummary {
  productId: number;
  productType: ProductType;
  productNickName: string;
  productDetailType: string;
  productName: string;
  productTagLine: string;
  productPrice: number;
  strikeoutPrice: number | null;
  productImage: string;
  productExcerpt: string;
  productRating: number;
  productFeature: string | null;
}

/**
 * A product as GET /products lists it: what cards, the catalog's filters and search, the quiz's
 * program picks and the empty cart's suggestions read. Pages read the whole product (GET /product);
 * the list leaves out descriptions, reviews, relations and agendas (a tenth of the bytes).
 */
export interface ProductListing extends ProductSummary {
  productTags: string; // comma text, searched
  skillTags: string; // comma text
  numberOfModules: number | null;
  accessTime: string | null;
  offerCme: 'Yes' | 'No';
}

export interface Product extends ProductListing {
  productFeatureImage: string | null;
  detailedExcerpt: string | null;
  longDescription: string | null;
  productRatingExcerpt: string | null;
  ad: AdKind | null;
  reviewTags: string; // comma text
  learningObjectives: { objectives: NamedExcerpt[] };
  objectives: NamedExcerpt[];
  moduleBreakdown: { modules: NamedExcerpt[] };
  databaseIncludes: { whatsIncluded: NamedExcerpt[] };
  individualReviews: { review: Review[] };
  ratingsBreakdown: { ratings: RatingLine[] };
  audience: { title: string }[];
  topics: { topic: string }[];
  boughtTogether: ProductSummary[];
  bundleProducts: ProductSummary[];
  related: ProductSummary[];
  extensionDetails: ProductSummary | null;
  speakers: WebinarSpeaker[] | EventSpeaker[];
  eventStartDate: string | null; // ISO 8601
  eventEndDate: string | null;
  eventImage: string | null;
  eventVenueImage: string | null;
  venueName: string | null;
  venueLink: string | null;
  agenda: AgendaItem[];
  /** Free-form content for pages whose layout is data-driven (the summit): see the summit issue. */
  content?: Record<string, unknown> | null;
}

/** GET /product answers this when the slug is unknown: pages redirect to /404Error on it. */
export interface ProductError { error: string }
export type ProductResponse = Product | ProductError;
export const isProductError = (p: unknown): p is ProductError =>
  typeof p === 'object' && p !== null && typeof (p as { error?: unknown }).error === 'string';

/** A cart line as stored in the browser (shared-cart). */
export type CartLine = z.infer<typeof cartLineSchema>;

export type UtmParams = z.infer<typeof utmSchema>;

/**
 * GET /cart's answer and its lines (cart-contract.ts: the zod schemas they are inferred from): what
 * the cart page and the checkout show and read, not the whole product. A 409 of POST /stripe-checkout
 * for a price changed since it was shown carries the cart priced anew (PriceChangedBody).
 */
export type { CartResponse, PricedCartItem, PriceChangedBody } from './cart-contract.js';

export interface PromoProductLine { productName: string; discountPrice: number; discountOff: number; productPrice: number }
export interface PromoResult {
  status: 'success' | 'error';
  message: string;
  /** On success: the code as the store names it (whatever case or spaces it was typed with). */
  code?: string;
  discountType?: 'All' | 'Product';
  discount?: number;
  totalSavings?: number;
  discountedTotal?: number;
  products?: PromoProductLine[];
}

export const DEFAULT_REGION_ID = 64;
/** Product ids whose multi-seat purchase asks for license-user details. */
export const LICENSE_PRODUCT_IDS = [1, 20, 21, 47, 53] as const;
/** Product id whose license users also pick a region. */
export const REGION_PRODUCT_ID = 1;

export type LicenseHolder = z.infer<typeof licenseHolderSchema>;
/** POST /stripe-checkout. What the buyer was shown (shownTotalCents, shownLines: cents) goes with it: see the schema. */
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type PaymentType = CheckoutRequest['paymentType'];
/** A line's unit price as the buyer was shown it, in cents. */
export type ShownLine = NonNullable<CheckoutRequest['shownLines']>[number];
/** The hosted payment page to go to, and the total the server will charge (its own prices, in dollars). */
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** An event or summit ticket's details for its buyer: when, where, and the attendee badge form (summits). */
export interface EventTicketInfo {
  startDate: string; // ISO 8601
  /** The start as the venue's clock reads it, e.g. "Thursday, March 4, 2027, 8:00 AM local time". */
  when: string;
  venue: string | null;
  /** The site path of the badge form (summit tickets), else null. */
  badgePath: string | null;
}

/**
 * How to sign in to the learning platform for what an order put on an account, as the order's login
 * email said it.
 */
export interface LearningLogin {
  /** The account's login email: the buyer's own, or that of the person the buyer bought for. */
  email: string;
  /** Whether the login email went to the buyer (else to `email`; the buyer had the receipt only). */
  toBuyer: boolean;
  /**
   * True: the order created the account and its email carried a temporary password. False: the
   * address had an account already and the email says to use its password. Null: not recorded (an
   * order from before it was).
   */
  newAccount: boolean | null;
}

/**
 * checkout-success: one line per product bought; `event` for a ticket of an event or a summit;
 * `login` for a line enrolled on the order's learning-platform account (not a line of seats handed
 * out one by one, whose holders get their own emails).
 */
export interface OrderLine {
  name: string; total: number; created: number; metadata: { productId: number; productType: ProductType }; images: string[];
  event?: EventTicketInfo;
  login?: LearningLogin;
}

export interface OrderHistoryEntry {
  recieptId: string;
  created: number; // unix seconds
  paymentMode: 'payment' | 'subscription';
  productImage: string;
  productName: string;
  productTagLine: string;
  /** What was paid for this product: productPrice − productDiscount. */
  productTotal: number;
  /** The line's price before the promotion (unit price × quantity). */
  productPrice?: number;
  /** The promotion's share of this line, 0 when none. */
  productDiscount?: number;
}

/** GET /orders/{receipt number}: one order's printable receipt, for its owner only. */
export interface OrderReceipt {
  receiptNumber: string;
  created: string; // ISO date-time of the order
  status: 'pending' | 'paid' | 'refunded' | 'cancelled';
  paymentMode: 'payment' | 'subscription';
  /** In words: "Paid in full", "Installment plan: 1 of 3 payments made", "Refunded"... */
  paymentStatus: string;
  buyer: { name: string; email: string; learnerEmail: string | null };
  currency: string;
  lines: { productName: string; productTagLine: string; quantity: number; unitPrice: number; discount: number; total: number }[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  /** Taxes charged (none today: the list is empty and the receipt shows no tax line). */
  taxes: { name: string; amount: number }[];
  total: number;
  installments: { number: number; amount: number; dueAt: string; status: 'scheduled' | 'paid' | 'failed'; paidAt: string | null }[];
  seller: { name: string; address: string[]; email: string };
}

export type TrackAddToCartRequest = z.infer<typeof trackAddToCartSchema>;

/** Message body of every 4xx/5xx from the API. */
export interface ApiErrorBody {
  error: string;
  message: string;
  statusCode: number;
  issues?: { path: string; message: string }[];
  /** A reason a client acts on, when there is one (EMAIL_UNVERIFIED). */
  code?: string;
}

/**
 * The code of a 403 for a valid token whose email the provider has not confirmed yet (`email_verified`
 * false): the buyer is signed in and must confirm the address; unlike a 401, signing in again does
 * not help, and a token renewed after the confirmation does.
 */
export const EMAIL_UNVERIFIED = 'email_unverified';

/** A seat of a multi-seat certification (GET /seats; seats.ts is its client). */
export interface Seat {
  seatId: number;
  receiptId: string;
  /** When the order was paid (unix seconds). */
  purchased: number;
  productId: number;
  productName: string;
  productImage: string;
  seatNumber: number;
  /** Seats of this product in the order. */
  seatCount: number;
  /** Empty when the seat is not assigned yet. */
  name: string;
  email: string;
  regionId: number | null;
  /** BCMAS seats ask for the holder's region. */
  needsRegion: boolean;
}

/** PUT /seats/:id (inferred from the API's schema, seat-schemas.ts). */
export type SeatUpdate = z.infer<typeof seatUpdateSchema>;
export interface SeatUpdateResult { seat: Seat; emailSent: boolean; message: string }
