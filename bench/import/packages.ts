/**
 * `pnpm bench:import [N]`: importing N article packages (default 100) with their figures and PDF
 * (docs/product/content.md#article-packages), as articles per minute and the process's peak memory.
 * 1. N packages are written to a temporary folder: copies of the JOSE article jose.00205 (demo-data/jats/jose) with
 *    distinct DOIs (10.21105/bench.NNNNN, titles prefixed [Bench copy]), each with its three figures generated anew
 *    as PNGs of realistic size (a 1800 × 1200 and a 1600 × 1100 chart with a noisy heat map, 0.5-1.5 MB, and a
 *    600 × 400 diagram; different pixels in every package, so no figure is stored only once) and a real JOSE PDF
 *    (jose.00209's, 270 KB, made distinct per package) at the package root, in the JOSE layout;
 * 2. for each format of BENCH_FORMATS (default `folder,tgz`: the folders as they are, then the same packages as
 *    .tar.gz archives), a fresh database imports them all in one batch (timed: reading, typing by content, storing,
 *    web renditions of every figure, texts, search index), then again unchanged (every package `unchanged`).
 * Prints per format: seconds, articles per minute, files stored, and the resident memory (peak sampled every 20 ms
 * during the import, and the process's maximum at the end). Engine: BENCH_ENGINES=postgres (default) or pglite;
 * PostgreSQL at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test), a fresh database dropped after.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// sharp and tar as rc-pub installs them (the bench folder has no package of its own)
import sharp from '../../rc-pub/node_modules/sharp/dist/index.mjs';
import { create as createTar } from '../../rc-pub/node_modules/tar/dist/esm/index.js';
import { files } from '../../rc-pub/src/db/schema/index.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import { openBenchDb, rng, rssSampler } from '../shared.js';

const N = Number(process.argv[2] ?? 100);
const repo = path.resolve(import.meta.dirname, '../..');
const BASE = path.join(repo, 'demo-data/jats/jose/jose.00205');
const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * A chart-like PNG: white, axes and curves, and (when `heat`) a noisy heat map over part of it, which is what makes
 * real figures weigh 0.5-2 MB. `seed` makes every figure's pixels different.
 */
async function figure(width: number, height: number, seed: number, heat: boolean): Promise<Buffer> {
  const random = rng(seed);
  const px = Buffer.alloc(width * height * 3, 255);
  const set = (x: number, y: number, r: number, g: number, b: number): void => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    px[i] = r;
    px[i + 1] = g;
    px[i + 2] = b;
  };
  for (let x = 40; x < width - 20; x++) set(x, height - 40, 0, 0, 0);
  for (let y = 20; y < height - 40; y++) set(40, y, 0, 0, 0);
  for (let c = 0; c < 4; c++) {
    const phase = random() * 6;
    const [r, g, b] = [random() * 200, random() * 200, random() * 200].map(Math.round) as [number, number, number];
    for (let x = 41; x < width - 20; x++) {
      const y = Math.round(height / 2 + Math.sin(x / 90 + phase) * height * 0.3 * (0.5 + c / 8));
      for (let d = -1; d <= 1; d++) set(x, y + d, r, g, b);
    }
  }
  if (heat) {
    const [x0, y0, w, h] = [Math.round(width * 0.55), 30, Math.round(width * 0.4), Math.round(height * 0.45)];
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) {
        const v = Math.round(((x - x0) / w) * 200 + random() * 55);
        set(x, y, v, Math.round(random() * 120), 255 - v);
      }
  }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Writes the N packages (see the module comment) under `dir`; returns their folders and the bytes written. */
