/**
 * Crossref deposit export (`pnpm rc-pub crossref export`, docs/product/citation-and-harvest.md#crossref-deposits) on
 * the seeded demo database: the whole issue of Revista de Saúde Pública (pt/en/es, funding, licences, references) and
 * whole journals of eLife and the three PLOS journals validate with `xmllint --schema` against Crossref's crossref5.3.1.xsd
 * (tests/fixtures/crossref-schemas, PROVENANCE.md) and carry the stored metadata where Crossref wants it; the journal
 * is found by code, ISSN or site subdomain; bad data (no DOI, a DOI outside the prefix), a missing depositor and
 * unknown journals, issues or articles are refused per problem with nothing written, through the command's own entry.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCrossref } from '../../rc-pub/src/cli/crossref.js';
import { type DepositSettings, exportCrossrefDeposit } from '../../rc-pub/src/crossref/index.js';
import { articles, issues, publications } from '../../rc-pub/src/db/schema/index.js';
import { descendants, kid, kids, parseXml, text, type XElement } from '../../rc-pub/src/import/xml.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';

const SCHEMAS = join(import.meta.dirname, '../fixtures/crossref-schemas');
const SETTINGS: DepositSettings = {
  depositorName: 'RC Portal DOI desk',
  depositorEmail: 'doi@journals.example.org',
  registrant: null,
  portalUrl: 'http://{sld}.localhost:3000',
};
const NOW = new Date('2025-03-04T05:06:07.089Z');

let tdb: TestDb;
let tmp: string;
let rsp: { id: number; issueId: number; siteId: number };

beforeAll(async () => {
  tdb = await createSeededTestDb();
  tmp = mkdtempSync(join(tmpdir(), 'crossref-test-'));
  const db = tdb.handle.db;
  const [journal] = await db.select().from(publications).where(eq(publications.eissn, '1518-8787'));
  const [issue] = await db.select().from(issues).where(eq(issues.publicationId, journal!.id));
  const site = await db.query.sites.findFirst({ where: (s, { eq }) => eq(s.sld, 'rsp') });
  rsp = { id: journal!.id, issueId: issue!.id, siteId: site!.id };
}, 180_000);
afterAll(async () => {
  await tdb?.cleanup();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** xmllint's verdict on deposits, one run for all: '' when every one validates, else its messages. */
function schemaErrors(xmls: string[]): string {
  const files = xmls.map((xml, i) => {
    const f = join(tmp, `deposit-${i}.xml`);
    writeFileSync(f, xml);
    return f;
  });
  try {
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', join(SCHEMAS, 'crossref5.3.1.xsd'), ...files], {
      stdio: 'pipe',
      env: { ...process.env, XML_CATALOG_FILES: join(SCHEMAS, 'catalog.xml') },
    });
    return '';
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e);
  }
}

async function deposit(journal: string, opts: { issueId?: number; articleId?: number; prefix?: string } = {}) {
  return exportCrossrefDeposit(tdb.handle.db, { journal, now: NOW, ...opts }, SETTINGS);
}

async function ok(journal: string, opts: { issueId?: number; articleId?: number } = {}): Promise<string> {
  const r = await deposit(journal, opts);
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return r.xml;
}

const all = (el: XElement | undefined, name: string) => descendants(el, [name]);
const attrOf = (el: XElement | undefined, name: string) => el?.getAttribute(name) ?? null;

