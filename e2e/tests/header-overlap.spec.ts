// Nothing the buyer needs sits under the sticky top bar or the phone's bottom tab bar: a focused
// element (WCAG 2.2 Focus Not Obscured), an in-site link's anchor, the phone menu's last link; and
// the footer's outside links (privacy policy, social media pages).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { nextFrames } from './helpers/layout-shift';
import { gotoWaitsForApp } from './helpers/shell';

// act on the page once the app has taken it over (the served page area is not interactive before it hydrates)
test.beforeEach(({ page }) => gotoWaitsForApp(page));

const TOP_BAR = 72;
const FOCUS_RING = 5; // 3 px outline + 2 px offset

async function focusedTop(page: Page): Promise<number> {
  return page.evaluate(() => (document.activeElement as HTMLElement).getBoundingClientRect().top);
}

test('on /catalog, tabbing from "Reset filters" to the first product card keeps the card and its ring below the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/catalog');
  const firstLink = page.locator('main article a[href]').first();
  await expect(firstLink).toBeVisible();
  // scroll so that the first card's link is just under the top bar, as after reading further down
  await firstLink.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 20));
  await page.getByRole('button', { name: 'Reset filters' }).first().evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  // Tab until the first card's link has focus
  for (let i = 0; i < 10 && !(await firstLink.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(firstLink).toBeFocused();
  expect(await focusedTop(page)).toBeGreaterThanOrEqual(TOP_BAR + FOCUS_RING);
});

test('on the quiz, Shift+Tab back to an answer of the question above keeps it and its ring below the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/test-your-knowledge-medical-affairs');
  const questions = page.getByTestId('quiz-question');
  const above = questions.nth(0).getByRole('radio');
  await expect(above.first()).toBeVisible();
  // the first question's last answer just under the top bar, as after reading further down
  await above.last().evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 20));
  await questions.nth(1).getByRole('radio').first().evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  await page.keyboard.press('Shift+Tab');
  await expect(above.last()).toBeFocused();
  expect(await focusedTop(page)).toBeGreaterThanOrEqual(TOP_BAR + FOCUS_RING);
});

const SECTION_NAV = 56; // the summit's section menu, stuck under the top bar

/**
 * Puts `target` just under the top bar (so under the stuck section menu, as after reading further
 * down), focuses the element after it in tab order without scrolling, and Shift+Tabs back to it.
 */
async function shiftTabBackTo(page: Page, target: Locator): Promise<void> {
  await target.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 80));
  await target.evaluate((el) => {
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])')]
      .filter((e) => e.getClientRects().length > 0);
    focusable[focusable.indexOf(el as HTMLElement) + 1]!.focus({ preventScroll: true });
  });
  await page.keyboard.press('Shift+Tab');
  await expect(target).toBeFocused();
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
  test(`on the summit page, Shift+Tab back to a button keeps it and its ring below the top bar and the section menu (${viewport.width} px)`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const next = await (await request.get('/api/summit/current')).json() as { slug: string };
    await page.goto(`/conference/${next.slug}`);
    const root = page.getByTestId('summit-page');
    for (const target of [root.getByRole('button', { name: 'Ask about group tickets' }), root.getByRole('button', { name: /^Register: / }).first()]) {
      await shiftTabBackTo(page, target);
      await expect(page.getByRole('navigation', { name: 'Summit sections' })).toHaveAttribute('data-fixed', 'true');
      expect(await focusedTop(page), await target.textContent() ?? '').toBeGreaterThanOrEqual(TOP_BAR + SECTION_NAV + FOCUS_RING);
      // what is at its centre is the button, not a bar over it
      expect(await target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      })).toBe(true);
    }
  });
}

test('the footer\'s "Refund policy" lands the heading below the top bar on an in-site navigation, as a fresh load does', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/terms#refund');
  const heading = page.locator('#refund');
  await expect(heading).toBeVisible();
  await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(TOP_BAR);
  const fresh = await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  expect(fresh).toBeLessThan(TOP_BAR + 40);

  await page.goto('/faq');
  const link = page.locator('footer').getByRole('link', { name: 'Refund policy' });
  await link.click();
  await expect(page).toHaveURL(/\/terms#refund$/);
  const top = () => page.locator('#refund').evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(top).toBe(fresh);
  await expect(heading).toBeFocused();

  // the same link again, after scrolling away: it goes back to the heading (mouse, then Enter), and
  // the heading takes focus, so the next Tab goes on from the refund policy
  await nextFrames(page); // the landing scrolls once more two frames later (scroll-to-hash.ts): done before scrolling away
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(top).toBeGreaterThan(fresh + 100);
  await link.click();
  await expect.poll(top).toBe(fresh);
  await expect(heading).toBeFocused();
  await nextFrames(page); // the landing scrolls once more two frames later (scroll-to-hash.ts): done before scrolling away
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(top).toBeGreaterThan(fresh + 100);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect.poll(top).toBe(fresh);
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/terms#refund$/);
});

test.describe('phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('every menu item can be tapped, the last one too; the tab bar is inactive while the menu is open', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toHaveAttribute('inert', '');
    await drawer.evaluate((el) => { el.scrollTop = el.scrollHeight; });
    const cart = drawer.getByRole('link', { name: 'Cart', exact: true });
    const box = (await cart.boundingBox())!;
    // what is at the link's centre is the link, not the tab bar
    const hit = await page.evaluate(([x, y]) => {
      const el = document.elementFromPoint(x!, y!);
      return el?.closest('a')?.textContent ?? el?.tagName ?? null;
    }, [box.x + box.width / 2, box.y + box.height / 2]);
    expect(hit).toBe('Cart');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('bottom-bar')).not.toHaveAttribute('inert', '');
  });
});

test("the footer links to the accreditor's privacy policy and the council's social media pages", async ({ page }) => {
  await page.goto('/faq');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: /^Privacy policy/ })).toHaveAttribute('href', /^https:\/\/medicalaffairs-council\.org\/privacy-policy$/);
  await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(5);
});

test('the store serves its icon (the page asks for /favicon.ico and gets it)', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
});
