// The store's judgement of its canaries (server/canary-judge.ts), with its inputs under the test's
// hand: the registry, the figures, the rules' answer. A hurting canary is ended once, with the figures
// logged; a healthy one is promoted only when its team asked; two instances deciding at once decide
// once; a judgement asked for while one runs runs once more after it, not once per beacon.
// Run: node --import tsx --test server/test/canary-judge.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createCanaryJudge, type HealthFigures, type JudgedRegistry, type Verdict } from '../canary-judge.js';

const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';

function setup(opts: { autoPromote?: boolean; verdict?: Verdict; figures?: HealthFigures[]; ended?: string | null } = {}) {
  const registry: JudgedRegistry = {
    remotes: { catalog: { id: STABLE } },
    canaries: { catalog: { id: CANARY, percent: 50, autoPromote: opts.autoPromote ?? false, startedAt: '2026-11-28T12:00:00.000Z' } },
  };
  const calls = { health: [] as { remote: string; ids: string[]; since: string }[], ended: [] as unknown[], promoted: [] as unknown[], logs: [] as { level: string; fields: object; msg: string }[] };
  let release: () => void = () => undefined;
  let gate: Promise<void> | null = null;
  const judge = createCanaryJudge({
    registry: () => registry,
    health: async (remote, ids, since) => {
      calls.health.push({ remote, ids, since: since.toISOString() });
      if (gate) await gate;
      return opts.figures ?? [];
    },
    verdict: (stable, canary) => ({ verdict: opts.verdict ?? 'watching', reason: `stable ${stable.views} views, canary ${canary.views} views` }),
    rules: {},
    endCanary: async (remote, o) => {
      calls.ended.push({ remote, ...o });
      if (opts.ended === undefined) delete registry.canaries[remote];
      return opts.ended === undefined ? STABLE : opts.ended;
    },
    promote: async (remote, o) => {
      calls.promoted.push({ remote, ...o });
      delete registry.canaries[remote];
      return CANARY;
    },
    log: {
      info: (fields, msg) => calls.logs.push({ level: 'info', fields, msg }),
      warn: (fields, msg) => calls.logs.push({ level: 'warn', fields, msg }),
      error: (fields, msg) => calls.logs.push({ level: 'error', fields, msg }),
    },
    intervalMs: 0,
  });
  return {
    judge, registry, calls,
    hold() { gate = new Promise((r) => { release = r; }); },
    let() { gate = null; release(); },
  };
}

test('a hurting canary is ended with the figures that decided it, asking only about its two releases since it started', async () => {
  const figures = [
    { releaseId: STABLE, views: 40, errors: 0, errorRate: 0, visitors: 30, lcpP75: 900, inpP75: 80 },
    { releaseId: CANARY, views: 38, errors: 9, errorRate: 9 / 38, visitors: 25, lcpP75: 950, inpP75: 90 },
  ];
  const s = setup({ verdict: 'rollback', figures });
  const [d] = await s.judge.judge('catalog');
  assert.equal(d!.action, 'rolled back');
  assert.deepEqual(s.calls.health, [{ remote: 'catalog', ids: [STABLE, CANARY], since: '2026-11-28T12:00:00.000Z' }]);
  assert.deepEqual(s.calls.ended, [{ remote: 'catalog', ifId: CANARY, reason: 'stable 40 views, canary 38 views' }]);
  const log = s.calls.logs.find((l) => l.level === 'warn')!;
  assert.match(log.msg, /canary catalog bbbbbbbbbbbb rolled back by the store/);
  assert.deepEqual((log.fields as { canary: HealthFigures }).canary, figures[1]);
  // judged again: nothing left to judge
  assert.deepEqual(await s.judge.judge('catalog'), []);
});

test('a canary another instance ended first is not ended twice, nor logged as ended here', async () => {
  const s = setup({ verdict: 'rollback', ended: null });
  const [d] = await s.judge.judge('catalog');
  assert.equal(d!.action, 'none');
  assert.equal(s.calls.logs.length, 0);
});

test('a healthy canary is promoted only when its team asked for it', async () => {
  const manual = setup({ verdict: 'promote' });
  assert.equal((await manual.judge.judge('catalog'))[0]!.action, 'none');
  assert.equal(manual.calls.promoted.length, 0);

  const auto = setup({ verdict: 'promote', autoPromote: true });
  assert.equal((await auto.judge.judge('catalog'))[0]!.action, 'promoted');
  assert.deepEqual(auto.calls.promoted, [{ remote: 'catalog', ifId: CANARY }]);
  assert.match(auto.calls.logs[0]!.msg, /promoted by the store/);
});

test('releases with no figures yet count as none: zero views, no errors, no visitors', async () => {
  let seen: HealthFigures | null = null;
  const s = setup();
  const judge = createCanaryJudge({
    registry: () => s.registry, health: async () => [], rules: {}, intervalMs: 0,
    verdict: (_stable, canary) => { seen = canary; return { verdict: 'watching', reason: '' }; },
    endCanary: async () => null, promote: async () => null, log: { info() {}, warn() {}, error() {} },
  });
  await judge.judge();
  assert.deepEqual(seen, { releaseId: CANARY, views: 0, errors: 0, errorRate: 0, visitors: 0, lcpP75: null, inpP75: null });
});

test('beacons arriving while a judgement runs cause one more judgement, not one each; remotes without a canary none', async () => {
  const s = setup();
  s.hold();
  s.judge.poke(['catalog']);
  s.judge.poke(['catalog', 'marketing']);
  s.judge.poke(['catalog']);
  s.let();
  await s.judge.idle();
  assert.equal(s.calls.health.length, 2);
  assert.ok(s.calls.health.every((h) => h.remote === 'catalog'));
});

test('figures that cannot be read leave the canary as it is, and say so', async () => {
  const s = setup();
  const judge = createCanaryJudge({
    registry: () => s.registry, health: async () => { throw new Error('database away'); }, rules: {}, intervalMs: 0,
    verdict: () => ({ verdict: 'rollback', reason: '' }),
    endCanary: async () => { throw new Error('must not be called'); }, promote: async () => null,
    log: { info() {}, warn() {}, error: (fields, msg) => s.calls.logs.push({ level: 'error', fields, msg }) },
  });
  assert.deepEqual(await judge.judge('catalog'), []);
  assert.match(s.calls.logs[0]!.msg, /judgement failed: the canary stays/);
});
