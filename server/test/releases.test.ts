// The registry as the server reads it (server/releases.ts): canary entries (only well-formed ones
// beside a current release, whose folder exists), the visitor's cohort cookie (validated: anything
// malformed is absent) and the visitor's view (releasesFor): the canary where the bucket falls in it,
// by the rule every instance applies alike.
// Run: node --import tsx --test server/test/releases.test.ts
import assert from 'node:assert/strict';
import { signCohort } from 'api';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  COHORT_BUCKETS, cohortCookie, cohortOf, drawCohort, hasCanaries, inCanary, parseRegistry, registryJson, releasesFor, type Registry,
} from '../releases.js';

let dir: string;
const A = 'aaaaaaaaaaaa';
const C = 'cccccccccccc';
const D = 'dddddddddddd';
const STARTED = '2026-11-28T12:00:00.000Z';

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'acma-releases-'));
  for (const [name, id] of [['catalog', A], ['catalog', C], ['marketing', A], ['marketing', D]] as const) {
    mkdirSync(join(dir, name, id), { recursive: true });
    writeFileSync(join(dir, name, id, 'remoteEntry.js'), '');
  }
});
after(() => rmSync(dir, { recursive: true, force: true }));

const canary = (over: Record<string, unknown> = {}) => ({ id: C, entry: `/releases/catalog/${C}/remoteEntry.js`, percent: 50, startedAt: STARTED, autoPromote: false, ...over });
const parse = (remotes: Record<string, unknown>): Registry => parseRegistry(JSON.stringify({ remotes }), dir);

describe('canaries in the registry', () => {
  test('a well-formed canary beside its current release is read; the version names it', () => {
    const plain = parse({ catalog: { id: A }, marketing: { id: A } });
    assert.deepEqual(plain.canaries, {});
    assert.equal(hasCanaries(plain), false);
    const r = parse({ catalog: { id: A, canary: canary({ autoPromote: true }) }, marketing: { id: A } });
    assert.equal(r.remotes.catalog!.id, A, 'the current release stays the stable one');
    assert.deepEqual(r.canaries.catalog, {
      id: C, percent: 50, autoPromote: true, startedAt: STARTED,
      release: { id: C, entry: `/releases/catalog/${C}/remoteEntry.js`, base: `/releases/catalog/${C}/`, dir: join(dir, 'catalog', C) },
    });
    assert.equal(hasCanaries(r), true);
    assert.notEqual(r.version, plain.version, 'a canary starting changes the version');
    assert.notEqual(parse({ catalog: { id: A, canary: canary({ percent: 20 }) }, marketing: { id: A } }).version, r.version, 'and its percent');
    assert.equal(parse({ catalog: { id: A, canary: canary({ autoPromote: undefined }) } }).canaries.catalog?.autoPromote, false);
  });

  test('malformed canaries, a canary whose folder is missing, the current release itself, or one without a current release are ignored', () => {
    const bad: unknown[] = [
      null, 'x', 5, canary({ percent: 0 }), canary({ percent: 100 }), canary({ percent: '50' }), canary({ percent: 12.5 }), canary({ percent: undefined }),
      canary({ id: 'CCCCCCCCCCCC' }), canary({ id: 'ccc' }), canary({ id: 'eeeeeeeeeeee' }), canary({ id: A }), canary({ startedAt: undefined }),
      canary({ startedAt: 'yesterday' }), canary({ autoPromote: 'yes' }),
    ];
    for (const c of bad) {
      const r = parse({ catalog: { id: A, canary: c } });
      assert.deepEqual(r.canaries, {}, JSON.stringify(c));
      assert.equal(r.remotes.catalog?.id, A, 'the stable release is still read');
    }
    // no current release on disk: no canary either
    assert.deepEqual(parse({ catalog: { id: 'eeeeeeeeeeee', canary: canary() } }), { remotes: {}, canaries: {}, version: '' });
  });
});

