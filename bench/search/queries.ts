/**
 * The fixed query mix of `pnpm bench:search`: Chinese 1- and 2-character terms, Chinese phrases and longer
 * terms, English terms, boolean queries, fielded queries and mixed zh/en, each run through rc-pub's search service
 * (rc-pub/src/services/search) together with its clusters, as the gateway does (search and facets side by side).
 */
import { randomBytes } from 'node:crypto';
import { buildAccountKit } from '../../rc-pub/src/accounts/kit.js';
import { buildMailKit } from '../../rc-pub/src/alerts/kit.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import type { SearchField, SearchType } from '../../rc-pub/src/contract/search.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import type { ServiceCtx } from '../../rc-pub/src/lib/context.js';
// the features' fields of ServiceCtx are declared beside each feature (declaration merging)
import type {} from '../../rc-pub/src/accounts/context.js';
import type {} from '../../rc-pub/src/alerts/kit.js';
import type {} from '../../rc-pub/src/citation/portal-url.js';
import type {} from '../../rc-pub/src/services/editorial/book-cloud.js';
import type {} from '../../rc-pub/src/usage/context.js';
import { searchClustersVerb } from '../../rc-pub/src/services/search/clusters.js';
import { search } from '../../rc-pub/src/services/search/search.js';
import { UsageRecorder } from '../../rc-pub/src/usage/recorder.js';
import { PdfKit } from '../../rc-pub/src/pdf/kit.js';
import { SiteVisitRecorder } from '../../rc-pub/src/usage/site-visits.js';

/** One query of the mix. */
export interface BenchQuery {
  group: string;
  q: string;
  field?: SearchField;
  type?: SearchType;
  precision?: 0 | 1;
}

/** The mix; every group is represented several times so percentiles are not one query's. */
export const QUERY_MIX: BenchQuery[] = [
  { group: 'zh 1-char', q: '肺' },
  { group: 'zh 1-char', q: '桥' },
  { group: 'zh 2-char', q: '中国' },
  { group: 'zh 2-char', q: '模型' },
  { group: 'zh 2-char', q: '护理' },
  { group: 'zh 2-char', q: '合成' },
  { group: 'zh 2-char', q: '仿真' },
  { group: 'zh 2-char', q: '制备' },
  { group: 'zh phrase', q: '"数值模拟"' },
  { group: 'zh phrase', q: '遗传算法' },
  { group: 'zh phrase', q: '高效液相色谱' },
  { group: 'zh phrase', q: '"可持续发展"' },
  { group: 'en', q: 'malaria' },
  { group: 'en', q: 'Protein' },
  { group: 'en', q: 'cancer' },
  { group: 'en', q: '"gene expression"' },
  { group: 'boolean', q: '中国 AND 发展' },
  { group: 'boolean', q: '护理 OR 治疗' },
  { group: 'boolean', q: '模型 NOT 预测' },
  { group: 'boolean', q: '(cancer OR tumor) AND cell' },
  { group: 'fielded', q: '数值模拟', field: 'keyword' },
  { group: 'fielded', q: '研究', field: 'title' },
  { group: 'fielded', q: 'Smith', field: 'author' },
  { group: 'fielded', q: 'title:设计 AND keyword:优化' },
  { group: 'mixed', q: 'SOS 方法' },
  { group: 'mixed', q: 'GPS 定位' },
  { group: 'fuzzy', q: 'infect', precision: 0 },
  { group: 'figure', q: 'cell', type: 'figure' },
];

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silent;
  },
  level: 'silent',
  silent() {},
};

