// The summit (spec 2.19 to 2.21): both conference variants and an unknown slug, the sticky section
// navigation, the promo video overlay, registration to the cart, the .ics file, the mobile hero
// alternation on a controlled clock, the dialogs, the nominations, badge and free-pass forms.
// Expected content comes from the API's summit data (and the agenda also from the spec).
import { expect, test } from '@playwright/test';
import { submitSignIn, TEST_PHARMACIST } from './helpers/auth';
import { withoutInlinedData } from './helpers/inlined-data';
import { waitForEmail } from './helpers/purchase';
import { gotoWaitsForApp } from './helpers/shell';
import {
  ASPIRING, FULL, SPEC_AGENDA, buySummitTicket, conferenceProduct, docTop, icsLines, icsUtc, nextSummit, readCart, scrollWindowTo, sectionNav, summitData,
} from './helpers/summit';

// the summit page is served rendered by mfe-summit; a click in it before the app takes over is lost (ARCHITECTURE.md 5b)
test.beforeEach(({ page }) => gotoWaitsForApp(page));

test.describe('conference page', () => {
  test('summit-march-2025 shows the full-price page with every section from the data', async ({ page, request }) => {
    const data = await summitData(request, FULL);
    const product = await conferenceProduct(request, FULL);
    expect(product.content?.slug, 'the product carries the summit content').toBe(FULL);
    await page.goto(`/conference/${FULL}`);
    const root = page.getByTestId('summit-page');
    await expect(root).toHaveAttribute('data-variant', 'full');
    await expect(page.getByRole('heading', { level: 1, name: data.name })).toBeVisible();

    // 10 speaker cards: each links to its agenda row and to an external profile
    const cards = page.getByTestId('speaker-card');
    await expect(cards).toHaveCount(10);
    for (const [i, s] of data.speakers.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name: s.name })).toBeVisible();
      await expect(card.getByRole('link', { name: /^See session/ })).toHaveAttribute('href', `#agenda-${s.agendaId}`);
      await expect(page.locator(`#agenda-${s.agendaId}`)).toHaveCount(1);
      const profile = card.getByRole('link', { name: `Profile of ${s.name} (opens in a new tab)`, exact: true });
      await expect(profile).toHaveAttribute('href', s.profileUrl);
      await expect(profile).toHaveAttribute('target', '_blank');
      await expect(profile).toHaveAttribute('rel', /noopener/);
    }

    // why join: the three cards
    await expect(page.getByTestId('why-card').getByRole('heading')).toHaveText(['Thought Leadership', 'Navigating Complexity', 'Network & Collaboration']);

    // the agenda table, exactly as the spec and the data
    const rows = page.getByTestId('agenda-row');
    await expect(rows).toHaveCount(SPEC_AGENDA.length);
    await expect(rows.locator('th')).toHaveText(SPEC_AGENDA.map(([t]) => t));
    for (const [i, [, session]] of SPEC_AGENDA.entries()) await expect(rows.nth(i).locator('td')).toContainText(session);
    expect(data.agenda.map((r) => [r.time, r.session])).toEqual(SPEC_AGENDA);

    await expect(page.getByRole('heading', { name: 'Our sponsors' })).toBeVisible();
    // (an archive: no call to nominate, see 'a summit that has ended')
    await expect(page.locator('#awards').getByRole('link', { name: 'Nominate now' })).toHaveCount(0);
    await expect(page.getByTestId('tier-card')).toHaveCount(1);
    await expect(page.getByTestId('tier-card')).toContainText('$599.99');
    await expect(page.getByRole('heading', { name: 'Group discounts' })).toBeVisible();
    await expect(page.locator('#about-council h2')).toHaveText('Who is the council?');
    await expect(page.getByRole('heading', { name: 'Venue and hotel' })).toBeVisible();
    await expect(page.locator('#sponsorship h2')).toBeVisible();

    // structured data: a schema.org Event with its offer (the page's block: the Event, then its breadcrumb trail)
    const [ld] = JSON.parse((await page.locator('#page-jsonld').textContent())!);
    expect(ld['@type']).toBe('Event');
    expect(ld.startDate).toBe(data.startDate);
    expect(ld.location.name).toBe(data.venue.name);
    expect(ld.offers).toEqual([expect.objectContaining({ '@type': 'Offer', price: product.productPrice.toFixed(2), priceCurrency: 'USD' })]);
    await expect(page).toHaveTitle(/Summit/);
  });

  test('the aspiring-professionals slug shows the discounted page: two tiers plus group discounts', async ({ page, request }) => {
    const data = await summitData(request, ASPIRING);
    await page.goto(`/conference/${ASPIRING}`);
    await expect(page.getByTestId('summit-page')).toHaveAttribute('data-variant', 'discounted');
    await expect(page.getByRole('heading', { level: 1, name: data.name })).toBeVisible();
    const tiers = page.getByTestId('tier-card');
    await expect(tiers).toHaveCount(2);
    await expect(tiers.getByRole('heading')).toHaveText(data.registration.tiers.map((t) => t.name));
    await expect(page.locator('#payment')).toContainText('$199.99');
    await expect(page.locator('#payment')).toContainText('$599.99');
    await expect(page.getByRole('heading', { name: 'Group discounts' })).toBeVisible();
    await expect(page.getByTestId('speaker-card')).toHaveCount(10);
    const [ld] = JSON.parse((await page.locator('#page-jsonld').textContent())!);
    expect(ld.offers.map((o: { price: string }) => o.price).sort()).toEqual(['199.99', '599.99']);
  });

  test("an unknown slug shows 'Sorry, conference not found!'; a missing slug goes to /404Error", async ({ page, request }) => {
    await page.goto('/conference/summit-march-1999');
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, conference not found!' })).toBeVisible();
    await expect(page.getByText(/check it for a typo/)).toBeVisible();
    await expect(page).toHaveURL(/\/conference\/summit-march-1999$/);
    await page.goto('/conference');
    await expect(page).toHaveURL(/\/404Error$/);

    // a conference product the API knows but that has no summit page (no summit content)
    const product = await conferenceProduct(request, FULL);
    await page.route('**/api/product?*slug=partner-meetup-2025*', (route) => route.fulfill({
      json: { ...product, productId: 999, productNickName: 'partner-meetup-2025', content: null },
    }));
    await page.goto('/conference/partner-meetup-2025');
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, conference not found!' })).toBeVisible();
    await expect(page.getByText(/check it for a typo/)).toBeVisible();
  });

  test('shows a loading indicator while the product loads', async ({ page }) => {
    await page.route('**/api/product?*', async (route) => { await new Promise((r) => setTimeout(r, 800)); await route.continue(); });
    await withoutInlinedData(page, `**/conference/${FULL}`);
    await page.goto(`/conference/${FULL}`);
    await expect(page.getByTestId('summit-loading').getByRole('status')).toHaveText(/Loading the summit/);
    await expect(page.getByTestId('summit-page')).toBeVisible();
  });
});