describe('the cohort cookie', () => {
  const SECRET = 's'.repeat(64);

  test('a signed cohort is read (bucket and visitor); a bucket typed in, an old unsigned cookie or another store\'s signature is none', () => {
    const signed = signCohort(SECRET, 42, 'AbCdEfGhIj0');
    assert.match(signed, /^42\.AbCdEfGhIj0\.[A-Za-z0-9_-]{22}$/);
    for (const cookie of [`rc=${signed}`, `a=1; rc=${signed}`, `rc=${signed}; b=2`, `x=1;rc=${signed}`, `a=1;  rc=${signed} `]) {
      assert.deepEqual(cohortOf(cookie, SECRET), { bucket: 42, visitor: 'AbCdEfGhIj0' }, cookie);
    }
    assert.deepEqual(cohortOf(`rc=${signCohort(SECRET, 0, 'AAAAAAAAAAA')}`, SECRET), { bucket: 0, visitor: 'AAAAAAAAAAA' });
    assert.deepEqual(cohortOf(`rc=${signCohort(SECRET, 9999, 'AAAAAAAAAAA')}`, SECRET)?.bucket, 9999);
    const mac = signed.split('.')[2]!;
    const other = signCohort('o'.repeat(64), 42, 'AbCdEfGhIj0');
    for (const cookie of [undefined, '', 'rc=', 'rc=42', 'rc=0', 'rc=9999', `rc=43.AbCdEfGhIj0.${mac}`, `rc=42.AbCdEfGhIj1.${mac}`, `rc=${other}`,
      `rc=10000.AbCdEfGhIj0.${mac}`, `rc=042.AbCdEfGhIj0.${mac}`, `src=${signed}`, `arc=${signed}`, `rc =${signed}`, `rc=${signed}x`]) {
      assert.equal(cohortOf(cookie, SECRET), null, String(cookie));
    }
  });

  test('drawn uniformly over the buckets, each with a visitor of its own; the Set-Cookie value', () => {
    const seen = new Set<number>();
    const visitors = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const { cohort, value } = drawCohort(SECRET);
      assert.ok(Number.isInteger(cohort.bucket) && cohort.bucket >= 0 && cohort.bucket < COHORT_BUCKETS, String(cohort.bucket));
      assert.deepEqual(cohortOf(`rc=${value}`, SECRET), cohort);
      seen.add(cohort.bucket);
      visitors.add(cohort.visitor);
    }
    assert.ok(seen.size > 1500, `${seen.size} distinct of 2000`);
    assert.equal(visitors.size, 2000);
    assert.equal(cohortCookie('42.AbCdEfGhIj0.x', false), 'rc=42.AbCdEfGhIj0.x; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly');
    assert.equal(cohortCookie('42.AbCdEfGhIj0.x', true), 'rc=42.AbCdEfGhIj0.x; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure');
  });
});

describe('the visitor\'s view', () => {
  const expected = (bucket: number, remote: string, id: string, percent: number) =>
    createHash('sha256').update(`${bucket}:${remote}:${id}`).digest().readUInt32BE(0) % 100 < percent;

  test('in a canary iff sha256(bucket:remote:id)\'s first 4 bytes mod 100 < percent; about percent of the buckets', () => {
    let inside = 0;
    for (let b = 0; b < COHORT_BUCKETS; b++) {
      const yes = inCanary(b, 'catalog', C, 30);
      assert.equal(yes, expected(b, 'catalog', C, 30));
      if (yes) inside++;
    }
    assert.ok(inside > 2800 && inside < 3200, `${inside} of ${COHORT_BUCKETS}`);
    // a bigger percent keeps the buckets it had (a canary widened keeps its visitors)
    for (let b = 0; b < 500; b++) if (inCanary(b, 'catalog', C, 10)) assert.ok(inCanary(b, 'catalog', C, 60));
  });

  test('a registry without canaries is its own view; with one, each bucket gets the canary or the stable set, no canary named', () => {
    const plain = parse({ catalog: { id: A }, marketing: { id: A } });
    assert.equal(releasesFor(plain, null), plain);
    assert.equal(releasesFor(plain, 17), plain);
    const r = parse({ catalog: { id: A, canary: canary({ percent: 50 }) }, marketing: { id: A, canary: { ...canary({ id: D, percent: 50 }), entry: '' } } });
    const stable = releasesFor(r, null);
    assert.equal(stable.remotes.catalog!.id, A);
    assert.equal(stable.remotes.marketing!.id, A);
    assert.deepEqual(stable.canaries, {});
    assert.equal(stable.version, plain.version, 'the stable view is the set of current releases');
    assert.doesNotMatch(registryJson(stable), new RegExp(`${C}|${D}`), 'the served registry names no canary to a stable visitor');
    const sets = new Set<string>();
    for (let b = 0; b < 400; b++) {
      const v = releasesFor(r, b);
      assert.equal(v.remotes.catalog!.id, expected(b, 'catalog', C, 50) ? C : A, `bucket ${b}: catalog`);
      assert.equal(v.remotes.marketing!.id, expected(b, 'marketing', D, 50) ? D : A, `bucket ${b}: marketing (drawn apart from the catalog's)`);
      assert.equal(releasesFor(r, b), v, 'made once per bucket');
      assert.deepEqual(v.canaries, {});
      assert.equal(JSON.parse(registryJson(v)).remotes.catalog.entry, v.remotes.catalog!.entry);
      sets.add(v.version);
    }
    assert.equal(sets.size, 4, 'four sets: each canary in or out');
  });
});
