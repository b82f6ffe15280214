// Keyboard and screen-reader use: a certification bought from the home page to the
// sandbox's payment page with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows:
// no click, no goto after the first page), visible focus on every stop, the skip link, focus on
// the new page's heading after each route change; then the focus trap, Escape and return focus of
// every dropdown, drawer and dialog, and the toasts' live regions.
import { expect, test, type Page } from '@playwright/test';
import { IDP_SIGN_IN, TEST_BUYER } from './helpers/auth';
import { SANDBOX_PAGE } from './helpers/purchase';
import { loadCatalog, openProduct, pick } from './helpers/product';
import { FULL } from './helpers/summit';
import { appStarted, expectFocusTrapped, expectHeadingFocused, expectVisibleFocus, pressUntilFocused } from './helpers/keyboard';

const PACS = { path: '/certification/pacs', name: 'Prior Authorization Certified Specialist (PACS)', price: '$1,499.00' };
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('keyboard only', () => {
  test('buys a certification from the home page to the payment page', async ({ page }) => {
    await page.goto('/');
    await appStarted(page);
    await expect(page.locator('main h1')).toBeVisible();

    // The first Tab reaches the skip link, shown on focus; Enter puts focus in the page area.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/');
    // the next Tab goes into the page, past the whole top bar
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    // Back up to the top bar's Certifications menu (a disclosure: Enter opens, Escape closes).
    const certs = mainNav(page).getByRole('button', { name: 'Certifications' });
    await pressUntilFocused(page, certs, { key: 'Shift+Tab' });
    await expect(certs).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(certs).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await certs.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'BCMAS', exact: true })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(certs).toHaveAttribute('aria-expanded', 'false');
    await expect(certs).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'BCMAS', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const pacsLink = menu.getByRole('link', { name: 'PACS', exact: true });
    await expect(pacsLink).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    // The product page: focus on its heading; Tab on to Add to Cart.
    await expect(page).toHaveURL(new RegExp(`${PACS.path}$`));
    await expectHeadingFocused(page, PACS.name);
    await expect(certs).toHaveAttribute('aria-expanded', 'false');
    await pressUntilFocused(page, page.getByTestId('buy-card').getByRole('button', { name: 'Add to Cart' }), { max: 80 });
    await page.keyboard.press('Enter');

    // The cart.
    await expect(page).toHaveURL(/\/cart$/);
    await expectHeadingFocused(page, 'Your Cart');
    await expect(page.getByRole('main')).toContainText(PACS.name);
    await pressUntilFocused(page, page.getByRole('button', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');

    // The identity provider's own sign-in page, reached by redirect: typed in with the keyboard.
    await expect(page).toHaveURL(IDP_SIGN_IN);
    const email = page.getByLabel('Email address');
    await expect(email).toBeFocused(); // autofocus
    await page.keyboard.type(TEST_BUYER.email);
    await pressUntilFocused(page, page.getByLabel('Password'));
    await page.keyboard.type(TEST_BUYER.password);
    await page.keyboard.press('Enter');

    // Back on the store (/callback, then /checkout): the checkout's heading has focus.
    await expect(page).toHaveURL(/\/checkout$/);
    await expectHeadingFocused(page, 'Checkout');
    await expect(page.getByTestId('checkout-details').getByLabel('Email')).toHaveValue(TEST_BUYER.email);
    // Continue without agreeing first: the error toast goes to the assertive live region, which was
    // on the page, empty, before it (marked here to prove the toast lands in that very node)
    const assertive = page.getByTestId('toasts-assertive');
    await expect(assertive).toHaveAttribute('aria-live', 'assertive');
    await expect(assertive).toBeEmpty();
    await assertive.evaluate((el) => { el.dataset.before = 'yes'; });
    const agree = page.getByLabel('I Agree with the privacy policy & payment terms');
    await pressUntilFocused(page, page.getByRole('button', { name: 'Continue to Payment' }), { max: 80 });
    await page.keyboard.press('Enter');
    await expect(assertive.locator('[data-kind="error"]')).toHaveText(/^Please Agree with the Terms & Conditions/);
    await expect(assertive).toHaveAttribute('data-before', 'yes');
    await expect(page.getByTestId('toasts-polite')).toBeEmpty();
    await expect(agree, 'the refusal moves focus to the field to fix').toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();
    await pressUntilFocused(page, page.getByRole('button', { name: 'Continue to Payment' }));
    await page.keyboard.press('Enter');

    // The sandbox's hosted payment page, for this certification.
    await expect(page).toHaveURL(SANDBOX_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay${PACS.price}`);
    await expect(page.getByRole('list', { name: 'Items' })).toContainText(PACS.name);
    await pressUntilFocused(page, page.getByLabel('Card number'));
  });

  test('focus goes to the heading on route change, not on the first load', async ({ page }) => {
    await page.goto('/faq');
    await appStarted(page);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // a link in the footer: focus leaves it for the new page's heading
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'System requirements' });
    await pressUntilFocused(page, link, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/policies$/);
    await expectHeadingFocused(page);
    await expectVisibleFocus(page);
    // the next Tab continues from the heading, not from the top of the page
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    expect(await page.evaluate(() => {
      const h1 = document.querySelector('main h1')!;
      return !!(h1.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING);
    })).toBe(true);
  });
});

test.describe('dropdowns', () => {
  test('More Info: Tab walks through its links and closing it by leaving keeps focus where it went', async ({ page }) => {
    await page.goto('/');
    await appStarted(page);
    const more = mainNav(page).getByRole('button', { name: 'More Info' });
    await pressUntilFocused(page, more);
    await page.keyboard.press('Space');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await more.getAttribute('aria-controls')}`);
    const links = menu.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('Tab'); // past the last link: the menu closes, focus stays on the next item
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: /About/ })).toBeFocused();

    // arrows: ArrowUp opens onto the last link, wraps; Escape returns to the button
    await page.keyboard.press('Shift+Tab');
    await expect(more).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(count - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
  });
});