test.describe('section navigation', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
    test(`sticks flush under the top bar once scrolled past (CSS), highlights the section in view, unsticks when scrolled back (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/conference/${FULL}`);
      const nav = sectionNav(page);
      await expect(nav).toHaveAttribute('data-fixed', 'false');
      await expect(nav.getByRole('link')).toHaveText(['Why Attend', 'Agenda', 'Payment', 'Who is the council', 'Sponsorship', 'Nominations']);
      await expect(nav.getByRole('link', { name: 'Nominations' })).toHaveAttribute('href', '/acma-summit-nominations');
      // sticky by CSS at the spec's 72 px, right under the 72 px top bar: no strip between them (it once sat at 72 px under a 64 px bar)
      expect(await nav.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).top])).toEqual(['sticky', '72px']);
      const bar = await page.locator('header').first().evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
      expect(bar).toBe(72);

      const navTop = Math.round(await docTop(page, '#summit-section-nav'));
      await scrollWindowTo(page, navTop - (72 + 2));
      await expect(nav).toHaveAttribute('data-fixed', 'false');
      await scrollWindowTo(page, navTop + 1500);
      await expect(nav).toHaveAttribute('data-fixed', 'true');
      expect((await nav.boundingBox())!.y).toBe(72);

      // the section in view is highlighted
      await nav.getByRole('link', { name: 'Agenda' }).click();
      await expect(nav.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('#agenda h2')).toBeInViewport();
      await nav.getByRole('link', { name: 'Payment' }).click();
      await expect(nav.getByRole('link', { name: 'Payment' })).toHaveAttribute('aria-current', 'true');
      // the section lands just below the stuck navigation (the 72 px bar + the navigation's 56 px)
      await expect.poll(() => page.locator('#payment').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(72 + 56);

      // back to the top: in its place, nothing highlighted
      await scrollWindowTo(page, 0);
      await expect(nav).toHaveAttribute('data-fixed', 'false');
      await expect(nav.locator('[aria-current="true"]')).toHaveCount(0);
    });
  }

  test('Register Today scrolls to the payment section', async ({ page, request }) => {
    await page.goto(`/conference/${(await nextSummit(request)).full}`);
    await page.locator('#why-attend').getByRole('button', { name: 'Register Today' }).click();
    await expect(page.locator('#payment h2')).toBeInViewport();
    await expect(page).toHaveURL(/#payment$/);
  });
});

