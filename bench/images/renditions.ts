/**
 * `pnpm bench:images [ROUNDS]`: web renditions of a 20 MB TIFF (docs/product/content.md#figure-images), timed and with
 * the process's peak memory. A 4000 × 1700 RGB 8-bit uncompressed TIFF (20.4 MB, noisy pixels: the worst case for
 * the encoders) is made with sharp, then for each round (default 3; one byte changed per round, so each is a new file):
 * 1. the original is stored once (repositories/files.ts storeFileOnce, `db` storage: bytes in the row);
 * 2. its renditions are made and stored (images/renditions.ts makeRenditions: WebP and JPEG at 480, 960 and 1600 px
 *    and a 240 px thumbnail, 8 files).
 * Each step's seconds, the renditions' sizes and the resident memory (peak sampled every 20 ms, and the process's
 * maximum) are printed. Engine: BENCH_ENGINES=postgres (default) or pglite; PostgreSQL at BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test), a fresh database that is dropped after.
 */
import { createHash } from 'node:crypto';
// sharp as rc-pub installs it (the bench folder has no package of its own)
import sharp from '../../rc-pub/node_modules/sharp/dist/index.mjs';
import { makeRenditions } from '../../rc-pub/src/images/renditions.js';
import { storeFileOnce } from '../../rc-pub/src/repositories/files.js';
import { openBenchDb, rssSampler } from '../shared.js';

const WIDTH = 4000;
const HEIGHT = 1700;
const ROUNDS = Number(process.argv[2] ?? 3);
const MB = 1024 * 1024;

const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(2);
const mb = (bytes: number) => (bytes / MB).toFixed(1);

async function main(): Promise<void> {
  let t0 = performance.now();
  const tiff = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .tiff({ compression: 'none' })
    .toBuffer();
  console.log(`TIFF ${WIDTH} × ${HEIGHT} RGB 8-bit uncompressed: ${mb(tiff.length)} MB, made in ${seconds(t0)} s`);
  console.log(`rss before: ${mb(process.memoryUsage().rss)} MB`);
  for (const engine of (process.env.BENCH_ENGINES ?? 'postgres').split(',').map((s) => s.trim())) {
    if (engine !== 'postgres' && engine !== 'pglite') throw new Error(`BENCH_ENGINES: unknown engine ${engine}`);
    const tdb = await openBenchDb(engine);
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const data = Buffer.from(tiff);
        data[4096] = round; // a pixel byte: a new file each round (renditions are made once per file)
        const sha256 = createHash('sha256').update(data).digest('hex');
        const sampler = rssSampler();
        const result = await tdb.handle.db.transaction(async (tx) => {
          t0 = performance.now();
          const { id } = await storeFileOnce(tx, { name: `bench-${round}.tif`, mime: 'image/tiff', data, sha256 });
          const store = seconds(t0);
          t0 = performance.now();
          const info = await makeRenditions(tx, { id, mime: 'image/tiff', data });
          return { store, renditions: seconds(t0), info: info! };
        });
        const peak = sampler.stop();
        const sizes = await Promise.all(
          result.info.renditions.map(async (r) => {
            const [row] = await tdb.handle.db.query.files.findMany({ where: (f, { eq }) => eq(f.id, r.fileId) });
            return `${r.purpose} ${r.format} ${r.width}: ${((row?.size ?? 0) / 1024).toFixed(1)} KB`;
          }),
        );
        console.log(
          `${engine} round ${round}: store original ${result.store} s, renditions ${result.renditions} s ` +
            `(${result.info.renditions.length} files), peak rss ${mb(peak)} MB`,
        );
        if (round === 1) console.log(`  ${sizes.join('; ')}`);
      }
    } finally {
      await tdb.cleanup();
    }
  }
  console.log(`process max rss: ${mb(process.resourceUsage().maxRSS * 1024)} MB`);
}

await main();
