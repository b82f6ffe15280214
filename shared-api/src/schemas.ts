// Zod schemas for every request the storefront sends to its API (spec sections 5 and 7). The API
// validates with exactly these, so a form that passes them on the page passes them on the server.
// Browser-safe: zod only.
import { z } from 'zod';
import { nameProblem } from './names.js';
import { PRODUCT_TYPES, REGIONS } from './vocabulary.js';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.js';
import { MAX_CART_LINES, MAX_CART_QUANTITY } from './cart-limits.js';

export { MAX_CART_LINES, MAX_CART_QUANTITY };
/** Longest promo code accepted. */
export const MAX_COUPON_LENGTH = 64;
/** Lead forms: most fields, longest value. */
export const MAX_LEAD_FIELDS = 40;
export const MAX_LEAD_VALUE_LENGTH = 5000;
/** Region id the checkout sends when it does not know the buyer's region (spec section 9). */
export const UNKNOWN_REGION_ID = 3;

const EMAIL_MESSAGE = 'Please ensure email is valid';
const BODY_OBJECT = { error: 'the request body must be a JSON object' };

/** An email address: trimmed, then the store's one email check (email.ts, which the pages use too). */
export const emailSchema = z
  .string({ error: 'email must be a text value' })
  .trim()
  .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine(isValidEmail, EMAIL_MESSAGE);

/** An email address or an empty string (visitors who are not signed in). */
export const optionalEmailSchema = z.union([z.literal(''), emailSchema], { error: EMAIL_MESSAGE });

/**
 * A person's name (names.ts): trimmed, at least `min` characters, at most 80, one line, no web or
 * email address. `invalid` replaces the reason in the message (the checkout's spec toast).
 */
export const personNameSchema = (label: string, opts: { min?: number; tooShort?: string; invalid?: string } = {}) =>
  z.string({ error: `${label} must be text` }).trim()
    .min(opts.min ?? 1, opts.tooShort ?? `${label} is required`)
    .superRefine((v, ctx) => {
      const problem = nameProblem(v, label);
      if (problem) ctx.addIssue({ code: 'custom', message: opts.invalid ?? problem });
    });

export const productTypeSchema = z.enum(PRODUCT_TYPES, {
  error: `type must be one of ${PRODUCT_TYPES.join(', ')}`,
});

const utmValue = z.string({ error: 'marketing parameters must be text' }).max(200, 'marketing parameters must be at most 200 characters');
/** utm_source, utm_medium, utm_campaign; each optional. */
export const utmSchema = z.object({
  utm_source: utmValue.optional(),
  utm_medium: utmValue.optional(),
  utm_campaign: utmValue.optional(),
});

const productIdSchema = z
  .int({ error: 'productId must be a whole number' })
  .positive('productId must be a positive number')
  .max(2_147_483_647, 'productId is out of range');

/** One line of the browser's cart. Extra fields some clients send (name, price) are dropped. */
export const cartLineSchema = z.object({
  productId: productIdSchema,
  quantity: z
    .int({ error: 'quantity must be a whole number' })
    .min(1, 'quantity must be at least 1')
    .max(MAX_CART_QUANTITY, `quantity must be at most ${MAX_CART_QUANTITY}`),
  productDetailType: z.string({ error: 'productDetailType must be text' }).max(100, 'productDetailType must be at most 100 characters'),
});

export const cartLinesSchema = z
  .array(cartLineSchema, { error: 'cart must be a list of {productId, quantity, productDetailType}' })
  .max(MAX_CART_LINES, `a cart holds at most ${MAX_CART_LINES} lines`)
  .superRefine((lines, ctx) => {
    const seen = new Set<number>();
    lines.forEach((l, i) => {
      if (seen.has(l.productId)) {
        ctx.addIssue({ code: 'custom', path: [i, 'productId'], message: `product ${l.productId} appears more than once in the cart` });
      }
      seen.add(l.productId);
    });
  });

/** The `cart` query parameter: a JSON list of cart lines. */
export const cartJsonSchema = z
  .string({ error: 'cart is required: a JSON list of {productId, quantity, productDetailType}' })
  .max(20_000, 'cart is too long')
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'cart is not valid JSON: expected a JSON list of {productId, quantity, productDetailType}' });
      return z.NEVER;
    }
  })
  .pipe(cartLinesSchema);

/** GET /cart */
export const cartQuerySchema = utmSchema.extend({ cart: cartJsonSchema });

