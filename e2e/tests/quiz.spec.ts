// The knowledge quiz: validation order and toasts, a wrong answer (the result is sent to the API and
// the result view shows the missed area and its programs), and all answers right (nothing is sent).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { answerQuiz, QUIZ_KEY, submitLead } from './helpers/marketing';
import { emailsTo, waitForEmail } from './helpers/purchase';

const QUIZ = '/test-your-knowledge-medical-affairs';

test.beforeEach(async ({ page }) => {
  await page.goto(QUIZ);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test your knowledge of medical affairs');
  await expect(page.getByText('10 questions', { exact: true })).toBeVisible();
  await expect(page.getByText('About 5 minutes', { exact: true })).toBeVisible();
});

async function fillUser(page: import('@playwright/test').Page, email = 'dana.okafor@example.com') {
  await page.getByLabel('First name', { exact: true }).fill('Dana');
  await page.getByLabel('Last name', { exact: true }).fill('Okafor');
  await page.getByLabel('Email', { exact: true }).fill(email);
}
/** An address of this test run alone (the inbox is shared by every spec of the run). */
const uniqueEmail = (tag: string) => `quiz.${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test('checks the user information first, then that all questions are answered', async ({ page }) => {
  const toasts = page.getByTestId('toasts-assertive');
  const submit = page.getByRole('button', { name: 'Submit my answers' });
  await submit.click();
  await expect(toasts.locator('[data-kind="error"]').filter({ hasText: 'Please input valid user information' })).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();

  // user information is checked before the answers, even with most questions unanswered
  await page.getByLabel('First name', { exact: true }).fill('Dana');
  await page.getByLabel('Last name', { exact: true }).fill('Okafor');
  await page.getByLabel('Email', { exact: true }).fill('dana@example');
  await page.getByTestId('quiz-question').first().getByLabel(QUIZ_KEY[0], { exact: true }).check();
  await submit.click();
  await expect(toasts.locator('[data-kind="error"]').filter({ hasText: 'Please input valid user information' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(toasts.locator('[data-kind="error"]').filter({ hasText: 'Please answer all questions' })).toHaveCount(0);

  await page.getByLabel('Email', { exact: true }).fill('dana@example.com');
  await submit.click();
  await expect(toasts.locator('[data-kind="error"]').filter({ hasText: 'Please answer all questions' })).toBeVisible();
  await expect(page.getByTestId('quiz-question').nth(1).getByRole('radio').first()).toBeFocused();
  await expect(page.getByTestId('quiz-result')).toHaveCount(0);
  // toasts dismiss themselves
  await expect(toasts.locator('[data-kind="error"]')).toHaveCount(0, { timeout: 8000 });
});

test('a wrong answer: the result is sent with the spec fields, the missed area shows its programs, and the result is emailed', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('missed');
  await fillUser(page, email);
  await answerQuiz(page);
  // change the third answer (Regulatory & Compliance) to a wrong one before submitting
  await page.getByTestId('quiz-question').nth(2).locator('label').filter({ hasNotText: QUIZ_KEY[2] }).first().click();
  await expect(page.getByText('10 of 10 questions answered')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

  const { response } = await submitLead(page, 'Submit my answers', 'knowledge-quiz');
  const sent = response.request().postDataJSON() as { form: string; fields: Record<string, string> };
  expect(sent.fields).toMatchObject({
    firstname: 'Dana', lastname: 'Okafor', email,
    test_your_knowledge_score: '90', test_your_knowledge_area_topic: 'Regulatory & Compliance',
  });
  const answers = JSON.parse(sent.fields.test_your_knowledge_answers) as { question: number; correct: boolean; correctAnswerOption: number; selectedAnswerOption: number }[];
  expect(answers).toHaveLength(10);
  expect(answers.filter((a) => !a.correct)).toEqual([{ question: 3, correct: false, correctAnswerOption: 3, selectedAnswerOption: 1 }]);
  expect(sent.fields.test_your_knowledge_area_details).toMatch(/^Compliance protects patients.+Medical affairs professionals answer unsolicited off-label questions/);

  const result = page.getByTestId('quiz-result');
  await expect(result.getByRole('heading', { name: 'Your score: 90%' })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(result.getByRole('heading', { name: 'Your focus area: Regulatory & Compliance' })).toBeVisible();
  await expect(result.getByText(/^Compliance protects patients/)).toBeVisible();
  await expect(result.getByText(/^Medical affairs professionals answer unsolicited off-label questions/)).toBeVisible();
  const programs = result.getByRole('heading', { name: 'Programs that cover Regulatory & Compliance' }).locator('xpath=following-sibling::ul[1]').getByRole('link');
  await expect(programs.first()).toBeVisible();
  await expect(programs).toContainText([/Prior Authorization Certified Specialist/]);
  const rows = page.getByTestId('quiz-answer');
  await expect(rows).toHaveCount(10);
  await expect(page.locator('[data-testid="quiz-answer"][data-correct="false"]')).toHaveCount(1);
  await expect(rows.nth(2)).toContainText(`Correct answer: ${QUIZ_KEY[2]}`);

  // the promise the form made: the result reaches the inbox, with the missed question explained
  const mail = await waitForEmail(request, baseURL!, email, /^Your medical affairs quiz result: 90%$/);
  expect(mail.text).toContain('YOUR FOCUS AREA: REGULATORY & COMPLIANCE');
  expect(mail.text).toContain('Question 3 (Regulatory & Compliance)');
  expect(mail.text).toContain(`Correct answer: ${QUIZ_KEY[2]}`);

  await programs.first().click();
  await expect(page).toHaveURL(/\/certification\/[a-z-]+$/);
});

test('all answers right: a perfect score and nothing is sent', async ({ page, request, baseURL }) => {
  const leads: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith('/api/leads')) leads.push(r.method()); });
  const email = uniqueEmail('perfect');
  await fillUser(page, email);
  await answerQuiz(page);
  await page.getByRole('button', { name: 'Submit my answers' }).click();
  await expect(page.getByRole('heading', { name: 'Your score: 100%' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your focus area/ })).toHaveCount(0);
  await expect(page.locator('[data-testid="quiz-answer"][data-correct="true"]')).toHaveCount(10);
  await page.waitForLoadState('networkidle');
  expect(leads).toEqual([]);
  expect(await emailsTo(request, baseURL!, email)).toEqual([]);

  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
