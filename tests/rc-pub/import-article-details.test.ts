/**
 * Article details at import: version labels from the JATS (docs/product/content.md#version-label; article-version, or the publication state
 * of accepted and in-press articles) and the reference identifiers PLOS and eLife write (DOI, PubMed, PubMed Central),
 * from real files of demo-data/jats and synthetic samples in tests/fixtures/import/versions.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { sites } from '../../rc-pub/src/db/schema/index.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jats = (p: string): string => path.join(repo, 'demo-data/jats', p);
const version = (name: string): string => path.join(repo, 'tests/fixtures/import/versions', `synthetic-${name}.xml`);
const F = {
  plosObjectId: jats('plos-one/journal.pone.0160653.xml'),
  plosPubmedLink: jats('plos-one/journal.pone.0074790.xml'),
  elife: jats('elife/elife02304.xml'),
  elifePoa: jats('elife/elife_poa_e06828.xml'),
};

let tdb: TestDb;
let db: Db;

async function articleByDoi(doi: string) {
  const a = await db.query.articles.findFirst({ where: (x, { eq }) => eq(x.doi, doi) });
  if (!a) throw new Error(`no article ${doi}`);
  return a;
}

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
  await db.insert(sites).values({ sld: 'www', type: 'all', nameEn: 'Test aggregate' });
  const report = await importPaths(db, [...Object.values(F), ...['proof', 'am', 'vor', 'aop'].map(version)]);
  expect(report.failed).toBe(0);
});
afterAll(async () => {
  await tdb?.cleanup();
});

describe('version labels from the JATS (docs/product/content.md#version-label)', () => {
  it('marks eLife’s publish-on-accept file (no publication date, an accepted date) as accepted (-1)', async () => {
    expect((await articleByDoi('10.7554/eLife.06828')).versionLabel).toBe(-1);
  });

  it('leaves published articles in an issue without a label (0)', async () => {
    expect((await articleByDoi('10.7554/eLife.02304')).versionLabel).toBe(0);
    expect((await articleByDoi('10.1371/journal.pone.0160653')).versionLabel).toBe(0);
  });

  it('reads <article-version>: proof numbers, accepted manuscripts inside alternatives, VoR as none', async () => {
    expect((await articleByDoi('10.5555/test.version.proof')).versionLabel).toBe(2);
    expect((await articleByDoi('10.5555/test.version.am')).versionLabel).toBe(-1);
    expect((await articleByDoi('10.5555/test.version.vor')).versionLabel).toBe(0);
  });

  it('marks an ahead-of-print article outside an issue as the first proof (in press)', async () => {
    expect((await articleByDoi('10.5555/test.version.aop')).versionLabel).toBe(1);
  });
});

describe('reference identifiers kept at import', () => {
  it('PLOS: the DOI from <comment><ext-link> and the PMID from <object-id>', async () => {
    const refs = (await articleByDoi('10.1371/journal.pone.0160653')).references;
    expect(refs.find((r) => r.id === 'pone.0160653.ref003')).toMatchObject({
      doi: '10.1038/ng.2991',
      pmid: '24880339',
    });
    expect(refs.filter((r) => r.doi).length).toBeGreaterThan(10);
    expect(refs.filter((r) => r.pmid).length).toBeGreaterThan(10);
  });

  it('PLOS: the DOI and PMID of "doi:" and "PubMed:" links', async () => {
    const refs = (await articleByDoi('10.1371/journal.pone.0074790')).references;
    expect(refs.find((r) => r.id === 'B1')).toMatchObject({ doi: '10.1038/nature03342', pmid: '15759000' });
  });

  it('eLife: the DOI from <pub-id pub-id-type="doi">', async () => {
    const refs = (await articleByDoi('10.7554/eLife.02304')).references;
    expect(refs.find((r) => r.id === 'bib1')?.doi).toBe('10.1107/S0907444909052925');
    expect(refs.filter((r) => r.doi).length).toBeGreaterThan(50);
  });

  it('PubMed Central ids from pub-id and from PMC links, normalised to PMC<digits>', async () => {
    const refs = (await articleByDoi('10.5555/test.version.vor')).references;
    expect(refs.map((r) => r.pmcid)).toEqual(['PMC1234567', 'PMC7654321']);
    expect(refs[1]?.pmid).toBe('99999999');
    expect(refs[0]?.doi).toBeUndefined();
  });
});