test.describe('promo video', () => {
  for (const width of [1280, 375]) {
    test(`the poster's words are the summit's own and the Play button leaves its headline clear (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      const { full } = await nextSummit(request);
      const data = await summitData(request, full);
      await page.goto(`/conference/${full}`);
      const poster = page.getByTestId('video-poster');
      await poster.scrollIntoViewIfNeeded();
      const year = data.startDate.slice(0, 4);
      await expect(poster).toContainText(data.name);
      await expect(poster).toContainText(new RegExp(`March \\d+, ${year}`));
      await expect(poster).not.toContainText('2025');
      const headline = (await page.getByTestId('video-poster-headline').boundingBox())!;
      const play = (await page.getByRole('button', { name: /^Play Video/ }).boundingBox())!;
      const overlaps = headline.x < play.x + play.width && play.x < headline.x + headline.width && headline.y < play.y + play.height && play.y < headline.y + headline.height;
      expect(overlaps, JSON.stringify({ headline, play })).toBe(false);
    });
  }

  test('starts without controls under a Play Video overlay; pressing it plays and shows the controls', async ({ page }) => {
    await page.goto(`/conference/${FULL}`);
    const video = page.getByTestId('promo-video');
    await video.scrollIntoViewIfNeeded();
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const play = page.getByRole('button', { name: /^Play Video/ });
    await expect(play).toBeVisible();
    expect(await video.locator('track').count(), 'no captions fetched before playing').toBe(0);
    await play.click();
    await expect(play).toHaveCount(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    // the English captions are on once it plays
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => [...v.textTracks].filter((t) => t.kind === 'captions' && t.mode === 'showing').length)).toBe(1);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 10_000 }).toBe(true);
  });
});

test.describe('registration', () => {
  // tickets are on sale for the next summit (the 2025 one has ended: see 'a summit that has ended')
  test('adds the full-price ticket to the cart and opens /cart', async ({ page, request }) => {
    const { full } = await nextSummit(request);
    const product = await conferenceProduct(request, full);
    await page.goto(`/conference/${full}`);
    await page.getByRole('button', { name: /^Register: / }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await readCart(page)).toEqual([expect.objectContaining({ productId: product.productId, quantity: 1 })]);
    const pushed = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.map((e) => e.event) ?? []);
    expect(pushed).toContain('add_to_cart');
  });

  test('both tiers of the discounted page add their own ticket', async ({ page, request }) => {
    const { aspiring } = await nextSummit(request);
    const data = await summitData(request, aspiring);
    for (const tier of data.registration.tiers) {
      const ticket = await conferenceProduct(request, tier.productSlug);
      await page.goto(`/conference/${aspiring}`);
      await page.getByRole('button', { name: `Register: ${tier.name}` }).click();
      await expect(page).toHaveURL(/\/cart$/);
      expect(await readCart(page)).toContainEqual(expect.objectContaining({ productId: ticket.productId, quantity: 1 }));
    }
  });

  test("a tier without a product shows 'Invalid Conference. Please try again'", async ({ page, request }) => {
    const { full, aspiring } = await nextSummit(request);
    const product = await conferenceProduct(request, aspiring);
    await page.route(`**/api/product?*slug=${aspiring}*`, (route) => route.fulfill({ json: { ...product, boughtTogether: [] } }));
    await page.route(`**/api/product?*slug=${full}&*`, (route) => route.fulfill({ status: 404, json: { error: 'Product not found' } }));
    await withoutInlinedData(page, `**/conference/${aspiring}`);
    await page.goto(`/conference/${aspiring}`);
    await page.getByRole('button', { name: 'Register: Industry Professional' }).click();
    const toast = page.getByTestId('toasts-assertive').locator('[data-kind="error"]');
    await expect(toast).toHaveText(/Invalid Conference. Please try again/);
    await expect(page).toHaveURL(new RegExp(`/conference/${aspiring}`));
    expect(await readCart(page)).toEqual([]);
  });
});

test.describe('a summit that has ended', () => {
  test('shows as past: its page and agenda stay, no ticket can be added, its links lead to the next summit; the API refuses its ticket', async ({ page, request }) => {
    const { full } = await nextSummit(request);
    const next = await summitData(request, full);
    await page.goto(`/conference/${FULL}`);
    await expect(page.getByTestId('summit-page')).toHaveAttribute('data-ended', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'This summit has taken place' })).toBeVisible();
    await expect(page.locator('#agenda table tbody tr')).toHaveCount(SPEC_AGENDA.length);
    await expect(page.getByRole('button', { name: /^Register: / })).toHaveCount(0);
    await expect(page.getByTestId('registration-closed')).toContainText('Registration has closed');
    // an archive offers no registration, nomination, room or calendar
    const root = page.getByTestId('summit-page');
    for (const name of ['Register Today', 'Add to calendar (.ics)']) await expect(root.getByRole('button', { name })).toHaveCount(0);
    for (const name of ['Nominate now', /^Book a room/]) await expect(root.getByRole('link', { name })).toHaveCount(0);
    await expect(page.locator('#awards')).not.toContainText('Nominations close');
    const link = page.getByRole('link', { name: new RegExp(`^See the next summit: ${next.name}`) });
    await expect(link).toHaveAttribute('href', `/conference/${full}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/conference/${full}$`));
    await expect(page.getByTestId('summit-page')).toHaveAttribute('data-ended', 'false');
    await expect(page.getByRole('button', { name: /^Register: / }).first()).toBeVisible();
    await expect(root.getByRole('button', { name: 'Register Today' })).toHaveCount(2);
    await expect(root.getByRole('link', { name: 'Nominate now' })).toHaveAttribute('href', '/acma-summit-nominations');
    await expect(root.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();

    const past = await conferenceProduct(request, FULL);
    const refused = await request.post('/api/productaddtocart', { data: { products: [{ productId: past.productId, productPrice: 1, productName: 'x' }], email: '', fullName: '', params: {} } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('ACMA Summit 2025 took place on March 6, 2025: its tickets are no longer on sale.');
  });
});

test.describe('hotel and calendar', () => {
  test('Add to calendar downloads a valid .ics file for the summit; the day\'s hours are the agenda\'s (to the gala\'s end)', async ({ page, request }) => {
    const { full } = await nextSummit(request);
    const data = await summitData(request, full);
    await page.goto(`/conference/${full}`);
    // the agenda's first start and last end (the gala until 8:30 PM), not the data's 8:00 PM end
    await expect(page.getByTestId('summit-hours')).toHaveText('8:00 AM to 8:30 PM');
    await expect(page.locator('#hotel')).toContainText('8:00 AM to 8:30 PM (Eastern Time)');
    // no placeholder links: the data names no sponsor site nor hotel booking page
    await expect(page.getByRole('link', { name: /^Book a room/ })).toHaveCount(0);
    expect(await page.locator('#sponsors a, #hotel a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href).filter((h) => /\.example(\/|$)/.test(new URL(h).hostname + '/')))).toEqual([]);
    await expect(page.getByTestId('sponsor-logo').first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${full}.ics`);
    const path = await download.path();
    const ics = (await import('node:fs')).readFileSync(path!, 'utf8');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // CRLF only
    const lines = icsLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('END:VEVENT');
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain(`DTSTART:${icsUtc(data.startDate)}`);
    expect(lines).toContain(`DTEND:${icsUtc(data.startDate.replace('T08:00:00', 'T20:30:00'))}`);
    expect(data.startDate).toMatch(/T08:00:00-05:00$/); // 8:00 AM in New Jersey
    expect(lines).toContain(`SUMMARY:${data.name}`);
    expect(lines.find((l) => l.startsWith('LOCATION:'))).toContain(data.venue.name);
    expect(lines.find((l) => l.startsWith('UID:'))).toBeTruthy();
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    await expect(page.getByText('Calendar file downloaded')).toBeVisible();
  });
});

