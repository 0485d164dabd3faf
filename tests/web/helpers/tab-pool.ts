/**
 * Tabs reused within one test file. Opening a tab is the costliest thing a browser test does here: Chromium starts a
 * renderer and a helper process for it and compiles the portal's scripts afresh, about 3 s of CPU on these 2-core
 * machines, against about 0.8 s for loading the next page in a tab that already has them (measured with the stack and
 * a home page). So `browser.newContext(options)` and `browser.newPage(options)` hand back a tab the file released
 * earlier with the same options, and closing the context (or the page `browser.newPage` gave) releases the tab
 * instead of closing it.
 *
 * - A released tab is reset to a new context's state: the file's listeners removed, every origin it showed cleared
 *   (local and session storage, IndexedDB, caches), cookies cleared, then about:blank.
 * - Inside one context, `newPage()` lends the context's tab; closing that page keeps the context's cookies and local
 *   storage and clears the tab's session storage, as a new tab of the same context would start. A second page while
 *   the first is open is a real extra tab, closed with the context.
 * - What cannot be undone (an installed clock, init scripts, exposed functions, routes, emulated media, permissions,
 *   another viewport, extra headers, waiting for popups) wears the tab: it really closes on release.
 * Tabs never pass from one file to the next: the file's `browser.close()` closes them (tests/web/helpers/chromium.ts).
 */
import type { Browser, BrowserContext, CDPSession, Frame, Page } from 'playwright-core';

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/** Page members whose use cannot be reset: a tab that used one is closed on release, not reused. */
const WEARS_PAGE = new Set<PropertyKey>([
  'clock',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setViewportSize',
  'addLocatorHandler',
  'requestGC',
  'workers',
  'coverage',
  'video',
]);

/** Context members that keep a tab reusable (cookies are cleared on release); any other wears it. */
const CONTEXT_SAFE = new Set<PropertyKey>(['cookies', 'addCookies', 'clearCookies', 'storageState', 'browser', 'then']);

interface Tab {
  page: Page;
  cdp: CDPSession;
  /** Origins the tab showed since it was last reset (their storage is cleared on release). */
  origins: Set<string>;
  /** Listeners the test added through the page (removed on reset; Playwright's own stay). */
  listeners: [string, (...args: never[]) => void][];
  worn: boolean;
}

/** Page members that add a listener: the pool records them to remove them on reset. */
const ADDS_LISTENER = new Set<PropertyKey>(['on', 'once', 'addListener', 'prependListener']);

/** A pool of reusable tabs for one test file; `closeAll` closes every tab it opened. */
export class TabPool {
  private readonly free = new Map<string, Tab[]>();
  private readonly all = new Set<Tab>();

  constructor(private readonly browser: Browser) {}

  /** A context as `browser.newContext(options)` gives, on a reused tab when a released one matches. */
  async newContext(options: ContextOptions = {}): Promise<BrowserContext> {
    // state a context starts with, or records, cannot be reset: such contexts are not pooled
    if (options.storageState || options.recordHar || options.recordVideo) {
      const context = await this.browser.newContext(options);
      this.direct.add(context);
      return context;
    }
    const key = JSON.stringify(options);
    const tab = this.free.get(key)?.pop() ?? (await this.open(options));
    return this.lease(tab, key);
  }

  /** A page as `browser.newPage(options)` gives: closing it closes (releases) its context too. */
  async newPage(options: ContextOptions = {}): Promise<Page> {
    const context = await this.newContext(options);
    const page = await context.newPage();
    if (this.direct.has(context)) return page;
    return new Proxy(page, {
      get(target, prop, receiver) {
        if (prop === 'close') return () => context.close();
        return Reflect.get(target, prop, receiver);
      },
    });
  }

  /** Closes every tab and context of the pool (the file is done). */
  async closeAll(): Promise<void> {
    const contexts = [...[...this.all].map((t) => t.page.context()), ...this.direct];
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    this.all.clear();
    this.free.clear();
    this.direct.clear();
  }

  private readonly direct = new Set<BrowserContext>();

  private async open(options: ContextOptions): Promise<Tab> {
    const context = await this.browser.newContext(options);
    const page = await context.newPage();
    const tab: Tab = { page, cdp: await context.newCDPSession(page), origins: new Set(), listeners: [], worn: false };
    this.track(tab);
    this.all.add(tab);
    return tab;
  }

