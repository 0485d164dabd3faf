/**
 * A fixed-concurrency HTTP GET loop, run as its own process by bench/pdf/load.ts: `tsx bench/pdf/client.ts URL
 * CONNECTIONS SECONDS [user agent]`. Keep-alive connections of node:http, each issuing its next request when the
 * previous body has been read (and dropped); prints one JSON line of figures. Used instead of autocannon, which tops
 * out near 290 requests a second on 200 KiB answers on this machine (it keeps and measures each body), so it measured
 * itself rather than the servers.
 */
import http from 'node:http';

const [url, connections = '10', seconds = '10', userAgent = 'bench'] = process.argv.slice(2);
if (!url?.startsWith('http://127.0.0.1:')) throw new Error('bench client: load only 127.0.0.1');

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let bytes = 0;
let errors = 0;

/** One GET; its status, after the whole body arrived. */
function once(): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url!, { agent, headers: { 'user-agent': userAgent } }, (res) => {
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const end = performance.now() + Number(seconds) * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: Number(connections) }, async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const status = await once();
        statuses[status] = (statuses[status] ?? 0) + 1;
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
agent.destroy();
console.log(
  JSON.stringify({
    rps: latencies.length / elapsed,
    mibPerSecond: bytes / 1024 / 1024 / elapsed,
    p50: at(50),
    p99: at(99),
    statuses,
    errors,
  }),
);
