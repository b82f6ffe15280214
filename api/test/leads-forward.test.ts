// Stored leads reach the marketing-form provider when one is configured; the buyer's request never
// depends on it: a provider that refuses, is down, breaks the connection or never answers, and even a
// forwarder that throws, leave the request answered 201 at once with the lead stored. The provider is
// a local stand-in that records what it receives and answers as each test sets.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { forwardLead, type FormsProviderOptions } from '../src/leads/forward.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { count, startApi, type TestApi } from './helpers.js';

interface Received { url: string; body: { fields: { name: string; value: string }[]; context: { pageUri?: string; pageName: string } } }

let provider: Server;
let received: Received[] = [];
/** How the provider answers: a status code, 'reset' (connection destroyed) or 'hang' (never answers). */
let answer: number | 'reset' | 'hang' = 200;
let base = '';
let downUrl = '';
let t: TestApi;
let provOpts: FormsProviderOptions;
const hanging: import('node:http').ServerResponse[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => { unhandled.push(e); };

before(async () => {
  provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => { raw += c; });
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: JSON.parse(raw) as Received['body'] });
      if (answer === 'reset') { req.socket.destroy(); return; }
      if (answer === 'hang') { hanging.push(res); return; }
      res.writeHead(answer, { 'content-type': 'application/json' }).end(answer === 200 ? '{"inlineMessage":"Thanks"}' : '{"status":"error"}');
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  // an address where nothing listens: a port that was bound, then released
  const gone = createServer();
  await new Promise<void>((r) => gone.listen(0, '127.0.0.1', r));
  downUrl = `http://127.0.0.1:${(gone.address() as AddressInfo).port}/submit/{portalId}/{formId}`;
  await new Promise((r) => gone.close(r));
  provOpts = { portalId: '4242', formIds: { 'knowledge-quiz': 'quiz-form-1' }, submitUrl: `${base}/submit/{portalId}/{formId}`, timeoutMs: 2000 };
  t = await startApi({ seed: fixtureSeed, overrides: { formsProvider: provOpts } });
  process.on('unhandledRejection', onUnhandled);
});
after(async () => {
  process.off('unhandledRejection', onUnhandled);
  for (const res of hanging) res.destroy();
  await t?.close();
  provider.closeAllConnections();
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

  test('a provider that refuses (500) never fails the request and the lead is kept', async () => {
    received = [];
    answer = 500;
    try {
      const before = await count(t.db, 'lead_submissions');
      const r = await post('knowledge-quiz', quizFields);
      assert.equal(r.statusCode, 201);
      await waitFor(1);
      assert.equal(received.length, 1);
      assert.equal(await count(t.db, 'lead_submissions'), before + 1);
    } finally {
      answer = 200;
    }
  });

  for (const [name, setUp] of [
    ['is down (nothing listens)', () => { provOpts.submitUrl = downUrl; }],
    ['breaks the connection', () => { answer = 'reset'; }],
    ['never answers', () => { answer = 'hang'; provOpts.timeoutMs = 400; }],
  ] as const) {
    test(`a provider that ${name}: the request is answered 201 at once, the lead is kept, nothing is left unhandled`, async () => {
      received = [];
      unhandled.length = 0;
      const saved = { ...provOpts };
      setUp();
      try {
        const before = await count(t.db, 'lead_submissions');
        const started = Date.now();
        const r = await post('knowledge-quiz', quizFields);
        assert.equal(r.statusCode, 201, r.body);
        assert.deepEqual(JSON.parse(r.body), { status: 'received' });
        assert.ok(Date.now() - started < 1500, 'the request does not wait for the provider');
        assert.equal(await count(t.db, 'lead_submissions'), before + 1);
        // let the forward attempt finish (refused, reset, or timed out after 400 ms)
        await new Promise((res) => setTimeout(res, 700));
        assert.deepEqual(unhandled, []);
        // the API still answers
        const again = await post('contact-general', { firstname: 'Ada', email: 'ada@example.com', message: 'Still there?' });
        assert.equal(again.statusCode, 201);
      } finally {
        Object.assign(provOpts, saved);
        answer = 200;
      }
    });
  }

  test('a forwarder that throws (a broken configuration) never fails the request and is not left unhandled', async () => {
    unhandled.length = 0;
    const saved = provOpts.formIds;
    // reading the form's provider id throws inside forwardLead, before its own try/catch
    provOpts.formIds = new Proxy({}, { get: () => { throw new Error('broken forms configuration'); } });
    try {
      const before = await count(t.db, 'lead_submissions');
      const r = await post('knowledge-quiz', quizFields);
      assert.equal(r.statusCode, 201, r.body);
      assert.equal(await count(t.db, 'lead_submissions'), before + 1);
      await new Promise((res) => setTimeout(res, 100));
      assert.deepEqual(unhandled.map((e) => (e as Error).message), []);
    } finally {
      provOpts.formIds = saved;
    }
  });
});

describe('forwardLead itself resolves false on any provider failure (it never rejects)', () => {
  const warnings: unknown[] = [];
  const log = { warn: (...a: unknown[]) => { warnings.push(a); } } as unknown as FastifyBaseLogger;
  const lead = { form: 'knowledge-quiz', fields: { email: 'ada@example.com' } };
  const opts = (o: Partial<FormsProviderOptions> = {}): FormsProviderOptions => ({ portalId: '4242', formIds: { 'knowledge-quiz': 'quiz-form-1' }, submitUrl: `${base}/submit/{portalId}/{formId}`, timeoutMs: 2000, ...o });

  test('accepted: true; an unconfigured form: false without a request', async () => {
    received = [];
    assert.equal(await forwardLead(opts(), lead, log), true);
    assert.equal(await forwardLead(opts(), { ...lead, form: 'contact-general' }, log), false);
    assert.equal(received.length, 1);
  });
  test('refused (500), down, reset and hanging (past its timeout) all resolve false and log a warning', async () => {
    const cases: [string, () => Promise<boolean>][] = [
      ['500', async () => { answer = 500; return forwardLead(opts(), lead, log); }],
      ['down', async () => forwardLead(opts({ submitUrl: downUrl }), lead, log)],
      ['reset', async () => { answer = 'reset'; return forwardLead(opts(), lead, log); }],
      ['hang', async () => { answer = 'hang'; return forwardLead(opts({ timeoutMs: 300 }), lead, log); }],
    ];
    try {
      for (const [name, run] of cases) {
        warnings.length = 0;
        const late = new Promise<string>((res) => { const timer = setTimeout(() => res('still pending after 1.5 s'), 1500); timer.unref(); });
        assert.equal(await Promise.race([run(), late]), false, name);
        assert.equal(warnings.length, 1, `${name}: one warning`);
      }
    } finally {
      answer = 200;
    }
  });
});