/** A service context for the bench (language zh, no member; a throwaway field key, as no account call runs). */
export function benchCtx(db: Db): ServiceCtx {
  const log = silent as unknown as ServiceCtx['log'];
  const fieldKey = randomBytes(32);
  const config = loadConfig({});
  return {
    db,
    lang: 'zh',
    token: null,
    sessionPolicy: { idleMs: 0, maxAgeMs: 0 },
    portalOrigin: null,
    fieldKey,
    accounts: buildAccountKit(config.accounts, fieldKey, log),
    mail: buildMailKit(config.mail, fieldKey, log),
    bookCloudUrl: null,
    captcha: null,
    clientIp: '127.0.0.1',
    userAgent: null,
    usage: new UsageRecorder(db, { intervalMs: 0, log }),
    siteVisits: new SiteVisitRecorder(db, { intervalMs: 0, log }),
    pdf: new PdfKit(config.pdf, log),
    log,
  };
}

/** Latency summary in milliseconds. */
export interface LatencyReport {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  qps: number;
  byGroup: Record<string, { p50: number; p95: number; hits: number }>;
  errors: string[];
}

function pct(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const r1 = (x: number) => Math.round(x * 10) / 10;

/** Runs one request of the mix: search page 0 (20 hits, relevance) and its clusters side by side. */
async function runOne(ctx: ServiceCtx, siteId: number, bq: BenchQuery): Promise<number> {
  const input = {
    q: bq.q,
    siteId,
    type: bq.type ?? 'article',
    field: bq.field,
    precision: bq.precision,
    page: 0,
    size: 20,
  };
  const parts = benchParts();
  if (parts === 'page') return (await search({ ctx, input })).total;
  if (parts === 'clusters') {
    await searchClustersVerb({ ctx, input });
    return 0;
  }
  const [page] = await Promise.all([search({ ctx, input }), searchClustersVerb({ ctx, input })]);
  return page.total;
}

/**
 * What each request of the mix runs: `both` (default: the result page and its clusters side by side, as the gateway
 * does), `page` (the result page alone) or `clusters` (the clusters alone): BENCH_PARTS, to see where the time goes.
 * @throws for another value
 */
export function benchParts(): 'both' | 'page' | 'clusters' {
  const v = process.env.BENCH_PARTS ?? 'both';
  if (v !== 'both' && v !== 'page' && v !== 'clusters')
    throw new Error(`bench: BENCH_PARTS must be both, page or clusters, got "${v}"`);
  return v;
}

/**
 * Runs the mix once to warm up, then `rounds` times measured, sequentially (one client).
 * Latency is per request (search + clusters); qps = requests / wall time.
 */
export async function runMix(db: Db, siteId: number, rounds: number): Promise<LatencyReport> {
  const ctx = benchCtx(db);
  const errors: string[] = [];
  const hits: Record<string, number> = {};
  for (const bq of QUERY_MIX) {
    try {
      hits[bq.q] = await runOne(ctx, siteId, bq);
    } catch (e) {
      errors.push(`${bq.q}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const all: number[] = [];
  const groups: Record<string, number[]> = {};
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const bq of QUERY_MIX) {
      if (!(bq.q in hits)) continue;
      const t = performance.now();
      await runOne(ctx, siteId, bq);
      const ms = performance.now() - t;
      all.push(ms);
      const list = groups[bq.group] ?? [];
      list.push(ms);
      groups[bq.group] = list;
    }
  }
  const wall = performance.now() - t0;
  all.sort((a, b) => a - b);
  const byGroup: LatencyReport['byGroup'] = {};
  for (const [g, xs] of Object.entries(groups)) {
    xs.sort((a, b) => a - b);
    const total = QUERY_MIX.filter((q) => q.group === g).reduce((n, q) => n + (hits[q.q] ?? 0), 0);
    byGroup[g] = { p50: r1(pct(xs, 50)), p95: r1(pct(xs, 95)), hits: total };
  }
  return {
    samples: all.length,
    p50: r1(pct(all, 50)),
    p95: r1(pct(all, 95)),
    p99: r1(pct(all, 99)),
    max: r1(all[all.length - 1] ?? 0),
    qps: r1(all.length / (wall / 1000)),
    byGroup,
    errors,
  };
}
