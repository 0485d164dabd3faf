/**
 * OAI-PMH 2.0 at /rc-pub/oai on the seeded database through the real app: every verb, every error code,
 * resumption over a set, from/until on the modification time, both metadata formats, one repository for every host
 * (docs/product/citation-and-harvest.md#oai-pmh). Every answer is checked with `xmllint --schema` against the
 * OAI-PMH, oai_dc and oai-identifier schemas kept in tests/fixtures/oai-schemas (PROVENANCE.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { PublicationWire } from '../../rc-pub/src/contract/wire.js';
import { answerOai } from '../../rc-pub/src/oai/handler.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb, demoFileHere } from '../helpers/seeded-db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

type App = Awaited<ReturnType<typeof buildApp>>;
const SCHEMA = join(import.meta.dirname, '../fixtures/oai-schemas/harvest.xsd');
const BASE = 'https://www.journals.example.org/oai';
/** The repository identifier every host of the deployment names: the sites' base domain. */
const REPO = 'journals.example.org';

let tdb: TestDb;
let app: App;
let tmp: string;
let total: number;
let jatsIds: number[];
let cslId: number;
let n = 0;

beforeAll(async () => {
  tdb = await createSeededTestDb();
  app = await buildApp({ config: testRcPubConfig(), db: tdb.handle });
  await app.ready();
  tmp = mkdtempSync(join(tmpdir(), 'oai-test-'));
  const db = tdb.handle.db;
  const ids = (await db.query.articles.findMany({ columns: { id: true } })).map((a) => a.id);
  total = ids.length;
  jatsIds = (await db.query.articleSources.findMany({ columns: { articleId: true } })).map((r) => r.articleId);
  cslId = ids.find((id) => !jatsIds.includes(id))!;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await tdb?.cleanup();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** xmllint's verdict on an answer: '' when it validates, else its messages. */
function schemaErrors(xml: string): string {
  const file = join(tmp, `r${n++}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', SCHEMA, file], { stdio: 'pipe' });
    return '';
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e);
  }
}

/** GET /rc-pub/oai with these arguments; asserts HTTP 200, text/xml and schema validity. */
async function oai(query: string, base: string | null = BASE): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `${RcPubPaths.oai}?${query}`,
    headers: base ? { 'x-oai-base-url': base } : {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
  expect(schemaErrors(res.body)).toBe('');
  return res.body;
}

const all = (xml: string, re: RegExp) => [...xml.matchAll(new RegExp(re, 'g'))].map((m) => m[1]!);
const errorCode = (xml: string) => /<error code="([^"]+)"/.exec(xml)?.[1];
const token = (xml: string) => /<resumptionToken[^>]*>([^<]*)<\/resumptionToken>/.exec(xml)?.[1];

describe('Identify, ListMetadataFormats, ListSets', () => {
  it('Identify names the base URL from the gateway, seconds granularity and the earliest datestamp', async () => {
    const xml = await oai('verb=Identify');
    expect(xml).toContain(`<baseURL>${BASE}</baseURL>`);
    expect(xml).toContain(`<request verb="Identify">${BASE}</request>`);
    expect(xml).toContain('<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>');
    expect(xml).toContain('<deletedRecord>no</deletedRecord>');
    expect(xml).toContain('<adminEmail>oai-admin@example.org</adminEmail>');
    expect(xml).toMatch(/<earliestDatestamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/earliestDatestamp>/);
  });

  it('without x-oai-base-url (or with a bad one) the base URL is rc-pub’s own', async () => {
    expect(await oai('verb=Identify', null)).toMatch(/<baseURL>http:\/\/localhost(:\d+)?\/rc-pub\/oai<\/baseURL>/);
    expect(await oai('verb=Identify', 'javascript:alert(1)')).toMatch(/<baseURL>http:\/\/localhost/);
  });

  it('ListMetadataFormats: oai_dc and jats; per item, jats only for JATS imports', async () => {
    expect(all(await oai('verb=ListMetadataFormats'), /<metadataPrefix>([^<]+)</)).toEqual(['oai_dc', 'jats']);
    const csl = await oai(`verb=ListMetadataFormats&identifier=oai:${REPO}:article/${cslId}`);
    expect(all(csl, /<metadataPrefix>([^<]+)</)).toEqual(['oai_dc']);
    const jats = await oai(`verb=ListMetadataFormats&identifier=oai:${REPO}:article/${jatsIds[0]}`);
    expect(all(jats, /<metadataPrefix>([^<]+)</)).toEqual(['oai_dc', 'jats']);
    expect(errorCode(await oai('verb=ListMetadataFormats&identifier=oai:other.org:article/1'))).toBe('idDoesNotExist');
  });

  it('ListSets: a set per journal named by its title and a set per site', async () => {
    const xml = await oai('verb=ListSets');
    const specs = all(xml, /<setSpec>([^<]+)</);
    expect(specs).toContain('journal');
    expect(specs).toContain('site:www');
    expect(specs.filter((s) => s.startsWith('journal:')).length).toBeGreaterThan(1);
    expect(errorCode(await oai('verb=ListSets&resumptionToken=abc'))).toBe('badResumptionToken');
  });
});

describe('GetRecord', () => {
  it('oai_dc of a JATS article: titles with xml:lang, creators, DOI and article page URL', async () => {
    const id = jatsIds[0]!;
    const xml = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${REPO}:article/${id}`);
    expect(xml).toContain(`<identifier>oai:${REPO}:article/${id}</identifier>`);
    expect(xml).toMatch(/<dc:title xml:lang="(en|zh)">[^<]+<\/dc:title>/);
    expect(xml).toMatch(/<dc:creator>[^<]+<\/dc:creator>/);
    expect(xml).toMatch(/<dc:identifier>https:\/\/doi\.org\/10\.[^<]+<\/dc:identifier>/);
    expect(xml).toMatch(
      new RegExp(`<dc:identifier>https://[a-z0-9-]+\\.journals\\.example\\.org/article/id/\\d+/${id}/(en|zh)<`),
    );
    expect(xml).toMatch(/<datestamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/datestamp>/);
    expect(xml).toMatch(/<setSpec>journal:\d+<\/setSpec>/);
  });

  it('stored text that looks like an entity (R&D;, &nbsp;, &#65;) comes through as written and the answer stays valid', async () => {
    const id = jatsIds[1]!;
    const title = 'Q&A; on R&D: &nbsp; and &#65; <b>as text</b>';
    await tdb.handle.db.execute(`UPDATE article_texts SET title = '${title}' WHERE article_id = ${id}`);
    const xml = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${REPO}:article/${id}`);
    expect(schemaErrors(xml)).toBe('');
    expect(xml).toContain(
      '<dc:title xml:lang="en">Q&amp;A; on R&amp;D: &amp;nbsp; and &amp;#65; &lt;b&gt;as text&lt;/b&gt;</dc:title>',
    );
  });

  it('jats: the stored article XML, without declaration or DOCTYPE, in the JATS namespace', async () => {
    const id = jatsIds[0]!;
    const xml = await oai(`verb=GetRecord&metadataPrefix=jats&identifier=oai:${REPO}:article/${id}`);
    expect(xml).toMatch(/<metadata><article xmlns="https:\/\/jats\.nlm\.nih\.gov\/ns\/archiving\/1\.3\/"/);
    expect(xml.match(/<\?xml/g)).toHaveLength(1);
    expect(xml).not.toContain('<!DOCTYPE');
    expect(xml).toContain('<article-meta>');
  });

  it('errors: cannotDisseminateFormat, idDoesNotExist, badArgument', async () => {
    const q = (rest: string) => oai(`verb=GetRecord&${rest}`).then(errorCode);
    expect(await q(`metadataPrefix=jats&identifier=oai:${REPO}:article/${cslId}`)).toBe('cannotDisseminateFormat');
    expect(await q(`metadataPrefix=marc&identifier=oai:${REPO}:article/${cslId}`)).toBe('cannotDisseminateFormat');
    expect(await q(`metadataPrefix=oai_dc&identifier=oai:${REPO}:article/999999999`)).toBe('idDoesNotExist');
    expect(await q(`metadataPrefix=oai_dc&identifier=article-1`)).toBe('idDoesNotExist');
    expect(await q('metadataPrefix=oai_dc')).toBe('badArgument');
  });
});

describe('protocol errors', () => {
  it('badVerb for a missing, unknown or repeated verb; badArgument for illegal or repeated arguments', async () => {
    expect(errorCode(await oai(''))).toBe('badVerb');
    expect(errorCode(await oai('verb=Harvest'))).toBe('badVerb');
    expect(errorCode(await oai('verb=Identify&verb=Identify'))).toBe('badVerb');
    const bad = await oai('verb=Identify&foo=1');
    expect(errorCode(bad)).toBe('badArgument');
    // OAI-PMH 2.0 section 3.2: no request attributes on badArgument
    expect(bad).toContain(`<request>${BASE}</request>`);
    expect(errorCode(await oai('verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=jats'))).toBe('badArgument');
    expect(errorCode(await oai('verb=ListRecords'))).toBe('badArgument');
    expect(errorCode(await oai('verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=x'))).toBe('badArgument');
  });

  it('badArgument for bad dates, from after until and mixed granularities', async () => {
    const q = (rest: string) => oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&${rest}`).then(errorCode);
    expect(await q('from=2020-13-01')).toBe('badArgument');
    expect(await q('from=2020-02-30')).toBe('badArgument');
    expect(await q('from=yesterday')).toBe('badArgument');
    expect(await q('from=2021-01-01&until=2020-01-01')).toBe('badArgument');
    expect(await q('from=2020-01-01&until=2021-01-01T00:00:00Z')).toBe('badArgument');
    expect(await q('set=no%20such')).toBe('badArgument');
  });

  it('noRecordsMatch for a range without records or an unknown set; badResumptionToken for forged tokens', async () => {
    expect(errorCode(await oai('verb=ListRecords&metadataPrefix=oai_dc&until=1990-01-01'))).toBe('noRecordsMatch');
    expect(errorCode(await oai('verb=ListRecords&metadataPrefix=oai_dc&set=journal:999999'))).toBe('noRecordsMatch');
    const forged = Buffer.from(JSON.stringify({ k: 'r', m: 'oai_dc', n: 1, t: 'x', i: 1 })).toString('base64url');
    for (const t of ['%%%', 'abc', forged])
      expect(errorCode(await oai(`verb=ListRecords&resumptionToken=${t}`))).toBe('badResumptionToken');
  });
});

