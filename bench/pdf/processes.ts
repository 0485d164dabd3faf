/**
 * Memory of the PDF renderer's Chromium, read from /proc (Linux): every descendant process of this one whose command
 * line names the Chromium executable, with its resident set (RSS, which counts shared pages once per process, so
 * the sum overstates) and its proportional set (PSS, shared pages split between their users: the honest sum).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Memory of a process tree in MiB. */
export interface TreeMemory {
  processes: number;
  rssMiB: number;
  pssMiB: number;
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Parent of every running process, by pid. */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so split after its last ')'
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (Number.isFinite(ppid)) out.set(Number(name), ppid);
  }
  return out;
}

/** kB of `field` in a /proc status-like text (`Name:   1234 kB`), 0 when absent. */
function kb(text: string, field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

/** Memory of the descendants of `root` (default this process) whose command line contains `match`. */
export function treeMemory(match: string, root: number = process.pid): TreeMemory {
  const parentOf = parents();
  const isDescendant = (pid: number): boolean => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p)) if (p === root) return true;
    return false;
  };
  let processes = 0;
  let rss = 0;
  let pss = 0;
  for (const pid of parentOf.keys()) {
    if (!isDescendant(pid) || !read(`/proc/${pid}/cmdline`).includes(match)) continue;
    processes++;
    rss += kb(read(`/proc/${pid}/status`), 'VmRSS');
    pss += kb(read(`/proc/${pid}/smaps_rollup`), 'Pss');
  }
  return { processes, rssMiB: rss / 1024, pssMiB: pss / 1024 };
}

/** Samples {@link treeMemory} every `everyMs` until stopped; `stop` gives the peaks seen. */
export function sampleTreeMemory(match: string, everyMs = 100): { stop: () => TreeMemory } {
  const peak: TreeMemory = { processes: 0, rssMiB: 0, pssMiB: 0 };
  const take = () => {
    const now = treeMemory(match);
    peak.processes = Math.max(peak.processes, now.processes);
    peak.rssMiB = Math.max(peak.rssMiB, now.rssMiB);
    peak.pssMiB = Math.max(peak.pssMiB, now.pssMiB);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}