  /** Removes the listeners the test added. */
  private unlisten(tab: Tab): void {
    const page = tab.page as unknown as { off(event: string, listener: (...args: never[]) => void): void };
    for (const [event, listener] of tab.listeners) page.off(event, listener);
    tab.listeners = [];
  }

  /** Notes each origin the tab's frames show, for the reset (a listener of the pool's own). */
  private track(tab: Tab): void {
    tab.page.on('framenavigated', (frame) => {
      const origin = new URL(frame.url()).origin;
      if (origin.startsWith('http')) tab.origins.add(origin);
    });
  }

  /** The context the test sees while it holds `tab`: `close` releases the tab, `newPage` lends it. */
  private lease(tab: Tab, key: string): BrowserContext {
    const real = tab.page.context();
    const clearSession = (shown: Set<string>) => this.clearSession(tab, shown);
    const extra: Page[] = [];
    /** The tab is lent to a page, or kept from lending (it holds another origin's session storage). */
    let lent = false;
    let kept = false;
    let released = false;
    const release = async (): Promise<void> => {
      if (released) return;
      released = true;
      await Promise.all(extra.map((p) => p.close().catch(() => {})));
      if (!(await this.reset(tab))) {
        this.all.delete(tab);
        await real.close().catch(() => {});
        return;
      }
      const list = this.free.get(key) ?? [];
      list.push(tab);
      this.free.set(key, list);
    };
    const context: BrowserContext = new Proxy(real, {
      get(target, prop, receiver) {
        if (released) return Reflect.get(target, prop, receiver);
        if (prop === 'close') return release;
        if (prop === 'newPage')
          return async () => {
            if (lent || kept) {
              const page = await target.newPage();
              extra.push(page);
              return page;
            }
            lent = true;
            // a tab behind another of its window is throttled (no animation frames): the lent one comes first
            await tab.page.bringToFront();
            return lend();
          };
        if (!CONTEXT_SAFE.has(prop)) tab.worn = true;
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const lend = (): Page => {
      let returned = false;
      const shown = new Set<string>();
      const note = (frame: Frame) => {
        const origin = new URL(frame.url()).origin;
        if (origin.startsWith('http')) shown.add(origin);
      };
      tab.page.on('framenavigated', note);
      tab.listeners.push(['framenavigated', note]);
      return new Proxy(tab.page, {
        get(target, prop, receiver) {
          if (returned || released) return Reflect.get(target, prop, receiver);
          if (prop === 'close')
            return async () => {
              returned = true;
              const clean = await clearSession(shown).catch(() => false);
              if (!clean) {
                tab.worn = true;
                kept = true;
              }
              lent = false;
            };
          if (prop === 'context') return () => context;
          if (prop === 'isClosed') return () => false;
          if (ADDS_LISTENER.has(prop))
            return (event: string, listener: (...args: never[]) => void) => {
              tab.listeners.push([event, listener]);
              (target[prop as 'on'] as (e: string, l: (...args: never[]) => void) => Page).call(
                target,
                event,
                listener,
              );
              return receiver;
            };
          if (WEARS_PAGE.has(prop)) tab.worn = true;
          const value: unknown = Reflect.get(target, prop, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    };
    return context;
  }

  /** Empties a released tab for the next context: listeners, the whole storage of every origin it showed, cookies. */
  private async clear(tab: Tab): Promise<void> {
    this.unlisten(tab);
    await tab.page.goto('about:blank');
    for (const origin of tab.origins) await tab.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    tab.origins.clear();
    await tab.page.context().clearCookies();
  }

  /**
   * Empties a closed page's tab for the next page of its context: listeners and the session storage of the origin it
   * shows (Chromium clears session storage only for an origin a frame shows); false when the page showed another
   * origin too, whose session storage stays: that tab is not lent again.
   */
  private async clearSession(tab: Tab, shown: Set<string>): Promise<boolean> {
    this.unlisten(tab);
    const origin = new URL(tab.page.url()).origin;
    if (origin.startsWith('http'))
      await tab.cdp.send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } });
    await tab.page.goto('about:blank');
    return [...shown].every((o) => o === origin);
  }

  /** Resets a released tab to a new context's state; false when it cannot be reused. */
  private async reset(tab: Tab): Promise<boolean> {
    const context = tab.page.context();
    if (tab.worn || tab.page.isClosed() || context.pages().length !== 1) return false;
    try {
      await this.clear(tab);
      return true;
    } catch {
      return false;
    }
  }
}
