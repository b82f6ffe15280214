// Stored leads reach the marketing-form provider when one is configured; the buyer's request never
// depends on it. The provider is a local stand-in that records what it receives.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { fixtureSeed } from './fixtures/catalog.js';
import { count, startApi, type TestApi } from './helpers.js';

interface Received { url: string; body: { fields: { name: string; value: string }[]; context: { pageUri?: string; pageName: string } } }

let provider: Server;
let received: Received[] = [];
let answer = 200;
let base = '';
let t: TestApi;

before(async () => {
  provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => { raw += c; });
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: JSON.parse(raw) as Received['body'] });
      res.writeHead(answer, { 'content-type': 'application/json' }).end(answer === 200 ? '{"inlineMessage":"Thanks"}' : '{"status":"error"}');
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await startApi({
    seed: fixtureSeed,
    overrides: { formsProvider: { portalId: '4242', formIds: { 'knowledge-quiz': 'quiz-form-1' }, submitUrl: `${base}/submit/{portalId}/{formId}`, timeoutMs: 2000 } },
  });
});
after(async () => {
  await t?.close();
  await new Promise((r) => provider.close(r));
});

const waitFor = async (n: number) => {
  for (let i = 0; i < 100 && received.length < n; i++) await new Promise((r) => setTimeout(r, 20));
};
const quizFields = {
  firstname: 'Ada', lastname: 'Okafor', email: 'ada@example.com', test_your_knowledge_score: '70',
  test_your_knowledge_answers: JSON.stringify([{ question: 1, correct: false, correctAnswerOption: 2, selectedAnswerOption: 3 }]),
  test_your_knowledge_area_topic: 'Regulatory & Compliance', test_your_knowledge_area_details: 'Why it matters. How it is used.',
};
const post = (form: string, fields: Record<string, string>) =>
  t.inject({ method: 'POST', url: '/api/leads', headers: { referer: 'http://localhost:8080/test-your-knowledge-medical-affairs' }, payload: { form, fields, params: {} } });

describe('forwarding leads to the forms provider', () => {
  test('a configured form is stored and forwarded with the spec field names as {name, value}', async () => {
    received = [];
    const before = await count(t.db, 'lead_submissions');
    const r = await post('knowledge-quiz', quizFields);
    assert.equal(r.statusCode, 201);
    assert.equal(await count(t.db, 'lead_submissions'), before + 1);
    await waitFor(1);
    assert.equal(received.length, 1);
    assert.equal(received[0]!.url, '/submit/4242/quiz-form-1');
    assert.deepEqual(received[0]!.body.fields, Object.entries(quizFields).map(([name, value]) => ({ name, value })));
    assert.deepEqual(received[0]!.body.context, { pageUri: 'http://localhost:8080/test-your-knowledge-medical-affairs', pageName: 'knowledge-quiz' });
  });

  test('a form without a provider form id is stored only', async () => {
    received = [];
    const r = await post('contact-general', { firstname: 'Ada', email: 'ada@example.com', message: 'Hello' });
    assert.equal(r.statusCode, 201);
    await new Promise((res) => setTimeout(res, 150));
    assert.equal(received.length, 0);
  });

  test('a provider that refuses or is down never fails the request and the lead is kept', async () => {
    received = [];
    answer = 500;
    const before = await count(t.db, 'lead_submissions');
    const r = await post('knowledge-quiz', quizFields);
    assert.equal(r.statusCode, 201);
    await waitFor(1);
    assert.equal(received.length, 1);
    assert.equal(await count(t.db, 'lead_submissions'), before + 1);
    answer = 200;
  });
});