describe('a whole issue of Revista de Saúde Pública', () => {
  let xml: string;
  let root: XElement;
  let rows: (typeof articles.$inferSelect)[];
  beforeAll(async () => {
    xml = await ok('1518-8787', { issueId: rsp.issueId });
    root = parseXml(xml);
    rows = await tdb.handle.db.select().from(articles).where(eq(articles.issueId, rsp.issueId));
  });

  it('validates against crossref5.3.1.xsd, with the other demo journals whole', async () => {
    const others = await Promise.all(['plosone', 'plosmed', 'ploscompbiol'].map((j) => ok(j)));
    // eLife issue by issue: its one publish-on-accept paper has no publication date (refused below)
    const [elife] = await tdb.handle.db.select().from(publications).where(eq(publications.eissn, '2050-084X'));
    const elifeIssues = await tdb.handle.db.select().from(issues).where(eq(issues.publicationId, elife!.id));
    const byIssue = await Promise.all(elifeIssues.map((i) => deposit('elife', { issueId: i.id })));
    const elifeXml = byIssue.flatMap((r) => (r.ok ? [r.xml] : []));
    expect(elifeXml.length).toBeGreaterThanOrEqual(elifeIssues.length - 1);
    expect(elifeXml.join('')).toContain('<fr:assertion name="funder_identifier">https://doi.org/10.13039/');
    expect(schemaErrors([xml, ...others, ...elifeXml])).toBe('');
    // face markup inside abstracts keeps the text around it as it was (no line breaks added)
    expect(others[0]).toMatch(/<jats:p>[^<]*<jats:italic>[^<]+<\/jats:italic>/);
    expect(others.join('')).not.toMatch(/<jats:(p|title)>[^<]*\n/);
  });

  it('has the head from the configuration and the publisher as registrant', () => {
    const head = kid(root, 'head');
    expect(text(kid(head, 'timestamp'))).toBe('20250304050607089');
    expect(text(kid(head, 'doi_batch_id'))).toMatch(/^rc-pub-\d+-i\d+-20250304050607089$/);
    expect(text(descendants(head, ['depositor_name'])[0])).toBe(SETTINGS.depositorName);
    expect(text(descendants(head, ['email_address'])[0])).toBe(SETTINGS.depositorEmail);
    expect(text(kid(head, 'registrant'))).toBe('Faculdade de Saúde Pública da Universidade de São Paulo');
  });

  it('names the journal, its ISSNs and the issue', () => {
    const journals = all(root, 'journal');
    expect(journals).toHaveLength(1);
    const meta = kid(journals[0], 'journal_metadata');
    expect(text(kid(meta, 'full_title'))).toBe('Revista de Saúde Pública');
    expect(text(kid(meta, 'abbrev_title'))).toBe('Rev. Saúde Pública');
    expect(kids(meta, 'issn').map((i) => `${attrOf(i, 'media_type')} ${text(i)}`)).toEqual([
      'print 0034-8910',
      'electronic 1518-8787',
    ]);
    const issue = kid(journals[0], 'journal_issue');
    expect(text(descendants(issue, ['volume'])[0])).toBe('48');
    expect(text(kid(issue, 'issue'))).toBe('2');
    expect(text(descendants(issue, ['year'])[0])).toBe('2014');
  });

  it('registers every article of the issue at its page on the journal site, in its language when zh or en', () => {
    const arts = all(root, 'journal_article');
    expect(arts).toHaveLength(rows.length);
    for (const a of arts) {
      const doi = text(kid(kid(a, 'doi_data'), 'doi'));
      const row = rows.find((r) => r.doi === doi);
      expect(row, doi).toBeDefined();
      const lang = ['zh', 'en'].includes(row!.originalLanguage) ? row!.originalLanguage : 'en';
      expect(text(kid(kid(a, 'doi_data'), 'resource'))).toBe(
        `http://rsp.localhost:3000/article/id/${rsp.siteId}/${row!.id}/${lang}`,
      );
      expect(attrOf(a, 'language')).toBe(row!.originalLanguage);
    }
  });

  it('carries titles and abstracts per language, contributors, pages, funding, licence and references', () => {
    const arts = all(root, 'journal_article');
    // the article of page 206: Portuguese original with an English translation, funded, 19 references
    const a = arts.find((x) => text(descendants(x, ['first_page'])[0]) === '206')!;
    expect(a).toBeDefined();
    const titles = kids(a, 'titles').map((t) => text(kid(t, 'title')));
    expect(titles.length).toBeGreaterThanOrEqual(2);
    const abstracts = kids(a, 'abstract').map((x) => x.getAttribute('xml:lang'));
    expect(abstracts).toEqual(expect.arrayContaining(['en', 'pt']));
    expect(new Set(abstracts).size).toBe(abstracts.length);
    expect(text(descendants(kids(a, 'abstract')[0], ['title'])[0])).not.toBe('');
    const people = descendants(kid(a, 'contributors'), ['person_name']);
    expect(people[0]!.getAttribute('sequence')).toBe('first');
    expect(people.slice(1).every((p) => p.getAttribute('sequence') === 'additional')).toBe(true);
    expect(people.every((p) => text(kid(p, 'surname')) !== '')).toBe(true);
    expect(descendants(a, ['institution_name']).length).toBeGreaterThan(0);
    expect(text(descendants(a, ['last_page'])[0])).toBe('215');
    const funding = descendants(a, ['assertion']).map((x) => `${x.getAttribute('name')}`);
    expect(funding).toEqual(expect.arrayContaining(['fundgroup', 'funder_name', 'award_number']));
    expect(descendants(a, ['assertion']).find((x) => x.getAttribute('name') === 'award_number')).toSatisfy(
      (x: XElement) => text(x) === '234/07',
    );
    expect(text(descendants(a, ['license_ref'])[0])).toBe('http://creativecommons.org/licenses/by-nc/3.0/');
    const citations = descendants(a, ['citation']);
    expect(citations).toHaveLength(19);
    expect(citations.every((c) => c.getAttribute('key'))).toBe(true);
    expect(citations.every((c) => text(kid(c, 'unstructured_citation')) !== '')).toBe(true);
  });
});

