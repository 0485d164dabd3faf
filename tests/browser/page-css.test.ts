/**
 * Browser test (pages carry no inline CSS): Debian Chromium through playwright-core loads the home page and
 * an article page from the real stack. Emotion's per-component rules come from the linked `/_page-css/<hash>.css`
 * sheet: before hydration (the entry script is held back) the page is styled by it (blocking the sheet changes the
 * computed styles); after hydration the same elements keep the same nodes and computed styles, the browser's emotion
 * has inserted none of the sheet's rules again, and no error (hydration mismatch included) is logged. The app's
 * modules are requested only after the first paint (the starter, web/src/start.ts).
 * Skipped with a notice when Chromium is absent, failed under CI=true (helpers/chromium.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, requireChromium } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

const hasChromium = requireChromium('page CSS browser test');

/** Computed properties compared before and after hydration (sizes are left out: client-only widgets set them). */
const PROPS = [
  'display',
  'position',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-family',
  'line-height',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-left',
  'border-bottom-width',
  'text-align',
  'flex-direction',
  'justify-content',
];

/** Elements of #root with an emotion class, at most 400, and their computed PROPS (kept in window.__probe). */
async function snapshot(page: Page, probe: boolean): Promise<string[]> {
  return page.evaluate(
    ({ props, probe }) => {
      const w = window as unknown as { __probe?: Element[] };
      if (probe || !w.__probe) w.__probe = [...document.querySelectorAll('#root [class*="css-"]')].slice(0, 400);
      return w.__probe.map((el) => {
        if (!el.isConnected) return 'replaced';
        const cs = getComputedStyle(el);
        return props.map((p) => cs.getPropertyValue(p)).join('|');
      });
    },
    { props: PROPS, probe },
  );
}

/** Waits until the document is parsed and the page sheet has loaded. */
async function sheetLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const link = document.querySelector<HTMLLinkElement>('link[href^="/_page-css/"]');
    return document.readyState !== 'loading' && !!link?.sheet && link.sheet.cssRules.length > 0;
  });
}

describe.skipIf(!hasChromium)('pages styled by their page stylesheet keep their styles through hydration', () => {
  let stack: Stack;
  let browser: Browser;
  let origin: string;
  let articlePath: string;

  beforeAll(async () => {
    const started = await startListeningStack();
    stack = started.stack;
    const { port } = started;
    origin = `http://plosmed.localhost:${port}`;
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: `plosmed.localhost:${port}` },
      payload: { query: '{ site { id publication { latestIssue { articles { id } } } } }' },
    });
    const site = res.json().data.site;
    articlePath = `/article/id/${site.id}/${site.publication.latestIssue.articles[0].id}/en`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it.each([
    ['home', () => '/homeNav/plosmed/en'],
    ['article', () => articlePath],
  ])('%s page', async (_name, path) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    // Hold the entry script back until the server-rendered page has been measured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(origin + path(), { waitUntil: 'commit' });
    await sheetLoaded(page);
    expect(await page.locator('style').count()).toBe(0); // nothing inline, before hydration
    const before = await snapshot(page, true);
    const hydratedEarly = await page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
    );
    expect(hydratedEarly).toBe(false); // measured before the entry script ran
    expect(before.length).toBeGreaterThan(20);
    release();
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    });
    await page.waitForLoadState('networkidle');
    const after = await snapshot(page, false);
    expect(after).toEqual(before);
    // Emotion in the browser re-inserted none of the sheet's rules.
    const duplicated = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[href^="/_page-css/"]');
      const ids = new Set((link?.dataset.emotionIds ?? '').split(' ').filter(Boolean));
      const out: string[] = [];
      for (const sheet of document.styleSheets) {
        if (!(sheet.ownerNode instanceof HTMLStyleElement)) continue;
        for (const rule of sheet.cssRules) {
          const m = /\.css-([a-z0-9]+)/.exec((rule as CSSStyleRule).selectorText ?? '');
          if (m && ids.has(m[1]!)) out.push(m[1]!);
        }
      }
      return out;
    });
    expect(duplicated).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the page stylesheet is what styles the server-rendered page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const styled = await context.newPage();
    await styled.goto(`${origin}/homeNav/plosmed/en`, { waitUntil: 'load' });
    const withSheet = await snapshot(styled, true);
    const bare = await context.newPage();
    await bare.route(/\/_page-css\//, (route) => route.abort());
    await bare.goto(`${origin}/homeNav/plosmed/en`, { waitUntil: 'load' });
    const withoutSheet = await snapshot(bare, true);
    expect(withoutSheet).toHaveLength(withSheet.length);
    const differing = withSheet.filter((s, i) => s !== withoutSheet[i]).length;
    expect(differing).toBeGreaterThan(withSheet.length / 2);
    await context.close();
  });

  it.each([
    ['home', () => '/homeNav/plosmed/en'],
    ['article', () => articlePath],
  ])('%s page: asks for no app module before its first paint, then hydrates', async (_name, path) => {
    // The document's only script is the starter (web/src/start.ts); it requests the entry and the chunks once the page
    // has painted, so they do not share the link with what the first and the largest paint need.
    const page = await browser.newPage();
    await page.goto(origin + path(), { waitUntil: 'load' });
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    });
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    const starter = timing.scripts.filter((s) => /^\/assets\/start-/.test(s.path));
    const app = timing.scripts.filter((s) => !/^\/assets\/start-/.test(s.path));
    expect(starter).toHaveLength(1);
    expect(app.some((s) => /^\/assets\/index-/.test(s.path))).toBe(true);
    for (const s of app) expect(s.start, s.path).toBeGreaterThanOrEqual(timing.paint);
    await page.close();
  });
});
