// GET /cart's answer (spec section 7: the cart's items plus cartTotal and cartLength), and what a
// checkout refused for a changed price answers. Each line holds what the cart page and the checkout
// show and decide with, nothing of the product page: its link (type and nickname), name, tag line,
// feature label, image, rating, unit price (0: Contact Us) and strikeout price, quantity and line
// total, why it is no longer on sale (a ticket of an event that has ended) and, for a bundle, the ids
// of the programs it contains (the cart's bundle-overlap notice). The seat, license, region and
// installment rules read productId, productType and productPrice. Prices in dollars, as the spec's
// fields are; the API adds them up in integer cents.
//
// The types are inferred from these schemas (types.ts re-exports them for the browser); the schemas
// themselves are the server's and the tests' (zod stays out of the browser's shared-api entry).
import { z } from 'zod';
import { PRODUCT_TYPES } from './vocabulary.js';

/** An amount in dollars that is a whole number of cents. */
const dollars = z.number().nonnegative().refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'an amount in whole cents');

/** One priced line of the cart. Strict: the answer holds exactly these fields. */
export const pricedCartItemSchema = z.strictObject({
  productId: z.int().positive(),
  productType: z.enum(PRODUCT_TYPES),
  /** With productType, the product's link: /{productType}/{productNickName}. */
  productNickName: z.string(),
  productName: z.string(),
  productTagLine: z.string(),
  /** The feature label ('Best Seller'), if any. */
  productFeature: z.string().nullable(),
  productImage: z.string(),
  productRating: z.number(),
  /** The unit price the server charges now, in dollars; 0: sold by contacting the team ('Contact Us', outside the total). */
  productPrice: dollars,
  strikeoutPrice: dollars.nullable(),
  quantity: z.int().min(1),
  /** productPrice × quantity; 0 for a contact-us line or a line no longer on sale. */
  lineTotal: dollars,
  /**
   * Why this line can no longer be bought (a ticket of an event that has ended: "<name> took place on
   * <date>: its tickets are no longer on sale."). Such a line is at 0, outside the total, and the cart
   * offers no checkout until it is removed.
   */
  notOnSale: z.string().optional(),
  /**
   * A bundle's programs, by id (bundle lines only): the cart says when they are in the cart too. The
   * name and element shape are the full product's (ProductSummary has productId), so a page built
   * when the answer carried whole products reads them the same way.
   */
  bundleProducts: z.array(z.strictObject({ productId: z.int().positive() })).optional(),
});

/** GET /cart */
export const cartResponseSchema = z.strictObject({
  items: z.array(pricedCartItemSchema),
  /** The lines on sale and sold online, added up (dollars). */
  cartTotal: dollars,
  cartLength: z.int().min(0),
});

/**
 * POST /stripe-checkout when the order's prices, read in the checkout's transaction, are not the
 * ones the buyer was shown (shownTotalCents, shownLines): 409, the reason, and the cart priced anew
 * (its lines as the request sent them). No payment session is opened and nothing is written.
 */
export const priceChangedBodySchema = z.strictObject({
  error: z.string(),
  message: z.string(),
  statusCode: z.literal(409),
  cart: cartResponseSchema,
});

export type PricedCartItem = z.infer<typeof pricedCartItemSchema>;
export type CartResponse = z.infer<typeof cartResponseSchema>;
export type PriceChangedBody = z.infer<typeof priceChangedBodySchema>;
