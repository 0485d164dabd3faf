/**
 * The test files' tab pool (tests/web/helpers/tab-pool.ts) on the worker's shared stack and Chromium. A released tab
 * comes back for the next context with the same options reset to what a new context would be (no cookies, no local
 * or session storage on any origin it showed); inside one context a closed page's tab comes back for the next page
 * with the context's cookies and local storage but no session storage, as a new tab would; a tab that used what
 * cannot be reset (an installed clock) is not reused. A leak here would let one browser test see another's member
 * session or basket.
 */
import { describe, expect, it } from 'vitest';
import { requireChromium } from '../web/helpers/chromium.js';
import { useBrowserStack } from './helpers/browser-stack.js';

const hasChromium = requireChromium('browser test');

describe.skipIf(!hasChromium)('reused tabs start clean', () => {
  const env = useBrowserStack();
  const url = (sld: string) => `http://${sld}.localhost:${env.port}/`;
  const state = () => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie });
  const SITES = ['www', 'plosmed'];
  const leave = () => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    document.cookie = 'left=1; path=/';
  };

  it('gives a released tab back without the cookies and storage of the sites it showed', async () => {
    const first = await env.browser.newPage({ viewport: { width: 800, height: 600 } });
    const frame = first.mainFrame();
    for (const sld of SITES) {
      await first.goto(url(sld), { waitUntil: 'domcontentloaded' });
      await first.evaluate(leave);
      expect(await first.evaluate(state)).toEqual({ local: 1, session: 1, cookie: 'left=1' });
    }
    await first.close();

    const second = await env.browser.newPage({ viewport: { width: 800, height: 600 } });
    expect(second.mainFrame(), 'the same tab, reused').toBe(frame);
    expect(second.url()).toBe('about:blank');
    expect(await second.context().cookies()).toEqual([]);
    for (const sld of SITES) {
      await second.goto(url(sld), { waitUntil: 'domcontentloaded' });
      expect(await second.evaluate(state), sld).toEqual({ local: 0, session: 0, cookie: '' });
    }
    await second.close();
  });

  it("keeps a context's cookies and local storage from page to page, not a closed page's session storage", async () => {
    const context = await env.browser.newContext({ viewport: { width: 802, height: 600 } });
    const first = await context.newPage();
    const frame = first.mainFrame();
    await first.goto(url('plosmed'), { waitUntil: 'domcontentloaded' });
    await first.evaluate(leave);
    await first.close();
    const second = await context.newPage();
    expect(second.mainFrame(), 'the same tab, lent again').toBe(frame);
    await second.goto(url('plosmed'), { waitUntil: 'domcontentloaded' });
    expect(await second.evaluate(state)).toEqual({ local: 1, session: 0, cookie: 'left=1' });
    // a page that showed two sites: its tab keeps the first one's session storage, so it is not lent again
    await second.goto(url('www'), { waitUntil: 'domcontentloaded' });
    await second.evaluate(leave);
    await second.close();
    const fresh = await context.newPage();
    expect(fresh.mainFrame()).not.toBe(frame);
    for (const sld of SITES) {
      await fresh.goto(url(sld), { waitUntil: 'domcontentloaded' });
      expect(await fresh.evaluate(state), sld).toEqual({ local: 1, session: 0, cookie: 'left=1' });
    }
    await fresh.close();
    await context.close();

    // released: the worn tab closed, the next context is new and clean
    const next = await env.browser.newContext({ viewport: { width: 802, height: 600 } });
    const page = await next.newPage();
    expect(page.mainFrame()).not.toBe(frame);
    await page.goto(url('plosmed'), { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(state)).toEqual({ local: 0, session: 0, cookie: '' });
    await next.close();
  });

  it('opens a new tab for other options, and never reuses a tab whose clock was installed', async () => {
    const wide = await env.browser.newPage({ viewport: { width: 801, height: 600 } });
    const frame = wide.mainFrame();
    await wide.clock.install();
    await wide.close();
    const next = await env.browser.newPage({ viewport: { width: 801, height: 600 } });
    expect(next.mainFrame()).not.toBe(frame);
    const other = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    expect(other.mainFrame()).not.toBe(next.mainFrame());
    await Promise.all([next.close(), other.close()]);
  });
});
