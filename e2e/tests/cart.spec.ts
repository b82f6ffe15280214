// The cart (spec sections 2.12 and 4, Cart): the local lines priced by GET /cart, Delete (locally,
// and on the server for a signed-in buyer), the empty cart, the mobile bar, and the marketing
// parameters sent with the pricing call.
import { expect, test } from '@playwright/test';
import { BCMAS, line, openWithCart, PACS, queryOf, REPORT, signIn } from './helpers/checkout';
import { TEST_BUYER } from './helpers/auth';
import { layoutShifts, nextFrames, observeLayoutShifts } from './helpers/layout-shift';
import { waitForLiveIfApp } from './helpers/shell';
import { requestsUnderWay, settled, watchTimers } from './helpers/settle';

test.describe('cart', () => {
  test('lists the priced items with the summary, the bundle banner and Continue Shopping', async ({ page }) => {
    const priced = page.waitForRequest((r) => r.url().includes('/api/cart?'));
    await openWithCart(page, '/cart', [line(BCMAS), line(REPORT)]);
    expect(queryOf(await priced).cart).toEqual([line(BCMAS), line(REPORT)]);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();

    const rows = page.getByTestId('cart-item');
    await expect(rows).toHaveCount(2);
    const bcmas = rows.nth(0);
    await expect(bcmas.getByRole('link', { name: BCMAS.name })).toHaveAttribute('href', '/certification/bcmas');
    await expect(bcmas.getByText('Best Seller')).toBeVisible();
    await expect(bcmas.getByText(BCMAS.price)).toBeVisible();
    await expect(bcmas.getByText('Board Certification')).toBeVisible();
    await expect(bcmas.getByText('Rated 4.9 out of 5')).toBeAttached();
    await expect(bcmas.locator('img')).toHaveAttribute('width', '144');
    await expect(rows.nth(1).getByText(REPORT.price)).toBeVisible();
    await expect(rows.nth(1).getByRole('button', { name: `Delete ${REPORT.name} from your cart` })).toBeVisible();

    await expect(page.getByTestId('cart-subtotal')).toHaveText('Subtotal (2 items)$2,899.98');
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
    await expect(page.getByText('Bundle your products and save up to 25% off')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/catalog');
    await expect(page.getByTestId('mobile-cart-bar')).toBeHidden(); // desktop
  });

  test('Delete removes items; the last one leaves the empty cart with featured certifications', async ({ page }) => {
    await openWithCart(page, '/cart', [line(BCMAS), line(REPORT)]);
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    const noServerCall: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/removefromcart')) noServerCall.push(r.url()); });

    await page.getByRole('button', { name: `Delete ${BCMAS.name} from your cart` }).click();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-subtotal')).toHaveText('Subtotal (1 item)$499.99');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page.getByRole('button', { name: `Delete ${REPORT.name} from your cart` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    const featured = page.getByRole('region', { name: 'Featured certifications' });
    await expect(featured.getByRole('link').first()).toBeVisible();
    const names = await featured.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(3);
    expect(names).toContain(BCMAS.name);
    expect(noServerCall).toEqual([]); // not signed in: no email, no server removal

    await page.getByRole('link', { name: 'Continue Exploring' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
  });

  test('a ticket of an event that has ended: marked no longer on sale with its name and date, no checkout until it is deleted', async ({ page }) => {
    const WORKSHOP = { productId: 41, name: 'MSL Excellence Workshop 2025', detail: 'event' };
    await openWithCart(page, '/cart', [line(WORKSHOP), line(REPORT)]);
    const ended = page.getByTestId('cart-item').filter({ hasText: WORKSHOP.name });
    await expect(ended.getByTestId('not-on-sale')).toHaveText(
      'No longer on saleMSL Excellence Workshop 2025 took place on September 18, 2025: its tickets are no longer on sale. Delete it to check out.',
    );
    await expect(ended.getByText('$499.99')).toHaveCount(0);
    await expect(page.getByTestId('cart-subtotal')).toHaveText('Subtotal (1 item)$499.99');
    await expect(page.getByTestId('checkout-blocked')).toHaveText('Delete the item no longer on sale to check out.');
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
    await ended.getByRole('button', { name: `Delete ${WORKSHOP.name} from your cart` }).click();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('checkout-blocked')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  });

  test('a signed-in buyer’s Delete also removes the item from the server cart', async ({ page }) => {
    await signIn(page, { landing: '/cart' }); // an empty cart: checkout moves on to /cart
    await openWithCart(page, '/cart', [line(BCMAS), line(REPORT)]);
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    const removal = page.waitForRequest((r) => r.url().endsWith('/api/removefromcart') && r.method() === 'POST');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/removefromcart'));
    await page.getByRole('button', { name: `Delete ${REPORT.name} from your cart` }).click();
    expect(JSON.parse((await removal).postData() ?? '{}')).toEqual({ products: [REPORT.productId], email: TEST_BUYER.email });
    expect((await answer).status()).toBe(200);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
  });

  test('a bundle with programs it already contains: the cart says so and removes the duplicates', async ({ page }) => {
    const bundle = { productId: 10, detail: 'bundle' };
    await openWithCart(page, '/cart', [line(bundle), line(BCMAS), line(PACS)]);
    await expect(page.getByTestId('cart-subtotal')).toHaveText('Subtotal (3 items)$6,948.98');
    const notice = page.getByTestId('bundle-overlap');
    await expect(notice).toContainText(`BCMAS + PACS Career Bundle already includes ${BCMAS.name} and ${PACS.name}, which are also in your cart: as it stands you would pay for them twice.`);
    await notice.getByRole('button', { name: `Remove ${BCMAS.name} and ${PACS.name} from the cart` }).click();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-subtotal')).toHaveText('Subtotal (1 item)$3,049.99');
    await expect(notice).toHaveCount(0);
  });

  test('an empty cart shows the empty state at once', async ({ page }) => {
    await openWithCart(page, '/cart', []);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Exploring' })).toHaveAttribute('href', '/catalog');
  });

  test('a cart whose cookie carries its lines comes priced from the server and asks nothing more; with marketing values stored, one pricing call carries them', async ({ page }) => {
    await page.goto('/certification/bcmas');
    await waitForLiveIfApp(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(`Subtotal (1 item)${BCMAS.price}`); // the soft navigation's pricing answered
    const calls: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/cart?')) calls.push(r.url()); });
    const underWay = requestsUnderWay(page);
    await watchTimers(page);
    const doc = await page.goto('/cart');
    expect(await doc!.text()).toContain(`>${BCMAS.name}<`); // the served cart lists the line, priced by the server
    await waitForLiveIfApp(page);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    // the page's start (its effects ran on hydration: a pricing call starts there, after its HTTP
    // client's chunk, or a moment later) has ended: nothing under way or put off, the page idle
    await settled(page, underWay);
    expect(calls).toEqual([]);

    await page.goto('/catalog?utm_source=e2e-mail&utm_medium=email&utm_campaign=fall');
    const priced = page.waitForRequest((r) => r.url().includes('/api/cart?'));
    await page.goto('/cart');
    expect(queryOf(await priced).params).toEqual({ utm_source: 'e2e-mail', utm_medium: 'email', utm_campaign: 'fall' });
    await expect(page.getByTestId('cart-subtotal')).toHaveText(`Subtotal (1 item)${BCMAS.price}`);
  });

  test('marketing parameters from the address reach the pricing call', async ({ page }) => {
    await openWithCart(page, '/catalog?utm_source=e2e-news&utm_medium=email&utm_campaign=spring-launch', [line(BCMAS)]);
    const priced = page.waitForRequest((r) => r.url().includes('/api/cart?'));
    await page.goto('/cart');
    expect(queryOf(await priced).params).toEqual({ utm_source: 'e2e-news', utm_medium: 'email', utm_campaign: 'spring-launch' });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('a bar fixed above the bottom navigation carries the total and Checkout', async ({ page }) => {
      await openWithCart(page, '/cart', [line(BCMAS), line(REPORT)]);
      const bar = page.getByTestId('mobile-cart-bar');
      await expect(bar).toBeVisible();
      await expect(bar).toContainText('$2,899.98');
      const box = (await bar.boundingBox())!;
      expect(Math.round(740 - (box.y + box.height))).toBe(60); // sits on the shell's 60 px bar
      await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeHidden();
      await bar.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/interaction\//); // the guard sends a signed-out buyer to sign in
    });
  });
});

// The empty cart's featured certifications arrive into skeleton cards of their final size.
for (const [width, height] of [[1280, 900], [375, 740]] as const) {
  test(`the empty cart loads its featured certifications without layout shift at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await observeLayoutShifts(page);
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    await page.route('**/api/products', async (route) => { await gate; await route.continue(); });
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await nextFrames(page);
    release();
    await expect(page.getByRole('heading', { name: 'Featured certifications' }).locator('xpath=..').getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await nextFrames(page);
    const { total, shifts } = await layoutShifts(page);
    expect(total, shifts.flatMap((s) => s.sources).join('\n')).toBeLessThanOrEqual(0.05);
  });
}
