// The emails a lead sends.
// Item 5: the quiz promises "If you miss a question, we email your result": a quiz lead with a wrong
// answer is stored and its result emailed (score, focus area, every missed question with its correct
// answer and key area); all right: stored, no email; answers that are not the quiz's: 400, nothing
// stored or queued.
// Item 16: a message of the embedded chat (form live-chat) is checked field by field, stored and
// emailed to the store's inbox (STORE_INBOX); bad input is a 400 naming the field, nothing written;
// the per-address lead limit holds.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QUESTIONS } from 'shared-api/quiz-questions';
import { fixtureSeed } from './fixtures/catalog.js';
import { addressesIn, count, json, startApi, type TestApi } from './helpers.js';
import { mailCapture, type MailCapture } from './support/mail-capture.js';

const SITE = 'https://store.example.org';
const INBOX = 'advisors@store.example.org';
let t: TestApi;
let mail: MailCapture;
before(async () => {
  mail = mailCapture();
  t = await startApi({
    seed: fixtureSeed,
    overrides: { siteUrl: SITE, storeInbox: INBOX, rateLimits: { leadsPerIp: 30 }, purchase: { mail: { transport: mail.transport }, outbox: { pollMs: 600_000 } } },
  });
});
after(async () => {
  await t?.close();
});
// a previous test's emails still being sent would land after the clear: wait for the outbox first
beforeEach(async () => {
  await t.app.purchase.outbox.idle();
  mail.clear();
});

/** The page's fields (mfe-marketing quiz-logic buildResultFields) for these selected options. */
function quizFields(email: string, selected: number[]) {
  const results = QUESTIONS.map((q, i) => ({ question: i + 1, correct: selected[i] === q.correctOption, correctAnswerOption: q.correctOption, selectedAnswerOption: selected[i] }));
  return {
    firstname: 'Dana', lastname: 'Okafor', email,
    test_your_knowledge_score: String(results.filter((r) => r.correct).length * 10),
    test_your_knowledge_answers: JSON.stringify(results),
    test_your_knowledge_area_topic: '', test_your_knowledge_area_details: '',
  };
}
const allRight = () => QUESTIONS.map((q) => q.correctOption);
/** Each test's requests from an address of its own (the per-address lead limit is tested on its own). */
const nextIp = addressesIn(34);
const post = (fields: Record<string, string>, form = 'knowledge-quiz', remoteAddress = nextIp()) =>
  t.inject({ method: 'POST', url: '/api/leads', payload: { form, fields }, remoteAddress });
const sent = async (to: string) => {
  await t.app.purchase.outbox.idle();
  return mail.to(to);
};

