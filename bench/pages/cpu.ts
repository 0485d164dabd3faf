/**
 * The `cpu` section of bench:pages: gateway CPU time per uncached article page, the figure that bounds the uncached
 * pages/s of a machine (two cores shared with rc-pub and PostgreSQL: at most about 2000 / (this + rc-pub's share)
 * pages/s). One gateway process (`GATEWAY_WORKERS=1`, renders in its worker threads as deployed, `PAGE_CACHE=off`)
 * is asked for articles one after another, each URL with a counter query so nothing answers from a cache; its
 * user + system time is read from /proc/<pid>/stat (every thread of the process) around the measured requests.
 */
import { readFileSync } from 'node:fs';
import type { Row } from './sections.js';

/** Kernel clock ticks per second (USER_HZ; 100 on Linux for every architecture the bench runs on). */
const TICKS_PER_SECOND = 100;

/** User + system CPU time of process `pid` (all its threads) in ms, from /proc/<pid>/stat. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the command name (which may hold spaces) start at field 3 (state); utime and stime are fields 14, 15
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Options of {@link gatewayCpuPerArticle}. */
export interface CpuOptions {
  /** Base URL of a gateway started with `GATEWAY_WORKERS=1` and `PAGE_CACHE=off`. */
  base: string;
  /** Its process id. */
  pid: number;
  /** Article paths to rotate through. */
  paths: readonly string[];
  /** Requests measured (after `warm` unmeasured ones, which load the code and fill the JIT). */
  requests: number;
  warm: number;
}

/**
 * Requests `warm` + `requests` articles one at a time and returns the rows: CPU ms per page (median of three equal
 * parts of the measured requests, with their spread) and the wall time per page. Non-200 answers fail the section.
 */
export async function gatewayCpuPerArticle(o: CpuOptions, log: (s: string) => void): Promise<Row[]> {
  let n = 0;
  const get = async () => {
    const path = o.paths[n % o.paths.length]!;
    const res = await fetch(`${o.base}${path}?cpu=${n++}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bench: cpu: ${path} answered ${res.status}`);
  };
  log(`cpu: ${o.warm} articles to warm up, then ${o.requests} measured, one at a time`);
  for (let i = 0; i < o.warm; i++) await get();
  const parts: number[] = [];
  const part = Math.floor(o.requests / 3);
  const started = Date.now();
  for (let p = 0; p < 3; p++) {
    const before = cpuMs(o.pid);
    for (let i = 0; i < part; i++) await get();
    parts.push((cpuMs(o.pid) - before) / part);
  }
  const wall = (Date.now() - started) / (3 * part);
  const sorted = [...parts].sort((a, b) => a - b);
  return [
    {
      section: 'cpu',
      figure: `gateway CPU ms per uncached article (median of 3 x ${part} pages; range; one process, page cache off)`,
      value: `${sorted[1]!.toFixed(1)} (${sorted[0]!.toFixed(1)}-${sorted[2]!.toFixed(1)})`,
      target: '',
      pass: undefined,
    },
    {
      section: 'cpu',
      figure: 'wall ms per page, one request at a time (gateway, rc-pub and PostgreSQL)',
      value: wall.toFixed(1),
      target: '',
      pass: undefined,
    },
  ];
}
