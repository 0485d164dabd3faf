/**
 * `pnpm bench:pages [--quick] [--sections=a,b] [--reuse-db] [--no-build]` (is the stack production-ready?): starts the
 * whole stack on 127.0.0.1 from the compiled build (rc-pub on PostgreSQL in a bench database created from the seed,
 * gateways with NODE_ENV=production, nginx from Debian), measures the page figures and prints them side by side with
 * their targets and PASS/FAIL in one table. It stops everything it started and drops the bench database at the end
 * (also on Ctrl-C and on its own time limit).
 *
 * Sections (default all): pages (cached anonymous pages: gateway vs nginx serving the same bytes), uncached (article
 * pages with the page cache off), cpu (CPU ms per uncached article in the gateway, rc-pub and PostgreSQL; one gateway
 * process, requests one at a time), soak (200 connections on a page mix, 5xx, max latency, gateway RSS), timing (home
 * render vs its slowest rc-pub call), lighthouse (mobile performance, home and article), weight (initial JS gzip,
 * inline CSS). Environment: BENCH_PG_URL (an existing database to connect to for CREATE/DROP DATABASE, default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_DB (default bench_pages). See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type BenchContext,
  cachedPages,
  homeTiming,
  lighthouseSection,
  type PageSet,
  type Row,
  rawGet,
  soak,
  uncachedArticles,
  weightSection,
} from './sections.js';
// PostgreSQL access is the test suites' (tests/helpers/db.ts): one client helper and one URL rewrite for both.
import { dbUrl, withClient } from '../../tests/helpers/db.js';
import { dropDatabase, ensureDatabase, freePort, ROOT, startNode, stopAll, waitHttp } from './stack.js';
import { startTimingProxy, type TimingProxy } from './timing-proxy.js';
import { cpuPerArticle } from './cpu.js';

const SECTIONS = ['pages', 'uncached', 'cpu', 'soak', 'timing', 'lighthouse', 'weight'] as const;
type Section = (typeof SECTIONS)[number];

const USAGE = `usage: pnpm bench:pages [--quick] [--sections=${SECTIONS.join(',')}] [--reuse-db] [--no-build]
  --quick       short runs (3-15 s per load test instead of 10-60 s)
  --sections    run only these sections (comma-separated)
  --reuse-db    keep the bench database between runs (created and seeded when missing; not dropped at the end)
  --no-build    use the existing build (otherwise \`pnpm build\` runs first)`;

/** Parsed command line. */
interface Options {
  quick: boolean;
  sections: Set<Section>;
  reuseDb: boolean;
  build: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { quick: false, sections: new Set(SECTIONS), reuseDb: false, build: true };
  for (const a of argv) {
    if (a === '--quick') o.quick = true;
    else if (a === '--reuse-db') o.reuseDb = true;
    else if (a === '--no-build') o.build = false;
    else if (a.startsWith('--sections=')) {
      const list = a.slice('--sections='.length).split(',').filter(Boolean);
      const bad = list.filter((s) => !(SECTIONS as readonly string[]).includes(s));
      if (bad.length || !list.length) throw new UsageError(`unknown section(s): ${bad.join(', ') || '(none given)'}`);
      o.sections = new Set(list as Section[]);
    } else throw new UsageError(a === '--help' || a === '-h' ? '' : `unknown option ${a}`);
  }
  return o;
}

class UsageError extends Error {}

const log = (s: string) => console.error(`[bench:pages] ${s}`);

