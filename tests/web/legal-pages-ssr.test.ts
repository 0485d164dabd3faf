/**
 * Legal pages and journal home facts through the real gateway and a seeded rc-pub (docs/product/sites-and-frame.md#legal-pages,
 * docs/product/content.md#journal-home-facts): each of the four pages answers 200 on three sites (www, plosmed,
 * zhdemo) in zh and en with the portal's default text naming the site's footer contact; a site's own text from the
 * site file replaces the default (sanitized: its `<script>` is gone); every footer links to all four; the
 * registration page links to the agreement; a single site's journal home shows the facts the site file gives (and
 * entry buttons), while a journal without them shows no empty label.
 * Own stack: it applies a changed site file (plosmed's own privacy text and test-only journal facts), which the
 * shared stack's other readers must not see.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { applySitesFile } from '../../rc-pub/src/services/sites/apply.js';
import { editFile, exportOf, siteOf } from '../rc-pub/sites-file-helper.js';
import { useStack } from './helpers/stack.js';

const stack = useStack({ own: true });
const server = () => stack().gateway.server;

function get(path: string, sld: string) {
  return request(server()).get(path).set('Host', `${sld}.localhost:3000`);
}

/** The page's visible text (tags dropped, entities of the common kind decoded). */
function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const PAGES = ['accessibility', 'privacy', 'agreement', 'terms'] as const;
const TITLES = {
  zh: { accessibility: '无障碍声明', privacy: '隐私政策', agreement: '用户协议', terms: '使用条款' },
  en: {
    accessibility: 'Accessibility statement',
    privacy: 'Privacy policy',
    agreement: 'User agreement',
    terms: 'Terms of use',
  },
};

beforeAll(async () => {
  // plosmed gets its own English privacy text (with a script the apply must drop) and test-only journal facts
  const db = stack().db;
  const text = editFile(await exportOf(db), (sites) => {
    const s = siteOf(sites, 'plosmed');
    (s.footer as Record<string, unknown>).privacyEn = '<h2>Own privacy text</h2><p>Kept.</p><script>alert(1)</script>';
    s.journalInfo = {
      [s.journal as string]: {
        editorInChiefEn: '[Test] Editor',
        editorInChiefZh: '【测试】主编',
        frequencyEn: '[Test] Monthly',
        entries: [{ kind: 'submit', url: '/aboutus' }],
      },
    };
  });
  await applySitesFile({ ctx: { db }, input: { text } });
}, 600_000);

describe('legal pages', () => {
  for (const sld of ['www', 'plosmed', 'zhdemo'])
    for (const lang of ['zh', 'en'] as const)
      it(`${sld} ${lang}: the four pages answer with the default text and the site's contact`, async () => {
        for (const page of PAGES) {
          if (sld === 'plosmed' && lang === 'en' && page === 'privacy') continue; // its own text, below
          const res = await get(`/${page}/${lang}`, sld).expect(200);
          const text = visibleText(res.text);
          expect(text).toContain(TITLES[lang][page]);
          expect(res.text).toContain('data-legal-text="default"');
          // the contact block names the footer's email (every seeded site has demo@example.org)
          expect(res.text).toMatch(/data-testid="legal-contact"[\s\S]*mailto:demo@example\.org/);
          // the other three pages are linked
          for (const other of PAGES) if (other !== page) expect(res.text).toContain(`href="/${other}/${lang}"`);
        }
      });

  it("shows the site's own text instead of the default, sanitized", async () => {
    const res = await get('/privacy/en', 'plosmed').expect(200);
    expect(res.text).toContain('data-legal-text="site"');
    expect(visibleText(res.text)).toContain('Own privacy text');
    expect(res.text).not.toContain('alert(1)');
    expect(res.text).not.toContain('data-legal-text="default"');
    // the site gave no Chinese text: the default one stays
    const zh = await get('/privacy/zh', 'plosmed').expect(200);
    expect(zh.text).toContain('data-legal-text="default"');
  });

  it('the footer of every page links to all four, and registration links to the agreement', async () => {
    for (const sld of ['www', 'plosmed', 'zhdemo']) {
      const home = await get(`/homeNav/${sld}/en`, sld).expect(200);
      const footer = /<footer[\s\S]*<\/footer>/.exec(home.text)?.[0] ?? '';
      for (const page of PAGES) expect(footer).toContain(`href="/${page}/en"`);
    }
    const reg = await get('/register?lang=zh', 'plosmed').expect(200);
    const link = /<a [^>]*data-testid="agreement-link"[^>]*>/.exec(reg.text)?.[0] ?? '';
    expect(link).toContain('href="/agreement/zh"');
  });
});

describe('journal home facts', () => {
  it('shows the facts the site file gives and its entry button, with no empty label', async () => {
    const zh = visibleText((await get('/homeNav/plosmed/zh', 'plosmed').expect(200)).text);
    expect(zh).toMatch(/主编\s*:\s*【测试】主编/);
    expect(zh).toMatch(/刊期\s*:\s*\[Test\] Monthly/); // no Chinese frequency given: the English one
    expect(zh).not.toContain('主管单位');
    expect(zh).toContain('作者投稿');
    const en = await get('/homeNav/plosmed/en', 'plosmed').expect(200);
    expect(en.text).toMatch(/<a href="\/aboutus" data-entry="submit"[^>]*>Submit a manuscript<\/a>/);
    expect(visibleText(en.text)).toMatch(/Editor-in-chief\s*:\s*\[Test\] Editor/);
  });

  it('leaves out the labels of facts a journal lacks', async () => {
    const text = visibleText((await get('/homeNav/plosone/zh', 'plosone').expect(200)).text);
    expect(text).toContain('ISSN');
    for (const label of ['主编', '刊期', '主管单位', '作者投稿']) expect(text).not.toContain(label);
  });
});
