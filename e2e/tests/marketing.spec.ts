// Marketing pages: every lead form submitted natively and stored by the API (POST /api/leads answers
// 201 with the stored lead's id), the guides' PDFs, the partner registration, and each page's headline.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers/shell';
import { field, fillForm, LEAD_PAGES, submitLead } from './helpers/marketing';
import { waitForEmail } from './helpers/purchase';

test.describe('lead forms (native, stored by the API)', () => {
  for (const lp of LEAD_PAGES) {
    test(`${lp.path}: headline, validation and a stored submission`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`${lp.path}?utm_source=e2e&utm_medium=test&utm_campaign=${lp.form}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lp.headline);

      // an empty submission shows errors tied to the fields and sends nothing
      let posted = 0;
      page.on('request', (r) => { if (r.url().endsWith('/api/leads')) posted += 1; });
      await page.getByRole('button', { name: lp.submit, exact: true }).click();
      const first = field(page, 'First name');
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(first).toHaveAccessibleDescription('Please enter your first name.');
      expect(posted).toBe(0);

      await fillForm(page, lp.fill);
      const { response } = await submitLead(page, lp.submit, lp.form);
      const sent = response.request().postDataJSON() as { form: string; fields: Record<string, string>; params: Record<string, string> };
      expect(sent.form).toBe(lp.form);
      expect(sent.fields).toMatchObject({ firstname: 'Amara', lastname: 'Osei' });
      expect(sent.params).toEqual({ utm_source: 'e2e', utm_medium: 'test', utm_campaign: lp.form });

      if ('text' in lp.success) {
        await expect(page.getByTestId('lead-form-success')).toContainText(lp.success.text);
        await expect(page.getByTestId('lead-form-success')).toBeFocused();
      } else {
        await expect(page).toHaveURL(new RegExp(`${lp.success.thankYouPath}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lp.success.thankYouHeadline);
        // the download is a real PDF served from the remote's release
        const link = page.getByTestId('pdf-download');
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^(http:\/\/localhost:\d+)?\/releases\/marketing\/[0-9a-f]{12}\/assets\/.+\.[0-9a-f]{8}\.pdf$/);
        const pdf = await page.request.get(href!);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toContain('application/pdf');
        const bytes = await pdf.body();
        expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
        expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toMatch(/^ACMA-.+\.pdf$/);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the API message is shown when the server refuses a lead', async ({ page }) => {
    await page.goto('/contact-us/jobs');
    await page.route('**/api/leads', (route) => route.fulfill({
      status: 429, contentType: 'application/json',
      body: JSON.stringify({ error: 'Too Many Requests', message: 'Too many submissions from this address. Please try again in a minute.', statusCode: 429 }),
    }));
    await fillForm(page, LEAD_PAGES.find((l) => l.form === 'contact-jobs')!.fill);
    await page.getByRole('button', { name: 'Send my details' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many submissions' })).toBeVisible();
    await expect(page.getByTestId('lead-form-success')).toHaveCount(0);
  });
});