describe('POST /api/leads, the knowledge quiz', () => {
  test('a wrong answer: the lead is stored and the result emailed with the missed questions explained', async () => {
    const selected = allRight();
    selected[2] = 1; // question 3 (Regulatory & Compliance): the page's "wrong" option
    selected[5] = 1; // question 6 (Core Technical Competencies)
    const r = await post(quizFields('Dana.Okafor@Example.com', selected));
    assert.equal(r.statusCode, 201, r.body);
    const mails = await sent('dana.okafor@example.com');
    assert.equal(mails.length, 1);
    const m = mails[0]!;
    assert.equal(m.subject, 'Your medical affairs quiz result: 80%');
    for (const body of [m.text, m.html]) {
      assert.match(body, /You answered 8 of 10 questions correctly/);
      assert.match(body, /Your focus area: Regulatory &(amp;)? Compliance/i);
      assert.match(body, /Question 3/);
      assert.match(body, /Question 6/);
      assert.doesNotMatch(body, /Question (1|2|4|5|7|8|9|10)\b/);
    }
    const q3 = QUESTIONS[2]!;
    assert.ok(m.text.includes(q3.question));
    assert.ok(m.text.includes(`Your answer: ${q3.options[0]!.option}`));
    assert.ok(m.text.includes(`Correct answer: ${q3.options[q3.correctOption - 1]!.option}`));
    assert.ok(m.text.includes(q3.importance), 'why the focus area matters');
    assert.ok(m.text.includes(`${SITE}/test-your-knowledge-medical-affairs`));
    // only the store's words: no text from the form
    assert.doesNotMatch(m.text + m.html, /Dana|Okafor/);
    const [row] = await t.db.query<{ email: string }>("SELECT email FROM lead_submissions WHERE form = 'knowledge-quiz' AND email = 'dana.okafor@example.com'");
    assert.ok(row);
  });

  test('the same submission again is not a second email; the page\'s own correct flags are not believed', async () => {
    const selected = allRight();
    selected[0] = 2;
    assert.equal((await post(quizFields('twice@example.com', selected))).statusCode, 201);
    assert.equal((await post(quizFields('twice@example.com', selected))).statusCode, 201);
    assert.equal((await sent('twice@example.com')).length, 1);
    // a page claiming every answer correct, with a wrong one selected, still gets the email
    const fields = quizFields('liar@example.com', selected);
    fields.test_your_knowledge_answers = JSON.stringify(JSON.parse(fields.test_your_knowledge_answers).map((a: object) => ({ ...a, correct: true })));
    assert.equal((await post(fields)).statusCode, 201);
    assert.equal((await sent('liar@example.com')).length, 1);
  });

  test('at most 3 result emails a day to one address', async () => {
    for (let i = 0; i < 5; i++) {
      const selected = allRight();
      selected[i] = selected[i] === 1 ? 2 : 1;
      assert.equal((await post(quizFields('many@example.com', selected))).statusCode, 201);
    }
    assert.equal((await sent('many@example.com')).length, 3);
  });

  test('all answers right: stored, and no email (the spec sends the result only when an answer is wrong)', async () => {
    const r = await post(quizFields('perfect@example.com', allRight()));
    assert.equal(r.statusCode, 201);
    assert.equal((await sent('perfect@example.com')).length, 0);
    assert.equal(await count(t.db, "email_outbox WHERE to_email = 'perfect@example.com'"), 0);
  });

  for (const [name, answers] of [
    ['not JSON', '{nope'],
    ['not a list', '{"question":1}'],
    ['an unknown question', JSON.stringify([{ question: 11, selectedAnswerOption: 1 }])],
    ['a question twice', JSON.stringify([{ question: 1, selectedAnswerOption: 1 }, { question: 1, selectedAnswerOption: 2 }])],
    ['an option that is not a number', JSON.stringify([{ question: 1, selectedAnswerOption: 'A' }])],
  ] as const) {
    test(`answers that are ${name}: 400 naming the field, nothing stored or queued`, async () => {
      const leads = await count(t.db, 'lead_submissions');
      const outbox = await count(t.db, 'email_outbox');
      const r = await post({ ...quizFields('bad@example.com', allRight()), test_your_knowledge_answers: answers });
      assert.equal(r.statusCode, 400);
      assert.match(String(json(r).message), /fields\.test_your_knowledge_answers: must be the quiz's answers/);
      assert.equal(await count(t.db, 'lead_submissions'), leads);
      assert.equal(await count(t.db, 'email_outbox'), outbox);
    });
  }
});

describe('POST /api/leads, a message of the embedded chat (form live-chat)', () => {
  const chat = { name: 'Priya Raman', email: 'Priya.Raman@Example.com', message: 'Can my team of 6 start BCMAS next month?\n<b>Thanks</b>' };

  test('stored, and emailed to the store\'s inbox with the name, the address to answer and the message', async () => {
    const r = await post(chat, 'live-chat');
    assert.equal(r.statusCode, 201, r.body);
    const rows = await t.db.query<{ id: number; email: string; fields: Record<string, string> }>("SELECT id, email, fields FROM lead_submissions WHERE form = 'live-chat'");
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.email, 'priya.raman@example.com');
    assert.deepEqual(rows[0]!.fields, { name: 'Priya Raman', email: 'Priya.Raman@Example.com', message: chat.message });
    const mails = await sent(INBOX);
    assert.equal(mails.length, 1);
    const m = mails[0]!;
    // the visitor's words stay out of the headers: the name is in the body only
    assert.equal(m.subject, `Chat message #${rows[0]!.id} from the store's chat`);
    assert.ok(m.text.includes('Name: Priya Raman'));
    assert.ok(m.text.includes('Answer to: Priya.Raman@Example.com'));
    assert.ok(m.text.includes(chat.message));
    assert.ok(m.html.includes('&lt;b&gt;Thanks&lt;/b&gt;'), 'the message is escaped in the HTML part');
    assert.doesNotMatch(m.html, /<b>Thanks/);
    // nothing goes to the address typed in the form
    assert.equal((await sent('priya.raman@example.com')).length, 0);
  });

  for (const [name, fields, path, pattern] of [
    ['no name', { email: 'a@example.com', message: 'Hello there' }, 'fields.name', /Please enter your name|Name/],
    ['an empty name', { name: '  ', email: 'a@example.com', message: 'Hello there' }, 'fields.name', /Please enter your name/],
    ['a name with a web address', { name: 'Visit www.spam.example', email: 'a@example.com', message: 'Hello there' }, 'fields.name', /without web or email addresses/],
    // decoded by a mail program as "URGENT pay https://evil.example/i"
    ['a name written as an RFC 2047 encoded word', { name: '=?utf-8?b?VVJHRU5UIHBheSBodHRwczovL2V2aWwuZXhhbXBsZS9p?=', email: 'a@example.com', message: 'Hello there' }, 'fields.name', /plain text, not encoded/],
    ['no email', { name: 'Ana Lee', message: 'Hello there' }, 'fields.email', /email/],
    ['a bad email', { name: 'Ana Lee', email: 'ana@nowhere', message: 'Hello there' }, 'fields.email', /Please ensure email is valid/],
    ['no message', { name: 'Ana Lee', email: 'a@example.com' }, 'fields.message', /message/],
    ['a blank message', { name: 'Ana Lee', email: 'a@example.com', message: ' \n ' }, 'fields.message', /Please write your message/],
    ['a message over 3000 characters', { name: 'Ana Lee', email: 'a@example.com', message: 'x'.repeat(3001) }, 'fields.message', /at most 3000 characters/],
  ] as const) {
    test(`${name}: a 400 naming the field, nothing stored or queued`, async () => {
      const leads = await count(t.db, 'lead_submissions');
      const outbox = await count(t.db, 'email_outbox');
      const r = await post(fields as Record<string, string>, 'live-chat');
      assert.equal(r.statusCode, 400, r.body);
      const body = json<{ message: string; issues?: { path: string; message: string }[] }>(r);
      assert.match(body.message, pattern);
      assert.ok(body.issues?.some((i) => i.path === path), `${path} in ${JSON.stringify(body.issues)}`);
      assert.equal(await count(t.db, 'lead_submissions'), leads);
      assert.equal(await count(t.db, 'email_outbox'), outbox);
    });
  }

  test('the per-address lead limit holds for chat messages: 429 with Retry-After past it, nothing written', async () => {
    const addr = '10.99.0.1';
    for (let i = 0; i < 30; i++) assert.equal((await post({ ...chat, message: `Question ${i}` }, 'live-chat', addr)).statusCode, 201);
    const leads = await count(t.db, 'lead_submissions');
    const r = await post(chat, 'live-chat', addr);
    assert.equal(r.statusCode, 429);
    assert.ok(r.headers['retry-after']);
    assert.equal(await count(t.db, 'lead_submissions'), leads);
  });
});