async function writePackages(dir: string): Promise<{ folders: string[]; bytes: number }> {
  const jatsName = '10.21105.jose.00205.jats';
  const xml = readFileSync(path.join(BASE, jatsName), 'utf8');
  // jose.00205's own PDF is not in jose-papers; a JOSE PDF of the same layout stands in for it
  const pdf = readFileSync(path.join(repo, 'demo-data/jats/jose/jose.00209/10.21105.jose.00209.pdf'));
  const folders: string[] = [];
  let bytes = 0;
  for (let i = 1; i <= N; i++) {
    const id = String(i).padStart(5, '0');
    const folder = path.join(dir, 'folder', `bench.${id}`);
    mkdirSync(path.join(folder, 'media'), { recursive: true });
    const copy = xml
      .replace(/(<article-id pub-id-type="doi">)[^<]+/, `$110.21105/bench.${id}`)
      .replace(/(<title-group>\s*<article-title[^>]*>)/, '$1[Bench copy] ');
    const figs: [string, Buffer][] = [
      ['media/Figure1.png', await figure(1800, 1200, i * 3, true)],
      ['media/Figure2.png', await figure(1600, 1100, i * 3 + 1, true)],
      ['media/D1Q2_D2Q9.png', await figure(600, 400, i * 3 + 2, false)],
    ];
    const ownPdf = Buffer.concat([pdf, Buffer.from(`\n% bench copy ${id}\n`)]);
    writeFileSync(path.join(folder, jatsName), copy);
    writeFileSync(path.join(folder, `10.21105.bench.${id}.pdf`), ownPdf);
    for (const [name, data] of figs) writeFileSync(path.join(folder, name), data);
    bytes += copy.length + ownPdf.length + figs.reduce((n, [, d]) => n + d.length, 0);
    folders.push(folder);
  }
  return { folders, bytes };
}

/** Imports `inputs` into a fresh database, twice (the second time unchanged), printing the figures. */
async function run(engine: string, format: string, inputs: string[]): Promise<void> {
  const tdb = await openBenchDb(engine);
  try {
    const db = tdb.handle.db;
    for (const round of ['first import', 'unchanged again']) {
      const sampler = rssSampler();
      const t0 = performance.now();
      const report = await importPaths(db, inputs, { alerts: false });
      const ms = performance.now() - t0;
      const peak = sampler.stop();
      const outcomes = new Map<string, number>();
      for (const f of report.files) outcomes.set(f.outcome, (outcomes.get(f.outcome) ?? 0) + 1);
      const failed = report.files.find((f) => !f.ok);
      if (failed) throw new Error(`bench package failed: ${failed.error}`);
      console.log(
        `${engine} ${format.padEnd(6)} ${round.padEnd(15)} ${report.files.length} packages in ${seconds(ms)} s: ` +
          `${((report.files.length / ms) * 60_000).toFixed(1)} articles/min, peak rss ${mb(peak)} MB ` +
          `(${[...outcomes].map(([o, n]) => `${n} ${o}`).join(', ')}; ${await db.$count(files)} files stored)`,
      );
    }
  } finally {
    await tdb.cleanup();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  try {
    let t0 = performance.now();
    const { folders, bytes } = await writePackages(dir);
    console.log(
      `${N} packages (JATS, 3 PNG figures, PDF): ${mb(bytes)} MB written in ${seconds(performance.now() - t0)} s`,
    );
    const formats = (process.env.BENCH_FORMATS ?? 'folder,tgz').split(',').map((s) => s.trim());
    const inputs: Record<string, string[]> = { folder: folders };
    if (formats.includes('tgz')) {
      t0 = performance.now();
      mkdirSync(path.join(dir, 'tgz'));
      inputs.tgz = [];
      for (const f of folders) {
        const file = path.join(dir, 'tgz', `${path.basename(f)}.tar.gz`);
        await createTar({ gzip: true, file, cwd: path.dirname(f), portable: true }, [path.basename(f)]);
        inputs.tgz.push(file);
      }
      console.log(`the same as .tar.gz archives in ${seconds(performance.now() - t0)} s`);
    }
    console.log(`rss before importing: ${mb(process.memoryUsage().rss)} MB`);
    for (const engine of (process.env.BENCH_ENGINES ?? 'postgres').split(',').map((s) => s.trim())) {
      if (engine !== 'postgres' && engine !== 'pglite') throw new Error(`BENCH_ENGINES: unknown engine ${engine}`);
      for (const format of formats) {
        const list = inputs[format];
        if (!list) throw new Error(`BENCH_FORMATS: unknown format ${format} (folder, tgz)`);
        await run(engine, format, list);
      }
    }
    console.log(`process max rss: ${mb(process.resourceUsage().maxRSS * 1024)} MB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