describe('lists', () => {
  it('ListIdentifiers walks every record 100 at a time with completeListSize and cursor', async () => {
    let xml = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    const seen: string[] = [];
    let pages = 0;
    for (;;) {
      pages++;
      seen.push(...all(xml, /<identifier>([^<]+)</));
      const rt = /<resumptionToken completeListSize="(\d+)" cursor="(\d+)"/.exec(xml);
      expect(Number(rt![1])).toBe(total);
      expect(Number(rt![2])).toBe((pages - 1) * 100);
      const t = token(xml);
      if (!t) break;
      xml = await oai(`verb=ListIdentifiers&resumptionToken=${t}`);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 100));
  }, 120_000);

  it('ListRecords in jats skips articles without stored JATS; a set restricts the list', async () => {
    let xml = await oai('verb=ListRecords&metadataPrefix=jats');
    const ids: string[] = [];
    for (;;) {
      ids.push(...all(xml, /<identifier>oai:[^:]+:article\/(\d+)</));
      const t = token(xml);
      if (!t) break;
      xml = await oai(`verb=ListRecords&resumptionToken=${t}`);
    }
    expect(ids.map(Number).sort((a, b) => a - b)).toEqual([...jatsIds].sort((a, b) => a - b));
    const db = tdb.handle.db;
    const journal = (await db.query.articles.findFirst({ where: (a, { eq }) => eq(a.id, jatsIds[0]!) }))!.publicationId;
    const inJournal = await db.query.articles.findMany({ where: (a, { eq }) => eq(a.publicationId, journal) });
    const setXml = await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&set=journal:${journal}`);
    expect(all(setXml, /<setSpec>(journal:\d+)</).every((s) => s === `journal:${journal}`)).toBe(true);
    if (inJournal.length <= 100) expect(all(setXml, /<identifier>([^<]+)</)).toHaveLength(inJournal.length);
  }, 120_000);

  it('from/until select on the stored modification time, which re-import moves', async () => {
    const db = tdb.handle.db;
    const id = jatsIds[1]!;
    const a = (await db.query.articles.findFirst({ where: (x, { eq }) => eq(x.id, id) }))!;
    await sleep(1100);
    const since = `${new Date().toISOString().slice(0, 19)}Z`;
    expect(errorCode(await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${since}`))).toBe('noRecordsMatch');
    // the snapshot may come from another checkout: re-import this checkout's copy of the file. Unchanged, it is
    // left as it is, so harvesters see no new datestamp; rewritten (--force), it moves
    const unchanged = await importPaths(db, [demoFileHere(a.sourceFile!)]);
    expect(unchanged.files.map((f) => f.outcome)).toEqual(['unchanged']);
    expect(errorCode(await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${since}`))).toBe('noRecordsMatch');
    const report = await importPaths(db, [demoFileHere(a.sourceFile!)], { force: true });
    expect(report.failed).toBe(0);
    const after = await oai(`verb=ListRecords&metadataPrefix=jats&from=${since}`);
    expect(all(after, /<identifier>oai:[^:]+:article\/(\d+)</)).toEqual([String(id)]);
    const justBefore = `${new Date(Date.parse(since) - 1000).toISOString().slice(0, 19)}Z`;
    const before = await oai(
      `verb=ListIdentifiers&metadataPrefix=oai_dc&from=2000-01-01T00:00:00Z&until=${justBefore}`,
    );
    expect(before).not.toContain(`article/${id}<`);
    // re-import replaced the stored JATS rather than adding a second copy
    expect(await db.query.articleSources.findMany({ where: (x, { eq }) => eq(x.articleId, id) })).toHaveLength(1);
  });

  it('POST with form arguments answers like GET', async () => {
    const res = await app.inject({
      method: 'POST',
      url: RcPubPaths.oai,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-oai-base-url': BASE },
      payload: 'verb=ListSets',
    });
    expect(res.statusCode).toBe(200);
    expect(schemaErrors(res.body)).toBe('');
    expect(res.body).toContain('<setSpec>site:www</setSpec>');
  });
});

/** Every page of a list (the first request, then each resumption token), each checked like {@link oai}. */
async function walk(query: string, base: string = BASE): Promise<string[]> {
  const verb = /verb=(\w+)/.exec(query)![1]!;
  const pages = [await oai(query, base)];
  for (let t = token(pages[0]!); t; t = token(pages[pages.length - 1]!))
    pages.push(await oai(`verb=${verb}&resumptionToken=${t}`, base));
  return pages;
}

describe('one repository for every host', () => {
  it('Identify describes the repository identifier (oai-identifier) with a sample GetRecord answers', async () => {
    const xml = await oai('verb=Identify');
    expect(xml).toContain(
      '<description><oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
        'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier ' +
        'http://www.openarchives.org/OAI/2.0/oai-identifier.xsd"><scheme>oai</scheme>' +
        `<repositoryIdentifier>${REPO}</repositoryIdentifier><delimiter>:</delimiter>`,
    );
    const sample = /<sampleIdentifier>([^<]+)</.exec(xml)![1]!;
    expect(sample).toMatch(new RegExp(`^oai:${REPO.replaceAll('.', '\\.')}:article/\\d+$`));
    const rec = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${sample}`);
    expect(errorCode(rec)).toBeUndefined();
  });

  it('every site host names the same identifiers, and each answers GetRecord for them', async () => {
    const hosts = ['www', 'plosmed', 'plos', 'rsp'].map((sld) => `https://${sld}.${REPO}/oai`);
    const lists = await Promise.all(
      hosts.map(async (base) =>
        all(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc', base), /<identifier>([^<]+)</),
      ),
    );
    expect(lists[0]![0]).toMatch(new RegExp(`^oai:${REPO.replaceAll('.', '\\.')}:article/\\d+$`));
    for (const l of lists.slice(1)) expect(l).toEqual(lists[0]);
    const id = lists[0]![0]!;
    for (const base of hosts) {
      const xml = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id}`, base);
      expect(xml).toContain(`<identifier>${id}</identifier>`);
      expect(errorCode(await oai(`verb=ListMetadataFormats&identifier=${id}`, base))).toBeUndefined();
    }
    // the former per-host form names no item of this repository
    const n = id.slice(id.lastIndexOf('/') + 1);
    const old = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:plosmed.${REPO}:article/${n}`);
    expect(errorCode(old)).toBe('idDoesNotExist');
  });

  it('RC_PUB_OAI_REPOSITORY_ID names the repository whatever the host', async () => {
    const db = tdb.handle.db;
    const ask = (args: Record<string, string>) =>
      answerOai(db, new URL(`https://plosmed.${REPO}/oai`), 'oai-admin@example.org', args, 'oai.example.net');
    const identify = await ask({ verb: 'Identify' });
    expect(schemaErrors(identify)).toBe('');
    expect(identify).toContain('<repositoryIdentifier>oai.example.net</repositoryIdentifier>');
    const rec = await ask({
      verb: 'GetRecord',
      metadataPrefix: 'oai_dc',
      identifier: `oai:oai.example.net:article/${cslId}`,
    });
    expect(rec).toContain(`<identifier>oai:oai.example.net:article/${cslId}</identifier>`);
    const other = await ask({
      verb: 'GetRecord',
      metadataPrefix: 'oai_dc',
      identifier: `oai:${REPO}:article/${cslId}`,
    });
    expect(errorCode(other)).toBe('idDoesNotExist');
  });

  it('lists name each article once, also in the site sets that share journals', async () => {
    const ids = (await walk('verb=ListIdentifiers&metadataPrefix=oai_dc&set=site')).flatMap((x) =>
      all(x, /<identifier>([^<]+)</),
    );
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    const records = (await walk('verb=ListRecords&metadataPrefix=oai_dc')).flatMap((x) =>
      all(x, /<record><header><identifier>([^<]+)</),
    );
    expect(records).toHaveLength(total);
    expect(new Set(records).size).toBe(total);
  }, 120_000);

  it('dc:identifier names the zh and en pages on the journal’s preferred site, whatever the article’s language', async () => {
    const records = (await walk('verb=ListRecords&metadataPrefix=oai_dc', `https://plosmed.${REPO}/oai`)).flatMap((x) =>
      all(x, /(<record>.*?<\/record>)/),
    );
    expect(records).toHaveLength(total);
    const journalIds = [...new Set(records.map((r) => /<setSpec>journal:(\d+)</.exec(r)![1]!))];
    const res = await app.inject({ method: 'GET', url: `${RcPubPaths.publications}?ids=${journalIds.join(',')}` });
    const journals = new Map((res.json().data as PublicationWire[]).map((p) => [String(p.id), p]));
    const slds = new Map((await tdb.handle.db.query.sites.findMany()).map((x) => [x.id, x.sld]));
    let otherLanguage = 0;
    for (const r of records) {
      const id = /<identifier>oai:[^<]+:article\/(\d+)</.exec(r)![1]!;
      const siteId = journals.get(/<setSpec>journal:(\d+)</.exec(r)![1]!)!.siteIds[0]!;
      const page = `https://${slds.get(siteId)}.${REPO}/article/id/${siteId}/${id}`;
      const urls = all(r, /<dc:identifier>([^<]+)</).filter((u) => !u.startsWith('https://doi.org/'));
      expect(urls.sort()).toEqual([`${page}/en`, `${page}/zh`]);
      if (all(r, /<dc:language>([^<]+)</).some((l) => l !== 'zh' && l !== 'en')) otherLanguage++;
    }
    // the seed has articles in other languages (pt, es): they too link only the zh and en pages
    expect(otherLanguage).toBeGreaterThan(0);
  }, 120_000);
});