/** Prints the result table (markdown, so it can be pasted into bench/README.md), with the machine's load. */
function printTable(rows: Row[], loadBefore: number[]): void {
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');
  console.log(
    `\nbench:pages on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${new Date().toISOString()}; load average 1/5/15 min: ${load(loadBefore)} before, ${load(os.loadavg())} after (the figures are only as quiet as the machine)`,
  );
  console.log('\n| section | figure | value | target | result |\n| --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.section} | ${r.figure} | ${r.value} | ${r.target || '-'} | ${r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL'} |`,
    );
  const judged = rows.filter((r) => r.pass !== undefined);
  console.log(`\n${judged.filter((r) => r.pass).length} of ${judged.length} targets met.`);
}

/** Article paths for the uncached rotation, a median-length one (cached pages) and the longest (inline CSS). */
async function articles(url: string): Promise<{ all: string[]; median: string; longest: string }> {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT a.id, coalesce(max(length(t.body_html)), 0) AS len FROM articles a
       LEFT JOIN article_texts t ON t.article_id = a.id GROUP BY a.id ORDER BY len DESC, a.id`,
    );
    if (!rows.length) throw new Error('bench: the bench database holds no articles');
    const p = (id: unknown) => `/article/id/1/${String(id)}/zh`;
    const withBody = rows.filter((r) => Number(r.len) > 0);
    return {
      all: rows.map((r) => p(r.id)),
      longest: p(rows[0]!.id),
      median: p((withBody[Math.floor(withBody.length / 2)] ?? rows[0]!).id),
    };
  });
}

/** The issue table of contents linked from plosone's home page (found, not hard-coded). */
async function journalPage(base: string): Promise<string> {
  const res = await fetch(`${base}/homeNav/plosone/zh`);
  const html = await res.text();
  const m = /href="(\/newAcademic\/\d+\/\d+\/directory\/\d+\/0\/zh)"/.exec(html);
  if (!m) throw new Error('bench: no issue table of contents linked from plosone home (/homeNav/plosone/zh)');
  return m[1]!;
}

