/**
 * The page's first script: a module of a few hundred bytes that starts the app once the browser has painted the
 * server HTML. The app's modules (the entry, the vendor chunks and every chunk the server render used) are not linked
 * in the head; the build and the render name them in two JSON data blocks (app/startData.ts), and this script asks
 * for them after the first paint, at low priority: on a slow link their 200 KB no longer share the bandwidth with
 * the document, its stylesheets and the first screen's pictures, which the first and the largest paint need, and a
 * phone that has them cached no longer runs them before it paints. The page reads and its links work meanwhile;
 * hydration follows as before (entry-client.tsx).
 * "After the first paint" is the first contentful paint's timing entry, which the browser queues once that frame is
 * on screen. A hidden page (opened in a background tab) is not painted: its modules are asked for after a second
 * instead, and after three seconds on a page that never paints content.
 */
import { APP_MODULES_KEY, type AppModules, PAGE_MODULES_KEY } from './app/startData.js';

/** The JSON of the data block `id`, or undefined when the page has none or it is unreadable. */
function block(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Only the page's own asset URLs (`/assets/….js`) are followed. */
const isAsset = (href: unknown): href is string => typeof href === 'string' && /^\/assets\/[\w.-]+\.js$/.test(href);

/**
 * How long (ms) one task adds preload links before yielding: each link costs the main thread 2-8 ms on a phone (at
 * Lighthouse's 4x CPU), and the page's 14 links in one task took 40-55 ms of it. The same budget as the query's parts
 * (app/warmPageQuery.ts), kept here because the starter imports nothing.
 */
const SLICE_MS = 10;

/** Adds a low-priority modulepreload link for each of `hrefs` (consumed), in tasks of about SLICE_MS; then `done`. */
function preloadAll(hrefs: string[], done: () => void): void {
  const started = performance.now();
  while (hrefs.length > 0 && performance.now() - started < SLICE_MS) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    link.href = hrefs.shift()!;
    document.head.append(link);
  }
  if (hrefs.length > 0) setTimeout(preloadAll, 0, hrefs, done);
  else done();
}

/** Asks for the modules: preload links for every chunk, then the entry, which hydrates. */
function start(): void {
  const app = block(APP_MODULES_KEY) as Partial<AppModules> | undefined;
  const page = block(PAGE_MODULES_KEY);
  const preload = [...(Array.isArray(app?.preload) ? app.preload : []), ...(Array.isArray(page) ? page : [])];
  preloadAll([...new Set(preload.filter(isAsset))], () => {
    if (isAsset(app?.entry)) void import(/* @vite-ignore */ app.entry);
  });
}

let started = false;
const once = () => {
  if (started) return;
  started = true;
  start();
};
// The first contentful paint's entry is queued once that frame is on screen (buffered: also when it came before this
// script ran).
if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
}
// A page the browser does not paint (a background tab), that never paints content or that cannot tell (no paint
// timing) starts anyway.
setTimeout(once, document.visibilityState === 'hidden' ? 1000 : 3000);
