/**
 * Import of real JATS files (the import command; docs/product/content.md#jats-import): one or more articles of every journal
 * folder in demo-data/jats, checked against their XML; site links; idempotent re-import.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { importPaths, type ImportReport } from '../../rc-pub/src/import/index.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { findFile, findRenditions } from '../../rc-pub/src/repositories/files.js';
import {
  articleResources,
  articles,
  articleTexts,
  files,
  issues,
  publications,
  sitePublications,
  sites,
} from '../../rc-pub/src/db/schema/index.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jats = (p: string): string => path.join(repo, 'demo-data/jats', p);
const F = {
  plosOne: jats('plos-one/journal.pone.0146913.xml'),
  plosMed: jats('plos-medicine/journal.pmed.1001786.xml'),
  plosCompbiol: jats('plos-compbiol/journal.pcbi.1004692.xml'),
  elife: jats('elife/elife00005.xml'),
  rsp: jats('rev-saude-publica/0034-8910-rsp-48-2-0225.xml'),
  joseDir: jats('jose/jose.00185'),
  jose: jats('jose/jose.00185/10.21105.jose.00185.jats'),
};
const BATCH = [F.plosOne, F.plosMed, F.plosCompbiol, F.elife, F.rsp, F.joseDir];

/** Element counts straight from the XML text (whole file, sub-articles included). */
/**
 * Resources a JATS file should give: each fig, table-wrap and media, and each supplementary-material that names its
 * own file (xlink:href) rather than holding a media element.
 */
function xmlCounts(file: string): { fig: number; table: number; media: number } {
  const xml = readFileSync(file, 'utf8');
  const supplements = xml.match(/<supplementary-material\b[^>]*?(\/>|>[\s\S]*?<\/supplementary-material>)/g) ?? [];
  const ownFile = supplements.filter(
    (s) => /^<supplementary-material\b[^>]*xlink:href=/.test(s) && !/<media[\s>/]/.test(s),
  );
  return {
    fig: (xml.match(/<fig[\s>]/g) ?? []).length,
    table: (xml.match(/<table-wrap[\s>]/g) ?? []).length,
    media: (xml.match(/<media[\s>/]/g) ?? []).length + ownFile.length,
  };
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const tables = { publications, issues, articles, articleTexts, articleResources, files, sitePublications };
  for (const [name, table] of Object.entries(tables)) out[name] = await db.$count(table);
  return out;
}

async function articleByDoi(db: Db, doi: string) {
  const a = await db.query.articles.findFirst({ where: (x, { eq }) => eq(x.doi, doi) });
  if (!a) throw new Error(`no article ${doi}`);
  const texts = await db.query.articleTexts.findMany({ where: (x, { eq }) => eq(x.articleId, a.id) });
  const resources = await db.query.articleResources.findMany({
    where: (x, { eq }) => eq(x.articleId, a.id),
    orderBy: (x, { asc }) => [asc(x.sort)],
  });
  return { a, texts, resources, text: (lang: string) => texts.find((t) => t.lang === lang) };
}

let tdb: TestDb;
let db: Db;
let report: ImportReport;
let allSiteId: number;
let joseSiteId: number;

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
  [{ id: allSiteId }] = (await db
    .insert(sites)
    .values({ sld: 'www', type: 'all', nameEn: 'Test aggregate' })
    .returning({ id: sites.id })) as [{ id: number }];
  [{ id: joseSiteId }] = (await db
    .insert(sites)
    .values({ sld: 'jose', type: 'single', nameEn: 'Test single' })
    .returning({ id: sites.id })) as [{ id: number }];
  report = await importPaths(db, [F.joseDir], { siteSld: 'jose' });
  const rest = await importPaths(
    db,
    BATCH.filter((p) => p !== F.joseDir),
  );
  report = {
    files: [...report.files, ...rest.files],
    imported: report.imported + rest.imported,
    failed: report.failed + rest.failed,
    skipped: [...report.skipped, ...rest.skipped],
  };
});
afterAll(async () => {
  await tdb?.cleanup();
});

