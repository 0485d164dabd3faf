/**
 * Accessibility at 390 px (docs/product/sites-and-frame.md, "Accessible (WCAG 2.2 AA)"): axe-core finds no serious
 * or critical violation on the pages tests/browser/helpers/a11y.ts lists (home pages, journal, contents, two articles,
 * searches, news, 404 and error page), in zh and en; 1440 px: a11y-desktop.test.ts. Skipped with a notice when
 * Chromium is absent, failed under CI=true (helpers/chromium.ts). Runs on the worker's shared stack and Chromium.
 */
import { describe, it } from 'vitest';
import { requireChromium } from '../web/helpers/chromium.js';
import { expectNoViolations, useA11yPages } from './helpers/a11y.js';

const hasChromium = requireChromium('a11y browser test');

describe.skipIf(!hasChromium)('WCAG 2.2 AA in Chromium at 390 px (axe-core)', () => {
  const a = useA11yPages();

  it.each(['zh', 'en'])(
    'no serious or critical violation at 390 px in %s',
    (lang) => expectNoViolations(a.browser, a.port, a.ids, 390, lang),
    300_000,
  );
});
