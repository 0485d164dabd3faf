/**
 * The site file's legal page texts and journal home facts (docs/sites-file.md "Legal pages" and "Journal home facts"):
 * a valid file passes; a bad entry URL, kind or an over-long fact is one clear problem naming its field path and
 * line; an unknown journal code is named against the database; applying stores the legal texts sanitized (a
 * `<script>` is dropped) and the facts, rc-pub serves both, and exporting gives them back so the file round-trips.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJournalFacts } from '../../rc-pub/src/services/site/journal-facts.js';
import { getLegalPage } from '../../rc-pub/src/services/site/legal-page.js';
import { findSiteBySld } from '../../rc-pub/src/repositories/sites.js';
import { applySitesFile } from '../../rc-pub/src/services/sites/apply.js';
import { formatProblem, SitesFileError } from '../../rc-pub/src/services/sites/model.js';
import { validateSitesFile } from '../../rc-pub/src/services/sites/validate.js';
import type { ServiceCtx } from '../../rc-pub/src/lib/context.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import type { TestDb } from '../helpers/db.js';
import { editFile, exportOf, siteOf } from './sites-file-helper.js';

let seeded: TestDb;
const db = () => seeded.handle.db;
const apply = (text: string, dryRun = false) => applySitesFile({ ctx: { db: db() }, input: { text, dryRun } });
const ctx = () => ({ db: db(), lang: 'en' }) as unknown as ServiceCtx;

beforeAll(async () => {
  seeded = await createSeededTestDb();
}, 600_000);
afterAll(async () => {
  await seeded?.cleanup();
});

const FILE = `version: 1
sites:
  - sld: legaltest
    type: single
    nameZh: 测试
    journal: demo-csl-医学
    journalInfo:
      demo-csl-医学:
        editorInChiefZh: 【演示】主编
        entries:
          - kind: submit
            url: https://example.org/submit
          - kind: review
            url: javascript:alert(1)
          - kind: desk
            url: /aboutus
    footer:
      backgroundColor: "#ebebeb"
      privacyZh: <p>自有隐私政策</p><script>alert(1)</script>
`;

describe('site file: legal texts and journal home facts', () => {
  it('names the line and field of a bad entry URL and kind, and nothing else', async () => {
    const r = await validateSitesFile({ input: { text: FILE } });
    const lines = r.problems.map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(
        /^sites\[0\]\.journalInfo\.demo-csl-医学\.entries\[1\]\.url \(line 14, column \d+\): must be an http\(s\) URL/,
      ),
      expect.stringMatching(
        /^sites\[0\]\.journalInfo\.demo-csl-医学\.entries\[2\]\.kind \(line 15, column \d+\): must be one of submit, review, office/,
      ),
    ]);
    const fine = FILE.replace('javascript:alert(1)', '/aboutus').replace('kind: desk', 'kind: office');
    expect((await validateSitesFile({ input: { text: fine } })).problems).toEqual([]);
    const long = fine.replace('【演示】主编', 'x'.repeat(201));
    expect((await validateSitesFile({ input: { text: long } })).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/editorInChiefZh \(line 9, column \d+\): must be at most 200 characters/),
    ]);
  });

  it('names a journal code the database lacks', async () => {
    const text = FILE.replace('javascript:alert(1)', '/aboutus')
      .replace('kind: desk', 'kind: office')
      .replace('      demo-csl-医学:', '      no-such-journal:');
    const err = await apply(text, true).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SitesFileError);
    expect((err as SitesFileError).problems.map(formatProblem).join('\n')).toMatch(
      /sites\[0\]\.journalInfo\.no-such-journal .*no journal with code no-such-journal/,
    );
  });

  it('stores them (legal text sanitized), serves them and exports them back', async () => {
    const text = FILE.replace('javascript:alert(1)', '/aboutus').replace('kind: desk', 'kind: office');
    await apply(text);
    const site = (await findSiteBySld(db(), 'legaltest'))!;
    const page = await getLegalPage({ ctx: ctx(), input: { siteId: site.id, page: 'privacy' } });
    expect(page.contentZh).toContain('自有隐私政策');
    expect(page.contentZh).not.toMatch(/script|alert/);
    expect(page.contentEn).toBeNull();
    const facts = await getJournalFacts({ ctx: ctx(), input: { siteId: site.id } });
    expect(facts).toMatchObject({ editorInChiefZh: '【演示】主编', authorityZh: null, frequencyEn: null });
    expect(facts.entries).toEqual([
      { kind: 'submit', url: 'https://example.org/submit' },
      { kind: 'review', url: '/aboutus' },
      { kind: 'office', url: '/aboutus' },
    ]);
    const exported = await exportOf(db());
    const back = editFile(exported, (sites) => {
      const s = siteOf(sites, 'legaltest');
      expect(s.journalInfo).toEqual({
        'demo-csl-医学': { editorInChiefZh: '【演示】主编', entries: facts.entries },
      });
      expect((s.footer as Record<string, unknown>).privacyZh).toBe(page.contentZh);
    });
    const again = await apply(back, true);
    expect(again.changes).toEqual([]);
  });
});
