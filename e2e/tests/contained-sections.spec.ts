// Page sections below the first screen are not laid out until they come near the window
// (shared-ui Section: content-visibility: auto), so the first frame's layout is only what a buyer
// sees first. What must stay true with it: a jump to a section lands exactly where it should, even
// as the first thing a buyer does (openSections() lays out the sections it passes over), and a modal
// opened from a section covers the window.
import { expect, test, type Page } from '@playwright/test';
import { gotoWaitsForApp } from './helpers/shell';

test.beforeEach(({ page }) => gotoWaitsForApp(page));

const BCMAS = '/certification/bcmas';
const SUMMIT = '/conference/summit-march-2025';

/** Whether the section's contents are laid out now (false while content-visibility skips them). */
const rendered = (page: Page, section: string) => page.locator(`${section} h2`).first().evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

/** The element's distance from the window's top, once it has stopped moving (smooth scrolling, sections laid out on the way). */
async function settledTop(page: Page, selector: string): Promise<number> {
  const top = () => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  let last = Number.NaN;
  await expect.poll(async () => {
    const now = await top();
    const same = now === last;
    last = now;
    return same;
  }, { intervals: [150], timeout: 10_000 }).toBe(true);
  return last;
}

/** Where the document puts an anchor's top: below the sticky top bar (html's scroll-padding-top). */
const scrollPaddingTop = (page: Page) => page.evaluate(() => Math.round(parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)));

for (const viewport of [{ width: 1280, height: 720 }, { width: 375, height: 740 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('sections below the first screen wait to be laid out until the buyer comes near them', async ({ page }) => {
      for (const [path, last] of [[BCMAS, '#similar'], ['/', 'section[aria-labelledby="app-heading"]'], [SUMMIT, '#sponsorship']] as const) {
        await page.goto(path);
        expect(await rendered(page, last), `${path} ${last} skipped on load`).toBe(false);
        await page.locator(last).scrollIntoViewIfNeeded();
        await expect.poll(() => rendered(page, last), `${path} ${last} laid out when reached`).toBe(true);
      }
    });

    test('the rating link, as the first thing done, lands the reviews below the top bar', async ({ page }) => {
      await page.goto(BCMAS);
      expect(await rendered(page, '#reviews')).toBe(false);
      await page.getByTestId('rating-link').click();
      expect(await settledTop(page, '#reviews')).toBe(await scrollPaddingTop(page));
      await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeFocused();
    });

    test('an address with a section anchor opens at that section', async ({ page }) => {
      await page.goto(`${BCMAS}#modules`);
      expect(await settledTop(page, '#modules')).toBe(await scrollPaddingTop(page));
    });

    test('the summit’s Register Today, as the first thing done, lands the payment section below its navigation', async ({ page, request }) => {
      // (the next summit's page: an archived one offers no registration)
      const next = await (await request.get('/api/summit/current')).json() as { slug: string };
      await page.goto(`/conference/${next.slug}`);
      await page.getByTestId('summit-page').getByRole('button', { name: 'Register Today' }).first().click();
      // the section navigation sticks under the 72 px top bar, plus its 56 px
      expect(await settledTop(page, '#payment')).toBe(72 + 56);
    });

    test('the nominations page’s Submit a nomination, as the first thing done, lands the form where its address opens it', async ({ page, context }) => {
      // the form is near the page's end: the window may stop before its top reaches the top bar,
      // so the place to compare is where a fresh load of /acma-summit-nominations#nominate puts it
      const fresh = await context.newPage();
      gotoWaitsForApp(fresh);
      await fresh.goto('/acma-summit-nominations#nominate');
      const expected = await settledTop(fresh, '#nominate');
      await fresh.close();
      await page.goto('/acma-summit-nominations');
      await page.getByRole('button', { name: 'Submit a nomination' }).click();
      expect(await settledTop(page, '#nominate')).toBe(expected);
    });

    test('the reviews drawer opened from its section covers the window', async ({ page }) => {
      await page.goto(BCMAS);
      await page.getByRole('button', { name: 'See all reviews' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      const box = await drawer.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { top: Math.round(r.top), bottom: Math.round(r.bottom), right: Math.round(r.right), inside: Boolean(hit && el.contains(hit)) };
      });
      // fixed to the window's right edge, full height, on top of everything at its centre
      expect(box).toEqual({ top: 0, bottom: viewport.height, right: viewport.width, inside: true });
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });
  });
}
