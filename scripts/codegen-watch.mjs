#!/usr/bin/env node
/**
 * `pnpm dev`'s codegen: runs `graphql-codegen --config codegen.ts` once, then again whenever what it reads changes.
 *
 * Why not `graphql-codegen --watch`: its watcher (codegen 7.4) subscribes the highest directory common to every
 * pattern, here the repository root, and so crawls and puts an inotify watch on each of node_modules' ~11,000
 * directories. @parcel/watcher's subscribe fails when a directory it crawls disappears before it is watched (Vite's
 * optimizer renames node_modules/.vite/deps_temp_* just as `pnpm dev` starts; a build replaces dist/) or when the
 * user's inotify watches (fs.inotify.max_user_watches) run short; codegen swallows that error and exits 0 as if
 * stopped, so codegen was gone with no word why. This watches only what codegen reads:
 *   schema/ (*.graphql), web/src/ (*.ts, *.tsx documents; not web/src/gql/, its output), and the files codegen.ts
 *   loads: codegen.ts, scripts/codegen-web-schema.mjs, server/src/graphql/schema-enums.ts.
 *
 * Output: codegen's own log; "codegen: watching …" once the watches stand; a failure to watch is one sentence and
 * exit 1. A failing run (a schema error while editing) is logged and the next change runs again. SIGINT/SIGTERM stop
 * the watch and any run, exit 0.
 */
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import parcelWatcher from '@parcel/watcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'node_modules/.bin/graphql-codegen');

/** Directories watched recursively, with the files in them that codegen reads. */
const TREES = [
  { dir: 'schema', reads: (rel) => rel.endsWith('.graphql') },
  { dir: 'web/src', reads: (rel) => /\.tsx?$/.test(rel) && !rel.startsWith('gql/'), ignore: ['gql'] },
];
/** Single files codegen.ts loads, watched through their directory (not recursive). */
const FILES = ['codegen.ts', 'scripts/codegen-web-schema.mjs', 'server/src/graphql/schema-enums.ts'];

/** @type {import('node:child_process').ChildProcess | null} */
let running = null;
let again = false;
let stopping = false;

/** Runs the codegen CLI once; a change during a run queues one more run after it. */
function generate() {
  if (stopping) return;
  if (running) {
    again = true;
    return;
  }
  running = spawn(cli, ['--config', 'codegen.ts'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  running.once('exit', (code, signal) => {
    running = null;
    if (stopping) return;
    if (code !== 0)
      console.error(`codegen: the run ended with ${signal ?? `code ${code}`}; the next change runs again`);
    if (again) {
      again = false;
      generate();
    }
  });
}

let timer;
/** Coalesces a burst of events (an editor's save, a git checkout) into one run, 150 ms after the last. */
function changed() {
  clearTimeout(timer);
  timer = setTimeout(generate, 150);
}

generate();

/** Attempts per subscription: a directory removed during the crawl (an editor's temporary one) fails one attempt. */
const ATTEMPTS = 3;

/** parcelWatcher.subscribe, once more (after 200 ms) when it fails, up to {@link ATTEMPTS} times. */
async function subscribe(...args) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await parcelWatcher.subscribe(...args);
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const subscriptions = [];
const fileWatchers = [];
try {
  for (const tree of TREES) {
    const dir = path.join(root, tree.dir);
    subscriptions.push(
      await subscribe(
        dir,
        (err, events) => {
          if (err) console.error(`codegen: watching ${tree.dir}/ failed: ${err.message}`);
          else if (events.some((e) => tree.reads(path.relative(dir, e.path).split(path.sep).join('/')))) changed();
        },
        { ignore: tree.ignore ?? [] },
      ),
    );
  }
  const dirs = new Map();
  for (const file of FILES) {
    if (!existsSync(path.join(root, file))) continue;
    const dir = path.dirname(file);
    dirs.set(dir, [...(dirs.get(dir) ?? []), path.basename(file)]);
  }
  for (const [dir, names] of dirs)
    fileWatchers.push(
      watch(path.join(root, dir), (_event, name) => {
        if (name && names.includes(name)) changed();
      }).on('error', (err) => console.error(`codegen: watching ${dir}/ failed: ${err.message}`)),
    );
} catch (err) {
  console.error(
    `codegen: cannot watch schema/ and web/src/ (${err instanceof Error ? err.message : err}); ` +
      'raise fs.inotify.max_user_watches or max_user_instances, or run `pnpm codegen` after each change',
  );
  stopping = true;
  running?.kill('SIGTERM');
  process.exit(1);
}
console.log(`codegen: watching ${TREES.map((t) => `${t.dir}/`).join(', ')} and ${FILES.join(', ')}`);

for (const sig of ['SIGINT', 'SIGTERM'])
  process.once(sig, async () => {
    stopping = true;
    clearTimeout(timer);
    for (const w of fileWatchers) w.close();
    await Promise.allSettled(subscriptions.map((s) => s.unsubscribe()));
    if (running) {
      running.kill(sig);
      await new Promise((resolve) => running?.once('exit', resolve));
    }
    process.exit(0);
  });
