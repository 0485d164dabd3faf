/**
 * A browser test file's listening stack (the real gateway and rc-pub on the seeded test database) and Chromium: the
 * worker's shared ones unless options ask for a stack of the file's own (tests/web/helpers/stack.ts, chromium.ts).
 * `useBrowserStack()` registers the file's beforeAll/afterAll and answers a handle whose fields are set once
 * beforeAll has run. `open(sld, path, width, height)` opens `http://{sld}.localhost:{port}{path}` in a new page at
 * that viewport (px; default 1440 x 900), waits for the network to settle and expects the page hydrated.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { hydrated, launchChromium } from '../../web/helpers/chromium.js';
import { type Stack, type StackOptions, startListeningStack } from '../../web/helpers/stack.js';

/** The handle of {@link useBrowserStack}: valid inside tests (after beforeAll). */
export interface BrowserStack {
  stack: Stack;
  browser: Browser;
  /** The gateway's TCP port on 127.0.0.1 (hosts `{sld}.localhost:{port}`). */
  port: number;
  open(sld: string, path: string, width?: number, height?: number): Promise<Page>;
}

/** Takes the stack and Chromium before the file's tests and releases both after them (see module docs). */
export function useBrowserStack(options: StackOptions = {}): BrowserStack {
  const env = {
    async open(sld: string, path: string, width = 1440, height = 900): Promise<Page> {
      const page = await env.browser.newPage({ viewport: { width, height } });
      await page.goto(`http://${sld}.localhost:${env.port}${path}`, { waitUntil: 'networkidle' });
      expect(await hydrated(page), `${sld}${path} hydrated`).toBe(true);
      return page;
    },
  } as BrowserStack;
  beforeAll(async () => {
    const started = await startListeningStack(options);
    env.stack = started.stack;
    env.port = started.port;
    env.browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.stack?.close();
  });
  return env;
}