describe('finding the journal and what to deposit', () => {
  it('takes the journal code, print ISSN or site subdomain alike', async () => {
    const byCode = await ok('1518-8787', { issueId: rsp.issueId });
    const strip = (x: string) => x.replace(/<doi_batch_id>.*<\/doi_batch_id>/, '');
    expect(strip(await ok('0034-8910', { issueId: rsp.issueId }))).toBe(strip(byCode));
    expect(strip(await ok('rsp', { issueId: rsp.issueId }))).toBe(strip(byCode));
  });

  it('deposits one article alone', async () => {
    const [one] = await tdb.handle.db.select().from(articles).where(eq(articles.issueId, rsp.issueId)).limit(1);
    const root = parseXml(await ok('rsp', { articleId: one!.id }));
    expect(all(root, 'journal_article').map((a) => text(kid(kid(a, 'doi_data'), 'doi')))).toEqual([one!.doi]);
  });

  it('refuses unknown journals, issues of another journal and articles of another journal', async () => {
    const [plos] = await tdb.handle.db.select().from(publications).where(eq(publications.eissn, '1932-6203'));
    const [plosArticle] = await tdb.handle.db.select().from(articles).where(eq(articles.publicationId, plos!.id));
    expect(await deposit('no-such-journal')).toEqual({
      ok: false,
      problems: [
        'unknown journal no-such-journal: no journal has this code, ISSN or eISSN, and no site this subdomain',
      ],
    });
    expect(await deposit('plos')).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^site plos shows \d+ journals/)],
    });
    expect(await deposit('rsp', { issueId: plosArticle!.issueId!, articleId: plosArticle!.id })).toEqual({
      ok: false,
      problems: [
        `unknown issue ${plosArticle!.issueId}: journal 1518-8787 has no issue with this id`,
        `unknown article ${plosArticle!.id}: journal 1518-8787 has no article with this id`,
      ],
    });
  });
});

