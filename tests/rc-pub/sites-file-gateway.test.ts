/**
 * Sites as files, end to end: a site file changes a site's nav style, colours and menus and the next page
 * shows it. Through the real stack (seeded rc-pub + the gateway with SSR and its page cache): the GraphQL site header,
 * theme (colour 0 from colour1-3 with 0.8 and 0.1 opacities, docs/product/sites-and-frame.md#custom-colours) and nav follow the applied file, and the
 * server-rendered home page, cached before the change, shows the new menu once the gateway sees the raised content
 * version.
 *
 * Own stack: the gateway polls content versions every 200 ms (CONTENT_VERSION_POLL_MS), and the file rewrites a seeded site.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySitesFile } from '../../rc-pub/src/services/sites/apply.js';
import { startStack, type Stack } from '../web/helpers/stack.js';
import { CUSTOM, editFile, editPlosmed, exportOf } from './sites-file-helper.js';

let stack: Stack;
let server: Parameters<typeof request>[0];

interface Nav {
  code: string;
  name: string;
  target: { href: string; external: boolean };
  children: Nav[];
}
interface SiteFrame {
  site: {
    header: { navStyle: number };
    theme: { colourId: number; primary: string; hover: string; background: string; bottomLine: string };
    nav: Nav[];
  };
}

const FRAME = `{ site(sld: "plosmed") {
  header { navStyle }
  theme { colourId primary hover background bottomLine }
  nav { code name target { href external } children { code name target { href external } } }
} }`;

async function frame(): Promise<SiteFrame['site']> {
  const res = await request(server).post('/graphql').set('Cookie', 'language=en').send({ query: FRAME }).expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return (res.body.data as SiteFrame).site;
}

async function homeHtml(): Promise<string> {
  const res = await request(server).get('/').set('Host', 'plosmed.localhost:3000').set('Cookie', 'language=en');
  expect(res.status).toBe(200);
  return res.text;
}

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { CONTENT_VERSION_POLL_MS: '200' } });
  server = stack.gateway.server;
}, 600_000);
afterAll(async () => {
  await stack?.close();
});

describe('a site file through the gateway', () => {
  it('changes the nav style, colours and menus the next page shows', async () => {
    const before = await frame();
    expect(before.header.navStyle).toBe(1);
    expect(before.theme.colourId).toBe(4);
    expect(before.nav.map((n) => n.code)).toContain('backissue');
    expect(await homeHtml()).toContain('Back Issues'); // now in the page cache

    const plan = await applySitesFile({
      ctx: { db: stack.db },
      input: { text: editFile(await exportOf(stack.db), editPlosmed) },
    });
    expect(plan.sites.find((s) => s.sld === 'plosmed')?.kind).toBe('update');

    const after = await frame();
    expect(after.header.navStyle).toBe(4);
    expect(after.theme).toEqual({
      colourId: 0,
      primary: CUSTOM.colour1,
      hover: 'rgba(8, 160, 69, 0.8)',
      background: 'rgba(11, 110, 79, 0.1)',
      bottomLine: CUSTOM.colour3,
    });
    const codes = after.nav.map((n) => n.code);
    expect(codes).not.toContain('backissue');
    expect(codes.slice(codes.indexOf('directory'), codes.indexOf('directory') + 2)).toEqual(['directory', 'press']);
    const press = after.nav.find((n) => n.code === 'press')!;
    expect(press.name).toBe('[Demo] Press');
    expect(press.children).toEqual([
      { code: 'jump', name: '[Demo] Link', target: { href: 'https://example.org/', external: true } },
    ]);

    // the cached page gives way once the gateway polls the raised content version (every 200 ms here)
    let html = await homeHtml();
    for (let i = 0; i < 50 && !html.includes('[Demo] Press'); i++) {
      await new Promise((r) => setTimeout(r, 200));
      html = await homeHtml();
    }
    expect(html).toContain('[Demo] Press');
    expect(html).toContain('[Demo] This Issue');
    expect(html).not.toContain('Back Issues');
  });
});
