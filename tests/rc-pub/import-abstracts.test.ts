/**
 * Main and secondary abstracts at import (docs/product/content.md#texts-and-languages), on real PLOS and eLife files
 * of demo-data/jats: a language's abstract is its main abstract only (no abstract-type, else the first one kept);
 * author summaries, eLife digests and editors' summaries lead its body as headed sections, each one outline entry.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../rc-pub/src/db/client.js';
import { sites } from '../../rc-pub/src/db/schema/index.js';
import { htmlText } from '../../rc-pub/src/import/html.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jats = (p: string): string => path.join(repo, 'demo-data/jats', p);
const F = {
  /** PLOS Computational Biology: abstract, then abstract-type="summary" (Author Summary). */
  authorSummary: jats('plos-compbiol/journal.pcbi.1004692.xml'),
  /** eLife: abstract, then abstract-type="executive-summary" (eLife digest). */
  digest: jats('elife/elife04490.xml'),
  /** PLOS Medicine: toc teaser first, then the abstract, then abstract-type="editor" (Editors' Summary). */
  editors: jats('plos-medicine/journal.pmed.1000431.xml'),
  /** PLOS Medicine debate: only abstract-type="background" (and a toc teaser). */
  backgroundOnly: jats('plos-medicine/journal.pmed.0040303.xml'),
};

let tdb: TestDb;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
  await db.insert(sites).values({ sld: 'www', type: 'all', nameEn: 'Test aggregate' });
  const report = await importPaths(db, Object.values(F));
  expect(report.failed).toBe(0);
}, 120_000);
afterAll(async () => {
  await tdb?.cleanup();
});

async function englishText(doi: string) {
  const a = await db.query.articles.findFirst({ where: (x, { eq }) => eq(x.doi, doi) });
  if (!a) throw new Error(`no article ${doi}`);
  const t = await db.query.articleTexts.findFirst({
    where: (x, { and, eq }) => and(eq(x.articleId, a.id), eq(x.lang, 'en')),
  });
  if (!t) throw new Error(`no English text of ${doi}`);
  return { abstract: htmlText(t.abstractHtml ?? ''), body: t.bodyHtml ?? '', outline: t.outline };
}

describe('the main abstract', () => {
  it('PLOS: the Author Summary is not part of the abstract but heads the body, before the introduction', async () => {
    const t = await englishText('10.1371/journal.pcbi.1004692');
    expect(t.abstract).toMatch(/^Tractography uses diffusion MRI to estimate the trajectory/);
    expect(t.abstract).not.toContain('Diffusion MRI and tractography opened a new avenue');
    expect(t.body).toMatch(/^<section id="[^"]+" class="abstract-secondary abstract-summary"><h2>Author Summary<\/h2>/);
    expect(htmlText(t.body)).toMatch(/^Author Summary Diffusion MRI and tractography opened a new avenue/);
    expect(t.body.indexOf('Diffusion MRI and tractography opened')).toBeLessThan(t.body.indexOf('Introduction'));
    // one outline entry for the summary, first, at the level of the article's sections
    expect(t.outline[0]).toMatchObject({ title: 'Author Summary', level: 1 });
    expect(t.body).toContain(`<section id="${t.outline[0]!.id}"`);
    expect(t.outline[1]!.title).toBe('Introduction');
  });

  it('eLife: the digest leads the body under its own title; the abstract is the abstract alone', async () => {
    const t = await englishText('10.7554/eLife.04490');
    expect(t.abstract).toMatch(/^Plants are at the trophic base of terrestrial ecosystems/);
    expect(t.abstract).not.toContain('Plants are at the base of many food webs');
    expect(t.outline.map((o) => o.title).slice(0, 2)).toEqual(['eLife digest', 'Introduction']);
    expect(htmlText(t.body)).toMatch(/^eLife digest Plants are at the base of many food webs/);
  });

  it("PLOS Medicine: the untyped abstract wins over the toc teaser before it; the Editors' Summary goes to the body", async () => {
    const t = await englishText('10.1371/journal.pmed.1000431');
    expect(t.abstract).toMatch(/^Background Despite regulatory restrictions, off-label marketing/);
    // (the abstract itself ends 'Please see later in the article for the Editors' Summary')
    expect(t.abstract).not.toContain('Before a pharmaceutical company can market a new prescription drug');
    expect(t.abstract).not.toContain('Aaron Kesselheim and colleagues analyzed');
    expect(t.outline[0]).toMatchObject({ title: "Editors' Summary", level: 1 });
    // the summary's own sections (Background, Why Was This Study Done?…) stay out of the outline
    expect(t.outline.filter((o) => o.title === 'Background')).toHaveLength(0);
    expect(t.outline[1]!.title).toBe('Introduction');
  });

  it('an article whose only abstract is typed keeps it as its abstract', async () => {
    const t = await englishText('10.1371/journal.pmed.0040303');
    expect(t.abstract).toMatch(/^PLoS Medicine is participating in the Council of Science Editors/);
    expect(t.body).not.toContain('abstract-secondary');
  });
});
