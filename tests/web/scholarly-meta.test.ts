/**
 * What indexers and reference managers read in an article page's server-rendered head: Highwire
 * `citation_*` tags, Dublin Core, one schema.org ScholarlyArticle JSON-LD, canonical and hreflang links, the PDF's
 * absolute URL (citation_pdf_url, DC.identifier, JSON-LD encoding; a JOSE package's own PDF answers there, as Zotero
 * saves it) — in zh and en interface languages, through the real gateway on a seeded rc-pub. Values are compared with the article's data
 * from GraphQL (which comes from the demo JATS files). One canonical address on every host that shows the article
 * (docs/product/citation-and-harvest.md#one-address-per-article), through a second gateway with PUBLIC_SITE_ORIGIN on
 * the same rc-pub. The builder's rules on edge cases: scholarly-head-tags.test.ts.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildGateway } from '../../server/src/app.js';
import { loadConfig as loadGatewayConfig } from '../../server/src/config.js';
import { plainText } from '../../web/src/pages/content/article/scholarlyMeta.js';
import { type Stack, stackGatewayEnv, startStack } from './helpers/stack.js';

let stack: Stack;
let server: Parameters<typeof request>[0];

/** demo-data/jats/plos-one/journal.pone.0002554.xml */
const VIOLIN_DOI = '10.1371/journal.pone.0002554';
/** demo-data/jats/rev-saude-publica/0034-8910-rsp-48-2-0322.xml: Spanish original with an English translation. */
const RSP_ES_DOI = '10.1590/S0034-8910.2014048005091';
/** Revista de Saúde Pública, article 118 of the demo: Portuguese original with an English translation. */
const RSP_PT_DOI = '10.1590/S0034-8910.2014048004798';
/** demo-data/jats/jose/jose.00090/: a package with the journal's own PDF. */
const JOSE_PDF_DOI = '10.21105/jose.00090';
/** demo-data/jats/plos-medicine/journal.pmed.1000097.xml: its last author is the group "The PRISMA Group". */
const PRISMA_DOI = '10.1371/journal.pmed.1000097';

interface ArticleData {
  id: number;
  doi: string;
  publishedDate: string;
  fpage: string | null;
  elocationId: string | null;
  texts: { lang: string; isOriginal: boolean; title: string; abstractHtml: string | null; keywords: string[] }[];
  contributors: { surname: string | null; givenNames: string | null; role: string }[];
  references: { id: string }[];
  publication: { titleEn: string; issn: string | null; eissn: string | null };
  issue: { volume: string; number: string } | null;
}
const FIELDS = `id doi publishedDate fpage elocationId texts { lang isOriginal title abstractHtml keywords }
  contributors { surname givenNames role } references { id } publication { titleEn issn eissn } issue { volume number }`;

let plosone: number;
let rsp: number;
let violin: ArticleData;
let rspEs: ArticleData;
let rspPt: ArticleData;

/** The one citation_pdf_url of a page, checked to be the PDF route of article `id` on an http origin. */
function pdfUrlOf(html: string, id: number): string {
  const [url] = values(html, 'citation_pdf_url');
  expect(url).toMatch(new RegExp(`^http://[^/]+/rc-pub/front/files/pdf\\?articleId=${id}$`));
  return url!;
}

/** Every `<meta name=… content=…>` of the head as [name, content, lang] (attribute entities decoded). */
function metas(html: string): [string, string, string | undefined][] {
  const head = html.slice(0, html.indexOf('</head>'));
  const dec = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...head.matchAll(/<meta name="([^"]+)" content="([^"]*)"(?: lang="([^"]+)")?>/g)].map((m) => [
    m[1]!,
    dec(m[2]!),
    m[3],
  ]);
}
const values = (html: string, name: string, lang?: string) =>
  metas(html)
    .filter(([n, , l]) => n === name && l === lang)
    .map(([, c]) => c);

function jsonLd(html: string): Record<string, unknown>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

