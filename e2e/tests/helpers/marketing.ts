// Helpers for the marketing pages' e2e tests: the lead forms (what to type on each page) and the
// quiz answer key (kept here, independent of the app's data, so a changed key is noticed).
import { expect, type Page, type Response } from '@playwright/test';

type Fill = Record<string, string | { select: string } | { check: true }>;

const base = { 'First name': 'Amara', 'Last name': 'Osei' };

export interface LeadPage {
  path: string;
  headline: string;
  form: string;
  fill: Fill;
  submit: string;
  /** Text of the success state, or the thank-you page the form leads to. */
  success: { text: string } | { thankYouPath: string; thankYouHeadline: string };
}

export const LEAD_PAGES: LeadPage[] = [
  {
    path: '/contact-us', headline: 'Contact Us', form: 'contact-general', submit: 'Send message',
    fill: { ...base, Email: 'amara.osei@example.com', 'How can we help?': { select: 'Team and company licenses' }, 'Your message': 'We would like licenses for four colleagues.' },
    success: { text: 'Thank you, your message is on its way' },
  },
  {
    path: '/contact-us/mas-b2c', headline: 'Plan your path into medical affairs', form: 'contact-mas-b2c', submit: 'Request advice',
    fill: { ...base, Email: 'amara.b2c@example.com', 'Your current role': { select: 'Pharmacist' }, 'What would you like to achieve?': { select: 'Become a medical science liaison' } },
    success: { text: 'Thank you, an advisor will be in touch' },
  },
  {
    path: '/contact-us/mas-b2b', headline: 'Train and certify your medical affairs team', form: 'contact-mas-b2b', submit: 'Request a proposal',
    fill: {
      ...base, 'Work email': 'amara@helix-bio.example', 'Company': 'Helix Biologics', 'Job title': 'Director, Field Medical',
      'Number of people to train': { select: '6-20' }, 'Tell us about your team and goals': 'Twelve MSLs joining our oncology team.',
    },
    success: { text: 'Thank you, we will prepare your proposal' },
  },
  {
    path: '/contact-us/jobs', headline: 'Work with the council', form: 'contact-jobs', submit: 'Send my details',
    fill: { ...base, Email: 'amara.jobs@example.com', 'Position you are interested in': 'Instructional designer', 'Why you would like to join the council': 'I design CE courses for pharmacists.' },
    success: { text: 'Thank you for your interest' },
  },
  {
    path: '/definitive-guide-ebook', headline: 'The Definitive Guide to Becoming a Medical Science Liaison', form: 'ebook-msl-guide', submit: 'Download the guide',
    fill: { ...base, Email: 'amara.msl@example.com', 'Your doctoral degree': { select: 'PharmD' } },
    success: { thankYouPath: '/thank-you-msl-guide', thankYouHeadline: 'Your MSL guide is ready' },
  },
  {
    path: '/pharmacist-definitive-guide-ebook', headline: "The Pharmacist's Definitive Guide to Industry Careers", form: 'ebook-pharmacist-guide', submit: 'Download the guide',
    fill: { ...base, Email: 'amara.rph@example.com', 'Your career stage': { select: 'Hospital or clinical pharmacist' } },
    success: { thankYouPath: '/thank-you-pharmacist-guide', thankYouHeadline: 'Your pharmacist career guide is ready' },
  },
  {
    path: '/biologics-biosimilars', headline: 'Biologics and Biosimilars: A Primer for Medical Affairs Teams', form: 'whitepaper-biologics-biosimilars', submit: 'Get the whitepaper',
    fill: { ...base, 'Work email': 'amara.bio@example.com', 'Company': 'Helix Biologics', 'Job title': 'Medical Information Lead', 'Your function': { select: 'Medical information' } },
    success: { thankYouPath: '/thank-you-biologics-biosimilars', thankYouHeadline: 'Your biologics and biosimilars whitepaper is ready' },
  },
  {
    path: '/has-event/raffle', headline: 'Win a free PACS certification', form: 'event-raffle', submit: 'Enter the raffle',
    fill: { ...base, Email: 'amara.raffle@example.com', 'Job title': 'Access Specialist', 'Company': 'Northside Clinic', 'I agree to be contacted by email if I win, and I have read the raffle rules above.': { check: true } },
    success: { text: 'You are in the draw!' },
  },
  {
    path: '/has-event/testimonial', headline: 'Share your experience and get a free pin', form: 'event-testimonial', submit: 'Share my experience',
    fill: {
      ...base, Email: 'amara.pin@example.com', 'Program you completed': { select: 'BCMAS' },
      'Your experience': 'The BCMAS modules gave me the vocabulary for my first MSL interviews.',
      'The council may publish my testimonial with my name and job title.': { check: true },
    },
    success: { text: 'Thank you for sharing your story!' },
  },
  {
    path: '/has-event/breakfast', headline: 'Breakfast session: the field reimbursement manager', form: 'event-breakfast', submit: 'Reserve my seat',
    fill: { ...base, Email: 'amara.frm@example.com', 'Job title': 'Field Reimbursement Manager', 'Company': 'Helix Biologics', 'Credential for your CE certificate': { select: 'Pharmacist (PharmD or RPh)' } },
    success: { text: 'Your seat is reserved' },
  },
  {
    path: '/has-event/reimbursement-ai-trial', headline: 'Try our reimbursement AI assistant free for 7 days', form: 'event-reimbursement-ai-trial', submit: 'Start my free trial',
    fill: { ...base, 'Work email': 'amara.ai@helix-bio.example', 'Company': 'Helix Biologics', 'Job title': 'Patient Access Lead', 'Your reimbursement role': { select: 'Patient access or hub services' } },
    success: { text: 'Your trial request is in' },
  },
];