const slugSchema = z
  .string({ error: 'slug is required' })
  .trim()
  .min(1, 'slug is required')
  .max(200, 'slug must be at most 200 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'slug may hold only letters, digits, dots, dashes and underscores');

/** GET /product */
export const productQuerySchema = z.object({ slug: slugSchema, type: productTypeSchema.optional() });

/** POST /removefromcart */
export const removeFromCartSchema = z.object({
  products: z
    .array(productIdSchema, { error: 'products must be a list of product ids' })
    .min(1, 'products must name at least one product')
    .max(MAX_CART_LINES, `products may name at most ${MAX_CART_LINES} products`),
  email: emailSchema,
}, BODY_OBJECT);

/** POST /productaddtocart (cart tracking). The price a client sends is accepted but never used. */
export const trackAddToCartSchema = z.object({
  products: z
    .array(
      z.object({
        productId: productIdSchema,
        productPrice: z.number({ error: 'productPrice must be a number' }).optional(),
        productName: z.string({ error: 'productName must be text' }).max(300, 'productName must be at most 300 characters').optional(),
      }),
      { error: 'products must be a list of {productId, productPrice, productName}' },
    )
    .min(1, 'products must name at least one product')
    .max(MAX_CART_LINES, `products may name at most ${MAX_CART_LINES} products`),
  email: optionalEmailSchema.default(''),
  fullName: z.string({ error: 'fullName must be text' }).trim().max(200, 'fullName must be at most 200 characters').default(''),
  params: utmSchema.default({}),
}, BODY_OBJECT);

/** GET /promocode. The coupon is sent as typed; an empty one is answered with a message, not a 400. */
export const promoQuerySchema = z.object({
  cart: cartJsonSchema,
  coupon: z
    .string({ error: 'coupon must be text' })
    .max(MAX_COUPON_LENGTH, `coupon must be at most ${MAX_COUPON_LENGTH} characters`)
    .default(''),
});

/**
 * GET /orders/:receiptNumber: anything shaped like a receipt number (ACMA- and 1 to 32 letters or digits,
 * any case; the store issues ACMA- and ten) is looked up, so an unknown one is a 404 like another
 * account's; only text that cannot be a receipt number at all is a 400.
 */
export const receiptNumberSchema = z.string().trim().toUpperCase().regex(/^ACMA-[0-9A-Z]{1,32}$/, 'must be a receipt number like ACMA-7K2M9Q4T1B');

/** GET /order-history. The email, when given, must be the signed-in user's. */
export const orderHistoryQuerySchema = z.object({ email: emailSchema.optional() });

/** GET /checkout-success */
export const checkoutSuccessQuerySchema = z.object({
  session_id: z
    .string({ error: 'session_id is required' })
    .trim()
    .min(1, 'session_id is required')
    .max(255, 'session_id must be at most 255 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'session_id may hold only letters, digits, dashes and underscores'),
});

const REGION_IDS: readonly number[] = [...REGIONS.map((r) => r.id), UNKNOWN_REGION_ID];

/** One license user of a multi-seat certification (saved as extraCert). */
export const licenseHolderSchema = z.object({
  name: personNameSchema('license user name', { tooShort: 'Full Name is required for every license user' }),
  email: optionalEmailSchema.default(''),
  id: z.int().refine((v) => REGION_IDS.includes(v), 'region id is not one of the offered regions').optional(),
  productId: productIdSchema,
});

/** An amount in cents as the page showed it (a safe integer, z.int). */
const shownCentsSchema = (name: string) => z.int({ error: `${name} must be a whole number of cents` }).min(0, `${name} must not be negative`);

/** POST /stripe-checkout. Keys are in the order of the spec's checks: terms, name, email, licenses. */
export const checkoutRequestSchema = z.object({
  termsAgreed: z.literal(true, { error: 'Please Agree with the Terms & Conditions' }),
  fullName: personNameSchema('Full Name', {
    min: 3, tooShort: 'Please Ensure Checkout Details - Full Name is valid', invalid: 'Please Ensure Checkout Details - Full Name is valid',
  }),
  email: emailSchema,
  purchaseObj: z
    .object({
      region: z.int().refine((v) => REGION_IDS.includes(v), 'region is not one of the offered regions').optional(),
      extraCert: z.array(licenseHolderSchema).max(MAX_CART_QUANTITY * 5, 'too many license users').default([]),
    })
    .default({ extraCert: [] }),
  products: cartLinesSchema.min(1, 'The cart is empty'),
  paymentType: z.enum(['fullPayment', 'installment'], { error: 'paymentType must be fullPayment or installment' }).default('fullPayment'),
  couponCode: z.string({ error: 'couponCode must be text' }).trim().max(MAX_COUPON_LENGTH, `couponCode must be at most ${MAX_COUPON_LENGTH} characters`).default(''),
  subscriptionMonth: z.int({ error: 'subscriptionMonth must be a whole number' }).min(0).max(12).default(0),
  params: utmSchema.default({}),
  // What the buyer was shown (cents): a price read in the checkout's transaction that differs is a
  // 409 with the cart priced anew. Optional, so that older clients keep working.
  shownTotalCents: shownCentsSchema('shownTotalCents').optional(),
  shownLines: z
    .array(z.object({ productId: productIdSchema, unitCents: shownCentsSchema('unitCents') }), { error: 'shownLines must be a list of {productId, unitCents}' })
    .max(MAX_CART_LINES, `shownLines may hold at most ${MAX_CART_LINES} lines`)
    .optional(),
}, BODY_OBJECT);

const FORM_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const FIELD_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;

/** Lead form fields that hold a person's name (whatever the case), checked as names. */
const LEAD_PERSON_NAME_FIELDS = new Set(['firstname', 'lastname', 'name', 'fullname', 'nominee_firstname', 'nominee_lastname', 'nominator_name']);

/** POST /leads: a native lead form (contact, ebook, nominations, ...). */
export const leadRequestSchema = z.object({
  form: z
    .string({ error: 'form is required' })
    .regex(FORM_NAME, 'form must be a name of letters, digits, dashes or underscores, at most 64 characters'),
  fields: z
    .record(
      z.string().regex(FIELD_NAME, 'field names hold letters, digits, dots, dashes or underscores, at most 64 characters'),
      z.string({ error: 'field values must be text' }).max(MAX_LEAD_VALUE_LENGTH, `field values must be at most ${MAX_LEAD_VALUE_LENGTH} characters`),
      { error: 'fields must be an object of text values' },
    )
    .superRefine((fields, ctx) => {
      const names = Object.keys(fields);
      if (names.length === 0) ctx.addIssue({ code: 'custom', message: 'fields must hold at least one value' });
      if (names.length > MAX_LEAD_FIELDS) ctx.addIssue({ code: 'custom', message: `fields may hold at most ${MAX_LEAD_FIELDS} values` });
      for (const name of names) {
        const key = name.toLowerCase();
        if (key === 'email') {
          if (!emailSchema.safeParse(fields[name]).success) ctx.addIssue({ code: 'custom', path: [name], message: EMAIL_MESSAGE });
        } else if (LEAD_PERSON_NAME_FIELDS.has(key) && fields[name]!.trim()) {
          // a person's name, as the forms check it (no web or email address, one line, 80 characters)
          const problem = nameProblem(fields[name]!, name);
          if (problem) ctx.addIssue({ code: 'custom', path: [name], message: problem });
        }
      }
    }),
  params: utmSchema.default({}),
}, BODY_OBJECT);

export type CartQuery = z.infer<typeof cartQuerySchema>;
export type ProductQuery = z.infer<typeof productQuerySchema>;
export type RemoveFromCartRequest = z.infer<typeof removeFromCartSchema>;
export type TrackAddToCartInput = z.infer<typeof trackAddToCartSchema>;
export type PromoQuery = z.infer<typeof promoQuerySchema>;
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;
export type CheckoutSuccessQuery = z.infer<typeof checkoutSuccessQuerySchema>;
export type CheckoutRequestInput = z.infer<typeof checkoutRequestSchema>;
export type LeadRequest = z.infer<typeof leadRequestSchema>;

export interface ValidationIssue { path: string; message: string }

/** Flattens zod issues to `{path, message}` with paths like `cart[0].quantity`. */
export function formatIssues(error: z.ZodError, root?: string): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  const pathText = (path: readonly PropertyKey[]) => {
    let s = root ?? '';
    for (const p of path) {
      if (typeof p === 'number') s += `[${p}]`;
      else s += s ? `.${String(p)}` : String(p);
    }
    return s;
  };
  for (const issue of error.issues) {
    if (issue.code === 'invalid_key' || issue.code === 'invalid_element') {
      const inner = issue.issues[0]?.message;
      out.push({ path: pathText(issue.path), message: inner ? `${inner} (got "${String(issue.path[issue.path.length - 1])}")` : issue.message });
    } else if (issue.code === 'invalid_union') {
      const first = issue.errors.flat().find((e) => e.code !== 'invalid_value');
      out.push({ path: pathText(issue.path), message: issue.message !== 'Invalid input' ? issue.message : first?.message ?? issue.message });
    } else {
      out.push({ path: pathText(issue.path), message: issue.message });
    }
  }
  return out;
}

/** One readable sentence from the issues, e.g. "cart[0].quantity: quantity must be at least 1". */
export function issuesMessage(issues: ValidationIssue[]): string {
  return issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
}

/** POST /stripe-checkout answer: the hosted payment page and the total the server priced (USD, the database's prices). */
export const checkoutResponseSchema = z.object({
  url: z.string(),
  sessionId: z.string(),
  amountTotal: z.number(),
  currency: z.literal('usd'),
});
export type CheckoutResponseBody = z.infer<typeof checkoutResponseSchema>;
