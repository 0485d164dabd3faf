/**
 * Lighthouse 12.8.2 mobile performance (its default config: a Moto G Power viewport, simulated slow 4G and 4x CPU
 * slowdown) through its node API, with Debian's chromium started by chrome-launcher (--headless --no-sandbox).
 * chrome-launcher is loaded from lighthouse's own dependencies, so it is the version lighthouse was released with.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { ROOT } from './stack.js';

/** The part of chrome-launcher's API used here. */
interface LaunchedChrome {
  port: number;
  kill(): void;
}
interface ChromeLauncher {
  launch(opts: { chromePath: string; chromeFlags: string[]; logLevel?: string }): Promise<LaunchedChrome>;
}

async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const lighthouseEntry = createRequire(path.join(ROOT, 'package.json')).resolve('lighthouse');
  const file = createRequire(lighthouseEntry).resolve('chrome-launcher');
  return (await import(pathToFileURL(file).href)) as ChromeLauncher;
}

/** Reports written so far with BENCH_LIGHTHOUSE_DUMP, numbering the files. */
let dumped = 0;

/** Performance score (0-100) and the main metrics of one page. Times in ms. */
export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * The host's CPU as Lighthouse gauges it before auditing (`environment.benchmarkIndex`; higher is faster). Its 4x
   * slowdown assumes a desktop-class host: at or below 1000 its CLI warns that the host is slower than it expects and
   * the score suffers (lighthouse core/gather/driver/environment.js, docs/throttling.md).
   */
  benchmarkIndex: number;
}

/** Attempts per audit: Lighthouse sometimes fails to record a load's trace (NO_NAVSTART, NO_FCP) and asks to run again. */
const ATTEMPTS = 2;

/** One Lighthouse audit of `url` in a headless chromium of its own; the report, or its runtime error as `error`. */
async function auditOnce(
  launch: ChromeLauncher['launch'],
  chromePath: string,
  url: string,
): Promise<{ lhr?: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']; error?: string }> {
  // a browser and profile of its own per audit, as each run of the lighthouse CLI (and Lighthouse CI's collect) has
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  try {
    const r = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!r) return { error: 'lighthouse returned nothing' };
    if (r.lhr.runtimeError) return { error: `${r.lhr.runtimeError.code}: ${r.lhr.runtimeError.message}` };
    return { lhr: r.lhr };
  } finally {
    chrome.kill();
  }
}

/**
 * Audits each URL in turn, each in a headless chromium of its own, once more when Lighthouse reports that it could
 * not record the load (its message asks to run it again); a second failure fails the section.
 * With `BENCH_LIGHTHOUSE_DUMP=<dir>` each report is also written there as JSON (`<n>-<path>.json`), to read its
 * long-tasks, bootup-time and LCP-breakdown audits.
 * @param urls loopback URLs of the pages
 * @param chromePath the browser, default /usr/bin/chromium
 */
export async function lighthouseScores(
  urls: string[],
  chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
  log: (s: string) => void = () => {},
): Promise<LighthouseFigures[]> {
  const { launch } = await loadChromeLauncher();
  const out: LighthouseFigures[] = [];
  for (const url of urls) {
    let result = await auditOnce(launch, chromePath, url);
    for (let attempt = 2; result.error && attempt <= ATTEMPTS; attempt++) {
      log(`lighthouse ${url}: ${result.error}; auditing again`);
      result = await auditOnce(launch, chromePath, url);
    }
    const lhr = result.lhr;
    if (!lhr) throw new Error(`bench: lighthouse ${url}: ${result.error}`);
    const dump = process.env.BENCH_LIGHTHOUSE_DUMP;
    if (dump) {
      mkdirSync(dump, { recursive: true });
      const name = `${++dumped}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').slice(0, 40)}.json`;
      writeFileSync(path.join(dump, name), JSON.stringify(lhr));
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    out.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
  }
  return out;
}