test.describe('drawers and dialogs (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the side drawer traps focus, closes on Escape and returns focus; a link in it lands on the heading', async ({ page }) => {
    await page.goto('/');
    await appStarted(page);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await pressUntilFocused(page, burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Close Menu' })).toBeFocused();
    const stops = await drawer.evaluate((el) => el.querySelectorAll('a[href], button:not([disabled])').length);
    await expectFocusTrapped(page, drawer, stops + 2);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await pressUntilFocused(page, drawer.getByRole('link', { name: 'Product Catalog' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(drawer).toHaveCount(0);
    await expectHeadingFocused(page);
  });

  test('the catalog filter drawer traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/catalog');
    await appStarted(page);
    const open = page.getByRole('button', { name: 'Apply Filters' });
    await pressUntilFocused(page, open, { max: 80 });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close Filters' })).toBeFocused();
    await expectFocusTrapped(page, drawer, 8);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});

test.describe('dialogs', () => {
  test('the review drawer traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/certification/bcmas');
    await appStarted(page);
    const open = page.getByRole('button', { name: 'See all reviews' });
    await pressUntilFocused(page, open, { max: 120 });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /More reviews/ });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Close More reviews/ })).toBeFocused();
    await expectFocusTrapped(page, drawer, 4);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test("the summit's group-ticket dialog traps focus, closes on Escape (from a field too) and returns focus", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/conference/${FULL}`);
    await appStarted(page);
    const open = await summitButton(page, 'Payment', 'Ask about group tickets');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Group tickets' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close Group tickets' })).toBeFocused();
    const stops = await dialog.evaluate((el) => el.querySelectorAll('a[href], button:not([disabled]), input, select, textarea').length);
    await expectFocusTrapped(page, dialog, stops + 1);
    await pressUntilFocused(page, dialog.getByLabel(/Work email/));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});

/** Through the summit's section navigation (Enter moves focus to the section), then Tab to `button`. */
async function summitButton(page: Page, section: string, button: string) {
  const link = page.getByRole('navigation', { name: 'Summit sections' }).getByRole('link', { name: section });
  await pressUntilFocused(page, link, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${section.toLowerCase()}`)).toBeFocused();
  const target = page.getByRole('button', { name: button });
  await pressUntilFocused(page, target, { max: 40 });
  return target;
}

