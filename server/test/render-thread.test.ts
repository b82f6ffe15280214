// Documents are made in a thread of their own (server/render-thread.ts): over real HTTP, a kept
// page is answered while a new page's render keeps its thread busy, a render that never ends gets the
// plain document and a new thread, and the thread's pages are the same pages.
// Run: node --import tsx --test server/test/render-thread.test.ts
import '../production-react.js';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, mock, test } from 'node:test';
import { defaultSeed } from 'api';
import { startApi, type TestApi } from 'api/testing';
import { registerSite, type SiteOptions } from '../site.js';
import { makeSiteRoot, pageArea, publishRelease } from './support/site-fixture.js';

/** A store with its site (renders in a thread unless `documents` says otherwise), listening on a port. */
async function startSite(prefix: string, documents: SiteOptions['documents'] = {}) {
  const root = makeSiteRoot(prefix);
  publishRelease(root, 'product-pages', 'aaaaaaaaaaaa');
  publishRelease(root, 'catalog', 'aaaaaaaaaaaa');
  const t: TestApi = await startApi({ seed: defaultSeed() });
  await registerSite(t.app, { root, releasesDir: join(root, 'releases'), runtimeConfig: { apiBase: '/api', remotes: {} }, documents });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    root, t,
    async get(url: string) {
      const started = performance.now();
      const res = await fetch(base + url, { headers: { 'accept-encoding': 'identity' } });
      const body = await res.text();
      return { status: res.status, body, serverTiming: res.headers.get('server-timing'), ms: performance.now() - started, at: performance.now() };
    },
    async close() {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

describe('a render in its thread holds up nothing else', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  before(async () => {
    site = await startSite('acma-render-thread-');
    await site.get('/api/products'); // the catalog's first snapshot (a document made before it is not kept)
  });
  after(() => site?.close());

  test('a kept page is answered while a new page is being made', async (tc) => {
    // documents are kept per minute: the clock stands still here, so a minute turning cannot make the kept page anew
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    tc.after(() => mock.timers.reset());
    // a release of the catalog whose pages take 600 ms of synchronous work to render (first: a
    // release is in every document's key, so a release after it would make the kept page anew)
    publishRelease(site.root, 'catalog', 'bbbbbbbbbbbb', { busyMs: 600 });
    // the kept page: made once, then a lookup
    assert.equal((await site.get('/certification/bcmas')).status, 200);
    const kept = await site.get('/certification/bcmas');
    assert.doesNotMatch(kept.serverTiming ?? '', /render;dur=/, 'the second request is answered from the cache');
    const making = site.get('/catalog?q=slow');
    // the kept page, asked again and again until the new page is done
    let done = false;
    void making.then(() => (done = true));
    const answers: { ms: number; at: number }[] = [];
    // (no wait for the render to start: the loop runs until the new page is done, so across the whole render)
    while (!done) {
      const a = await site.get('/certification/bcmas');
      assert.equal(a.status, 200);
      answers.push(a);
    }
    const made = await making;
    assert.equal(made.status, 200);
    assert.match(pageArea(made.body) ?? '', /data-release="bbbbbbbbbbbb"/, 'the new page, rendered by the new release');
    const renderMs = Number(/render;dur=([\d.]+)/.exec(made.serverTiming ?? '')?.[1]);
    assert.ok(renderMs >= 600, `the new page took its 600 ms to render (${renderMs} ms)`);
    // on the main thread, the kept page would have waited for the render's 600 ms, once
    const slowest = Math.max(...answers.map((a) => a.ms));
    assert.ok(answers.length >= 5, `the kept page was answered ${answers.length} times during the render`);
    assert.ok(slowest < 300, `no kept answer waited for the render (slowest ${Math.round(slowest)} ms)`);
  });
});

describe('a render that never ends', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  before(async () => {
    site = await startSite('acma-render-stuck-', { thread: { timeoutMs: 1000 } });
    await site.get('/api/products');
  });
  after(() => site?.close());

  test('gets the plain document in time, and the next page is made by a new thread', async () => {
    publishRelease(site.root, 'catalog', 'cccccccccccc', { busyMs: 600_000 });
    const stuck = await site.get('/catalog?q=stuck');
    assert.equal(stuck.status, 200);
    assert.ok(stuck.ms < 5000, `answered after the 1 s timeout, not the render's 600 s (${Math.round(stuck.ms)} ms)`);
    assert.match(stuck.body, /<div id="root"><!--app-html--><\/div>/, 'the plain document: the browser renders the page');
    // meanwhile, and after, the store answers
    assert.equal((await site.get('/api/products')).status, 200);
    publishRelease(site.root, 'catalog', 'dddddddddddd');
    const next = await site.get('/catalog?q=after');
    assert.equal(next.status, 200);
    assert.match(pageArea(next.body) ?? '', /<p data-release="dddddddddddd">CatalogPage<\/p>/, 'a new thread renders the next page');
  });
});

/** The nice value of each of this process's threads by id (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): Map<string, number> {
  const nices = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // a thread that ended since the folder was read (an earlier site's render thread)
    }
    // the fields after the command name (which may hold spaces) start at its closing parenthesis
    nices.set(tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return nices;
}
/** The threads at this nice value that were not at it in `before`. */
const newAt = (nice: number, before: Map<string, number>) => [...threadNices()].filter(([tid, n]) => n === nice && before.get(tid) !== nice);

describe('the render thread yields the cores to the main thread', { skip: existsSync('/proc/self/task') ? false : 'per-thread priorities are read from Linux /proc' }, () => {
  test('its priority alone is lowered (nice 10 by default, as set), the process keeps its own', async () => {
    // by thread id: an earlier site's render thread may still be ending while this one starts
    const before = threadNices();
    const site = await startSite('acma-render-nice-');
    try {
      assert.equal(getPriority(), 0, 'the main thread keeps the process priority');
      assert.equal(newAt(10, before).length, 1, 'one thread more at nice 10: the render thread');
    } finally {
      await site.close();
    }
    const custom = await startSite('acma-render-nice-', { thread: { nice: 15 } });
    try {
      assert.equal(newAt(15, before).length, 1, 'the configured nice value');
    } finally {
      await custom.close();
    }
  });
});
