/**
 * First paint: the client build's index.html (web/build/headOrder.ts) lists the build stylesheet before the
 * render's `<!--app-head-->`, and instead of Vite's entry script and modulepreload links it names them in a data block
 * for the starter (web/src/start.ts), the one script the document asks for, which requests them after the first
 * paint. The page-level order (both stylesheets, the starter, the page's modules block, the state after the content)
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

/** The template's modules block, parsed. */
const appModules = (html: string) =>
  JSON.parse(/<script type="application\/json" id="__APP_MODULES__">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

describe('orderHead', () => {
  it('moves the stylesheet ahead of the render head and hands the scripts to the starter', () => {
    const html = orderHead(VITE_HTML, '/assets/start-d.js');
    const at = (s: string) => html.indexOf(s);
    expect(at('index-c.css')).toBeGreaterThan(at('<meta charset'));
    expect(at('index-c.css')).toBeLessThan(at('<!--app-head-->'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-a.js"');
    expect(appModules(html)).toEqual({ entry: '/assets/index-a.js', preload: ['/assets/vendor-b.js'] });
    expect(html.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/start-d.js"></script>');
    expect(at('<!--app-head-->')).toBeLessThan(at('start-d.js'));
    expect(orderHead(html, '/assets/start-d.js')).toBe(html); // idempotent: nothing moves or is named again
  });

  it('fails without the marker the render fills, or without exactly one entry script', () => {
    expect(() => orderHead(VITE_HTML.replace('<!--app-head-->', ''), '/s.js')).toThrow(/app-head/);
    expect(() => orderHead(VITE_HTML.replace(/<script[^>]*><\/script>/, ''), '/s.js')).toThrow(/0 entry scripts/);
  });
});

describe('the built index.html', () => {
  let html: string;
  beforeAll(() => {
    ensureWebBuild();
    html = readFileSync(join(webDist, 'client', 'index.html'), 'utf8');
  });

  it('links the build stylesheet first, then the starter at low priority, and names the built entry for it', () => {
    const css = /<link rel="stylesheet"[^>]*href="\/assets\/index-[^"]+\.css">/.exec(html);
    expect(css).not.toBeNull();
    expect(css!.index).toBeLessThan(html.indexOf('<!--app-head-->'));
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![0]).toContain('fetchpriority="low"');
    expect(scripts[0]![1]).toMatch(/^\/assets\/start-[\w-]+\.js$/);
    expect(scripts[0]!.index).toBeGreaterThan(html.indexOf('<!--app-head-->'));
    const modules = appModules(html) as { entry: string; preload: string[] };
    expect(modules.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.preload.some((f) => /vendor-react/.test(f))).toBe(true);
    // the starter is a file of its own: it imports nothing, so nothing else is fetched before the first paint
    const starter = readFileSync(join(webDist, 'client', scripts[0]![1]!), 'utf8');
    expect(starter).not.toMatch(/^\s*import\s|from\s*["'`]/m);
    expect(starter.length).toBeLessThan(2048);
  });
});
