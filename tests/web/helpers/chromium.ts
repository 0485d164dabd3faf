/**
 * The one place browser suites find Chromium: CHROMIUM_PATH, else Debian's headless shell when installed, else
 * /usr/bin/chromium (STACK-NOTES: Debian's packages, driven by playwright-core; never `playwright install`). Without
 * one a suite skips with a notice locally, but fails under CI=true, so a CI machine that lost its browser cannot pass
 * the browser suites silently.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { TabPool } from './tab-pool.js';

/**
 * Debian's `chromium-headless-shell` (the same Chromium version and Blink, without the desktop browser's UI layers;
 * what Playwright itself launches for headless runs): the browser tiers took about a quarter less CPU with it than
 * with the full browser in headless mode (4 browser files: 324-350 CPU-s to 243, on these 2-core machines).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Path of the Chromium executable the browser suites launch. */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Launch arguments that work headless on the project's machines (STACK-NOTES "Browser tests"). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // One renderer process serves every page of this Chromium instead of one process per site and page: the suites
  // open hundreds of short-lived pages on *.localhost hosts, and forking a renderer for each cost more system time
  // than the pages themselves on two cores. (Site isolation guards against hostile sites, not a concern here.)
  '--renderer-process-limit=1',
  '--disable-site-isolation-trials',
  '--disable-features=IsolateOrigins,site-per-process',
  // No optimizing JavaScript tiers (TurboFan, Maglev): a test page lives a second or two, too short for optimized code
  // to pay for its compiling, which took about a third of the renderer's CPU per page load (measured on the home, contents
  // and search pages: 0.43-0.52 CPU-s a page with them, 0.31-0.34 without). Pages behave the same, only slower to
  // run long loops, which no test does.
  '--js-flags=--no-opt --no-maglev',
  // Host names under `.test` (RFC 2606) reach the local stack, whatever the port: Chromium refuses `Domain=localhost`
  // cookies, so the single sign-on suite (tests/browser/single-sign-on.test.ts) serves its sites on `*.portal.test`
  // (one shared cookie domain) and `*.journals.test` (another domain). Other suites' `*.localhost` hosts are untouched.
  '--host-resolver-rules=MAP *.test 127.0.0.1',
];

/** The worker's one Chromium (module state: the browser tiers run with `isolate: false`), launched on first use. */
let sharedBrowser: Promise<Browser> | undefined;

/**
 * A test file's view of the worker's one Chromium: `newContext` and `newPage` hand out contexts of the file's own tab
 * pool (tests/web/helpers/tab-pool.ts: a tab the file released with the same options, reset to a new context's
 * state, else a new context), so no cookies or storage pass between tests or files; `close` closes the contexts this
 * file opened, not the browser, which lives until the worker exits. Launching Chromium costs seconds, a context's
 * first tab seconds of CPU, which the pool saves.
 */
export async function launchChromium(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }).catch((e: unknown) => {
    sharedBrowser = undefined;
    throw e;
  });
  const browser = await sharedBrowser;
  const tabs = new TabPool(browser);
  return new Proxy(browser, {
    get(target, prop, receiver) {
      if (prop === 'newContext') return (options?: Parameters<Browser['newContext']>[0]) => tabs.newContext(options);
      if (prop === 'newPage') return (options?: Parameters<Browser['newPage']>[0]) => tabs.newPage(options);
      if (prop === 'close') return () => tabs.closeAll();
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * True when the browser suite should run. Without Chromium: false (skip, with a warning) locally; under CI=true it
 * throws, which fails the suite file.
 */
export function requireChromium(suite: string): boolean {
  if (existsSync(CHROMIUM)) return true;
  const message = `${suite}: no Chromium at ${CHROMIUM} (install it: apt-get install -y chromium-headless-shell, or set CHROMIUM_PATH)`;
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(message);
  console.warn(`${message}; skipped`);
  return false;
}

/** What a page reported after it was opened: console and page errors, and the GraphQL requests it made. */
export interface PageWatch {
  errors: string[];
  graphqlRequests: string[];
}

/** Starts recording `page`'s console errors, page errors and GraphQL requests (call before `goto`). */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { errors: [], graphqlRequests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') watch.errors.push(msg.text());
  });
  page.on('pageerror', (err) => watch.errors.push(err.message));
  page.on('request', (req) => {
    if (req.url().includes('/graphql')) watch.graphqlRequests.push(req.url());
  });
  return watch;
}

/**
 * Resolves true once React has hydrated the page, false after 15 s. Hydration runs in a transition, in time slices:
 * the root is marked at once, but only a finished hydration has claimed the page's last element (the footer's) and
 * attached its props, and every element a test can name (`data-testid`) belongs to React, so no Suspense boundary
 * (a split part such as the header) is still waiting to hydrate.
 */
export function hydrated(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        const footer = root?.querySelectorAll('footer *');
        const last = footer?.[footer.length - 1];
        const ours = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));
        return (
          !!root &&
          Object.keys(root).some((k) => k.startsWith('__reactContainer')) &&
          !!last &&
          Object.keys(last).some((k) => k.startsWith('__reactProps')) &&
          Array.from(root.querySelectorAll('[data-testid]')).every(ours)
        );
      },
      undefined,
      { timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * Resolves once the page has rendered two more frames: the events already dispatched (a scroll, a key) have run
 * their handlers, React has committed what they set, and the result is on screen. The wait before asserting that
 * something did NOT appear (no fixed sleep).
 */
export function painted(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
