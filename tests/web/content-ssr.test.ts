/**
 * Content pages server-rendered through the real gateway (server/src/app.ts) and a seeded in-process rc-pub
 * (docs/product/content.md#article-page; the content routes of docs/product/sites-and-frame.md; the 404 page): article by id, by DOI with slashes and in the other
 * route forms; zh vs en chrome; the reference list's identifier links; text versions of a translated article; issue table of contents and back issues;
 * news detail and channel pages; unknown records answer 404 with the not-found text.
 *
 * Expected metadata comes from the shipped demo JATS files (demo-data/jats), e.g. PLOS ONE 10.1371/journal.pone.0002554.
 * Ids are looked up through GraphQL because they depend on the seed order.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers/stack.js';

let stack: Stack;
let server: Parameters<typeof request>[0];

/** demo-data/jats/plos-one/journal.pone.0002554.xml */
const VIOLIN = {
  doi: '10.1371/journal.pone.0002554',
  title: 'A Comparison of Wood Density between Classical Cremonese and Modern Violins',
  author: 'Berend C. Stoel',
};
/** demo-data/jats/rev-saude-publica/0034-8910-rsp-48-2-0322.xml: Spanish original with an English translation. */
const RSP_ES = {
  doi: '10.1590/S0034-8910.2014048005091',
  titleEs: 'Brote de faringo-amigdalítis por estreptococo β-hemolítico grupo A',
  titleEn: 'Group A β-hemolytic streptococcal pharyngotonsillitis outbreak',
};

interface Ids {
  plosone: number;
  rsp: number;
  violinId: number;
  rspIssueId: number;
  newsId: number | null;
  channel: { id: number; name: string } | null;
}
let ids: Ids;

async function gql<T>(query: string, variables: Record<string, unknown> = {}, lang: 'zh' | 'en' = 'en'): Promise<T> {
  const res = await request(server)
    .post('/graphql')
    .set('Cookie', `language=${lang}`)
    .send({ query, variables })
    .expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data as T;
}

function apolloState(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="__APOLLO_STATE__">(.*?)<\/script>/s.exec(html);
  expect(m, 'serialized Apollo cache').not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, unknown>;
}