async function main(): Promise<number> {
  const opts = parseArgs(process.argv.slice(2));
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = process.env.BENCH_DB ?? 'bench_pages';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  const rows: Row[] = [];
  const loadBefore = os.loadavg();
  let proxy: TimingProxy | undefined;
  let createdDb = false;
  const cleanup = async () => {
    await proxy?.close();
    await stopAll();
    if (createdDb && !opts.reuseDb) await dropDatabase(admin, dbName).catch((e) => log(`drop ${dbName}: ${e}`));
    rmSync(dir, { recursive: true, force: true });
  };
  const limitMin = opts.quick ? 12 : 25;
  const limit = setTimeout(() => {
    log(`time limit (${limitMin} min) reached: stopping`);
    cleanup().finally(() => process.exit(2));
  }, limitMin * 60_000);
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      log(`${sig}: stopping`);
      cleanup().finally(() => process.exit(130));
    });

  try {
    if (opts.build) {
      log('pnpm build (codegen, web, node)');
      execFileSync('pnpm', ['-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    const fresh = await ensureDatabase(admin, dbName, !opts.reuseDb);
    createdDb = true;
    const databaseUrl = dbUrl(admin, dbName);
    const rcPort = await freePort();
    log(`rc-pub on 127.0.0.1:${rcPort}, PostgreSQL database ${dbName}${fresh ? ' (seeding: about a minute)' : ''}`);
    const rcPub = startNode(
      'rc-pub',
      'rc-pub/dist/server.js',
      {
        DATABASE_URL: databaseUrl,
        RC_PUB_PORT: String(rcPort),
        RC_PUB_SEED: 'auto',
        LOG_LEVEL: 'warn',
      },
      dir,
    );
    const rcPubUrl = `http://127.0.0.1:${rcPort}`;
    await waitHttp(rcPub, `${rcPubUrl}/rc-pub/health`, 600);

    const gatewayEnv = (port: number, extra: Record<string, string> = {}) => ({
      PORT: String(port),
      RC_PUB_URL: rcPubUrl,
      LOG_LEVEL: 'warn',
      // One client (wrk on loopback) is every reader here: the per-IP limits would answer 429s and measure the
      // limiter, not the pages. The soak keeps load shedding (503s are counted apart).
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_GRAPHQL: '0',
      // One gateway process per core, as nginx runs one worker per core (workers.ts); the soak's RSS is the sum.
      GATEWAY_WORKERS: process.env.BENCH_GATEWAY_WORKERS ?? 'auto',
      // Each process's V8 heap sized as the README's deployment notes say (V8 would otherwise let a 24 GB host's
      // gateway grow to gigabytes of garbage before collecting it).
      NODE_OPTIONS: process.env.BENCH_GATEWAY_NODE_OPTIONS ?? '--max-old-space-size=256',
      // Experiments: BENCH_GATEWAY_ENV="RENDER_QUEUE_WAIT_MS=250 GATEWAY_WORKERS=1" adds or replaces variables.
      ...Object.fromEntries(
        (process.env.BENCH_GATEWAY_ENV ?? '')
          .split(/\s+/)
          .filter((kv) => kv.includes('='))
          .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
      ),
      ...extra,
    });
    const gwPort = await freePort();
    const gw = startNode('gateway', 'server/dist/server.js', gatewayEnv(gwPort), dir);
    const base = `http://127.0.0.1:${gwPort}`;
    await waitHttp(gw, `${base}/graphql?query=%7B__typename%7D`, 120);
    log(`gateway on ${base} (NODE_ENV=production, compiled)`);

    const art = await articles(databaseUrl);
    const pages: PageSet = {
      home: '/',
      journal: await journalPage(base),
      article: art.median,
      search: `/article?searchText=${encodeURIComponent('制备')}`,
    };
    for (const [name, p] of Object.entries(pages)) {
      const r = await rawGet(base + p);
      log(`page ${name}: ${p} -> ${r.status}, ${(r.body.length / 1024).toFixed(0)} KB`);
    }
    const ctx: BenchContext = {
      dir,
      quick: opts.quick,
      gateway: { base, proc: gw },
      pages,
      articlePaths: art.all,
      longArticle: art.longest,
    };

    if (opts.sections.has('pages')) rows.push(...(await cachedPages(ctx, log)));
    if (opts.sections.has('uncached')) {
      const port = await freePort();
      const g2 = startNode('gateway-nocache', 'server/dist/server.js', gatewayEnv(port, { PAGE_CACHE: 'off' }), dir);
      await waitHttp(g2, `http://127.0.0.1:${port}/graphql?query=%7B__typename%7D`, 120);
      rows.push(...(await uncachedArticles(ctx, `http://127.0.0.1:${port}`, log)));
    }
    if (opts.sections.has('cpu')) {
      const port = await freePort();
      const env = gatewayEnv(port, { PAGE_CACHE: 'off', GATEWAY_WORKERS: '1' });
      const g = startNode('gateway-cpu', 'server/dist/server.js', env, dir);
      await waitHttp(g, `http://127.0.0.1:${port}/graphql?query=%7B__typename%7D`, 120);
      const measured = { requests: opts.quick ? 90 : 300, warm: opts.quick ? 40 : 120 };
      const pid = g.child.pid;
      const rcPubPid = rcPub.child.pid;
      if (pid === undefined || rcPubPid === undefined) throw new Error('bench: the cpu section needs both pids');
      rows.push(
        ...(await cpuPerArticle({ base: `http://127.0.0.1:${port}`, pid, rcPubPid, paths: art.all, ...measured }, log)),
      );
      g.child.kill('SIGTERM');
    }
    if (opts.sections.has('soak')) rows.push(...(await soak(ctx, log)));
    if (opts.sections.has('timing')) {
      proxy = await startTimingProxy(rcPubUrl);
      const port = await freePort();
      const env = gatewayEnv(port, { PAGE_CACHE: 'off', RC_PUB_URL: `http://127.0.0.1:${proxy.port}` });
      const g3 = startNode('gateway-timed', 'server/dist/server.js', env, dir);
      await waitHttp(g3, `http://127.0.0.1:${port}/graphql?query=%7B__typename%7D`, 120);
      rows.push(...(await homeTiming(`http://127.0.0.1:${port}`, proxy, pages.home, log)));
    }
    if (opts.sections.has('lighthouse')) rows.push(...(await lighthouseSection(ctx, log)));
    if (opts.sections.has('weight')) rows.push(...(await weightSection(ctx, path.join(ROOT, 'web/dist/client'))));
    printTable(rows, loadBefore);
    return rows.some((r) => r.pass === false) ? 1 : 0;
  } finally {
    clearTimeout(limit);
    await cleanup();
  }
}

try {
  process.exitCode = await main();
} catch (e) {
  if (e instanceof UsageError) {
    if (e.message) console.error(`bench:pages: ${e.message}`);
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  }
}
