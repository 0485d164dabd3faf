/**
 * Browser test (docs/product/sites-and-frame.md#fonts): Chinese pages name Chinese system fonts first, so Han
 * characters come from a Chinese font and not from whatever the system's fallback finds; English pages keep their
 * Latin fonts first and still name the Chinese fonts before the generic family, for the Chinese titles they show.
 * Debian Chromium through playwright-core on the shared browser stack, after hydration (the stacks come from the build
 * stylesheet, which the browser's Chakra must not override). Skipped with a notice when Chromium is absent, failed
 * under CI=true (helpers/chromium.ts).
 */
import { describe, expect, it } from 'vitest';
import { requireChromium } from '../web/helpers/chromium.js';
import { useBrowserStack } from './helpers/browser-stack.js';

const hasChromium = requireChromium('fonts browser test');

/** The first families of a computed `font-family`, unquoted. */
const families = (value: string) => value.split(',').map((f) => f.trim().replace(/^"|"$/g, ''));

describe.skipIf(!hasChromium)('font stacks of Chinese and English pages', () => {
  const env = useBrowserStack();

  /** The computed font families of the body text and of the page's first heading on `path` of www. */
  async function stacks(path: string) {
    const page = await env.open('www', path, 390, 844);
    const [body, heading] = await page.evaluate(() => [
      getComputedStyle(document.body).fontFamily,
      getComputedStyle(document.querySelector('h1, h2') ?? document.body).fontFamily,
    ]);
    await page.close();
    return { body: families(body!), heading: families(heading!) };
  }

  it('puts the Chinese system fonts first on a Chinese page, the Latin fonts after them', async () => {
    const { body, heading } = await stacks('/homeNav/www/zh');
    for (const stack of [body, heading]) {
      expect(stack.slice(0, 3)).toEqual(['PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei']);
      expect(stack).toContain('Noto Sans CJK SC');
      expect(stack).toContain('WenQuanYi Micro Hei');
      expect(stack.indexOf('WenQuanYi Micro Hei')).toBeLessThan(stack.indexOf('Inter'));
      expect(stack.indexOf('Arial')).toBeLessThan(stack.indexOf('sans-serif'));
    }
  });

  it('keeps the Latin fonts first on an English page, with the Chinese fonts before the generic family', async () => {
    const { body, heading } = await stacks('/homeNav/www/en');
    for (const stack of [body, heading]) {
      expect(stack[0]).toBe('Inter');
      expect(stack.indexOf('Arial')).toBeLessThan(stack.indexOf('PingFang SC'));
      expect(stack.indexOf('WenQuanYi Micro Hei')).toBeLessThan(stack.indexOf('sans-serif'));
    }
  });
});
