/**
 * Load generation with wrk (Debian's; autocannon tops out near 11k req/s on this machine). Each run gets a generated
 * Lua script that walks a list of paths and prints its figures as one machine-readable line at the end.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One wrk run. */
export interface WrkOptions {
  /** Base URL, e.g. http://127.0.0.1:3000 (loopback only). */
  base: string;
  /** Paths requested in turn (each connection starts at its own offset). */
  paths: string[];
  /** Every `uncachedEvery`-th request goes to `uncached` instead (0 = never). */
  uncached?: string[];
  uncachedEvery?: number;
  /** Append a counter query (`?bench=<n>`) to each uncached path, so that no page cache can answer it. */
  bust?: boolean;
  connections: number;
  seconds: number;
  threads?: number;
  /** Count responses by status (costs wrk some CPU: used only where 5xx must be counted). */
  countStatus?: boolean;
  /** Folder for the generated Lua script. */
  dir: string;
}

/** Figures of one wrk run. Latencies in milliseconds. */
export interface WrkResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Responses by HTTP status (only with countStatus). */
  statuses: Record<string, number>;
  /** Non-2xx/3xx responses as wrk counts them. */
  non2xx: number;
  /** Socket errors: connect, read, write, timeout. */
  socketErrors: number;
}

const lua = (list: string[]) => `{${list.map((p) => JSON.stringify(p)).join(',')}}`;

function script(o: WrkOptions): string {
  return `
local paths = ${lua(o.paths)}
local uncached = ${lua(o.uncached ?? [])}
local every = ${o.uncachedEvery ?? 0}
local bust = ${o.bust ? 'true' : 'false'}
local threads = {}
local counter = 0
function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
  table.insert(threads, thread)
end
function init(args)
  n = id * 7919
  u = id * 104729
  counts = {}
end
function request()
  n = n + 1
  if every > 0 and #uncached > 0 and n % every == 0 then
    u = u + 1
    local p = uncached[(u % #uncached) + 1]
    if bust then
      local sep = "?"
      if string.find(p, "?", 1, true) then sep = "&" end
      p = p .. sep .. "bench=" .. u
    end
    return wrk.format("GET", p)
  end
  return wrk.format("GET", paths[(n % #paths) + 1])
end
${
  o.countStatus
    ? `function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end`
    : ''
}
function done(summary, latency, requests)
  local agg = {}
  for _, t in ipairs(threads) do
    local c = t:get("counts")
    if c then for k, v in pairs(c) do agg[k] = (agg[k] or 0) + v end end
  end
  local parts = {}
  for k, v in pairs(agg) do table.insert(parts, '"' .. k .. '":' .. v) end
  local e = summary.errors
  io.write(string.format('BENCH {"requests":%d,"us":%d,"p50":%d,"p99":%d,"max":%d,"non2xx":%d,"socket":%d,"statuses":{%s}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.status, e.connect + e.read + e.write + e.timeout, table.concat(parts, ",")))
end
`;
}

let seq = 0;

/** Runs wrk with the options; resolves with its figures. Throws when wrk fails or prints no figures. */
export async function wrk(o: WrkOptions): Promise<WrkResult> {
  const url = new URL(o.base);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error('bench: load only 127.0.0.1');
  const file = path.join(o.dir, `wrk-${++seq}.lua`);
  writeFileSync(file, script(o));
  const threads = Math.min(o.threads ?? 2, o.connections);
  const { stdout } = await run(
    'wrk',
    [`-t${threads}`, `-c${o.connections}`, `-d${o.seconds}s`, '--timeout', '30s', '-s', file, o.base],
    { maxBuffer: 16 * 1024 * 1024, timeout: (o.seconds + 60) * 1000 },
  );
  const line = stdout.split('\n').find((l) => l.startsWith('BENCH '));
  if (!line) throw new Error(`bench: wrk printed no figures:\n${stdout}`);
  const r = JSON.parse(line.slice(6)) as {
    requests: number;
    us: number;
    p50: number;
    p99: number;
    max: number;
    non2xx: number;
    socket: number;
    statuses: Record<string, number>;
  };
  return {
    requests: r.requests,
    rps: r.requests / (r.us / 1e6),
    p50: r.p50 / 1000,
    p99: r.p99 / 1000,
    max: r.max / 1000,
    statuses: r.statuses,
    non2xx: r.non2xx,
    socketErrors: r.socket,
  };
}
