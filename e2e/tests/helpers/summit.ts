// Helpers for the summit e2e tests: the summit data as the API serves it, and page probes.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInFromBar, storedAccessToken } from './auth';

export const FULL = 'summit-march-2025';
export const ASPIRING = 'summit-march-2025-for-aspiring-professionals';
export const CART_KEY = 'acma.cart.v1';

/** Spec 2.19's agenda (first reading: the gala 6:00-8:30 PM). */
export const SPEC_AGENDA: [string, string][] = [
  ['8:00-8:45', 'Registration & Networking Breakfast'],
  ['8:45-9:00', 'Opening Remarks'],
  ['9:00-9:15', 'Keynote Address'],
  ['9:15-10:00', 'Essential Digital Tools Every Medical Affairs Team Should Have'],
  ['10:00-10:45', 'Empowering Medical Affairs Teams Through Standards & Excellence'],
  ['10:45-11:15', 'Break'],
  ['11:15-12:00', 'Cultivating Future-Ready Medical Affairs Teams'],
  ['12:00-1:00', 'Networking Lunch'],
  ['1:00-1:45', 'Metrics that Matter'],
  ['1:45-2:30', 'Successful AI Implementation for Medical Affairs'],
  ['2:30-3:00', 'Break'],
  ['3:00-3:45', 'Strategies for Maximizing KOL Engagement'],
  ['3:45-4:30', 'Optimizing the Medical Affairs-Commercial Partnership'],
  ['4:30-4:45', 'Closing Remarks'],
  ['6:00-8:30 PM', 'Annual Awards Dinner Gala'],
];

export interface SummitData {
  slug: string;
  variant: string;
  name: string;
  startDate: string;
  endDate: string;
  venue: { name: string; address: string };
  hero: { title: string }[];
  speakers: { id: string; name: string; profileUrl: string; agendaId: string }[];
  agenda: { id: string; time: string; session: string }[];
  registration: { tiers: { id: string; name: string; productSlug: string }[] };
  nominations: { deadline: string; awards: { id: string; name: string; criteria: string[] }[] };
}

export interface ConferenceProduct { productId: number; productNickName: string; productPrice: number; content: SummitData | null }

export async function summitData(request: APIRequestContext, slug: string): Promise<SummitData> {
  const res = await request.get(`/api/summit/${slug}`);
  expect(res.ok(), `GET /api/summit/${slug}`).toBeTruthy();
  return (await res.json()) as SummitData;
}

export async function conferenceProduct(request: APIRequestContext, slug: string): Promise<ConferenceProduct> {
  const res = await request.get(`/api/product?slug=${slug}&type=conference`);
  expect(res.ok(), `GET /api/product ${slug}`).toBeTruthy();
  return (await res.json()) as ConferenceProduct;
}

/**
 * The next summit, the one whose tickets are on sale (the 2025 summit has ended and is an archive):
 * the API's current summit, and its discounted tier (the first bought-together product, spec section 3).
 */
export async function nextSummit(request: APIRequestContext): Promise<{ full: string; aspiring: string }> {
  const current = await summitData(request, 'current');
  const res = await request.get(`/api/product?slug=${current.slug}&type=conference`);
  const product = (await res.json()) as { boughtTogether: { productNickName: string; productType: string }[] };
  const aspiring = product.boughtTogether.find((p) => p.productType === 'conference')!.productNickName;
  expect(current.slug).not.toBe(FULL);
  return { full: current.slug, aspiring };
}

export const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Summit sections' });

/** Scrolls the window to a document offset and waits for the navigation to process it. */
export async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' as ScrollBehavior }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2 || window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2, y);
}

/** Document offset of an element's top. */
export const docTop = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

export async function readCart(page: Page): Promise<{ productId: number; quantity: number }[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), CART_KEY);
}

/** Unfolds an iCalendar text (RFC 5545 3.1) into content lines. */
export const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** 2025-03-06T08:00:00-05:00 → 20250306T130000Z */
export const icsUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export const PAY_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/**
 * Buys a summit ticket as a buyer would: signs in on the store, opens a checkout session for the
 * ticket, pays on the sandbox payment page with the test card, and waits until the order is in the
 * buyer's order history (fulfilment ran).
 */
/** Buys one ticket as `user` on the sandbox page (signing in from the top bar first unless `signedIn`). */
export async function buySummitTicket(page: Page, user: { email: string; password: string; name: string }, productId: number, opts: { signedIn?: boolean } = {}): Promise<void> {
  if (!opts.signedIn) {
    await page.goto('/');
    await signInFromBar(page, user);
  }
  const bearer = await storedAccessToken(page);
  const res = await page.request.post('/api/stripe-checkout', {
    headers: { Authorization: `Bearer ${bearer}` },
    data: {
      products: [{ productId, quantity: 1, productDetailType: 'conference' }],
      purchaseObj: { extraCert: [] },
      email: user.email,
      fullName: user.name,
      termsAgreed: true,
      paymentType: 'fullPayment',
      couponCode: '',
      subscriptionMonth: 0,
      params: {},
    },
  });
  expect(res.ok(), `checkout: ${res.status()} ${await res.text()}`).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await page.getByLabel('Card number').fill(PAY_CARD.number);
  await page.getByLabel(/^Expiration/).fill(PAY_CARD.expiry);
  await page.getByLabel('CVC').fill(PAY_CARD.cvc);
  await page.getByLabel('Name on card').fill(user.name);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect.poll(async () => {
    const h = await page.request.get(`/api/order-history?email=${encodeURIComponent(user.email)}`, { headers: { Authorization: `Bearer ${bearer}` } });
    if (!h.ok()) return 0;
    return ((await h.json()) as unknown[]).length;
  }, { timeout: 20_000, message: 'the paid order reaches the order history' }).toBeGreaterThan(0);
}
