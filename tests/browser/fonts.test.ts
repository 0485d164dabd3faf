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

  it('draws a part in the other language with its own stack: English text of a Chinese page, Chinese of an English one', async () => {
    // an English article on the Chinese page: its title and full text, and the language switch naming English
    const zhPage = await env.open('www', '/article/id/1/36/zh', 390, 844);
    const onZh = await zhPage.evaluate(() =>
      [
        'h1[lang="en"]',
        '[data-testid="article-body"][lang="en"]',
        '[data-testid="article-body"] p',
        '[data-testid="language-toggle"]',
      ].map((s) => {
        const el = document.querySelector(s);
        return el ? getComputedStyle(el).fontFamily : `${s} missing`;
      }),
    );
    for (const value of onZh) expect(families(value)[0], value).toBe('Inter');
    // the page around them stays Chinese-first
    expect(families(await zhPage.evaluate(() => getComputedStyle(document.body).fontFamily))[0]).toBe('PingFang SC');
    await zhPage.close();
    // the language switch of an English page names 中文 in a Chinese font first
    const enPage = await env.open('www', '/homeNav/www/en', 390, 844);
    const toggle = await enPage.evaluate(() => {
      const el = document.querySelector('[data-testid="language-toggle"]');
      return el ? [el.getAttribute('lang'), getComputedStyle(el).fontFamily] : null;
    });
    await enPage.close();
    expect(toggle?.[0]).toBe('zh-CN');
    expect(families(toggle![1]!)[0]).toBe('PingFang SC');
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
