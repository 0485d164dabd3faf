/**
 * OAI-PMH 2.0 at /rc-pub/oai on the seeded database through the real app: every verb, every error code,
 * resumption over a set, from/until on the modification time, both metadata formats. Every answer is checked with
 * `xmllint --schema` against the OAI-PMH and oai_dc schemas kept in tests/fixtures/oai-schemas (PROVENANCE.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb, demoFileHere } from '../helpers/seeded-db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

type App = Awaited<ReturnType<typeof buildApp>>;
const SCHEMA = join(import.meta.dirname, '../fixtures/oai-schemas/harvest.xsd');
const BASE = 'https://journals.example.org/oai';
const HOST = 'journals.example.org';

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
    const csl = await oai(`verb=ListMetadataFormats&identifier=oai:${HOST}:article/${cslId}`);
    expect(all(csl, /<metadataPrefix>([^<]+)</)).toEqual(['oai_dc']);
    const jats = await oai(`verb=ListMetadataFormats&identifier=oai:${HOST}:article/${jatsIds[0]}`);
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
    const xml = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:article/${id}`);
    expect(xml).toContain(`<identifier>oai:${HOST}:article/${id}</identifier>`);
    expect(xml).toMatch(/<dc:title xml:lang="(en|zh)">[^<]+<\/dc:title>/);
    expect(xml).toMatch(/<dc:creator>[^<]+<\/dc:creator>/);
    expect(xml).toMatch(/<dc:identifier>https:\/\/doi\.org\/10\.[^<]+<\/dc:identifier>/);
    expect(xml).toMatch(new RegExp(`<dc:identifier>https://journals\\.example\\.org/article/id/\\d+/${id}/(en|zh)<`));
    expect(xml).toMatch(/<datestamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/datestamp>/);
    expect(xml).toMatch(/<setSpec>journal:\d+<\/setSpec>/);
  });

  it('jats: the stored article XML, without declaration or DOCTYPE, in the JATS namespace', async () => {
    const id = jatsIds[0]!;
    const xml = await oai(`verb=GetRecord&metadataPrefix=jats&identifier=oai:${HOST}:article/${id}`);
    expect(xml).toMatch(/<metadata><article xmlns="https:\/\/jats\.nlm\.nih\.gov\/ns\/archiving\/1\.3\/"/);
    expect(xml.match(/<\?xml/g)).toHaveLength(1);
    expect(xml).not.toContain('<!DOCTYPE');
    expect(xml).toContain('<article-meta>');
  });

  it('errors: cannotDisseminateFormat, idDoesNotExist, badArgument', async () => {
    const q = (rest: string) => oai(`verb=GetRecord&${rest}`).then(errorCode);
    expect(await q(`metadataPrefix=jats&identifier=oai:${HOST}:article/${cslId}`)).toBe('cannotDisseminateFormat');
    expect(await q(`metadataPrefix=marc&identifier=oai:${HOST}:article/${cslId}`)).toBe('cannotDisseminateFormat');
    expect(await q(`metadataPrefix=oai_dc&identifier=oai:${HOST}:article/999999999`)).toBe('idDoesNotExist');
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
    // the snapshot may come from another checkout: re-import this checkout's copy of the file
    const report = await importPaths(db, [demoFileHere(a.sourceFile!)]);
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