beforeAll(async () => {
  stack = await startStack();
  server = stack.gateway.server;
  const res = await request(server)
    .post('/graphql')
    .send({
      query: `query ($a: String!, $b: String!, $c: String!) { plosone: site(sld: "plosone") { id } rsp: site(sld: "rsp") { id }
        violin: articleByDoi(doi: $a) { ${FIELDS} } rspEs: articleByDoi(doi: $b) { ${FIELDS} }
        rspPt: articleByDoi(doi: $c) { ${FIELDS} } }`,
      variables: { a: VIOLIN_DOI, b: RSP_ES_DOI, c: RSP_PT_DOI },
    })
    .expect(200);
  expect(res.body.errors).toBeUndefined();
  ({ violin, rspEs, rspPt } = res.body.data);
  plosone = res.body.data.plosone.id;
  rsp = res.body.data.rsp.id;
});
afterAll(async () => {
  await stack?.close();
});

describe('article page head (server-rendered, no JavaScript)', () => {
  it.each(['en', 'zh'] as const)('carries the Highwire citation_* tags in the %s interface', async (lang) => {
    const html = (await request(server).get(`/article/id/${plosone}/${violin.id}/${lang}`).expect(200)).text;
    const original = violin.texts.find((t) => t.isOriginal)!;
    expect(values(html, 'citation_title')).toEqual([original.title]);
    const authors = violin.contributors.filter((c) => c.role === 'author');
    expect(values(html, 'citation_author')).toEqual(authors.map((c) => `${c.surname}, ${c.givenNames}`));
    expect(values(html, 'citation_author_institution').length).toBeGreaterThan(0);
    expect(values(html, 'citation_doi')).toEqual([VIOLIN_DOI]);
    expect(values(html, 'citation_journal_title')).toEqual([violin.publication.titleEn]);
    expect(values(html, 'citation_publication_date')).toEqual([violin.publishedDate.replace(/-/g, '/')]);
    expect(values(html, 'citation_issn')).toContain(violin.publication.issn ?? violin.publication.eissn);
    expect(values(html, 'citation_volume')).toEqual([violin.issue!.volume]);
    expect(values(html, 'citation_issue')).toEqual([violin.issue!.number]);
    expect(values(html, 'citation_firstpage')).toEqual([violin.fpage ?? violin.elocationId]);
    expect(values(html, 'citation_language')).toEqual(['en']);
    expect(values(html, 'citation_reference')).toHaveLength(violin.references.length);
    expect(values(html, 'citation_abstract_html_url')[0]).toMatch(
      new RegExp(`^http://[^/]+/article/id/${plosone}/${violin.id}/en$`),
    );
    // Dublin Core
    expect(values(html, 'DC.title')).toEqual([original.title]);
    expect(values(html, 'DC.identifier')).toEqual([`doi:${VIOLIN_DOI}`, pdfUrlOf(html, violin.id)]);
    expect(values(html, 'DC.creator')).toHaveLength(authors.length);
    // no tag with an empty value
    for (const [name, content] of metas(html)) expect(content.trim(), name).not.toBe('');
  });

  it.each(['en', 'zh'] as const)(
    'has one ScholarlyArticle JSON-LD, canonical and hreflang links (%s)',
    async (lang) => {
      const html = (await request(server).get(`/article/id/${plosone}/${violin.id}/${lang}`).expect(200)).text;
      const ld = jsonLd(html).filter((j) => j['@type'] === 'ScholarlyArticle');
      expect(ld).toHaveLength(1);
      expect(ld[0]).toMatchObject({
        '@context': 'https://schema.org',
        headline: violin.texts.find((t) => t.isOriginal)!.title,
        inLanguage: 'en',
        datePublished: violin.publishedDate,
        identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: VIOLIN_DOI },
        isPartOf: { '@type': 'PublicationIssue', issueNumber: violin.issue!.number },
      });
      const base = `/article/id/${plosone}/${violin.id}`;
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${base}/${lang}">`));
      for (const l of ['zh', 'en'])
        expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${l}" href="http://[^"]+${base}/${l}">`));
      expect(html).toContain('hreflang="x-default"');
    },
  );

  it.each(['en', 'zh'] as const)(
    'names the PDF as citation_pdf_url, DC.identifier and the JSON-LD encoding, absolute (%s)',
    async (lang) => {
      const html = (await request(server).get(`/article/id/${plosone}/${violin.id}/${lang}`).expect(200)).text;
      const pdf = values(html, 'citation_pdf_url');
      expect(pdf).toHaveLength(1);
      expect(pdf[0]).toMatch(new RegExp(`^http://[^/]+/rc-pub/front/files/pdf\\?articleId=${violin.id}$`));
      // on the host of the article's own URL
      expect(new URL(pdf[0]!).host).toBe(new URL(values(html, 'citation_abstract_html_url')[0]!).host);
      expect(values(html, 'DC.identifier')).toContain(pdf[0]);
      const ld = jsonLd(html).find((j) => j['@type'] === 'ScholarlyArticle')!;
      expect(ld.encoding).toEqual({ '@type': 'MediaObject', contentUrl: pdf[0], encodingFormat: 'application/pdf' });
    },
  );

  it("serves a JOSE package's own PDF at the citation_pdf_url a reference manager saves", async () => {
    // Zotero's Embedded Metadata translator saves the PDF that citation_pdf_url names with the item
    const res = await request(server)
      .post('/graphql')
      .send({ query: `{ site(sld: "jose") { id } articleByDoi(doi: "${JOSE_PDF_DOI}") { id } }` })
      .expect(200);
    const { site, articleByDoi: a } = res.body.data;
    const html = (await request(server).get(`/article/id/${site.id}/${a.id}/en`).expect(200)).text;
    const url = new URL(pdfUrlOf(html, a.id));
    const pdf = await request(server)
      .get(url.pathname + url.search)
      .responseType('blob')
      .expect(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    const shipped = readFileSync(
      new URL('../../demo-data/jats/jose/jose.00090/10.21105.jose.00090.pdf', import.meta.url),
    );
    expect((pdf.body as Buffer).equals(shipped)).toBe(true);
  });

  it.each([
    ['Portuguese', () => rspPt],
    ['Spanish', () => rspEs],
  ])('writes one title and one abstract, both in the original language (%s, English translation)', async (_l, get) => {
    const a = get();
    expect(a.id).toBeGreaterThan(0);
    const html = (await request(server).get(`/article/id/${rsp}/${a.id}/en`).expect(200)).text;
    const original = a.texts.find((t) => t.isOriginal)!;
    const en = a.texts.find((t) => t.lang === 'en')!;
    expect(original.lang).not.toMatch(/^(en|zh)$/);
    expect(values(html, 'citation_title')).toEqual([original.title]);
    expect(values(html, 'citation_language')).toEqual([original.lang]);
    expect(values(html, 'citation_abstract')).toEqual([plainText(original.abstractHtml)]);
    expect(values(html, 'citation_abstract')[0]!.length).toBeGreaterThan(50);
    // no translated title or abstract a reference manager could take for the article's own
    for (const [name, content] of metas(html)) {
      if (name === 'citation_title' || name === 'citation_abstract') expect(content).not.toBe(en.title);
      expect(content, name).not.toBe(plainText(en.abstractHtml));
    }
    expect(html.match(/<meta name="citation_(title|abstract)"/g)).toHaveLength(2);
    const ld = jsonLd(html).find((j) => j['@type'] === 'ScholarlyArticle')!;
    expect(ld.alternativeHeadline).toEqual([en.title]);
    expect(ld.workTranslation).toEqual([
      { '@type': 'ScholarlyArticle', inLanguage: 'en', headline: en.title, abstract: plainText(en.abstractHtml) },
    ]);
  });

  it('keeps a group author whole (citation_author, DC.creator, JSON-LD Organization)', async () => {
    const res = await request(server)
      .post('/graphql')
      .send({
        query: `query ($d: String!) { site(sld: "plosmed") { id } articleByDoi(doi: $d) { id contributors { name surname givenNames role collab } } }`,
        variables: { d: PRISMA_DOI },
      })
      .expect(200);
    const { site, articleByDoi: a } = res.body.data;
    const authors = (
      a.contributors as { name: string; surname: string; givenNames: string; collab: boolean; role: string }[]
    ).filter((c) => c.role === 'author');
    const group = authors.find((c) => c.collab)!;
    expect(group).toMatchObject({ name: 'The PRISMA Group', surname: null });
    const html = (await request(server).get(`/article/id/${site.id}/${a.id}/en`).expect(200)).text;
    const expected = authors.map((c) => (c.collab ? `${c.name},` : `${c.surname}, ${c.givenNames}`));
    expect(values(html, 'citation_author')).toEqual(expected);
    expect(values(html, 'DC.creator')).toEqual(expected);
    const ld = jsonLd(html).find((j) => j['@type'] === 'ScholarlyArticle')!;
    expect(ld.author).toContainEqual({ '@type': 'Organization', name: 'The PRISMA Group' });
    expect((ld.author as { '@type': string }[]).filter((x) => x['@type'] === 'Person')).toHaveLength(
      authors.length - 1,
    );
  });
});

