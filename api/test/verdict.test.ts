// The canary verdict (api/src/releases/verdict.ts) at each rule's boundary: just at a threshold no
// rule fires, just past it the rule does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_VERDICT_RULES, verdict, type VerdictFigures } from '../src/releases/verdict.js';

const rules = DEFAULT_VERDICT_RULES; // errorRatio 2, minErrors 5, latencyWorse 0.2, minViews 200, promoteAfterViews 500, minVisitors 20
const fig = (f: Partial<VerdictFigures> = {}): VerdictFigures => {
  const views = f.views ?? 1000;
  const errors = f.errors ?? 0;
  return { views, errors, errorRate: f.errorRate ?? errors / Math.max(views, 1), visitors: f.visitors ?? 100, lcpP75: 'lcpP75' in f ? f.lcpP75! : 2000, inpP75: 'inpP75' in f ? f.inpP75! : 100 };
};
const v = (stable: Partial<VerdictFigures>, canary: Partial<VerdictFigures>) => verdict(fig(stable), fig(canary), rules).verdict;

test('the defaults are the documented ones', () => {
  assert.deepEqual({ ...DEFAULT_VERDICT_RULES }, { errorRatio: 2, minErrors: 5, latencyWorse: 0.2, minViews: 200, promoteAfterViews: 500, minVisitors: 20 });
});

test('no verdict until each side\'s page views come from 20 distinct visitors: a few visitors (or one forger) move nothing', () => {
  // every rule would fire: a canary all errors, slower, past the promotion's views
  const bad = { views: 5000, errors: 5000, inpP75: 900 };
  assert.equal(v({ visitors: 100 }, { ...bad, visitors: 19 }), 'watching');
  assert.equal(v({ visitors: 19 }, { ...bad, visitors: 100 }), 'watching');
  assert.match(verdict(fig({ visitors: 19 }), fig({ ...bad, visitors: 3 }), rules).reason, /3 visitors of the canary and 19 of the stable release; 20 of each needed/);
  assert.equal(v({ visitors: 20 }, { ...bad, visitors: 20 }), 'rollback');
  // nor a promotion
  assert.equal(v({ visitors: 100 }, { views: 5000, visitors: 19 }), 'watching');
  assert.equal(v({ visitors: 100 }, { views: 5000, visitors: 20 }), 'promote');
});

test('error rate: twice the stable\'s is not a rollback, above it is', () => {
  assert.equal(v({ errorRate: 0.01 }, { views: 100, errors: 5, errorRate: 0.02 }), 'watching');
  assert.equal(v({ errorRate: 0.01 }, { views: 100, errors: 5, errorRate: 0.0201 }), 'rollback');
});

test('error rate: with 4 errors no rollback, with 5 a rollback, whatever the page views', () => {
  assert.equal(v({ errorRate: 0 }, { views: 10, errors: 4 }), 'watching');
  assert.equal(v({ errorRate: 0 }, { views: 10, errors: 5 }), 'rollback');
  assert.equal(v({ errorRate: 0 }, { views: 1, errors: 5, errorRate: 5 }), 'rollback');
  // a stable without errors and a canary without errors: no rollback
  assert.equal(v({ errorRate: 0 }, { views: 10, errors: 0 }), 'watching');
});

test('latency: 20 % worse is not a rollback, more is; INP and LCP alike', () => {
  assert.equal(v({ inpP75: 100 }, { inpP75: 120 }), 'promote');
  assert.equal(v({ inpP75: 100 }, { inpP75: 121 }), 'rollback');
  assert.equal(v({ lcpP75: 2000 }, { lcpP75: 2400 }), 'promote');
  assert.equal(v({ lcpP75: 2000 }, { lcpP75: 2401 }), 'rollback');
  const r = verdict(fig({ inpP75: 100 }), fig({ inpP75: 300 }), rules);
  assert.match(r.reason, /INP 300 ms against 100 ms/);
});

test('latency is judged only with 200 page views of each release', () => {
  assert.equal(v({ views: 200 }, { views: 199, inpP75: 500 }), 'watching');
  assert.equal(v({ views: 199 }, { views: 200, inpP75: 500 }), 'healthy');
  assert.equal(v({ views: 200 }, { views: 200, inpP75: 500 }), 'rollback');
});

test('a vital not measured on either side is not compared', () => {
  assert.equal(v({ inpP75: null }, { inpP75: 900 }), 'promote');
  assert.equal(v({ lcpP75: 2000 }, { lcpP75: null }), 'promote');
});

test('promote from 500 page views, healthy from 200, watching below', () => {
  assert.equal(v({}, { views: 499 }), 'healthy');
  assert.equal(v({}, { views: 500 }), 'promote');
  assert.equal(v({}, { views: 200 }), 'healthy');
  assert.equal(v({}, { views: 199 }), 'watching');
  assert.equal(v({}, { views: 0 }), 'watching');
});

test('a rollback rule wins over promotion', () => {
  assert.equal(v({ errorRate: 0.001 }, { views: 5000, errors: 50 }), 'rollback');
  assert.equal(v({}, { views: 5000, lcpP75: 5000 }), 'rollback');
});

test('the rules given are the ones applied', () => {
  const strict = { ...rules, errorRatio: 1.5, minErrors: 1, latencyWorse: 0.1, minViews: 10, promoteAfterViews: 20, minVisitors: 1 };
  assert.equal(verdict(fig({ errorRate: 0.1 }), fig({ views: 10, errors: 2, errorRate: 0.16 }), strict).verdict, 'rollback');
  assert.equal(verdict(fig({ inpP75: 100 }), fig({ views: 10, inpP75: 111 }), strict).verdict, 'rollback');
  assert.equal(verdict(fig(), fig({ views: 20 }), strict).verdict, 'promote');
  assert.equal(verdict(fig(), fig({ views: 19 }), strict).verdict, 'healthy');
});