describe('refusals: nothing is written when any article cannot be deposited', () => {
  it('names the article without a DOI and the one outside the journal prefix, and nothing else', async () => {
    const db = tdb.handle.db;
    const rows = await db.select().from(articles).where(eq(articles.issueId, rsp.issueId)).orderBy(articles.id);
    const [a, b] = rows;
    await db.update(articles).set({ doi: null }).where(eq(articles.id, a!.id));
    await db.update(articles).set({ doi: '10.5555/elsewhere.1' }).where(eq(articles.id, b!.id));
    try {
      const r = await deposit('rsp', { issueId: rsp.issueId });
      expect(r.ok).toBe(false);
      const problems = r.ok ? [] : r.problems;
      expect(problems).toHaveLength(2);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^article ${a!.id} ".+": no DOI$`)),
          `article ${b!.id} (10.5555/elsewhere.1): DOI 10.5555/elsewhere.1 is outside the journal's DOI prefix 10.1590`,
        ]),
      );
    } finally {
      await db.update(articles).set({ doi: a!.doi }).where(eq(articles.id, a!.id));
      await db.update(articles).set({ doi: b!.doi }).where(eq(articles.id, b!.id));
    }
  });

  it('names the articles whose JATS has no publication date (Crossref requires one): four JOSE papers, one eLife', async () => {
    const elife = await deposit('elife');
    expect(elife.ok ? [] : elife.problems).toEqual([
      expect.stringMatching(/^article \d+ \(10\.7554\/eLife\.06828\): no publication date$/),
    ]);
    const r = await deposit('jose');
    expect(r.ok ? [] : r.problems).toEqual(
      ['00185', '00196', '00243', '00279'].map((n) =>
        expect.stringMatching(new RegExp(`^article \\d+ \\(10\\.21105/jose\\.${n}\\): no publication date$`)),
      ),
    );
  });

  it('refuses every article under a stated prefix they do not share', async () => {
    const r = await deposit('rsp', { issueId: rsp.issueId, prefix: '10.9999' });
    expect(r.ok).toBe(false);
    const problems = r.ok ? [] : r.problems;
    expect(problems.length).toBeGreaterThan(10);
    expect(problems.every((p) => p.endsWith("is outside the journal's DOI prefix 10.9999"))).toBe(true);
  });

  it('through the command: problems on stderr, nothing on stdout, exit code 1; a deposit on stdout otherwise', async () => {
    const run = async (argv: string[], env: NodeJS.ProcessEnv) => {
      const out: string[] = [];
      const err: string[] = [];
      const config = testRcPubConfig(env);
      const code = await runCrossref(argv, (fn) => fn(tdb.handle.db, config), {
        out: (t) => out.push(t),
        err: (l) => err.push(l),
      });
      return { code, out: out.join(''), err };
    };
    const depositor = {
      RC_PUB_CROSSREF_DEPOSITOR_NAME: 'RC Portal DOI desk',
      RC_PUB_CROSSREF_DEPOSITOR_EMAIL: 'doi@journals.example.org',
    };
    const none = await run(['export', '--journal', 'rsp', '--issue', String(rsp.issueId)], {});
    expect(none).toEqual({
      code: 1,
      out: '',
      err: [
        'crossref export: 1 problem(s); nothing was written',
        '  no depositor configured: set RC_PUB_CROSSREF_DEPOSITOR_NAME and RC_PUB_CROSSREF_DEPOSITOR_EMAIL (Crossref mails the submission log to that address)',
      ],
    });
    // every problem at once: the configuration's and the data's
    const jose = await run(['export', '--journal', 'jose'], {});
    expect(jose.code).toBe(1);
    expect(jose.out).toBe('');
    expect(jose.err[0]).toBe('crossref export: 5 problem(s); nothing was written');
    expect(jose.err.filter((l) => l.endsWith(': no publication date'))).toHaveLength(4);
    const written = await run(['export', `--journal=rsp`, '--issue', String(rsp.issueId)], {
      ...depositor,
      RC_PUB_CROSSREF_REGISTRANT: 'Example Registrant',
    });
    expect(written.code).toBe(0);
    expect(written.err).toEqual([]);
    expect(written.out).toContain('<registrant>Example Registrant</registrant>');
    expect(written.out).toContain(`<resource>http://rsp.localhost:3000/article/id/${rsp.siteId}/`);
  });
});
