// Main-thread work of a first visit, from a Chromium performance trace: every top-level task of the
// page's main thread, its CPU time (the trace's thread time, so time the task spent descheduled on
// a busy machine does not count), what it ran (script evaluation and calls by file, style, layout,
// paint), and an estimate of Lighthouse's mobile Total Blocking Time: Lighthouse simulates a 4×
// slower CPU, so a task blocks for 4 × its time − 50 ms. Runs each route N times and keeps the run
// with the median blocking time. Besides TBT (tasks after the first paint), it sums the blocking
// time of every task of the load, which does not depend on when the first paint happens.
//
//   npx tsx scripts/main-thread.ts http://localhost:8200 / /catalog      (RUNS=3, SLOWDOWN=4, TOP=12)
//   several bases compare builds: BASES=http://localhost:9200,http://localhost:9220 npx tsx scripts/main-thread.ts /
//   PROFILE=1 also samples the JavaScript (V8's profiler in the trace) and prints, per long task, the
//   functions it spent its time in (a build without name mangling makes them readable): the 8 with
//   the most time of their own, and the INCL (default 14) with the most time on the stack
import { chromium, type Browser } from '@playwright/test';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const runs = Number(process.env.RUNS || 3);
const slowdown = Number(process.env.SLOWDOWN || 4);
const top = Number(process.env.TOP || 12);
const profile = process.env.PROFILE === '1';

export interface ProfileNode { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }
export interface TraceEvent {
  name: string; cat?: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; id?: string;
  args?: { name?: string; data?: { type?: string; url?: string; frame?: string; documentLoaderURL?: string; stackTrace?: { url?: string }[]; startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}

export interface Task { start: number; cpu: number; wall: number; what: Map<string, number>; /** PROFILE: ms of samples by function (self), and by function on the stack (inclusive) */ self?: Map<string, number>; incl?: Map<string, number> }
export interface RunResult { tasks: Task[]; fcp: number; totalCpu: number; tbt: number; blockingAll: number; longTasks: Task[] }

export const shortUrl = (url: string) => { try { return new URL(url).pathname; } catch { return url; } };

/** Which child events say what a task did: script by URL, or a rendering step. */
export function kindOf(e: TraceEvent): string | null {
  switch (e.name) {
    case 'EvaluateScript': case 'v8.compile': case 'v8.compileModule': case 'FunctionCall': case 'TimerFire': case 'FireAnimationFrame':
    case 'EventDispatch': case 'v8.evaluateModule': {
      const url = e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url;
      return url ? `script ${shortUrl(url)}` : null;
    }
    case 'UpdateLayoutTree': case 'RecalculateStyles': return 'style';
    case 'Layout': return 'layout';
    case 'Paint': case 'PaintImage': case 'Layerize': case 'UpdateLayer': case 'PrePaint': return 'paint';
    case 'ParseHTML': return 'parse HTML';
    case 'ParseAuthorStyleSheet': return 'parse CSS';
    case 'MajorGC': case 'MinorGC': case 'V8.GCScavenger': case 'V8.GCFinalizeMC': case 'BlinkGC.AtomicPhase': return 'GC';
    default: return null;
  }
}

export function analyse(events: TraceEvent[]): RunResult {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
    && events.some((x) => x.pid === e.pid && x.name === 'navigationStart'));
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const navStart = events.filter((e) => e.pid === main.pid && e.name === 'navigationStart' && e.args?.data?.documentLoaderURL)
    .map((e) => e.ts).sort((a, b) => b - a)[0];
  if (navStart === undefined) throw new Error('no navigation in the trace');
  const fcpEvent = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint' && e.ts >= navStart);
  const fcp = fcpEvent ? (fcpEvent.ts - navStart) / 1000 : 0;
  const tasks: Task[] = [];
  let current: { task: Task; end: number; stack: { end: number; kind: string | null }[] } | null = null;
  for (const e of onMain) {
    if (e.ts < navStart) continue;
    const isTask = e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
    if (!current || e.ts >= current.end) {
      if (!isTask) continue;
      current = { task: { start: (e.ts - navStart) / 1000, cpu: (e.tdur ?? e.dur ?? 0) / 1000, wall: (e.dur ?? 0) / 1000, what: new Map() }, end: e.ts + (e.dur ?? 0), stack: [] };
      tasks.push(current.task);
      continue;
    }
    // the innermost known kind wins for its own time: a child's time is taken from its parent's
    while (current.stack.length && current.stack[current.stack.length - 1]!.end <= e.ts) current.stack.pop();
    const kind = kindOf(e);
    if (!kind) continue;
    const t = (e.tdur ?? e.dur ?? 0) / 1000;
    const parent = [...current.stack].reverse().find((s) => s.kind);
    if (parent?.kind) current.task.what.set(parent.kind, (current.task.what.get(parent.kind) ?? 0) - t);
    current.task.what.set(kind, (current.task.what.get(kind) ?? 0) + t);
    current.stack.push({ end: e.ts + (e.dur ?? 0), kind });
  }
  const totalCpu = tasks.reduce((s, t) => s + t.cpu, 0);
  const afterFcp = tasks.filter((t) => t.start >= fcp);
  const blocking = (ts: Task[]) => ts.reduce((s, t) => s + Math.max(0, t.cpu * slowdown - 50), 0);
  const tbt = blocking(afterFcp);
  // the same sum over every task of the load: what TBT becomes when the first paint comes before
  // any script runs (a first frame in the HTML), and steadier than tbt when paint timing varies
  const blockingAll = blocking(tasks);
  const longTasks = tasks.filter((t) => t.cpu * slowdown > 50).sort((a, b) => b.cpu - a.cpu);
  if (profile) attachSamples(events, main.pid, main.tid, navStart, tasks);
  return { tasks, fcp, totalCpu, tbt, blockingAll, longTasks };
}

/** The V8 profiler's samples of the main thread, each counted in the task it fell in (PROFILE=1). */
/** The V8 samples of a thread in the trace (PROFILE's category): the call tree's nodes, and each sample's time (µs) and node, in order. */
export function readSamples(events: TraceEvent[], pid: number, tid: number): { nodes: Map<number, ProfileNode>; samples: { t: number; node: number }[] } {
  const nodes = new Map<number, ProfileNode>();
  const samples: { t: number; node: number }[] = [];
  const head = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!head?.args?.data?.startTime) return { nodes, samples };
  let t = head.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== head.id) continue;
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((node, i) => { t += data?.timeDeltas?.[i] ?? 0; samples.push({ t, node }); });
  }
  samples.sort((a, b) => a.t - b.t);
  return { nodes, samples };
}