test.describe('mobile hero', () => {
  test('alternates between its two states every 10 s with a 500 ms transition (controlled clock)', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/conference/${FULL}`);
    const box = page.getByTestId('hero-states');
    await expect(box).toHaveAttribute('aria-live', 'off');
    await expect(box).toHaveAttribute('data-active', '0');
    const states = page.getByTestId('hero-state');
    await expect(states.nth(0)).toBeVisible();
    await expect(states.nth(1)).toBeHidden();

    // The installed clock also flows in real time between the steps (up to ~1 s when the machine is
    // busy), so the checks sit a second away from the switch times; the exact 10 s / 500 ms timing is
    // covered with fake timers in the hero's unit test.
    await page.clock.runFor(9_000);
    await expect(box).toHaveAttribute('data-active', '0');
    await page.clock.runFor(2_000); // past 10 s + the 500 ms transition
    await expect(box).toHaveAttribute('data-active', '1');
    await expect(states.nth(1)).toBeVisible();
    await expect(states.nth(0)).toBeHidden();
    await page.clock.runFor(10_000); // past 20.5 s: back to the first state
    await expect(box).toHaveAttribute('data-active', '0');
  });

  test('does not alternate on desktop', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/conference/${FULL}`);
    const box = page.getByTestId('hero-states');
    await expect(box).toHaveAttribute('data-active', '0');
    await expect(page.getByTestId('hero-state').nth(1)).toBeVisible();
    await page.clock.runFor(25_000);
    await expect(box).toHaveAttribute('data-active', '0');
    await expect(page.getByTestId('hero-state').nth(0)).toBeVisible();
    await expect(page.getByTestId('hero-state').nth(1)).toBeVisible();
  });
});