test.describe('the embedded chat (no chat provider configured)', () => {
  test('the launcher opens the chat dialog on demand; a message is checked, stored and reaches the store\'s inbox, and the buyer is told how the answer comes', async ({ page, request, baseURL }) => {
    const errors = collectErrors(page);
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const chunks: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') chunks.push(r.url()); });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeVisible();
    const beforeOpen = chunks.length;
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Chat with an advisor' });
    await expect(dialog).toBeVisible();
    expect(chunks.length, 'the dialog\'s code loads when the chat is opened, not with the page').toBeGreaterThan(beforeOpen);
    await expect(dialog.getByRole('button', { name: 'Close Chat with an advisor' })).toBeFocused();

    // nothing is sent until the fields are right; each says what is missing
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByLabel(/Your name/)).toHaveAccessibleDescription('Please enter your name.');
    await dialog.getByLabel(/Your name/).fill(`Priya ${id}`);
    await dialog.getByLabel(/^Email/).fill(`priya.${id}@example.com`);
    await dialog.getByLabel(/Your message/).fill('Can my team of 6 start the BCMAS program next month?');
    const { response } = await submitLead(page, 'Send message', 'live-chat');
    expect(response.status()).toBe(201);
    await expect(dialog.getByTestId('lead-form-success')).toContainText('An advisor answers by email, within one business day.');

    // the subject carries the lead's number only: nothing the visitor typed goes into a header
    const mail = await waitForEmail(request, baseURL!, 'support@medicalaffairs-council.org', /^Chat message #\d+ from the store's chat$/, (m) => m.text.includes(`Name: Priya ${id}`));
    expect(mail.text).toContain(`Answer to: priya.${id}@example.com`);
    expect(mail.text).toContain('Can my team of 6 start the BCMAS program next month?');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(launcher).toBeFocused();
    // the contact page's hero invites the same chat (spec 2.16)
    await page.goto('/contact-us');
    await expect(page.getByText('Want a quicker response? Chat with an advisor now.')).toBeVisible();
    await page.getByRole('button', { name: 'Start a live chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat with an advisor' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('partner conference', () => {
  test('registration with consent, then the thank-you with the 25% code and the catalog link', async ({ page }) => {
    await page.goto('/sipha-conference');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register for the SIPHA conference');
    await expect(page.getByTestId('consent-notice')).toContainText('name, job title, affiliation and professional profile account in partner applications');
    // the attendee discount has ended: the page no longer advertises it
    await expect(page.locator('main')).not.toContainText('attendee discount');
    await expect(page.locator('main')).not.toContainText('25% off');
    await fillForm(page, {
      'First name': 'Lena', 'Last name': 'Fischer', Email: 'lena.fischer@example.org', 'Job title': 'Hospital Pharmacist',
      'Affiliation (employer, school or society)': 'University Hospital', 'Professional profile link': 'https://profiles.example.com/lena',
    });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const consent = page.getByRole('checkbox');
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await consent.check();
    await submitLead(page, 'Register', 'sipha-registration');
    const panel = page.getByTestId('partner-thank-you');
    await expect(panel.getByRole('heading', { name: 'Thank you for registering, Lena!' })).toBeFocused();
    // the offer ended on 6 February 2025 (its promotion code's end date): the code is no longer shown
    await expect(panel.getByTestId('partner-offer-ended')).toContainText('was valid 4-6 February 2025 and ended on 6 February 2025');
    await expect(panel.locator('code')).toHaveCount(0);
    await expect(panel).not.toContainText('SIPHA25');
    await panel.getByRole('link', { name: 'Browse the catalog' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
  });
});

test.describe('page headlines and not-found kinds', () => {
  const pages: [string, string][] = [
    ['/thank-you-msl-guide', 'Your MSL guide is ready'],
    ['/thank-you-pharmacist-guide', 'Your pharmacist career guide is ready'],
    ['/thank-you-biologics-biosimilars', 'Your biologics and biosimilars whitepaper is ready'],
    ['/test-your-knowledge-medical-affairs', 'Test your knowledge of medical affairs'],
    ['/sipha-conference', 'Register for the SIPHA conference'],
    ['/has-event/unknown-kind', 'Sorry, page not found!'],
    ['/contact-us/unknown-variant', 'Sorry, page not found!'],
  ];
  for (const [path, headline] of pages) {
    test(`${path} shows "${headline}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    });
  }

  test('the MSL ebook warns readers without a PharmD, MD or PhD', async ({ page }) => {
    await page.goto('/definitive-guide-ebook');
    await expect(page.getByTestId('gate-warning')).toContainText('please leave this page');
    await expect(field(page, 'Your doctoral degree').locator('option')).toHaveText(['Select…', 'PharmD', 'MD', 'PhD']);
  });

  test('contact and FAQ pages load no third-party script in the embedded default', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r) => { if (!r.url().startsWith('http://localhost') && !r.url().startsWith('data:')) external.push(r.url()); });
    await page.goto('/contact-us');
    await expect(page.getByText('Want a quicker response?')).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    expect(external).toEqual([]);
  });
});

test.describe('accessibility and mobile', () => {
  for (const path of ['/contact-us', '/definitive-guide-ebook', '/has-event/testimonial', '/sipha-conference', '/thank-you-msl-guide', '/test-your-knowledge-medical-affairs']) {
    test(`${path} has no axe violations and fits 375 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 740 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
