/**
 * `pnpm bench:page-calls [N]`: the rc-pub calls of one uncached article page. The real rc-pub on the seeded snapshot
 * (tests/helpers/seeded-db.ts; PostgreSQL with TEST_DATABASE_URL, else PGlite) behind the real gateway
 * (NODE_ENV=production, page cache off, the built web app in render threads), both in this process on 127.0.0.1,
 * with the logging proxy (timing-proxy.ts) between them. Renders N (default 10) different article pages one after
 * another and prints, per render, the rc-pub calls it made, and for the first (cold) and a later (warm) render the
 * calls by path. Needs `pnpm --filter web build` (web/dist).
 */
import { existsSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp as buildRcPub } from '../../rc-pub/src/app.js';
import { loadConfig as loadRcPubConfig } from '../../rc-pub/src/config.js';
import { buildApp as buildGateway } from '../../server/src/app.js';
import { loadConfig as loadGatewayConfig } from '../../server/src/config.js';
import { withClient } from '../../tests/helpers/db.js';
import { createSeededTestDb } from '../../tests/helpers/seeded-db.js';
import { startTimingProxy } from './timing-proxy.js';

const N = Number(process.argv[2] ?? 10);
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The rc-pub path without its query and numbers, to group calls by kind. */
const kind = (p: string) => p.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id');

async function main(): Promise<void> {
  // React in the render threads (they inherit this environment) runs its production build only with NODE_ENV set so;
  // its development build renders several times slower.
  process.env.NODE_ENV = 'production';
  if (!existsSync(path.join(repoRoot, 'web/dist/server/entry-server.js')))
    throw new Error('web/dist missing: run `pnpm --filter web build` first');
  const tdb = await createSeededTestDb();
  const key = randomBytes(32).toString('base64');
  const rcPub = await buildRcPub({
    config: {
      ...loadRcPubConfig({ RC_PUB_AES_KEY: key, SMS_OUTBOX: path.join(mkdtempSync(path.join(tmpdir(), 'bc-')), 's') }),
      logLevel: 'silent',
    },
    db: tdb.handle,
  });
  await rcPub.listen({ port: 0, host: '127.0.0.1' });
  const proxy = await startTimingProxy(`http://127.0.0.1:${(rcPub.server.address() as AddressInfo).port}`);
  const gateway = await buildGateway(
    loadGatewayConfig({
      NODE_ENV: 'production',
      RC_PUB_URL: `http://127.0.0.1:${proxy.port}`,
      RC_PUB_AES_KEY: key,
      SSR: 'on',
      PAGE_CACHE: 'off',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_GRAPHQL: '0',
    }),
    { logger: false },
  );
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  try {
    const url = tdb.options.databaseUrl;
    const ids: number[] = url
      ? await withClient(url, async (c) =>
          (await c.query('SELECT id FROM articles ORDER BY id LIMIT $1', [N])).rows.map((r) => Number(r.id)),
        )
      : [];
    if (!ids.length) throw new Error('bench: needs TEST_DATABASE_URL (PostgreSQL) to list articles');
    const perRender: number[] = [];
    const callMs: number[] = [];
    const byKind: Map<string, number>[] = [];
    for (const id of ids) {
      proxy.calls.length = 0;
      const res = await fetch(`${base}/article/id/1/${id}/zh`);
      await res.text();
      if (res.status !== 200) console.log(`article ${id}: HTTP ${res.status}`);
      await new Promise((r) => setTimeout(r, 50)); // the proxy records a call when its answer ended
      perRender.push(proxy.calls.length);
      callMs.push(...proxy.calls.map((c) => c.ms));
      const m = new Map<string, number>();
      for (const c of proxy.calls) m.set(kind(c.path), (m.get(kind(c.path)) ?? 0) + 1);
      byKind.push(m);
    }
    console.log(`\nrc-pub calls per uncached article render, ${ids.length} articles in turn: ${perRender.join(', ')}`);
    const show = (title: string, m: Map<string, number> | undefined) => {
      console.log(`\n${title}:`);
      for (const [k, n] of [...(m ?? new Map<string, number>())].sort()) console.log(`  ${n} × ${k}`);
    };
    callMs.sort((a, b) => a - b);
    console.log(
      `rc-pub call time: p50 ${callMs[Math.floor(callMs.length / 2)]?.toFixed(1)} ms, max ${callMs.at(-1)?.toFixed(1)} ms`,
    );
    show('first render (cold caches)', byKind[0]);
    show('last render', byKind.at(-1));
  } finally {
    await gateway.close();
    await proxy.close();
    await rcPub.close();
    await tdb.cleanup();
  }
}

await main();
