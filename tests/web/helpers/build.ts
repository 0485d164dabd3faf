/** Locates the built web app and builds it once when missing (`pnpm --filter web build`). */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageLoader } from '../../../web/src/routes/pageLoader.js';
import type { SsrRender } from '../../../web/src/ssr-contract.js';

/**
 * Absolute path of web/dist. `TEST_WEB_DIST` points the suites at another build (e.g. one of the previous commit, to
 * check that a new test fails before its fix).
 */
export const webDist = process.env.TEST_WEB_DIST ?? join(import.meta.dirname, '../../../web/dist');

/** Builds web/ when web/dist/server/entry-server.js is missing (scripts/test.sh builds before the suites). */
export function ensureWebBuild(): void {
  if (existsSync(join(webDist, 'server/entry-server.js')) && existsSync(join(webDist, 'client/index.html'))) return;
  execFileSync('pnpm', ['--filter', 'web', 'build'], { cwd: join(webDist, '../..'), stdio: 'inherit' });
}

/**
 * The built server entry's `render` and the built client template (web/dist), building web/ first when missing: what
 * the gateway hands a render (server/src/plugins/app/ssr.ts), for suites that call `render` directly.
 */
export async function loadBuiltEntry(): Promise<{ render: SsrRender; template: string }> {
  ensureWebBuild();
  const template = readFileSync(join(webDist, 'client/index.html'), 'utf8');
  const { render } = (await import(pathToFileURL(join(webDist, 'server/entry-server.js')).href)) as {
    render: SsrRender;
  };
  return { render, template };
}

/** A split page of the built route table (web/src/routes/lazy.tsx `PageRef`, the part the suites read). */
export interface BuiltPageRef {
  load(): Promise<{ loader?: PageLoader }>;
  loaded(): { loader?: PageLoader } | undefined;
}

/**
 * web/src/routes/match.ts `matchPage` of the built server entry (typed here: the suites do not compile web/src's route
 * table, which needs Vite's types): the route params, the page and the cache class for a pathname.
 */
export type BuiltMatchPage = (pathname: string) => {
  params: Record<string, string | undefined>;
  handle?: { cache: string; page?: BuiltPageRef };
};

/** The built server entry's `matchPage`, building web/ first when missing. */
export async function loadMatchPage(): Promise<BuiltMatchPage> {
  ensureWebBuild();
  const entry = (await import(pathToFileURL(join(webDist, 'server/entry-server.js')).href)) as {
    matchPage: BuiltMatchPage;
  };
  return entry.matchPage;
}