const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A lead form control by its label text (required labels end with a visual asterisk). */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

export async function fillForm(page: Page, fill: Fill): Promise<void> {
  for (const [label, value] of Object.entries(fill)) {
    const control = field(page, label);
    if (typeof value === 'string') await control.fill(value);
    else if ('select' in value) await control.selectOption(value.select);
    else await control.check();
  }
}

/**
 * Clicks submit and waits for POST /api/leads: the API must answer 201 (it stores the lead and, by
 * design, never reads leads back over HTTP). Returns the response to inspect what was sent.
 */
export async function submitLead(page: Page, button: string, form: string): Promise<{ response: Response }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ status: 'received' });
  expect((response.request().postDataJSON() as { form: string }).form).toBe(form);
  return { response };
}

/** The correct answer (option text) of each quiz question, in order. */
export const QUIZ_KEY = [
  'Phase III',
  'Biologics are produced in living cells, so minor structural differences between manufacturers are unavoidable',
  'Give a balanced, evidence-based answer to the specific question asked and document the request',
  "Forward it to your company's pharmacovigilance team within the required timeframe, usually one business day",
  'The treatment reduced the risk of death by about 25%, and the result is statistically significant because the interval excludes 1',
  'A randomized controlled trial',
  'Log the request, confirm it is unsolicited and clarify exactly what is being asked',
  'To confirm that material is accurate, balanced, substantiated and compliant before it is used',
  'Listen to understand their concerns, acknowledge valid limitations, discuss the evidence openly and record the insight',
  'Ask what matters most to them, then focus on the two or three findings most relevant to their patients',
];

/** Picks an answer for every question: the key's, except where `wrong` names a question index. */
export async function answerQuiz(page: Page, wrong: number[] = []): Promise<void> {
  const questions = page.getByTestId('quiz-question');
  await expect(questions).toHaveCount(10);
  for (let i = 0; i < 10; i++) {
    const q = questions.nth(i);
    if (wrong.includes(i)) {
      await q.locator('label').filter({ hasNotText: QUIZ_KEY[i] }).first().click();
    } else {
      await q.getByLabel(QUIZ_KEY[i], { exact: true }).check();
    }
  }
}