describe('one address per article (PUBLIC_SITE_ORIGIN)', () => {
  let templated: Stack['gateway'];
  beforeAll(async () => {
    templated = await buildGateway(
      loadGatewayConfig({ ...stackGatewayEnv(stack.rcPubUrl), PUBLIC_SITE_ORIGIN: 'http://{sld}.localhost:3000' }),
      { logger: false },
    );
    await templated.ready();
  });
  afterAll(async () => {
    await templated?.close();
  });

  it('names the one canonical URL on the aggregate, group and journal hosts alike', async () => {
    const res = await request(server)
      .post('/graphql')
      .send({ query: '{ plos: site(sld: "plos") { id } }' })
      .expect(200);
    // the aggregate site www (1), the PLOS group site, PLOS ONE's own site: each shows the article under its own id
    const hosts: [string, number][] = [
      ['localhost:3000', 1],
      ['plos.localhost:3000', res.body.data.plos.id],
      ['plosone.localhost:3000', plosone],
    ];
    const canonical = (l: string) => `http://plosone.localhost:3000/article/id/${plosone}/${violin.id}/${l}`;
    for (const [host, siteId] of hosts) {
      for (const lang of ['en', 'zh'] as const) {
        const html = (
          await request(templated.server)
            .get(`/article/id/${siteId}/${violin.id}/${lang}`)
            .set('Host', host)
            .expect(200)
        ).text;
        expect(html, host).toContain(`<link rel="canonical" href="${canonical(lang)}">`);
        for (const l of ['zh', 'en'])
          expect(html, host).toContain(`<link rel="alternate" hreflang="${l}" href="${canonical(l)}">`);
        expect(html, host).toContain(`<link rel="alternate" hreflang="x-default" href="${canonical('en')}">`);
        expect(values(html, 'citation_abstract_html_url'), host).toEqual([canonical('en')]);
        expect(jsonLd(html).find((j) => j['@type'] === 'ScholarlyArticle')!.url, host).toBe(canonical('en'));
      }
    }
  });
});

