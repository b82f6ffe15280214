// What a soft navigation spends its time on, on the phone of bench:live (CPU ×4, 150 ms, 1.6 Mbps):
// lands on `from`, waits for the prefetch code and a quiet network, rests the pointer on the link
// for 300 ms (or not: REST=0), then traces from the click until the target's key control is there
// (+300 ms). Prints every main-thread task after the click (start, wall time, what it ran; with
// PROFILE=1 the functions it spent its time in) and every request made after the click.
//
//   npx tsx scripts/nav-trace.ts http://localhost:8600 '/catalog' 'main a[href="/certification/bcmas"]' 'main button:has-text("Add to Cart")'
import { chromium } from '@playwright/test';
import { PHONE, throttledPage } from './bench-live';
import { countSample, kindOf, readSamples, shortUrl, type TraceEvent } from './main-thread';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const profile = process.env.PROFILE === '1';
const rest = Number(process.env.REST ?? 300);
const invalidation = process.env.INVALIDATION === '1';

const ms = (n: number) => `${Math.round(n)} ms`;

async function main(): Promise<void> {
  const [base, from, link, key] = process.argv.slice(2);
  if (!base || !from || !link || !key) throw new Error('usage: nav-trace.ts <base> <from> <link selector> <key selector>');
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
    const page = await throttledPage(context);
    let inFlight = 0;
    let last = Date.now();
    const after: { url: string; at: number }[] = [];
    let clicked = 0;
    page.on('request', (r) => { inFlight++; last = Date.now(); if (clicked) after.push({ url: r.url(), at: Date.now() - clicked }); });
    const done = () => { inFlight--; last = Date.now(); };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(base + from, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => performance.getEntriesByName('prefetch-installed').length > 0, null, { timeout: 20_000 }).catch(() => undefined);
    while (inFlight > 0 || Date.now() - last < 1000) await page.waitForTimeout(100);
    const target = page.locator(`${link}:visible`).first();
    if (rest > 0) {
      await target.hover();
      await page.waitForTimeout(rest);
    }
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink.user_timing', ...(profile ? ['disabled-by-default-v8.cpu_profiler'] : []), ...(invalidation ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [])] });
    clicked = Date.now();
    await target.click();
    await page.locator(`${key}:visible`).first().waitFor({ timeout: 30_000 });
    const seenAt = Date.now() - clicked;
    await page.waitForTimeout(300);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    await context.close();

    const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
    if (!click) throw new Error('no click in the trace');
    const { pid, tid } = click;
    const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= click.ts);
    console.log(`key control seen ${seenAt} ms after the click (Playwright's polling; wall clock)`);
    const { nodes, samples } = readSamples(events, pid, tid);
    const totals = new Map<string, number>();
    let busy = 0;
    const allSelf = new Map<string, number>();
    const allIncl = new Map<string, number>();
    for (const task of tasks) {
      const wall = (task.dur ?? 0) / 1000;
      if (wall < 2) continue;
      const what = new Map<string, number>();
      for (const e of onMain) {
        if (e.ts < task.ts || e.ts >= task.ts + (task.dur ?? 0) || e === task) continue;
        const k = kindOf(e);
        if (k) what.set(k, (what.get(k) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const parts = [...what].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${ms(v)}`);
      if (task.ts - click.ts <= seenAt * 1000) {
        busy += wall;
        for (const [k, v] of what) { const kind = k.startsWith('script') ? 'script' : k; totals.set(kind, (totals.get(kind) ?? 0) + v); }
      }
      console.log(`  +${ms((task.ts - click.ts) / 1000)}: ${ms(wall)} wall  ${parts.join(', ')}`);
      if (invalidation) {
        const inTask = events.filter((e) => e.pid === pid && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
        const counts = new Map<string, number>();
        for (const e of inTask) {
          const d = e.args?.data as Record<string, unknown> | undefined;
          if (e.name === 'UpdateLayoutTree') counts.set(`UpdateLayoutTree elements=${String(d?.elementCount)}`, (counts.get(`UpdateLayoutTree elements=${String(d?.elementCount)}`) ?? 0) + 1);
          if (/Invalidat/.test(e.name)) { const k = `${e.name} ${String(d?.reason ?? d?.invalidationList ? JSON.stringify(d?.invalidationList ?? d?.reason).slice(0, 120) : '')}`; counts.set(k, (counts.get(k) ?? 0) + 1); }
        }
        for (const [k, v] of counts) console.log(`      ${v}× ${k}`);
      }
      if (!samples.length) continue;
      const self = new Map<string, number>();
      const incl = new Map<string, number>();
      const inTask = samples.filter((s) => s.t >= task.ts && s.t < task.ts + (task.dur ?? 0));
      inTask.forEach((s, i) => {
        const dt = ((inTask[i + 1]?.t ?? s.t) - s.t) / 1000;
        countSample(nodes, s.node, dt, self, incl);
        countSample(nodes, s.node, dt, allSelf, allIncl);
      });
      const list = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | ');
      if (wall >= 10) console.log(`      self: ${list(self, 8)}\n      on the stack: ${list(incl, Number(process.env.INCL || 14))}`);
    }
    console.log(`until the key control was seen: tasks ${ms(busy)} wall; ${[...totals].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`);
    if (allSelf.size) {
      const list = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${k} ${v.toFixed(1)}`).join('\n    ');
      console.log(`all tasks after the click, self:\n    ${list(allSelf, Number(process.env.TOP || 25))}\non the stack:\n    ${list(allIncl, Number(process.env.TOP || 25))}`);
    }
    console.log('requests after the click:');
    for (const r of after) console.log(`  +${r.at} ms ${shortUrl(r.url)}`);
  } finally {
    await browser.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack ?? e.message : e);
  process.exitCode = 1;
});
