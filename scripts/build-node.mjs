#!/usr/bin/env node
/**
 * `pnpm build:node` (part of `pnpm build`): compiles the Node services to JavaScript so production runs `node`, not tsx.
 *
 *   server/src/server.ts -> server/dist/server.js   (the gateway)
 *   rc-pub/src/server.ts -> rc-pub/dist/server.js   (the content service)
 *   rc-pub/src/cli.ts    -> rc-pub/dist/cli.js      (import / seed / migrate / reindex)
 *
 * Each entry is an ESM bundle for node20 with a source map (the gateway's dynamic imports in chunk files beside it): our own TypeScript (including workspace packages such as
 * `rc-pub/contract`) is inlined, every npm dependency stays external and is resolved at run time from the package's
 * node_modules (server/node_modules, rc-pub/node_modules), exactly as under tsx.
 *
 * Files the code reads next to its sources (rc-pub's drizzle migrations `../../drizzle`, the jieba dictionary
 * `dict/academic.txt`, `demo-data/`, `web/dist`, the GraphQL `schema/`) are found through `import.meta.url`. In a
 * bundle that URL would be the bundle's, so the `sourceUrl` plugin below rewrites `import.meta.url` in each of our
 * modules to the URL of that module's own source file (computed relative to the bundle, so the tree can move):
 * every such path resolves to the same file as under tsx, with no copies to keep in sync. The deployment therefore
 * ships the repository tree (the Dockerfile copies it whole), not only dist/.
 *
 * Usage: node scripts/build-node.mjs [--dist=<folder>]   (default dist; tests use dist/<name>)
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The compiled entries: package folder and its entry files (relative to the repository root). */
export const ENTRIES = [
  // Dynamic imports get their own chunks: the gateway's supervisor (server.ts) never loads what serve.ts imports.
  { pkg: 'server', entries: ['server/src/server.ts'], splitting: true },
  { pkg: 'rc-pub', entries: ['rc-pub/src/server.ts', 'rc-pub/src/cli.ts'], splitting: false },
];

/**
 * esbuild plugin: in our own modules (not node_modules), `import.meta.url` becomes the URL of the module's source
 * file, expressed relative to the output file so the bundle keeps working wherever the repository is checked out.
 * @param {string} outdir absolute output directory of the bundle
 * @returns {import('esbuild').Plugin}
 */
function sourceUrl(outdir) {
  return {
    name: 'source-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const rel = path.relative(outdir, args.path).split(path.sep).join('/');
        const loader = /\.tsx?$|\.mts$/.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : 'js';
        return {
          contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`),
          loader,
        };
      });
    },
  };
}

/**
 * esbuild plugin: bare imports that resolve into a node_modules folder stay external (npm dependencies); workspace
 * packages (symlinked to their sources, e.g. `rc-pub/contract`, `web/src/ssr-contract.js`) are inlined.
 * @returns {import('esbuild').Plugin}
 */
function externalNpm() {
  return {
    name: 'external-npm',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'inner' || args.path.startsWith('node:')) return undefined;
        const r = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'inner',
        });
        if (r.errors.length) return { errors: r.errors };
        if (r.path.includes(`${path.sep}node_modules${path.sep}`)) return { path: args.path, external: true };
        return { path: r.path };
      });
    },
  };
}

/**
 * Builds every entry into `<package>/<distName>/`; resolves with the output files written (relative to the root).
 * @param {string} [distName] output folder inside each package (tests build into their own to run side by side)
 */
export async function buildNode(distName = 'dist') {
  const written = [];
  for (const { pkg, entries, splitting } of ENTRIES) {
    // inside the package, so that the bundle's external imports resolve from the package's node_modules
    const absOut = path.join(root, pkg, distName);
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: entries,
      outdir: absOut,
      bundle: true,
      platform: 'node',
      format: 'esm',
      splitting,
      target: 'node20',
      sourcemap: true,
      metafile: true,
      logLevel: 'warning',
      plugins: [externalNpm(), sourceUrl(absOut)],
    });
    const outputs = Object.keys(result.metafile.outputs);
    written.push(...outputs.filter((f) => f.endsWith('.js')));
    // Chunk names carry a content hash: drop bundles of earlier builds that this one did not write (files directly in
    // the folder only; tests build into subfolders of dist and may be running the current ones).
    const current = new Set(outputs.map((f) => path.join(root, f)));
    const present = await readdir(absOut, { withFileTypes: true });
    await Promise.all(
      present
        .filter((e) => e.isFile() && /\.js(\.map)?$/.test(e.name) && !current.has(path.join(absOut, e.name)))
        .map((e) => rm(path.join(absOut, e.name), { force: true })),
    );
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  const dist = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length) || 'dist';
  if (!/^\w[\w.-]*(\/\w[\w.-]*)*$/.test(dist))
    throw new Error(`build:node: --dist must be a folder path, got '${dist}'`);
  const files = await buildNode(dist);
  console.log(`build:node: ${files.join(', ')} in ${Math.round(performance.now() - t0)} ms`);
}
