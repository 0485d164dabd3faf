/**
 * First paint: the client build's index.html (web/build/headOrder.ts) lists the build stylesheet before the
 * render's `<!--app-head-->` and Vite's scripts, and asks for every script at low priority, so the document and its
 * stylesheets get the bandwidth first. The page-level order (both stylesheets, then scripts, state after the content)
 * is checked through the gateway in page-weight.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderHead } from '../../web/build/headOrder.js';
import { ensureWebBuild, webDist } from './helpers/build.js';

/** The head of index.html as Vite writes it before the plugin runs (tags appended at the end of the head). */
const VITE_HTML = `<html>
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

describe('orderHead', () => {
  it('moves the stylesheet ahead of the render head and the scripts, and lowers script priority', () => {
    const html = orderHead(VITE_HTML);
    const at = (s: string) => html.indexOf(s);
    expect(at('index-c.css')).toBeGreaterThan(at('<meta charset'));
    expect(at('index-c.css')).toBeLessThan(at('<!--app-head-->'));
    expect(at('<!--app-head-->')).toBeLessThan(at('index-a.js'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-b.js">');
    expect(orderHead(html)).toBe(html); // idempotent: no second attribute, nothing moves again
  });

  it('fails without the marker the render fills', () => {
    expect(() => orderHead(VITE_HTML.replace('<!--app-head-->', ''))).toThrow(/app-head/);
  });
});

describe('the built index.html', () => {
  let html: string;
  beforeAll(() => {
    ensureWebBuild();
    html = readFileSync(join(webDist, 'client', 'index.html'), 'utf8');
  });

  it('links the build stylesheet first and every script at low priority', () => {
    const css = /<link rel="stylesheet"[^>]*href="\/assets\/index-[^"]+\.css">/.exec(html);
    expect(css).not.toBeNull();
    expect(css!.index).toBeLessThan(html.indexOf('<!--app-head-->'));
    const scripts = [...html.matchAll(/<script\b[^>]*>|<link rel="modulepreload"[^>]*>/g)];
    expect(scripts.length).toBeGreaterThan(2);
    for (const s of scripts) {
      expect(s.index).toBeGreaterThan(html.indexOf('<!--app-head-->'));
      expect(s[0]).toContain('fetchpriority="low"');
    }
  });
});