describe('JATS import of real files (Import CLI)', () => {
  it('imports one file per journal folder without failures', () => {
    expect(report.failed).toBe(0);
    expect(report.imported).toBe(6);
    expect(report.files.every((f) => f.ok && f.articleId && f.doi)).toBe(true);
  });

  it('maps title, DOI, journal, issue, pages and dates of an eLife article', async () => {
    const { a, text } = await articleByDoi(db, '10.7554/eLife.00005');
    expect(text('en')?.title).toBe('Molecular architecture of human polycomb repressive complex 2');
    expect(text('en')?.isOriginal).toBe(true);
    expect(a.originalLanguage).toBe('en');
    expect(a.elocationId).toBe('e00005');
    expect(a.receivedDate).toBe('2012-06-20');
    expect(a.acceptedDate).toBe('2012-08-13');
    expect(a.publishedDate).toBe('2012-10-30');
    expect(a.columnEn).toBe('Biophysics and structural biology');
    expect(a.licenseUrl).toBe('http://creativecommons.org/licenses/by/3.0/');
    const pub = await db.query.publications.findFirst({ where: (x, { eq }) => eq(x.id, a.publicationId) });
    expect(pub).toMatchObject({
      code: '2050-084X',
      eissn: '2050-084X',
      titleEn: 'eLife',
      publisherEn: 'eLife Sciences Publications, Ltd',
    });
    const iss = await db.query.issues.findFirst({ where: (x, { eq }) => eq(x.id, a.issueId!) });
    expect(iss).toMatchObject({ year: 2012, volume: '1', number: '', onlineFirst: false });
    expect(a.contributors.filter((c) => c.role === 'author').map((c) => c.name)).toContain('Eva Nogales');
    expect(a.contributors.find((c) => c.name === 'Eva Nogales')).toMatchObject({
      corresponding: true,
      email: 'enogales@lbl.gov',
    });
    expect(text('en')?.abstractHtml).toContain('Polycomb Repressive Complex 2 (PRC2) is essential for gene silencing');
    expect(text('en')?.outline.map((o) => o.title)).toContain('Introduction');
    expect(a.references.length).toBeGreaterThan(30);
  });

  it('keeps contributors with ORCID and affiliations (JOSE, PLOS)', async () => {
    const jose = await articleByDoi(db, '10.21105/jose.00185');
    const first = jose.a.contributors[0]!;
    expect(first).toMatchObject({
      name: 'Alexander Jüstel',
      surname: 'Jüstel',
      orcid: 'https://orcid.org/0000-0003-0980-7479',
      affiliationIds: ['aff-1', 'aff-2'],
    });
    expect(jose.a.affiliations.find((x) => x.id === 'aff-2')?.text).toContain('RWTH Aachen University');
    const plos = await articleByDoi(db, '10.1371/journal.pcbi.1004692');
    const inXml = new Set(
      [
        ...readFileSync(F.plosCompbiol, 'utf8').matchAll(/contrib-id-type="orcid">https?:\/\/orcid.org\/([\dX-]+)/g),
      ].map((m) => m[1]),
    );
    expect(inXml.size).toBeGreaterThan(0);
    expect(
      new Set(plos.a.contributors.filter((c) => c.orcid).map((c) => c.orcid!.replace('https://orcid.org/', ''))),
    ).toEqual(inXml);
  });

  it('creates one resource per fig, table-wrap and media, as counted in each XML', async () => {
    const byFile = new Map(report.files.map((f) => [f.file, f]));
    for (const file of [F.plosOne, F.plosMed, F.plosCompbiol, F.elife, F.rsp]) {
      const id = byFile.get(file)!.articleId!;
      const rows = await db.query.articleResources.findMany({ where: (x, { eq }) => eq(x.articleId, id) });
      const want = xmlCounts(file);
      expect(rows.filter((r) => r.kind === 'figure').length, file).toBe(want.fig);
      expect(rows.filter((r) => r.kind === 'table').length, file).toBe(want.table);
      expect(rows.filter((r) => ['video', 'audio', 'other'].includes(r.kind)).length, file).toBe(want.media);
      expect(rows.map((r) => r.sort).sort((a, b) => a - b)).toEqual(rows.map((_, i) => i));
    }
    const { resources, text } = await articleByDoi(db, '10.1371/journal.pmed.1001786');
    const table = resources.find((r) => r.kind === 'table')!;
    // focusable, as it scrolls sideways on phones (axe scrollable-region-focusable)
    expect(table.tableHtml).toMatch(/^<table tabindex="0">.*<\/table>/s);
    expect(text('en')?.bodyHtml).toContain(`<figure id="${table.jatsId}" class="table-wrap">`);
    const fig = resources.find((r) => r.kind === 'figure')!;
    // PLOS figure files are not shipped: a placeholder keeps the href
    expect(text('en')?.bodyHtml).toContain(`data-href="${fig.href}"`);
    expect(fig.fileId).toBeNull();
  });

  it('renders eLife videos as media figures and MathML as plain <math>', async () => {
    const elife = await articleByDoi(db, '10.7554/eLife.00005');
    expect(elife.resources.filter((r) => r.kind === 'video').length).toBeGreaterThan(0);
    expect(elife.text('en')?.bodyHtml).toMatch(
      /<figure id="movie1" class="media"><div class="media-missing"[^>]*data-href="elife00005m001.mov"/,
    );
    const plos = await articleByDoi(db, '10.1371/journal.pone.0146913');
    // a display formula is a focusable, named group (it scrolls sideways when wide)
    expect(plos.text('en')?.bodyHtml).toMatch(
      /<div class="disp-formula" id="pone.0146913.e001" tabindex="0" role="group" aria-label="Formula[^"]*"><math display="block"/,
    );
    expect(plos.text('en')?.bodyHtml).not.toContain('mml:');
    expect(plos.text('en')?.bodyHtml).not.toContain('<ref-list');
  });

  it('stores the Revista de Saúde Pública translations as pt (original) and en texts', async () => {
    const { a, texts, text, resources } = await articleByDoi(db, '10.1590/S0034-8910.2014048004798');
    expect(a.originalLanguage).toBe('pt');
    expect(texts.map((t) => t.lang).sort()).toEqual(['en', 'pt']);
    expect(text('pt')).toMatchObject({ isOriginal: true, title: 'Impacto do estresse na saúde de cortadores de cana' });
    expect(text('en')).toMatchObject({
      isOriginal: false,
      title: 'The impact of stress on the health of sugar cane cutters',
    });
    expect(text('pt')?.abstractHtml).toContain('OBJETIVO');
    expect(text('en')?.abstractHtml).toContain('OBJECTIVE');
    expect(text('pt')?.keywords).toContain('Trabalhadores Rurais');
    expect(text('en')?.keywords).toContain('Rural Workers');
    expect(text('en')?.bodyHtml).toContain('INTRODUCTION');
    expect(text('pt')?.bodyHtml).toContain('INTRODUÇÃO');
    expect(resources.filter((r) => r.lang === 'en').map((r) => r.jatsId)).toContain('t01_en');
    expect(resources.filter((r) => r.lang === 'pt').map((r) => r.jatsId)).toContain('t01');
    expect(a.fpage).toBe('225');
    expect(a.lpage).toBe('231');
  });

  it('stores JOSE images shipped beside the XML and references them from the body', async () => {
    const { resources, text } = await articleByDoi(db, '10.21105/jose.00185');
    const stored = resources.filter((r) => r.fileId !== null);
    expect(stored.map((r) => r.href).sort()).toEqual([
      'media/images/fig1.png',
      'media/images/fig2.png',
      'media/images/fig3.png',
      'media/images/fig4.png',
      'media/images/fig5.png',
      'media/images/fig6.png',
      'media/images/fig7.png',
      'media/images/fig8.jpg',
    ]);
    const body = text('en')?.bodyHtml ?? '';
    for (const r of stored) {
      const f = (await findFile(db, r.fileId!))!;
      expect(f.mime).toBe(r.href!.endsWith('.jpg') ? 'image/jpeg' : 'image/png');
      expect(f.size).toBe(statSync(path.join(path.dirname(F.jose), r.href!)).size);
      expect(f.data.equals(readFileSync(path.join(path.dirname(F.jose), r.href!)))).toBe(true);
      // the page shows a web rendition of the original (images/renditions.ts), which keeps the original's id
      const img = new RegExp(`<img src="/rc-pub/front/files/get\\?id=(\\d+)"[^>]*data-file-id="${r.fileId}"`).exec(
        body,
      );
      expect(img, r.href!).not.toBeNull();
      const renditions = (await findRenditions(db, [r.fileId!])).get(r.fileId!) ?? [];
      expect(renditions.map((x) => x.fileId)).toContain(Number(img![1]));
    }
    // JOSE's pandoc JATS leaves figure references as keys ("Fig. [fig4]"); readers get the figure's number
    expect(body).not.toMatch(/\[fig\d\]/);
    expect(body).toContain('(Fig. <a href="#fig4" class="xref">4</a>');
    expect(body).toMatch(/\(Fig\.\s+<a href="#fig1" class="xref">1<\/a>\)/);
  });

  it('links journals to the aggregate site and the --site site, and assigns the single site its journal', async () => {
    const jose = await articleByDoi(db, '10.21105/jose.00185');
    const links = await db.select().from(sitePublications);
    const pubs = await db.select().from(publications);
    expect(pubs.length).toBe(6);
    expect(links.filter((l) => l.siteId === allSiteId).length).toBe(pubs.length);
    expect(links.filter((l) => l.siteId === joseSiteId).map((l) => l.publicationId)).toEqual([jose.a.publicationId]);
    const site = (await db.query.sites.findFirst({ where: (x, { eq }) => eq(x.id, joseSiteId) }))!;
    expect(site.publicationId).toBe(jose.a.publicationId);
  });

  it('produces HTML that a browser keeps as written: no block element inside <p> or inline elements, no link in a link', async () => {
    const BLOCK = new Set([
      'div',
      'figure',
      'section',
      'ul',
      'ol',
      'dl',
      'table',
      'blockquote',
      'aside',
      'pre',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
    ]);
    const INLINE = new Set(['p', 'span', 'a', 'i', 'b', 'sup', 'sub', 'code', 'strong', 'u', 's']);
    const problems: string[] = [];
    const check = (html: string, where: string): void => {
      const stack: string[] = [];
      for (const m of html.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*?(\/?)>/g)) {
        const [, close, name = '', self] = m;
        if (close) {
          const i = stack.lastIndexOf(name);
          if (i >= 0) stack.length = i;
          continue;
        }
        if (self || ['br', 'hr', 'img', 'col'].includes(name)) continue;
        if (BLOCK.has(name) && stack.some((x) => INLINE.has(x)))
          problems.push(`${where}: <${name}> inside <${stack.join('><')}>`);
        if (name === 'a' && stack.includes('a')) problems.push(`${where}: <a> inside <a>`);
        stack.push(name);
      }
    };
    for (const t of await db.select().from(articleTexts)) {
      check(t.bodyHtml ?? '', `body ${t.articleId}/${t.lang}`);
      check(t.abstractHtml ?? '', `abstract ${t.articleId}/${t.lang}`);
    }
    check('<p>self-test<div></div></p>', 'self-test');
    expect(problems).toEqual(['self-test: <div> inside <p>']);
  });

  it('re-importing the same files updates in place: same ids, same row counts', async () => {
    const before = await rowCounts(db);
    const ids = new Map(report.files.map((f) => [f.doi, f.articleId]));
    const { a: rspBefore } = await articleByDoi(db, '10.1590/S0034-8910.2014048004798');
    const again = await importPaths(db, BATCH);
    expect(again.failed).toBe(0);
    for (const f of again.files) expect(f.articleId).toBe(ids.get(f.doi));
    expect(await rowCounts(db)).toEqual(before);
    const { a: rspAfter } = await articleByDoi(db, '10.1590/S0034-8910.2014048004798');
    expect(rspAfter.id).toBe(rspBefore.id);
    expect(rspAfter.updatedAt.getTime()).toBeGreaterThanOrEqual(rspBefore.updatedAt.getTime());
    const rspIssues = await db.query.issues.findMany({
      where: (x, { and, eq }) =>
        and(eq(x.publicationId, rspAfter.publicationId), eq(x.volume, '48'), eq(x.number, '2')),
    });
    expect(rspIssues.length).toBe(1);
  });
});
