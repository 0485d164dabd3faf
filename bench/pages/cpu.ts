/**
 * The `cpu` section of bench:pages: CPU time per uncached article page in each part of the stack, the figures that
 * bound the uncached pages/s of a machine. The gateway, rc-pub and PostgreSQL share the machine's cores, so at most
 * cores x 1000 / (gateway + rc-pub + PostgreSQL ms) pages/s can be rendered, however they are scheduled.
 * One gateway process (`GATEWAY_WORKERS=1`, renders in its worker threads as deployed, `PAGE_CACHE=off`) is asked for
 * articles one after another, each URL with a counter query so nothing answers from a cache; user + system time is
 * read from /proc/<pid>/stat (every thread of a process) around the measured requests: the gateway's process,
 * rc-pub's, and every PostgreSQL process (the server's own and its backends, with the time of backends that exited,
 * which the postmaster collects as its children's time).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type { Row } from './sections.js';

/** Kernel clock ticks per second (USER_HZ; 100 on Linux for every architecture the bench runs on). */
const TICKS_PER_SECOND = 100;

/** /proc/<pid>/stat of a process: its command name and the fields after it (field 3, the state, first). */
function stat(pid: number): { comm: string; fields: string[] } {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the command name sits in parentheses and may hold spaces or parentheses itself: it ends at the last ')'
  return {
    comm: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
    fields: text.slice(text.lastIndexOf(')') + 2).split(' '),
  };
}

/** User + system CPU ms in the fields of a /proc/<pid>/stat line ({@link stat}); with `children`, also that of its waited-for children. */
function fieldsMs(f: readonly string[], children = false): number {
  // utime, stime, cutime, cstime are fields 14-17, i.e. 11-14 counted from the state
  const ticks = Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** User + system CPU time of process `pid` (all its threads) in ms. */
function cpuMs(pid: number): number {
  return fieldsMs(stat(pid).fields);
}

/**
 * CPU ms of every PostgreSQL process on the machine: each one's own time, plus the postmaster's children's time
 * (backends that exited since it started). The bench's database shares the server with nothing busy.
 */
function postgresCpuMs(): number {
  const procs = new Map<number, string[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const s = stat(Number(name));
      if (s.comm === 'postgres') procs.set(Number(name), s.fields);
    } catch {
      // the process exited while the list was read: its time is in the postmaster's children's time
    }
  }
  let total = 0;
  // the postmaster is the PostgreSQL process whose parent is not one: it alone counts its children's time
  for (const f of procs.values()) total += fieldsMs(f, !procs.has(Number(f[1])));
  return total;
}

/** Options of {@link cpuPerArticle}. */
export interface CpuOptions {
  /** Base URL of a gateway started with `GATEWAY_WORKERS=1` and `PAGE_CACHE=off`. */
  base: string;
  /** Its process id. */
  pid: number;
  /** rc-pub's process id (the one the gateway calls). */
  rcPubPid: number;
  /** Article paths to rotate through. */
  paths: readonly string[];
  /** Requests measured (after `warm` unmeasured ones, which load the code and fill the JIT). */
  requests: number;
  warm: number;
}

/** A median with its range printed as `median (min-max)`. */
interface Spread {
  median: number;
  text: string;
}

/** Median and range of three figures. */
function spread(parts: readonly number[]): Spread {
  const [lo, median, hi] = [...parts].sort((a, b) => a - b) as [number, number, number];
  return { median, text: `${median.toFixed(1)} (${lo.toFixed(1)}-${hi.toFixed(1)})` };
}

/**
 * Requests `warm` + `requests` articles one at a time and returns the rows: CPU ms per page of the gateway, rc-pub
 * and PostgreSQL (each the median of three equal parts of the measured requests, with their spread), their sum, the
 * pages/s the machine's cores could render at that cost (the ceiling of the `uncached` section), and the wall time
 * per page. Non-200 answers fail the section.
 */
export async function cpuPerArticle(o: CpuOptions, log: (s: string) => void): Promise<Row[]> {
  let n = 0;
  const get = async () => {
    const path = o.paths[n % o.paths.length]!;
    const res = await fetch(`${o.base}${path}?cpu=${n++}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bench: cpu: ${path} answered ${res.status}`);
  };
  log(`cpu: ${o.warm} articles to warm up, then ${o.requests} measured, one at a time`);
  for (let i = 0; i < o.warm; i++) await get();
  const sample = () => [cpuMs(o.pid), cpuMs(o.rcPubPid), postgresCpuMs()] as const;
  const parts: [number[], number[], number[], number[]] = [[], [], [], []];
  const part = Math.floor(o.requests / 3);
  const started = Date.now();
  for (let p = 0; p < 3; p++) {
    const before = sample();
    for (let i = 0; i < part; i++) await get();
    const after = sample();
    const perPage = after.map((v, i) => (v - before[i]!) / part);
    for (const [i, v] of perPage.entries()) parts[i]!.push(v);
    parts[3].push(perPage.reduce((a, b) => a + b, 0));
  }
  const wall = (Date.now() - started) / (3 * part);
  const [gateway, rcPub, postgres, total] = parts.map(spread) as [Spread, Spread, Spread, Spread];
  const cores = os.cpus().length;
  const row = (figure: string, value: string): Row => ({ section: 'cpu', figure, value, target: '', pass: undefined });
  return [
    row(
      `gateway CPU ms per uncached article (median of 3 x ${part} pages; range; one process, page cache off)`,
      gateway.text,
    ),
    row('rc-pub CPU ms per uncached article (its calls for that page)', rcPub.text),
    row('PostgreSQL CPU ms per uncached article (every PostgreSQL process)', postgres.text),
    row('CPU ms per uncached article, the three together (per part, then the median)', total.text),
    row(
      `uncached article pages/s the ${cores} cores could render at that cost (${cores} x 1000 / the sum; the ceiling of uncached)`,
      ((cores * 1000) / total.median).toFixed(1),
    ),
    row('wall ms per page, one request at a time (gateway, rc-pub and PostgreSQL)', wall.toFixed(1)),
  ];
}