/** Counts `dt` ms of a sample at `node` to its function (`self`) and to every function on its stack, once each (`incl`); idle and the profiler's own nodes count nowhere. */
export function countSample(nodes: Map<number, ProfileNode>, node: number, dt: number, self: Map<string, number>, incl: Map<string, number>): void {
  const nameOf = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}`.trim();
  const n = nodes.get(node);
  if (!n || ['(idle)', '(program)', '(root)'].includes(n.callFrame.functionName)) return;
  const own = nameOf(n);
  self.set(own, (self.get(own) ?? 0) + dt);
  const seen = new Set<string>();
  for (let p: ProfileNode | undefined = n; p; p = p.parent === undefined ? undefined : nodes.get(p.parent)) {
    const k = nameOf(p);
    if (!p.callFrame.functionName || seen.has(k)) continue;
    seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + dt);
  }
}

function attachSamples(events: TraceEvent[], pid: number, tid: number, navStart: number, tasks: Task[]): void {
  const { nodes, samples } = readSamples(events, pid, tid);
  const ordered = [...tasks].sort((a, b) => a.start - b.start);
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    const at = (s.t - navStart) / 1000;
    const task = ordered.find((x) => at >= x.start && at < x.start + x.wall);
    if (!task) continue;
    task.self ??= new Map();
    task.incl ??= new Map();
    countSample(nodes, s.node, ((samples[i + 1]?.t ?? s.t) - s.t) / 1000, task.self, task.incl);
  }
}

export async function traceRoute(browser: Browser, url: string): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink.user_timing', 'loading', ...(profile ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  await context.close();
  const trace = JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] };
  return analyse(trace.traceEvents);
}

const ms = (n: number) => `${Math.round(n)} ms`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const bases = process.env.BASES ? process.env.BASES.split(',') : [args.shift()!];
  if (!bases[0] || !/^https?:/.test(bases[0])) throw new Error('usage: main-thread.ts <base URL> <route>… (or BASES=a,b)');
  const routes = args.length ? args : ['/'];
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const route of routes) {
      for (const base of bases) {
        const results: RunResult[] = [];
        for (let i = 0; i < runs; i++) results.push(await traceRoute(browser, new URL(route, base).href));
        const byAll = [...results].sort((a, b) => a.blockingAll - b.blockingAll);
        const best = byAll[Math.floor((byAll.length - 1) / 2)]!;
        console.log(`${base}${route}: blocking time of all tasks ${results.map((r) => ms(r.blockingAll)).join(', ')}; after FCP (TBT) ${results.map((r) => ms(r.tbt)).join(', ')} (×${slowdown}); CPU ${results.map((r) => ms(r.totalCpu)).join(', ')}; median run: all ${ms(best.blockingAll)}, TBT ${ms(best.tbt)}, FCP ${ms(best.fcp)}`);
        for (const t of best.longTasks.slice(0, top)) {
          const parts = [...t.what].filter(([, v]) => v >= 1).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${ms(v)}`);
          console.log(`    at ${ms(t.start)}: ${ms(t.cpu)} CPU, ${ms(t.wall)} wall (${ms(t.cpu * slowdown)} simulated)  ${parts.join(', ')}`);
          const list = (m: Map<string, number> | undefined, n: number) => [...(m ?? [])].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | ');
          if (t.self) console.log(`      self: ${list(t.self, 8)}\n      on the stack: ${list(t.incl, Number(process.env.INCL || 14))}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.stack ?? e.message : e);
    process.exitCode = 1;
  });
}