describe('journal and issue pages', () => {
  it('an issue page carries a PublicationIssue within its volume and Periodical (ISSN, names)', async () => {
    const res = await request(server)
      .post('/graphql')
      .send({
        query: `{ site(sld: "rsp") { publication { titleEn issn eissn latestIssue { id volume number } } } }`,
      })
      .expect(200);
    const p = res.body.data.site.publication;
    const issue = p.latestIssue;
    const html = (await request(server).get(`/newAcademic/${rsp}/0/directory/${issue.id}/0/en`).expect(200)).text;
    // the issue, and the breadcrumb's BreadcrumbList (docs/product/sites-and-frame.md#breadcrumb)
    const ld = jsonLd(html).filter((j) => j['@type'] === 'PublicationIssue');
    expect(ld).toHaveLength(1);
    expect(
      jsonLd(html)
        .map((j) => j['@type'])
        .sort(),
    ).toEqual(['BreadcrumbList', 'PublicationIssue']);
    expect(ld[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PublicationIssue',
      issueNumber: issue.number,
      isPartOf: { '@type': 'PublicationVolume', volumeNumber: issue.volume, isPartOf: { '@type': 'Periodical' } },
    });
    const periodical = (ld[0]!.isPartOf as { isPartOf: { issn: string[]; name: string; alternateName?: string[] } })
      .isPartOf;
    expect(periodical.issn).toEqual([p.issn, p.eissn].filter(Boolean));
    expect([periodical.name, ...(periodical.alternateName ?? [])]).toContain(p.titleEn);
  });
});