test.describe('live regions', () => {
  test("the sponsor dialog traps focus and returns it; its confirmation is a polite status that takes focus", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/conference/${FULL}`);
    await appStarted(page);
    const assertive = page.getByTestId('toasts-assertive');
    const polite = page.getByTestId('toasts-polite');
    await expect(assertive).toHaveAttribute('aria-live', 'assertive');
    await expect(polite).toHaveAttribute('aria-live', 'polite');
    await expect(polite).toBeEmpty();
    // mark the region: the toast must be added to this very node, not to a region made with it
    await polite.evaluate((el) => { el.dataset.before = 'yes'; });

    const open = await summitButton(page, 'Sponsorship', 'Become a sponsor');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sponsor the summit' });
    await expect(dialog.getByRole('button', { name: 'Close Sponsor the summit' })).toBeFocused();
    const stops = await dialog.evaluate((el) => el.querySelectorAll('a[href], button:not([disabled]), input, select, textarea').length);
    await expectFocusTrapped(page, dialog, stops + 1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    // again, filled in and sent with the keyboard
    await page.route('**/api/leads', (route) => route.fulfill({ json: { ok: true } }));
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    for (const [label, value] of [[/First name/, 'Ana'], [/Last name/, 'Lee'], [/Work email/, 'ana.lee@pharma.example'], [/Company/, 'Pharma Example'], [/Job title/, 'Director']] as const) {
      await pressUntilFocused(page, dialog.getByLabel(label));
      await page.keyboard.type(value);
    }
    await pressUntilFocused(page, dialog.getByLabel(/Sponsorship interest/));
    await page.keyboard.press('ArrowDown'); // a native select changes with the arrows
    await expect(dialog.getByLabel(/Sponsorship interest/)).not.toHaveValue('');
    await pressUntilFocused(page, dialog.getByRole('button', { name: 'Send sponsorship enquiry' }));
    await page.keyboard.press('Enter');
    // the shared lead form confirms in place: a polite status panel in the dialog that takes focus,
    // so keyboard and screen-reader users land on it; nothing goes to the assertive region
    const done = dialog.getByRole('status');
    await expect(done).toContainText(/partnerships team will be in touch/);
    await expect(done).toBeFocused();
    await expect(polite).toHaveAttribute('data-before', 'yes');
    await expect(assertive).toBeEmpty();
  });

  test('the countdown and the mobile summit hero do not announce their changes', async ({ page, request }) => {
    const event = pick(await loadCatalog(request), 'event', (p) => !!p.eventStartDate && Date.parse(p.eventStartDate) > Date.now() + 86400_000);
    await openProduct(page, event);
    const timer = page.getByRole('timer');
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(timer).toHaveAttribute('aria-label', /^Countdown to the start: /); // static: the start date
    const ticking = page.getByTestId('countdown-seconds');
    await expect(ticking.locator('xpath=ancestor::*[@aria-hidden="true"][1]')).toHaveCount(1);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/conference/${FULL}`);
    await appStarted(page);
    const hero = page.getByTestId('hero-states');
    await expect(hero).toHaveAttribute('aria-live', 'off');
    await expect(hero).toHaveAttribute('aria-label', /.+/); // a static name for the rotating box
    // the state not shown is hidden from assistive technology (visibility: hidden on phones)
    const [shown, other] = await page.getByTestId('hero-state').locator('h2').allTextContents();
    await expect(page.getByRole('heading', { name: shown, exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: other, exact: true })).toHaveCount(0);
  });
});