test.describe('dialogs', () => {
  test('the group-ticket dialog opens, closes and submits through the lead form', async ({ page }) => {
    await page.goto(`/conference/${FULL}?utm_source=summit-e2e`);
    const open = page.getByRole('button', { name: 'Ask about group tickets' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Group tickets' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByRole('button', { name: 'Request group rate' }).click();
    await expect(dialog.getByLabel(/First name/)).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(/First name/).fill('Ana');
    await dialog.getByLabel(/Last name/).fill('Lee');
    await dialog.getByLabel(/Work email/).fill('ana.lee@pharma.example');
    await dialog.getByLabel(/Company/).fill('Pharma Example');
    await dialog.getByLabel(/Job title/).fill('Director, Medical Affairs');
    await dialog.getByLabel(/Number of tickets/).fill('6');
    const [req] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST'),
      dialog.getByRole('button', { name: 'Request group rate' }).click(),
    ]);
    expect(req.postDataJSON()).toEqual(expect.objectContaining({
      form: 'summit-group-tickets',
      fields: expect.objectContaining({ firstname: 'Ana', email: 'ana.lee@pharma.example', tickets: '6' }),
    }));
    await expect(dialog.getByText('Our events team will contact you about group tickets')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close Group tickets' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the sponsor dialog opens, closes and submits', async ({ page }) => {
    await page.goto(`/conference/${FULL}`);
    await page.getByRole('button', { name: 'Become a sponsor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sponsor the summit' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/First name/).fill('Sam');
    await dialog.getByLabel(/Last name/).fill('Ortiz');
    await dialog.getByLabel(/Work email/).fill('sam.ortiz@biotech.example');
    await dialog.getByLabel(/Company/).fill('Biotech Example');
    await dialog.getByLabel(/Job title/).fill('Head of Partnerships');
    await dialog.getByLabel(/Sponsorship interest/).selectOption('awards-gala');
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Send sponsorship enquiry' }).click(),
    ]);
    expect(res.ok()).toBeTruthy();
    expect(res.request().postDataJSON().form).toBe('summit-sponsorship');
    await expect(dialog.getByText('Our partnerships team will be in touch shortly')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('nominations', () => {
  test('lists the four awards with criteria, the deadline and takes a peer nomination', async ({ page, request }) => {
    // the nominations are the current summit's: the next one (the 2025 summit has ended)
    const data = await summitData(request, 'current');
    const year = data.nominations.deadline.slice(0, 4);
    expect(Number(year)).toBeGreaterThan(2025);
    await page.goto('/acma-summit-nominations');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nominations');
    const awards = page.getByTestId('award-card');
    await expect(awards).toHaveCount(4);
    await expect(awards.getByRole('heading', { level: 3 })).toHaveText([
      'Rising Star in Medical Affairs', 'Medical Affairs Trailblazer', 'MSL of the Year', 'Innovation & Excellence Within Medical Affairs',
    ]);
    for (const [i, a] of data.nominations.awards.entries()) {
      for (const c of a.criteria) await expect(awards.nth(i)).toContainText(c);
    }
    await expect(page.getByText(`Nominations close January 30, ${year}`).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Self nominations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nominating a colleague or a team' })).toBeVisible();
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(`January 30, ${year}`);

    await page.getByRole('button', { name: 'Submit a nomination' }).click();
    await page.getByRole('button', { name: 'Submit nomination' }).click();
    await expect(page.getByText('Please say whether you are nominating yourself or someone else.')).toBeVisible();
    await page.getByLabel('Another professional or team').check();
    await page.getByLabel(/^Award/).selectOption({ label: 'MSL of the Year' });
    await page.getByLabel(/Nominee's first name/).fill('Priya');
    await page.getByLabel(/Nominee's last name/).fill('Natarajan');
    await page.getByLabel(/Nominee's email/).fill('priya.n@field.example');
    await page.getByLabel(/Job title/).fill('Senior MSL, Oncology');
    await page.getByLabel(/Company or organization/).fill('Field Example Pharma');
    await page.getByLabel(/Your name/).fill('Jordan Blake');
    await page.getByLabel(/Your email/).fill('jordan.blake@field.example');
    await page.getByLabel(/Why does this nomination/).fill('Priya built the insight program our oncology team now uses in every launch, and trained twelve new MSLs this year.');
    const [req] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST'),
      page.getByRole('button', { name: 'Submit nomination' }).click(),
    ]);
    expect(req.postDataJSON()).toEqual(expect.objectContaining({
      form: 'summit-nomination',
      fields: expect.objectContaining({ nomination_type: 'peer', award_name: 'MSL of the Year', nominee_email: 'priya.n@field.example', nominator_email: 'jordan.blake@field.example' }),
    }));
    await expect(page.getByText(/Your nomination of Priya Natarajan for MSL of the Year has been received/)).toBeVisible();
  });
});

test.describe('free pass', () => {
  test('a wrong code is refused with the API message; a partner code is accepted, a repeat changes nothing, the emailed link changes it', async ({ page, request, baseURL }) => {
    await page.goto('/summit-conference-free-pass');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const meta = await page.locator('meta[name="description"]').getAttribute('content');
    expect(meta).toMatch(/only for members of our partner/);
    expect(meta).toMatch(/Spots are limited/);
    expect(meta).toMatch(/notified by email/);

    const email = `lena.fischer.${Date.now()}@partner.example`;
    const fill = async (code: string, firstName = 'Lena') => {
      await page.getByLabel(/Free pass code/).fill(code);
      await page.getByLabel(/First name/).fill(firstName);
      await page.getByLabel(/Last name/).fill('Fischer');
      await page.getByLabel(/Work email/).fill(email);
      await page.getByLabel(/Company/).fill('Partner Society');
      await page.getByLabel(/Job title/).fill('Medical Director');
    };
    await fill('NOT-A-REAL-CODE');
    const [bad] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/summit/free-pass')),
      page.getByRole('button', { name: 'Request my free pass' }).click(),
    ]);
    expect(bad.status()).toBe(400);
    const { message } = await bad.json() as { message: string };
    await expect(page.getByTestId('free-pass-result')).toHaveText(message);
    await expect(page.getByLabel(/Free pass code/)).toHaveAttribute('aria-invalid', 'true');

    await fill('partner-summit-2025');
    const [good] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/summit/free-pass')),
      page.getByRole('button', { name: 'Request my free pass' }).click(),
    ]);
    expect(good.status()).toBe(201);
    await expect(page.getByTestId('free-pass-result')).toHaveText((await good.json() as { message: string }).message);

    // someone else repeating the claim under another name changes nothing and is answered alike
    await fill('partner-summit-2025', 'Mallory');
    const [repeat] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/summit/free-pass')),
      page.getByRole('button', { name: 'Request my free pass' }).click(),
    ]);
    expect([repeat.status(), await repeat.text()]).toEqual([good.status(), await good.text()]);

    // the claimant changes it through the signed link emailed to them
    const mail = await waitForEmail(request, baseURL!, email, /complimentary pass request/);
    const link = /(http\S+\?claim=[\w.-]+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeTruthy();
    expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);
    await page.goto(link!);
    const change = page.getByTestId('free-pass-change');
    await expect(change).toContainText(email);
    await expect(change.getByLabel(/First name/)).toHaveValue('Lena');
    await change.getByLabel(/Job title/).fill('VP Medical');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/summit/free-pass/claim') && r.request().method() === 'PUT'),
      page.getByRole('button', { name: 'Save my request' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await expect(page.getByTestId('free-pass-result')).toHaveText((await saved.json() as { message: string }).message);
    // a broken link says so
    await page.goto('/summit-conference-free-pass?claim=abc.def');
    await expect(page.getByTestId('free-pass-result')).toContainText('not valid or has expired');
  });
});

test.describe('attendee badge', () => {
  test('signed out: asked to sign in (the API refuses without a token); signed in: no registration, then saved and updated after paying', async ({ page, request, baseURL }) => {
    const buyer = TEST_PHARMACIST;
    const ticket = await conferenceProduct(request, (await nextSummit(request)).full);

    // A badge belongs to its attendee: without a token the API answers 401, and the page asks to sign in.
    const anonymous = await request.post('/api/summit/badge', { data: { email: buyer.email, firstName: 'Priya', lastName: 'Raman', jobTitle: 'MSL', company: 'Raman Clinical Pharmacy' } });
    expect(anonymous.status()).toBe(401);
    // "You are registered" is said only to a signed-in holder of the summit's ticket
    const registered = page.getByText(/You are registered for/);
    await page.goto('/summit-conference-badge');
    await expect(page.getByRole('heading', { level: 1, name: 'Your summit badge' })).toBeVisible();
    // (the summit is the page's route data: in the served document, not asked for by the browser)
    await expect(page.locator('html[data-live]')).toBeAttached();
    await expect(page.getByLabel(/Email used at registration/)).toHaveCount(0);
    await expect(registered).toHaveCount(0);
    const asked = page.waitForResponse((r) => r.url().includes('/api/summit/registration?'));
    await page.getByRole('button', { name: 'Sign in to complete your badge' }).click();
    await submitSignIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL(/\/summit-conference-badge$/);
    await expect(page.getByLabel(/Email used at registration/)).toHaveValue(buyer.email);
    expect(await (await asked).json()).toEqual({ registered: false });
    await expect(registered).toHaveCount(0);

    const fill = async (email: string, jobTitle: string) => {
      await page.getByLabel(/Email used at registration/).fill(email);
      await page.getByLabel(/First name/).fill('Priya');
      await page.getByLabel(/Last name/).fill('Raman');
      await page.getByLabel(/Job title/).fill(jobTitle);
      await page.getByLabel(/^Company/).fill('Raman Clinical Pharmacy');
    };
    const submit = async () => {
      const [res] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/summit/badge')),
        page.getByRole('button', { name: /badge details/ }).click(),
      ]);
      return res;
    };

    // client-side checks first: errors tied to their fields, nothing sent
    await page.getByLabel(/Email used at registration/).fill('');
    await page.getByRole('button', { name: 'Save my badge details' }).click();
    await expect(page.getByLabel(/Email used at registration/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/Email used at registration/)).toBeFocused();
    await fill(buyer.email, 'Clinical Pharmacist');
    await page.getByLabel(/First name/).fill('Verify at https://evil.example');
    await page.getByRole('button', { name: 'Save my badge details' }).click();
    await expect(page.getByLabel(/First name/)).toHaveAttribute('aria-invalid', 'true');

    await fill(`no.registration.${Date.now()}@example.com`, 'Clinical Pharmacist');
    const none = await submit();
    expect(none.status()).toBe(404);
    expect(none.request().headers().authorization).toMatch(/^Bearer /);
    await expect(page.getByTestId('badge-result')).toHaveText((await none.json() as { message: string }).message);

    await buySummitTicket(page, buyer, ticket.productId, { signedIn: true });

    // the thank-you page and the email give the summit's day, venue and badge form, not programs on the learning platform
    const current = await summitData(request, 'current');
    const year = current.startDate.slice(0, 4);
    await expect(page).toHaveURL(/\/success\?session_id=/);
    const ticketBox = page.getByTestId('event-ticket');
    await expect(ticketBox).toContainText(new RegExp(`When.*March \\d+, ${year}, 8:00 AM`));
    await expect(ticketBox).toContainText(`Where${current.venue.name}, ${current.venue.address}`);
    await expect(ticketBox.getByRole('link', { name: 'complete your attendee badge' })).toHaveAttribute('href', '/summit-conference-badge');
    await expect(page.getByTestId('success-emailed')).not.toContainText('learning platform');
    const mail = await waitForEmail(request, baseURL!, buyer.email, /^Your ACMA ticket – receipt /);
    expect(mail.text).not.toContain('waiting on the ACMA learning platform');
    expect(mail.text).toMatch(new RegExp(`When: \\w+day, March \\d+, ${year}, 8:00 AM local time`));
    expect(mail.text).toContain(`Where: ${current.venue.name}, ${current.venue.address}`);
    expect(mail.text).toContain(`${baseURL}/summit-conference-badge`);

    await page.goto('/summit-conference-badge');
    await expect(page.getByTestId('badge-registered')).toHaveText(new RegExp(`^You are registered for ${current.name}, `));
    await fill(buyer.email.toUpperCase(), 'Clinical Pharmacist');
    const created = await submit();
    expect(created.status()).toBe(201);
    await expect(page.getByTestId('badge-result')).toHaveText((await created.json() as { message: string }).message);
    await expect(page.getByRole('button', { name: 'Update my badge details' })).toBeVisible();

    // the values stay, so the attendee can change one and resubmit
    await page.getByLabel(/Job title/).fill('Director, Medical Information');
    const updated = await submit();
    expect(updated.status()).toBe(200);
    expect(await updated.json()).toEqual(expect.objectContaining({ status: 'updated' }));
    await expect(page.getByTestId('badge-result')).toHaveText((await updated.json() as { message: string }).message);
  });
});
