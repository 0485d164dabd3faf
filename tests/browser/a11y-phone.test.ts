/**
 * Accessibility at 390 px (docs/product/sites-and-frame.md, "Accessible (WCAG 2.2 AA)"): axe-core finds no serious
 * or critical violation on the pages tests/browser/helpers/a11y.ts lists (home pages, journal, contents, two articles,
 * searches, news, 404 and error page), in zh and en; 1440 px: a11y-desktop.test.ts. Skipped with a notice when
 * Chromium is absent, failed under CI=true (helpers/chromium.ts).
 */
import type { Browser } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { launchChromium, requireChromium } from '../web/helpers/chromium.js';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';
import { type A11yIds, a11yIds, expectNoViolations } from './helpers/a11y.js';

const hasChromium = requireChromium('a11y browser test');

describe.skipIf(!hasChromium)('WCAG 2.2 AA in Chromium at 390 px (axe-core)', () => {
  let browser: Browser;
  let port: number;
  let ids: A11yIds;

  beforeAll(async () => {
    let stack: Stack;
    ({ stack, port } = await startListeningStack());
    ids = await a11yIds(stack);
    browser = await launchChromium();
    return () => browser.close();
  }, 300_000);

  it.each(['zh', 'en'])(
    'no serious or critical violation at 390 px in %s',
    (lang) => expectNoViolations(browser, port, ids, 390, lang),
    300_000,
  );
});
