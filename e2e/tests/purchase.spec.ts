// A purchase end to end, as a new buyer makes it: sign up on the identity provider (the
// address confirmed with the link it emails), add a certification to the cart, check out, pay on the
// sandbox's hosted card page, land on the success page, read the login email in maildev, and find
// the order in the profile. Then a declined card and a cancelled payment, which charge nothing.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoWaitsForApp, setCartInPage } from './helpers/shell';
import { storedAccessToken, TEST_BUYER } from './helpers/auth';
import { openWithCart, signIn } from './helpers/checkout';
import { DECLINED_CARD, newBuyer, PAYING_CARD, payWithCard, SANDBOX_PAGE, signUp, storeEmailsTo, waitForEmail, type InboxEmail } from './helpers/purchase';
import { buySummitTicket, conferenceProduct, nextSummit } from './helpers/summit';

// act on the page once the app has taken it over (the served page area is not interactive before it hydrates)
test.beforeEach(({ page }) => gotoWaitsForApp(page));

const PACS = { slug: 'pacs', name: 'Prior Authorization Certified Specialist (PACS)', price: '$1,499.00' };

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('purchase', () => {
  test('a new buyer buys a certification and gets the login email and the order in the profile', async ({ page, request, baseURL }) => {
    test.slow(); // the whole purchase, then the order's receipt page
    const buyer = newBuyer('buys');
    await page.goto(`/certification/${PACS.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: PACS.name })).toBeVisible();
    await page.getByTestId('buy-card').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    // /checkout is for signed-in buyers: a first-time buyer creates an account on the provider,
    // confirms the address with the emailed link, and signs in.
    await signUp(page, request, baseURL!, buyer);
    await expect(page).toHaveURL(/\/checkout$/);
    const details = page.getByTestId('checkout-details');
    await expect(details.getByLabel('Email')).toHaveValue(buyer.email);
    await details.getByLabel('Full Name').fill(buyer.name);
    await page.getByLabel('I Agree with the privacy policy & payment terms').check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    // The sandbox's hosted page: the amount, the item, a card form.
    await expect(page).toHaveURL(SANDBOX_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay${PACS.price}`);
    await expect(page.getByRole('list', { name: 'Items' })).toContainText(PACS.name);
    await expectNoAxeViolations(page);
    await payWithCard(page, PAYING_CARD, buyer.name);

    // Back on the store: the success page, the purchase reported, the cart emptied.
    await expect(page).toHaveURL(/\/success\?session_id=cs_sandbox_[0-9a-f]+$/);
    const successUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
    await expect(page.getByTestId('purchased-items')).toContainText(PACS.name);
    await expect(page.getByRole('link', { name: 'View Order History' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toBeVisible();
    const tip = page.getByRole('button', { name: /Did not receive an email\?/ });
    await tip.click();
    await expect(page.getByText('Allow 2-5 minutes after your payment.')).toBeVisible();
    const purchase = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string; ecommerce?: { currency: string; value: number } }[] }).dataLayer.filter((e) => e.event === 'purchase'));
    expect(purchase).toHaveLength(1);
    expect(purchase[0]!.ecommerce).toMatchObject({ currency: 'USD', value: 1499 });
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    await expectNoAxeViolations(page);

    // The email with the learning-platform login, in maildev.
    const email = await waitForEmail(request, baseURL!, buyer.email, /^Your ACMA programs are ready/);
    const receiptId = /receipt (ACMA-[0-9A-Z]{10})/.exec(email.subject)?.[1];
    expect(receiptId).toBeTruthy();
    expect(email.text).toContain(`Login email: ${buyer.email}`);
    expect(email.text).toMatch(/Temporary password: [A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}/);
    expect(email.text).toContain('https://learn.medicalaffairs-council.org/login');
    expect(email.text).toContain(PACS.name);
    expect(email.html).toContain('Temporary password');
    expect(email.html).toContain(receiptId!);
    expect(await storeEmailsTo(request, baseURL!, buyer.email)).toHaveLength(1);

    // The order in the profile.
    await page.getByRole('link', { name: 'View Order History' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-banner')).toContainText(buyer.email);
    await expect(page.getByTestId('profile-banner')).toContainText('user');
    const entry = page.getByTestId('order-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(PACS.name);
    await expect(entry).toContainText(receiptId!);
    await expect(entry).toContainText('One-time payment');
    await expect(entry).toContainText(PACS.price);
    await expectNoAxeViolations(page);

    // The order's printable receipt, at its own address, for this buyer only.
    await entry.getByRole('link', { name: `Receipt ${receiptId} (printable)` }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${receiptId}$`));
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByRole('heading', { level: 1, name: `Receipt ${receiptId}` })).toBeVisible();
    await expect(page.getByTestId('receipt-buyer')).toContainText(buyer.email);
    await expect(page.getByTestId('receipt-line')).toHaveCount(1);
    await expect(page.getByTestId('receipt-line')).toContainText(PACS.name);
    await expect(page.getByTestId('receipt-totals')).toContainText(`Total (USD)${PACS.price}`);
    await expect(page.getByTestId('receipt-status')).toHaveText('Paid in full');
    await expect(page.getByTestId('receipt-seller')).toContainText('Accreditation Council for Medical Affairs');
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    await expectNoAxeViolations(page);
    // printed: the receipt alone (no top bar, footer or buttons)
    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    for (const hidden of [page.locator('header').first(), page.locator('footer'), page.getByRole('button', { name: 'Print receipt' })]) await expect(hidden).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    // on a phone the receipt fits the screen: no column cut off, nothing to scroll sideways
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const amount = page.getByTestId('receipt-line').locator('td').last();
    await expect(amount).toHaveText(PACS.price);
    expect((await amount.boundingBox())!.x + (await amount.boundingBox())!.width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 720 });
    // not without the owner's sign-in
    expect((await request.get(`/api/orders/${receiptId}`)).status()).toBe(401);
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);

    // Reloading the success page does not make a second order or a second email.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByTestId('order-entry')).toHaveCount(1);
    expect(await storeEmailsTo(request, baseURL!, buyer.email)).toHaveLength(1);

    // A new cart, then the earlier order's success page again (a bookmark, the history): the cart stays.
    await page.goto(`/certification/${PACS.slug}`);
    await page.getByTestId('buy-card').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto(successUrl);
    await expect(page.getByTestId('purchased-items')).toContainText(PACS.name);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('a summit ticket: the success page lists it with its image, its day and badge form, View Order History and the share icons (spec 2.14, any other item)', async ({ page, request }) => {
    test.slow(); // sign-in and a paid order
    const ticket = await conferenceProduct(request, (await nextSummit(request)).full);
    const product = (await (await request.get(`/api/product?slug=${ticket.productNickName}&type=conference`)).json()) as { productName: string; productImage: string };
    await buySummitTicket(page, TEST_BUYER, ticket.productId);
    await expect(page).toHaveURL(/\/success\?session_id=cs_sandbox_[0-9a-f]+$/);
    const items = page.getByTestId('purchased-items');
    await expect(items.getByRole('heading', { level: 2, name: 'Your ticket' })).toBeVisible();
    const item = items.getByTestId('purchased-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(product.productName);
    const image = item.locator('img');
    await expect(image).toHaveAttribute('src', product.productImage);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'the image loads' }).toBe(true);
    await expect(item.getByTestId('event-ticket')).toContainText(/When\w+day, March \d+, \d{4}, 8:00 AM local time/);
    await expect(item.getByRole('link', { name: 'complete your attendee badge' })).toHaveAttribute('href', '/summit-conference-badge');
    await expect(items.getByRole('link', { name: 'View Order History' })).toHaveAttribute('href', '/profile');
    for (const name of [/Share on LinkedIn/, /Share on X/, /Share on Facebook/, 'Share by email']) await expect(items.getByRole('link', { name })).toBeVisible();
    await expectNoAxeViolations(page);
    await items.getByRole('link', { name: 'View Order History' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('order-entry').filter({ hasText: product.productName }).first()).toBeVisible();
  });

  test('the sign-in step says what the login email says: a new learner\'s temporary password, then the password a returning one already has', async ({ page, request, baseURL }) => {
    test.slow(); // a sign-up and two paid orders
    const buyer = newBuyer('learner');
    const WEBINAR = { productId: 80, quantity: 1, productDetailType: 'webinar', name: 'KOL Engagement in the Digital Era' };
    const VIDEO = { productId: 70, quantity: 1, productDetailType: 'thinkTankVideo', name: 'Medical Affairs 2030 Think Tank: Video Session' };
    const pay = async () => {
      await page.getByTestId('checkout-details').getByLabel('Full Name').fill(buyer.name);
      await page.getByLabel('I Agree with the privacy policy & payment terms').check();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await payWithCard(page, PAYING_CARD, buyer.name);
      await expect(page).toHaveURL(/\/success\?session_id=cs_sandbox_[0-9a-f]+$/);
    };
    /** The order email of the purchase of `name` (each order has one, sent after it commits). */
    const orderEmail = async (name: string): Promise<InboxEmail> => {
      let found: InboxEmail | undefined;
      await expect.poll(async () => {
        found = (await storeEmailsTo(request, baseURL!, buyer.email)).find((m) => /^Your ACMA programs are ready/.test(m.subject) && m.text.includes(name));
        return Boolean(found);
      }, { timeout: 20_000, message: `the order email for ${name}` }).toBe(true);
      return found!;
    };

    // a first purchase: the learning-platform account is made with it, and the email has its temporary password
    await page.goto('/');
    await setCartInPage(page, [WEBINAR]);
    await page.goto('/checkout');
    await signUp(page, request, baseURL!, buyer);
    await expect(page).toHaveURL(/\/checkout$/);
    await pay();
    const firstUrl = page.url();
    const first = page.getByTestId('webinar-steps').getByTestId('sign-in-step');
    await expect(first).toContainText(`sign in as ${buyer.email} with the temporary password from our email`);
    const firstEmail = await orderEmail(WEBINAR.name);
    expect(firstEmail.text).toContain(`Login email: ${buyer.email}`);
    expect(firstEmail.text).toMatch(/Temporary password: [A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}/);

    // the same buyer again: the account exists, the email says to use its password, and so does the page
    await openWithCart(page, '/checkout', [VIDEO]);
    await pay();
    const second = page.getByTestId('think-tank-steps').getByTestId('sign-in-step');
    await expect(second).toContainText(`sign in as ${buyer.email} with the password you already use there`);
    await expect(second).not.toContainText(/temporary/i);
    const secondEmail = await orderEmail(VIDEO.name);
    expect(secondEmail.text).toContain(`Login email: ${buyer.email}`);
    expect(secondEmail.text).toContain('Password: the one you already use on the learning platform');
    expect(secondEmail.text).not.toMatch(/temporary/i);
    // a reload (the order already fulfilled) says the same
    await page.reload();
    await expect(page.getByTestId('think-tank-steps').getByTestId('sign-in-step')).toContainText('with the password you already use there');
    // and the first order's page still says what its own email said
    await page.goto(firstUrl);
    await expect(page.getByTestId('webinar-steps').getByTestId('sign-in-step')).toContainText('with the temporary password from our email');
  });

  test('a declined card shows the message on the payment page and makes no order', async ({ page }) => {
    await page.goto('/certification/pacs');
    await page.getByTestId('buy-card').getByRole('button', { name: 'Add to Cart' }).click();
    await signIn(page, { returnTo: '/checkout' });
    await page.getByLabel('I Agree with the privacy policy & payment terms').check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payWithCard(page, DECLINED_CARD, 'Alex Morgan');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(SANDBOX_PAGE);
    await expect(page.getByLabel('CVC')).toHaveValue('');
    await expectNoAxeViolations(page);

    // The session is not paid: the success address refuses it and sends the buyer home; the cart stays.
    const sessionId = page.url().split('/').pop()!;
    await page.goto('/cart');
    const token = await storedAccessToken(page);
    const status = await page.evaluate(async ({ id, token }) => (await fetch(`/api/checkout-success?session_id=${id}`, { headers: { Authorization: `Bearer ${token}` } })).status, { id: sessionId, token });
    expect(status).toBe(409);
    await page.goto(`/success?session_id=${sessionId}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('Cancel on the payment page returns to /cancel: nothing charged, the cart offered back', async ({ page }) => {
    await page.goto('/certification/pacs');
    await page.getByTestId('buy-card').getByRole('button', { name: 'Add to Cart' }).click();
    await signIn(page, { returnTo: '/checkout' });
    await page.getByLabel('I Agree with the privacy policy & payment terms').check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(SANDBOX_PAGE);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/cancel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText('Nothing was charged.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(PACS.name).first()).toBeVisible();
  });
});
