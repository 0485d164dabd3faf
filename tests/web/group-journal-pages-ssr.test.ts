/**
 * Every journal a group site lists is reachable (docs/product/content.md#group-journal-pages), server-rendered through
 * the real gateway and the seeded rc-pub: the 13 CSL demo journals of `zhdemo` have no single site of their own, so
 * the header's group entrance, the home page's journal cards and the /newLeaguage cards link each to its pages on the
 * group site, `/journal/{siteId}/{publicationId}/{tab}/{lang}`. Walks those links to every journal and every tab (home,
 * current, issues, online, about, board) in zh and en: 200, the journal's title in the page language, the tab's
 * content, no link to `#` and no empty label; an issue link of the back issues renders on the group site; a journal
 * the site does not list, an unknown tab and an online-first page past the end answer the site's 404 page. The CSL
 * article page shows only what the record holds: no empty authors region, the journal linked to its group pages, and
 * the 'no full text' note on its own without a heading over it.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './helpers/stack.js';

type Lang = 'zh' | 'en';
const LANGS: Lang[] = ['zh', 'en'];
const TABS = ['home', 'current', 'issues', 'online', 'about', 'board'] as const;

let server: Parameters<typeof request>[0];
let zhdemo = 0;
/** The CSL demo journals zhdemo lists: id and both titles. */
let journals: { id: number; titleZh: string; titleEn: string }[] = [];
/** A journal zhdemo does not list (PLOS ONE, with a site of its own). */
let otherJournal = 0;
/** An article of the first CSL journal. */
let cslArticle = 0;

async function gql<T>(query: string): Promise<T> {
  const res = await request(server).post('/graphql').send({ query }).expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data as T;
}

async function page(path: string, lang: Lang, host = 'www.localhost:3000') {
  return request(server).get(path).set('Host', host).set('Cookie', `language=${lang}`);
}

