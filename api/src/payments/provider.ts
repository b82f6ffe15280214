// The payment adapter (ARCHITECTURE.md section 5): one interface, a provider per configuration
// (`sandbox`, the embedded default, and `stripe`). The checkout route prices and validates an order,
// then asks the provider for a hosted payment session; every session is also recorded in
// checkout_sessions (repository.ts) with the server-priced lines. Fulfilment re-reads a session
// from its provider when the paid event arrives, checks it against the stored record and turns the
// stored lines into the order.
//
// Amounts are integer cents (USD) everywhere in this layer: no floating-point money.
import type { Queryable } from '../db/db.js';

export type ProviderName = 'sandbox' | 'stripe';
export type PaymentType = 'fullPayment' | 'installment';
export interface Utm { utm_source?: string; utm_medium?: string; utm_campaign?: string }

/** One priced order line: the unit price is the database's, never the client's. */
export interface SessionLine {
  productId: number;
  productType: string;
  productDetailType: string;
  productName: string;
  productTagLine: string;
  productImage: string;
  quantity: number;
  unitAmount: number; // cents
  /** The promotion's reduction of this line, all seats together (cents). */
  discountAmount: number;
  /** quantity × unitAmount − discountAmount (cents). */
  totalAmount: number;
}

/** A license user of a multi-seat certification (the request's extraCert row). */
export interface SessionLicenseHolder { productId: number; name: string; email: string; regionId?: number }

/** Everything a provider needs to open a hosted payment session for one order. */
export interface CreateSessionInput {
  /** The signed-in user who pays (from the bearer token). */
  buyerEmail: string;
  buyerSub: string;
  /** The email whose learning-platform account receives the programs (may be someone else's). */
  learnerEmail: string;
  fullName: string;
  lines: SessionLine[];
  subtotalAmount: number; // cents
  discountAmount: number; // cents
  totalAmount: number; // cents
  currency: 'usd';
  couponCode: string | null;
  paymentType: PaymentType;
  /** 3 for installments, 0 for one payment. */
  installmentMonths: number;
  /** The BCMAS region (only when product 1 is in the order). */
  region: number | null;
  licenseHolders: SessionLicenseHolder[];
  utm: Utm;
  /** The storefront's origin (the sandbox serves its hosted page there, under /api/sandbox/pay/). */
  siteOrigin: string;
  /** Where the provider sends the buyer back; success carries {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  /** Same order, same key: a retried request must not open a second session at the provider. */
  idempotencyKey: string;
}

export type SessionStatus = 'open' | 'complete' | 'expired';
export type SessionPaymentStatus = 'unpaid' | 'paid';

/** A session as its provider reports it (fulfilment trusts this, not the browser). */
export interface ProviderSession {
  id: string;
  provider: ProviderName;
  url: string;
  status: SessionStatus;
  paymentStatus: SessionPaymentStatus;
  totalAmount: number; // cents
  currency: string;
  paymentType: PaymentType;
  /** The provider's reference of the payment (payment intent, sandbox charge), when it knows one. */
  paymentRef?: string | null;
  /** Installment sessions: the subscription that takes the monthly payments. */
  subscriptionRef?: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Opens (or, for the same idempotency key, finds the open) hosted payment session; `tx`: the
   * transaction the order was priced in, which records the session.
   */
  createSession(input: CreateSessionInput, tx?: Queryable): Promise<{ id: string; url: string }>;
  /**
   * The same, for an order priced from the catalog snapshot of `catalogVersion`, without a
   * transaction: the session is recorded by one statement that holds only while the catalog is still
   * at that version (repository.ts insertSessionAtVersion). Null when it is not, or when the key
   * needs settling (an expired open session, a concurrent request): the caller then takes
   * createSession's path, in a transaction that prices the order from the database.
   */
  createSessionAtVersion(input: CreateSessionInput, catalogVersion: number): Promise<{ id: string; url: string } | null>;
  /** The session as the provider knows it now, or null when it does not exist. */
  retrieveSession(id: string): Promise<ProviderSession | null>;
  /**
   * Installment orders, after fulfilment: makes the provider charge exactly the plan's payments
   * (installmentSchedule of `totalAmount` over `months`: the last takes the remainder) and then stop
   * (Stripe: a subscription schedule). Idempotent. Providers that keep the schedule themselves
   * (the sandbox) leave it out.
   */
  limitInstallments?(session: ProviderSession, plan: { months: number; totalAmount: number }): Promise<void>;
}
