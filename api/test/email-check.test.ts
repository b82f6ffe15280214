// The store's one email check: one list of addresses walked through the checks the
// pages make in the browser (the quiz, the lead forms, checkout) and through POST /api/leads and the
// summit's schemas. A page never refuses an address the API takes, nor accepts one the API refuses
// (the quiz used to accept `x@y.z`, which /api/leads refused, and the lead was lost).
/* eslint-disable no-restricted-imports -- this test runs the pages' own checks (quiz, seats) beside the API's, on purpose */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { isValidEmail } from 'shared-api/email';
import { badgeRequestSchema } from 'shared-api/contract';
import { validateField } from '../../shared-ui/src/forms/rules.js';
import { validateQuiz, INVALID_USER_MESSAGE } from '../../mfe-marketing/src/features/quiz/quiz-logic.js';
import { QUESTIONS } from 'shared-api/quiz-questions';
import { validateSeat } from '../../mfe-checkout/src/features/seats/validate-seat.js';
import { EMAIL_CASES } from './fixtures/email-cases.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => { t = await startApi({ seed: fixtureSeed, overrides: { rateLimits: { leadsPerIp: 10_000 } } }); });
after(async () => { await t?.close(); });

const allAnswered = Object.fromEntries(QUESTIONS.map((q) => [q.id, q.options[0]!.id]));

describe('one email check in the browser and the API', () => {
  for (const { email, ok } of EMAIL_CASES) {
    test(`${JSON.stringify(email.length > 40 ? `${email.slice(0, 20)}…` : email)} is ${ok ? 'taken' : 'refused'} everywhere`, async () => {
      // the browser's checks
      assert.equal(isValidEmail(email), ok, 'shared-api isValidEmail');
      const quiz = validateQuiz({ firstname: 'Ana', lastname: 'Lee', email }, allAnswered);
      assert.equal(quiz, ok ? null : INVALID_USER_MESSAGE, 'the quiz refuses with its own message');
      const leadField = validateField({ name: 'email', label: 'Email', type: 'email', required: 'Please enter your email address.' }, email);
      assert.equal(leadField === null, ok, `lead form: ${leadField}`);
      assert.equal(validateSeat({ name: 'Ana Lee', email, regionId: null }, false) === null, ok, 'checkout seats');
      // the API: the quiz's own lead and a contact lead, and the summit's schemas
      for (const form of ['knowledge-quiz', 'contact-general']) {
        const r = await t.inject({ method: 'POST', url: '/api/leads', payload: { form, fields: { firstname: 'Ana', lastname: 'Lee', email } } });
        assert.equal(r.statusCode, ok ? 201 : 400, `POST /api/leads (${form}): ${r.body}`);
      }
      const badge = badgeRequestSchema.safeParse({ email, firstName: 'Ana', lastName: 'Lee', jobTitle: 'MSL', company: 'Pharma' });
      assert.equal(badge.success, ok, 'summit badge schema');
    });
  }
});