/** The HTML between <main> and </main>, styles removed. */
function mainHtml(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

/** The HTML before <main>: the header, where the group entrance lives. */
function headerHtml(html: string): string {
  return html.slice(0, html.indexOf('<main'));
}

/** The hrefs of `<a>` tags whose opening tag matches `marker` (or of every `<a>` when it is omitted). */
function hrefs(html: string, marker?: RegExp): string[] {
  return [...html.matchAll(/<a\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !marker || marker.test(attrs))
    .map((attrs) => /href="([^"]*)"/.exec(attrs)?.[1]?.replace(/&amp;/g, '&') ?? '');
}

/** What a reader would see as a bare label or a dead link: asserts there is none in `html`. */
function expectNoEmptyLabelOrDeadLink(html: string, where: string) {
  const main = mainHtml(html);
  expect(
    hrefs(main).filter((h) => h === '#' || h === '' || h.startsWith('javascript:')),
    where,
  ).toEqual([]);
  expect(main, `${where}: empty dd`).not.toMatch(/<dd[^>]*>\s*<\/dd>/);
  expect(main, `${where}: empty link`).not.toMatch(/<a\b[^>]*>\s*<\/a>/);
  expect(main, `${where}: heading ending in a colon`).not.toMatch(/<h[1-6][^>]*>[^<]*[:：]\s*<\/h[1-6]>/);
  expect(main, `${where}: label without a value`).not.toMatch(/[:：]<\/span>\s*<\/p>/);
}

beforeAll(async () => {
  const stack = await startStack();
  server = stack.gateway.server;
  const data = await gql<{
    site: { id: number; publications: { id: number; titleZh: string; titleEn: string; siteId: number | null }[] };
    plos: { publication: { id: number } | null };
  }>(`{
    site(sld: "zhdemo") { id publications { id titleZh titleEn siteId } }
    plos: site(sld: "plosone") { publication { id } }
  }`);
  zhdemo = data.site.id;
  journals = data.site.publications;
  otherJournal = data.plos.publication!.id;
  const issue = await gql<{ publication: { latestIssue: { articles: { id: number }[] } | null } }>(
    `{ publication(id: ${journals[0]!.id}) { latestIssue { articles { id } } } }`,
  );
  cslArticle = issue.publication.latestIssue!.articles[0]!.id;
}, 600_000);

describe('group journal pages (docs/product/content.md#group-journal-pages)', () => {
  it('zhdemo lists the 13 CSL demo journals, none with a site of its own, each with an English title', () => {
    expect(journals).toHaveLength(13);
    for (const j of journals) {
      expect(j.titleZh).toMatch(/^【演示】.+期刊$/);
      // "[Demo] Engineering journal", not "[Demo] 工学 journal"
      expect(j.titleEn).toMatch(/^\[Demo\] [A-Z][A-Za-z ]+ journal$/);
    }
  });

  for (const lang of LANGS) {
    it(`the group entrance, the home cards and the /newLeaguage cards link every journal (${lang})`, async () => {
      const expected = journals.map((j) => `/journal/${zhdemo}/${j.id}/home/${lang}`).sort();
      const home = await page(`/homeNav/zhdemo/${lang}`, lang);
      expect(home.status).toBe(200);
      const header = headerHtml(home.text);
      const at = header.indexOf('data-testid="group-entrance"');
      expect(at, 'group entrance rendered').toBeGreaterThan(0);
      expect(
        hrefs(header.slice(at))
          .filter((h) => h.startsWith('/journal/'))
          .sort(),
      ).toEqual(expected);
      expect(hrefs(header)).not.toContain('#');
      expect(hrefs(mainHtml(home.text), /data-testid="journal-card"/).sort()).toEqual(expected);
      const league = await page(`/newLeaguage/${lang}`, lang, 'zhdemo.localhost:3000');
      expect(league.status).toBe(200);
      expect(hrefs(mainHtml(league.text), /data-testid="journal-card"/).sort()).toEqual(expected);
    });

    it(`every tab of every journal renders its content (${lang})`, { timeout: 600_000 }, async () => {
      for (const j of journals) {
        const title = lang === 'zh' ? j.titleZh : j.titleEn;
        for (const tab of TABS) {
          const path = `/journal/${zhdemo}/${j.id}/${tab}/${lang}`;
          const res = await page(path, lang);
          expect(res.status, path).toBe(200);
          const main = mainHtml(res.text);
          expect(/<title>([^<]*)<\/title>/.exec(res.text)?.[1], path).toContain(title);
          expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? ''), path).toContain(title);
          expect(main, path).toContain(`data-tab="${tab}"`);
          // the current tab is marked, and every tab is a link
          expect(
            hrefs(main)
              .filter((h) => h.startsWith(`/journal/${zhdemo}/${j.id}/`))
              .sort(),
          ).toEqual(TABS.map((t) => `/journal/${zhdemo}/${j.id}/${t}/${lang}`).sort());
          expectNoEmptyLabelOrDeadLink(res.text, path);
          if (tab === 'home' || tab === 'current') {
            expect(main, path).toContain('data-testid="issue-toc"');
            expect(
              hrefs(main).some((h) => h.startsWith(`/article/id/${zhdemo}/`)),
              path,
            ).toBe(true);
          }
          if (tab === 'home' || tab === 'about') {
            expect(main, path).toContain('data-testid="journal-info"');
            expect(main, path).toContain('data-testid="demo-note"');
          }
          if (tab === 'issues') {
            const issueLinks = hrefs(main).filter((h) => h.startsWith(`/newAcademic/${zhdemo}/0/directory/`));
            expect(issueLinks.length, path).toBeGreaterThan(0);
            const issue = await page(issueLinks[0]!, lang);
            expect(issue.status, issueLinks[0]).toBe(200);
            expect(mainHtml(issue.text), issueLinks[0]).toContain('data-testid="issue-toc"');
            expect(mainHtml(issue.text), issueLinks[0]).toContain(title);
          }
          if (tab === 'online') expect(main, path).toContain('data-testid="journal-list"');
          if (tab === 'board') expect(main, path).toContain('data-testid="no-board"');
        }
      }
    });

    it(`answers the site's 404 page for a journal it does not list, an unknown tab or a page past the end (${lang})`, async () => {
      for (const path of [
        `/journal/${zhdemo}/${otherJournal}/home/${lang}`,
        `/journal/${zhdemo}/${otherJournal}/online/${lang}`,
        `/journal/${zhdemo}/${journals[0]!.id}/nothing/${lang}`,
        `/journal/${zhdemo}/${journals[0]!.id}/online/${lang}?page=999`,
      ]) {
        const res = await page(path, lang);
        expect(res.status, path).toBe(404);
        expect(res.text, path).toMatch(lang === 'zh' ? /页面未找到/ : /could not be found/);
      }
    });

    it(`a CSL article shows only what its record holds (${lang})`, async () => {
      const path = `/article/id/${zhdemo}/${cslArticle}/${lang}`;
      const res = await page(path, lang);
      expect(res.status).toBe(200);
      const main = mainHtml(res.text);
      expectNoEmptyLabelOrDeadLink(res.text, path);
      // no authors: no labelled, empty authors region
      expect(main).not.toContain('data-testid="authors"');
      // the journal leads to its pages on this site
      expect(hrefs(main, /data-testid="article-journal"/)).toEqual([
        `/journal/${zhdemo}/${journals[0]!.id}/home/${lang}`,
      ]);
      // the 'no full text' sentence on its own: no outline column, no article body
      expect(main).toContain('data-testid="no-full-text"');
      expect(main).not.toContain('data-testid="article-body"');
    });
  }
});

/** An HTML fragment's text: tags removed, whitespace collapsed. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