/** The HTML's text between <main> and </main>, tags and styles removed, whitespace collapsed, entities kept. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  stack = await startStack();
  server = stack.gateway.server;
  type Data = {
    plosone: { id: number };
    rsp: {
      id: number;
      publication: { latestIssue: { id: number } | null } | null;
      topNews: { id: number }[];
      nav: { id: number; code: string; name: string }[];
    };
    violin: { id: number } | null;
  };
  const d = await gql<Data>(
    `query Ids($doi: String!) {
    plosone: site(sld: "plosone") { id }
    rsp: site(sld: "rsp") { id publication { latestIssue { id } } topNews { id } nav { id code name } }
    violin: articleByDoi(doi: $doi) { id }
  }`,
    { doi: VIOLIN.doi },
  );
  expect(d.violin, 'the PLOS ONE violin article is seeded').not.toBeNull();
  expect(d.rsp.publication?.latestIssue, 'the RSP journal has an issue').not.toBeNull();
  const intro = d.rsp.nav.find((n) => n.code === 'periodIntroduce' || n.code === 'introduce');
  ids = {
    plosone: d.plosone.id,
    rsp: d.rsp.id,
    violinId: d.violin!.id,
    rspIssueId: d.rsp.publication!.latestIssue!.id,
    newsId: d.rsp.topNews[0]?.id ?? null,
    channel: intro ? { id: intro.id, name: intro.name } : null,
  };
});

afterAll(async () => {
  await stack?.close();
});

describe('article page by id', () => {
  it('renders the real title, DOI link, authors, <title> and <html lang> in English', async () => {
    const res = await request(server).get(`/article/id/${ids.plosone}/${ids.violinId}/en`).expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain(`<title>${VIOLIN.title} - PLOS ONE</title>`);
    expect(res.text).toMatch(new RegExp(`<h1[^>]*>(<[^>]+>)*${VIOLIN.title}`));
    expect(res.text).toContain(`href="https://doi.org/${VIOLIN.doi}"`);
    expect(res.text).toContain(VIOLIN.author);
    const text = mainText(res.text);
    for (const label of ['Abstract', 'References', 'Received', 'Published', 'Journal']) expect(text).toContain(label);
    // Frame chrome in English: the toggle offers Chinese.
    expect(res.text).toContain('Chinese Version');
    // The page's data travels in the Apollo cache (one query; the client does not refetch).
    expect(Object.keys(apolloState(res.text)).some((k) => k === `Article:${ids.violinId}`)).toBe(true);
  });

  it('renders Chinese chrome on the zh route with the content as published', async () => {
    const res = await request(server).get(`/article/id/${ids.plosone}/${ids.violinId}/zh`).expect(200);
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(res.text).toContain(VIOLIN.title);
    const text = mainText(res.text);
    for (const label of ['摘要', '参考文献', '收稿日期', '期刊']) expect(text).toContain(label);
    expect(text).not.toContain('References');
    expect(res.text).toContain('English Version');
  });

  it('renders the full text with outline links, figure placeholders, real tables and reference anchors', async () => {
    const html = (await request(server).get(`/article/id/${ids.plosone}/${ids.violinId}/en`).expect(200)).text;
    const body = html.slice(html.indexOf('data-testid="article-body"'));
    // Outline entries point at section ids present in the body.
    const outline = html.slice(
      html.indexOf('data-testid="article-outline"'),
      html.indexOf('data-testid="article-body"'),
    );
    const outlineIds = [...outline.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!).filter((id) => id !== 'references');
    expect(outlineIds.length).toBeGreaterThan(3);
    for (const id of outlineIds) expect(body).toContain(`id="${id}"`);
    // Citations in the body land on reference list items.
    const cited = [...body.matchAll(/<a href="#([^"]+)" class="xref xref-bibr"/g)].map((m) => m[1]!);
    expect(cited.length).toBeGreaterThan(0);
    for (const id of new Set(cited))
      expect(html).toMatch(new RegExp(`<li[^>]* id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    // The figure files are not shipped with this article: a note says so and links to the figure at the publisher
    // (its own DOI), never an empty box; tables stay tables.
    expect(body).toMatch(
      /<p class="figure-note">The image of Figure 1 is not included here — <a href="https:\/\/doi\.org\/10\.1371\/journal\.pone\.0002554\.g001"[^>]*>view it at the publisher<\/a><\/p>/,
    );
    expect(body).not.toContain('figure-missing');
    expect(body).toMatch(/<figure id="[^"]+" class="table-wrap">[\s\S]*?<table tabindex="0">/);
  });

  it('answers the other article route forms (docs/product/content.md#article-page)', async () => {
    for (const url of [
      `/en/article/${ids.plosone}/${ids.violinId}`,
      `/en/thesis/${ids.plosone}/${ids.violinId}`,
      `/thesis/${ids.plosone}/${ids.violinId}/en`,
      `/article/id/${ids.plosone}/${ids.violinId}/1/en`,
      `/thesis/${ids.plosone}/${ids.violinId}/1/zh`,
    ]) {
      const res = await request(server).get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain(VIOLIN.title);
    }
  });

  it('gives 404 with the not-found page for an unknown or malformed article id', async () => {
    const unknown = await request(server).get(`/article/id/${ids.plosone}/999999/en`).expect(404);
    expect(unknown.text).toContain('This page could not be found');
    expect(unknown.text).toContain('Back to the home page');
    await request(server).get(`/article/id/${ids.plosone}/abc/en`).expect(404);
    await request(server).get(`/fr/article/${ids.plosone}/${ids.violinId}`).expect(404);
  });
});

describe('reference list', () => {
  it('shows the DOI and PMID of a PLOS reference once each, as links (docs/product/content.md#references)', async () => {
    type Ref = { id: string; text: string; doi: string | null; pmid: string | null };
    const d = await gql<{ plosmed: { id: number }; a: { id: number; references: Ref[] } | null }>(
      `query Refs($doi: String!) {
        plosmed: site(sld: "plosmed") { id }
        a: articleByDoi(doi: $doi) { id references { id text doi pmid } }
      }`,
      { doi: '10.1371/journal.pmed.1001786' },
    );
    // a reference whose formatted text names both ("… doi: 10.1146/… 23092187", as PLOS prints them)
    const ref = d.a?.references.find((r) => r.doi && r.pmid && r.text.includes(r.doi) && r.text.endsWith(r.pmid));
    expect(ref, 'a PLOS Medicine reference with DOI and PMID in its text').toBeDefined();
    const { id, doi, pmid } = ref as Ref & { doi: string; pmid: string };
    const html = (await request(server).get(`/article/id/${d.plosmed.id}/${d.a!.id}/en`).expect(200)).text;
    const esc = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const li = new RegExp(`<li[^>]* id="${esc(id)}"[^>]*>([\\s\\S]*?)</li>`).exec(html)?.[1] ?? '';
    const text = li.replace(/<[^>]+>/g, '');
    expect(text.split(doi)).toHaveLength(2); // once
    expect(text.split(pmid)).toHaveLength(2);
    expect(li).toMatch(new RegExp(`<a [^>]*href="https://doi\\.org/${esc(doi)}"[^>]*>doi:${esc(doi)}</a>`));
    expect(li).toMatch(
      new RegExp(`<a [^>]*href="https://pubmed\\.ncbi\\.nlm\\.nih\\.gov/${pmid}/"[^>]*>PMID:${pmid}</a>`),
    );
  });
});

describe('article page by DOI', () => {
  it('finds a DOI with slashes; the last segment is the language', async () => {
    const res = await request(server).get(`/article/doi/${ids.plosone}/${VIOLIN.doi}/en`).expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain(VIOLIN.title);
    expect(res.text).toContain(VIOLIN.author);
    const zh = await request(server).get(`/article/doi/${ids.plosone}/${VIOLIN.doi}/zh`).expect(200);
    expect(zh.text).toContain('<html lang="zh-CN">');
    expect(zh.text).toContain(VIOLIN.title);
  });

  it('accepts a percent-encoded slash and an upper-case DOI', async () => {
    const encoded = await request(server)
      .get(`/article/doi/${ids.plosone}/${encodeURIComponent(VIOLIN.doi)}/en`)
      .expect(200);
    expect(encoded.text).toContain(VIOLIN.title);
    const upper = await request(server).get(`/article/doi/${ids.plosone}/${VIOLIN.doi.toUpperCase()}/en`).expect(200);
    expect(upper.text).toContain(VIOLIN.title);
  });

  it('gives 404 for an unknown DOI and for a path that holds no DOI', async () => {
    const res = await request(server).get(`/article/doi/${ids.plosone}/10.1371/no.such.article/en`).expect(404);
    expect(res.text).toContain('This page could not be found');
    await request(server).get(`/article/doi/${ids.plosone}/en`).expect(404);
  });
});

describe('translated article (Revista de Saúde Pública)', () => {
  it('shows the request language first and switches the full text between versions', async () => {
    const en = await request(server).get(`/article/doi/${ids.rsp}/${RSP_ES.doi}/en`).expect(200);
    const h1 = /<h1[^>]*data-testid="article-title"[^>]*>([\s\S]*?)<\/h1>/.exec(en.text);
    expect(h1?.[1]).toContain(RSP_ES.titleEn);
    expect(en.text).toContain(RSP_ES.titleEs);
    const sw = en.text.slice(
      en.text.indexOf('data-testid="text-switch"'),
      en.text.indexOf('data-testid="article-body"'),
    );
    expect(sw).toContain('English');
    expect(sw).toContain('Spanish');
    expect(en.text).toMatch(/<div lang="en"[^>]*data-testid="article-body"/);

    const es = await request(server).get(`/article/doi/${ids.rsp}/${RSP_ES.doi}/en?text=es`).expect(200);
    expect(es.text).toMatch(/<div lang="es"[^>]*data-testid="article-body"/);
    // Abstracts in both languages, each marked with its language.
    expect(es.text).toContain('Abstract (Spanish)');
    expect(es.text).toContain('Abstract (English)');
    // Keywords of both languages (kwd-group per language).
    const text = mainText(es.text);
    expect(text).toContain('Keywords');
    expect(text).toContain('Streptococcal Infections, epidemiology');
    expect(text).toContain('Infecciones Estreptocócicas, epidemiologia');
  });
});

describe('issue pages (/newAcademic, docs/product/content.md#journal-pages)', () => {
  it('lists back issues by year with the issue and its contents grouped by column', async () => {
    const res = await request(server).get(`/newAcademic/${ids.rsp}/0/backissue/0/0/en`).expect(200);
    const text = mainText(res.text);
    expect(text).toContain('Revista de Saúde Pública');
    expect(text).toContain('ISSN');
    expect(text).toContain('Back issues');
    expect(text).toContain('2014 Vol. 48 No. 2');
    expect(res.text).toContain(`href="/newAcademic/${ids.rsp}/0/backissue/${ids.rspIssueId}/0/en"`);
    // The contents link articles and show their DOIs; the column heading comes from the JATS subject.
    expect(res.text).toMatch(new RegExp(`href="/article/id/${ids.rsp}/\\d+/en"`));
    expect(res.text).toContain(`https://doi.org/${RSP_ES.doi}`);
    expect(res.text).toMatch(/<h3[^>]*>[^<]+<\/h3>/);
  });

  it('shows a selected issue in Chinese and 404 for an unknown issue', async () => {
    const zh = await request(server).get(`/newAcademic/${ids.rsp}/0/directory/${ids.rspIssueId}/0/zh`).expect(200);
    expect(zh.text).toContain('<html lang="zh-CN">');
    expect(mainText(zh.text)).toContain('2014年 第48卷 第2期');
    expect(zh.text).toContain(`data-issue-id="${ids.rspIssueId}"`);
    // each title of the contents is marked with its language (WCAG 3.1.2): with no Chinese version, the Spanish
    // original on the Chinese page; the English version on the English page
    expect(zh.text).toContain(`<span lang="es">${RSP_ES.titleEs}</span>`);
    const en = await request(server).get(`/newAcademic/${ids.rsp}/0/directory/${ids.rspIssueId}/0/en`).expect(200);
    expect(en.text).toContain(`<span lang="en">${RSP_ES.titleEn}</span>`);
    const missing = await request(server).get(`/newAcademic/${ids.rsp}/0/directory/999999/0/en`).expect(404);
    expect(missing.text).toContain('This page could not be found');
  });

  it('offers the journals of a group site when no issue is chosen', async () => {
    const res = await request(server)
      .get('/academic?type=directory')
      .set('Host', 'plos.localhost:3000')
      .set('Cookie', 'language=en')
      .expect(200);
    const text = mainText(res.text);
    expect(text).toContain('Choose a journal');
    expect(text).toContain('PLOS Medicine');
  });
});

describe('news and channel pages', () => {
  it('renders a demo news item with its title and visible demo marker', async () => {
    expect(ids.newsId, 'the RSP site has top news').not.toBeNull();
    const res = await request(server).get(`/newsDetails/${ids.rsp}/${ids.newsId}/zh`).expect(200);
    expect(mainText(res.text)).toMatch(/\[演示\]|【演示】/);
    expect(res.text).toContain('发布时间');
    await request(server).get(`/newsDetails/${ids.rsp}/999999/en`).expect(404);
  });

  it('renders a channel page (periodIntroduce) and 404 for an unknown channel', async () => {
    expect(ids.channel, 'the RSP site has a journal introduction menu item').not.toBeNull();
    const res = await request(server).get(`/newPeriodIntroduce/${ids.rsp}/${ids.channel!.id}/en`).expect(200);
    expect(res.text).toContain('data-testid="channel"');
    await request(server).get(`/newPeriodIntroduce/${ids.rsp}/999999/en`).expect(404);
  });
});
