/**
 * `pnpm exec tsx bench/pages/longtasks.ts <url> [--rate=4] [--min=50] [--runs=1]`: the long tasks of a page load and
 * what runs in each, to say where Lighthouse's Total Blocking Time goes (bench/README.md, "Where a page's main
 * thread goes").
 *
 * Loads `url` in Debian's chromium (/usr/bin/chromium with its JIT tiers, unlike the tests' launcher; 412 x 823 like
 * Lighthouse's phone) with the CPU slowed
 * `rate` times (DevTools throttling; Lighthouse simulates 4x), records a trace and a JS CPU profile together, and
 * prints every main-thread task longer than `min` ms: its start (ms after the first task), length, and the functions
 * taking most of its samples, inclusive (six; `LONGTASKS_TOP=30` lists more). Script positions are mapped to sources through the client build's source
 * maps when the build has them (`cd web && npx vite build --app --sourcemap`; the normal build has none, and then the
 * minified names print). Tasks without JS samples are style, layout, paint or HTML parsing. Last line: the sum over
 * the tasks of their length beyond 50 ms (a TBT of the whole recording, not Lighthouse's simulation).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { ROOT } from './stack.js';

/** The part of playwright-core's API used here (the tests' dependency, loaded from tests/). */
interface Cdp {
  send(method: string, params?: object): Promise<{ profile?: unknown }>;
  on(event: string, listener: (e: { value: unknown[] }) => void): void;
}
interface Playwright {
  chromium: {
    launch(o: { executablePath: string; args: string[] }): Promise<{
      newContext(o: object): Promise<{
        newPage(): Promise<{ goto(u: string, o: object): Promise<unknown>; waitForTimeout(ms: number): Promise<void> }>;
        newCDPSession(page: unknown): Promise<Cdp>;
      }>;
      close(): Promise<void>;
    }>;
  };
}

/** A node of a CDP CPU profile (Profiler.Profile). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
/** A complete ('X') trace event. Times in µs. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** React's and the scheduler's own frames: present in every task, they name nothing. */
const FRAMEWORK =
  /^(performWorkUntilDeadline|performWorkOnRoot\w*|workLoop\w*|performUnitOfWork|beginWork|renderWithHooks|completeUnitOfWork|renderRoot\w*|flushWork|updateFunctionComponent|reconcileChildren|commitRoot\w*|\(anon\)|\(root\)|\(program\)|\(idle\))@?/;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`longtasks: --${name} must be a positive number`);
  return value;
}

/** `name@file` for a profile node, through the client build's source map when it has one. */
function labeller(): (frame: ProfileNode['callFrame']) => string {
  const maps = new Map<string, TraceMap | null>();
  return (frame) => {
    const name = frame.functionName || '(anon)';
    if (!frame.url.includes('/assets/')) return name;
    const file = path.join(ROOT, 'web/dist/client', `${new URL(frame.url).pathname}.map`);
    if (!maps.has(file)) maps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    const map = maps.get(file);
    if (!map) return `${name}@${path.basename(new URL(frame.url).pathname)}`;
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return `${pos.name ?? name}@${path.basename(pos.source ?? frame.url)}`;
  };
}

async function record(url: string, rate: number): Promise<{ trace: TraceEvent[]; profile: CpuProfile }> {
  const { chromium } = createRequire(path.join(ROOT, 'tests/package.json'))('playwright-core') as Playwright;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const trace: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => trace.push(...(e.value as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.on('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await complete;
    return { trace, profile: profile as unknown as CpuProfile };
  } finally {
    await browser.close();
  }
}

/** Trace events that only wrap others (the task itself, scheduling, message dispatch). */
const WRAPPERS = /RunTask|ThreadControllerImpl|Receive mojo|ScheduledAction|EventDispatch|FunctionCall|v8\./;

/**
 * What the browser did in a task without JS samples: its three longest kinds of trace event (`Layout 80 ms`,
 * `UpdateLayoutTree`, `Paint`, `Decode Image`, `ParseHTML`...), by summed length inside the task on its thread.
 */
function browserWork(trace: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const byName = new Map<string, number>();
  for (const e of trace) {
    if (e.ph !== 'X' || e.pid !== task.pid || e.tid !== task.tid || e === task || WRAPPERS.test(e.name)) continue;
    if (e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0));
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return top.map(([name, us]) => `${name} ${(us / 1000).toFixed(0)} ms`).join(', ') || 'style, layout, paint, parsing';
}

/** Prints the long tasks of one recording; returns their total length beyond 50 ms. */
function report(trace: TraceEvent[], profile: CpuProfile, minMs: number): number {
  const label = labeller();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const labels = new Map(profile.nodes.map((n) => [n.id, label(n.callFrame)]));
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) {
    t += d;
    times.push(t);
  }
  const main = new Set(
    trace.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = trace
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`) && (e.dur ?? 0) > minMs * 1000)
    .sort((a, b) => a.ts - b.ts);
  let excess = 0;
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    excess += Math.max(0, dur / 1000 - 50);
    const inclusive = new Map<string, number>();
    let samples = 0;
    times.forEach((ts, i) => {
      if (ts < task.ts || ts > task.ts + dur) return;
      samples++;
      const seen = new Set<string>();
      for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
        const l = labels.get(id) ?? '?';
        if (!seen.has(l)) inclusive.set(l, (inclusive.get(l) ?? 0) + 1);
        seen.add(l);
      }
    });
    const top = [...inclusive]
      .filter(([l]) => !FRAMEWORK.test(l))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.LONGTASKS_TOP ?? 6))
      .map(([l, n]) => `${l} ${Math.round((100 * n) / samples)}%`);
    const at = ((task.ts - tasks[0]!.ts) / 1000).toFixed(0);
    console.log(
      `@${at} ms  ${(dur / 1000).toFixed(0)} ms  ${top.join(', ') || `(no JS: ${browserWork(trace, task)})`}`,
    );
  }
  return excess;
}

const url = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!url) {
  console.error('usage: pnpm exec tsx bench/pages/longtasks.ts <url> [--rate=4] [--min=50] [--runs=1]');
  process.exit(2);
}
const rate = option('rate', 4);
const minMs = option('min', 50);
for (let run = 1, runs = option('runs', 1); run <= runs; run++) {
  const { trace, profile } = await record(url, rate);
  const excess = report(trace, profile, minMs);
  console.log(`run ${run}: ${rate}x CPU, sum of task time beyond 50 ms: ${excess.toFixed(0)} ms\n`);
}
