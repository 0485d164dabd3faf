/**
 * Article packages (docs/product/content.md#article-packages): a folder holding one JATS file, a .zip or a .tar.gz is
 * imported as one article with the files its JATS references and its PDF (self-uri or layout); each package is one
 * transaction. A missing, hostile or mistyped file (zip bomb, path traversal, a link, a non-image posing as an image,
 * an SVG with a script) fails its package alone, with a sentence naming the file, leaving the database as it was, and
 * the next package of the batch still imports. Re-importing an unchanged package writes nothing ('unchanged').
 * Packages are built in a temporary folder from real JOSE articles of demo-data (JATS and figures), a generated
 * PDF, and zip / tar.gz archives written here byte by byte (so hostile entries can be made exactly).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../rc-pub/src/db/client.js';
import {
  articlePdfs,
  articleResources,
  articles,
  contentVersions,
  files,
  sites,
} from '../../rc-pub/src/db/schema/index.js';
import { importPaths, planImport } from '../../rc-pub/src/import/index.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

const repo = path.resolve(import.meta.dirname, '../..');
const jose = (p: string): string => path.join(repo, 'demo-data/jats/jose', p);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const FIG_209 = 'media/fig_paper/JOSE_Fig1.jpg';

/** One archive entry: a file (data), a folder, or a symbolic link (data = its target). */
interface Entry {
  name: string;
  data?: Buffer;
  type?: 'file' | 'link';
  /** zip: the uncompressed size the headers declare (a zip bomb lies here). */
  declared?: number;
}

/** A .zip written byte by byte (deflate; Unix modes in the external attributes). */
function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const data = e.data ?? Buffer.alloc(0);
    const packed = deflateRawSync(data);
    const fields = (h: Buffer, at: number): void => {
      h.writeUInt16LE(20, at);
      h.writeUInt16LE(0x800, at + 2);
      h.writeUInt16LE(8, at + 4);
      h.writeUInt32LE(crc32(data), at + 10);
      h.writeUInt32LE(packed.length, at + 14);
      h.writeUInt32LE(e.declared ?? data.length, at + 18);
      h.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE((3 << 8) | 20, 4);
    fields(head, 6);
    head.writeUInt32LE(((e.type === 'link' ? 0o120777 : 0o100644) << 16) >>> 0, 38);
    head.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(head, name);
    offset += local.length + name.length + packed.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A .tar.gz written byte by byte (ustar headers). */
function tgz(entries: Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const link = e.type === 'link';
    const data = link ? Buffer.alloc(0) : (e.data ?? Buffer.alloc(0));
    const h = Buffer.alloc(512);
    h.write(e.name, 0, 100);
    h.write('0000644\0', 100);
    h.write('0000000\0', 108);
    h.write('0000000\0', 116);
    h.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    h.write('00000000000\0', 136);
    h.write(link ? '2' : '0', 156);
    if (link) h.write(e.data!.toString(), 157, 100);
    h.write('ustar\u000000', 257);
    h.write('        ', 148);
    let sum = 0;
    for (const b of h) sum += b;
    h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(h, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}

/** The JATS of a JOSE article with its DOI replaced (so copies are distinct articles). */
function jats(src: string, doi: string, edit: (x: string) => string = (x) => x): Buffer {
  const xml = readFileSync(jose(src), 'utf8');
  return Buffer.from(edit(xml.replace(/(<article-id pub-id-type="doi">)[^<]+/, `$1${doi}`)));
}

/** The files of jose.00209 as archive entries under `top/`, with `extra` entries and `fig` as its figure. */
function entries209(top: string, doi: string, fig: Entry | null, extra: Entry[] = []): Entry[] {
  const out: Entry[] = [
    { name: `${top}/10.21105.jose.00209.jats`, data: jats('jose.00209/10.21105.jose.00209.jats', doi) },
  ];
  if (fig) out.push({ ...fig, name: `${top}/${fig.name}` });
  return [...out, ...extra];
}

let t: TestDb;
let db: Db;
let dir: string;
const figure = (): Buffer => readFileSync(jose(`jose.00209/${FIG_209}`));
const at = (p: string): string => path.join(dir, p);

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries({ articles, files, articleResources, articlePdfs }))
    out[name] = await db.$count(table);
  const versions = await db.select().from(contentVersions);
  out.version = versions.find((v) => v.scope === '*')?.version ?? 0;
  return out;
}

async function articleOf(doi: string) {
  const a = (await db.query.articles.findFirst({ where: (x, { eq }) => eq(x.doi, doi) }))!;
  const pdf = await db.query.articlePdfs.findFirst({ where: (x, { eq }) => eq(x.articleId, a.id) });
  const res = await db.query.articleResources.findMany({ where: (x, { eq }) => eq(x.articleId, a.id) });
  return { a, pdf, res };
}

beforeAll(async () => {
  t = await createTestDb();
  db = t.handle.db;
  await db.insert(sites).values({ sld: 'www', type: 'all', nameEn: 'Test aggregate' });
  dir = mkdtempSync(path.join(tmpdir(), 'import-packages-'));
  // folder package in the JOSE layout: the JATS and figures in paper.jats/, the PDF and a Crossref file at the root
  cpSync(jose('jose.00303/paper.jats'), at('pkg-303/paper.jats'), { recursive: true });
  writeFileSync(at('pkg-303/10.21105.jose.00303.pdf'), PDF);
  writeFileSync(at('pkg-303/10.21105.jose.00303.crossref.xml'), '<doi_batch><head/></doi_batch>\n');
  // zip with a top folder, no PDF; tar.gz with its figure beside the JATS and its PDF at the root
  writeFileSync(
    at('jose-209.zip'),
    zip(entries209('jose.00209', '10.21105/jose.00209', { name: FIG_209, data: figure() })),
  );
  writeFileSync(
    at('jose-259.tar.gz'),
    tgz([
      {
        name: 'paper.jats/10.21105.jose.00259.jats',
        data: jats('jose.00259/paper.jats/10.21105.jose.00259.jats', '10.21105/jose.00259'),
      },
      { name: 'paper.jats/Figure_1.png', data: readFileSync(jose('jose.00259/paper.jats/Figure_1.png')) },
      { name: '10.21105.jose.00259.pdf', data: PDF },
    ]),
  );
});
afterAll(async () => {
  await t?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('article packages', () => {
  it('plans a folder with one JATS file (a Crossref XML beside it) and archives as packages, many JATS as loose files', () => {
    const plan = planImport([dir, path.join(repo, 'demo-data/jats/plos-one')]);
    const kind = (f: string) => plan.find((p) => p.file === f)?.kind;
    expect(kind(at('pkg-303'))).toBe('package');
    expect(kind(at('jose-209.zip'))).toBe('package');
    expect(kind(at('jose-259.tar.gz'))).toBe('package');
    expect(plan.filter((p) => p.file.includes('plos-one')).every((p) => p.kind === 'jats' || p.kind === 'skip')).toBe(
      true,
    );
  });

  it('imports a folder, a zip and a tar.gz package each with its figures and its PDF', async () => {
    const report = await importPaths(db, [at('pkg-303'), at('jose-209.zip'), at('jose-259.tar.gz')]);
    expect(report.files.map((f) => [f.outcome, f.error])).toEqual([
      ['imported', undefined],
      ['imported', undefined],
      ['imported', undefined],
    ]);
    const a303 = await articleOf('10.21105/jose.00303');
    expect(a303.pdf).toMatchObject({ origin: 'package' });
    const pdfFile = await db.query.files.findFirst({ where: (x, { eq }) => eq(x.id, a303.pdf!.fileId) });
    expect(pdfFile).toMatchObject({ mime: 'application/pdf', size: PDF.length });
    const a209 = await articleOf('10.21105/jose.00209');
    expect(a209.pdf).toBeUndefined();
    expect(a209.res.filter((r) => r.kind === 'figure').map((r) => r.mime)).toEqual(['image/jpeg']);
    expect(a209.res.every((r) => r.kind !== 'figure' || r.fileId !== null)).toBe(true);
    const a259 = await articleOf('10.21105/jose.00259');
    expect(a259.pdf).toMatchObject({ origin: 'package' });
    expect(a259.res.find((r) => r.href === 'Figure_1.png')?.fileId).not.toBeNull();
  });

  it('re-importing unchanged packages writes nothing and says so', async () => {
    const before = await counts();
    const { a } = await articleOf('10.21105/jose.00303');
    const again = await importPaths(db, [at('pkg-303'), at('jose-209.zip'), at('jose-259.tar.gz')]);
    expect(again.files.map((f) => f.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(again).toMatchObject({ imported: 0, failed: 0 });
    expect(await counts()).toEqual(before);
    expect((await articleOf('10.21105/jose.00303')).a.updatedAt).toEqual(a.updatedAt);
  });

  it('a changed package updates its article; without a PDF its package PDF goes, a rendered PDF stays', async () => {
    writeFileSync(
      at('pkg-303/paper.jats/with_nemogb_workflow.png'),
      readFileSync(jose('jose.00259/paper.jats/Figure_1.png')),
    );
    rmSync(at('pkg-303/10.21105.jose.00303.pdf'));
    const r = await importPaths(db, [at('pkg-303')]);
    expect(r.files[0]).toMatchObject({ outcome: 'updated' });
    expect((await articleOf('10.21105/jose.00303')).pdf).toBeUndefined();
    // a rendered PDF of jose.00209 (no PDF in its zip) survives an import without one, and a package PDF replaces it
    const { a } = await articleOf('10.21105/jose.00209');
    const [file] = await db.select({ id: files.id }).from(files).limit(1);
    await db.insert(articlePdfs).values({ articleId: a.id, origin: 'rendered', versionKey: 'v1', fileId: file!.id });
    const edited = entries209('x', '10.21105/jose.00209', { name: FIG_209, data: figure() });
    edited[0]!.data = Buffer.from(`${edited[0]!.data!.toString()}\n<!-- corrected -->\n`);
    writeFileSync(at('jose-209b.zip'), zip(edited));
    expect((await importPaths(db, [at('jose-209b.zip')])).files[0]!.outcome).toBe('updated');
    expect((await articleOf('10.21105/jose.00209')).pdf).toMatchObject({ origin: 'rendered' });
    writeFileSync(at('jose-209c.zip'), zip([...edited, { name: 'x/paper.pdf', data: PDF }]));
    expect((await importPaths(db, [at('jose-209c.zip')])).files[0]!.outcome).toBe('updated');
    expect((await articleOf('10.21105/jose.00209')).pdf).toMatchObject({ origin: 'package' });
  });

  it('fails each hostile or incomplete package alone, naming the file, and writes nothing of it', async () => {
    const doi = '10.21105/jose.90001';
    const jpg = { name: FIG_209, data: figure() };
    const bad = (name: string, bytes: Buffer): string => {
      writeFileSync(at(name), bytes);
      return at(name);
    };
    const folder = (name: string, fig: (d: string) => void): string => {
      mkdirSync(at(`${name}/media/fig_paper`), { recursive: true });
      writeFileSync(at(`${name}/main.jats`), jats('jose.00209/10.21105.jose.00209.jats', doi));
      fig(at(`${name}/media/fig_paper`));
      return at(name);
    };
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const cases: [string, RegExp][] = [
      [
        bad('bomb.zip', zip(entries209('b', doi, { ...jpg, data: Buffer.alloc(8 << 20), declared: 1000 }))),
        /JOSE_Fig1\.jpg inflates to more bytes than its header declares .*zip bomb/,
      ],
      [
        bad('traversal.zip', zip(entries209('t', doi, jpg, [{ name: '../evil.png', data: figure() }]))),
        /\.\.\/evil\.png points outside the package \(path traversal\)/,
      ],
      [
        bad('link.zip', zip(entries209('l', doi, { name: FIG_209, type: 'link', data: Buffer.from('/etc/passwd') }))),
        /JOSE_Fig1\.jpg is a symbolic link/,
      ],
      [
        bad(
          'link.tar.gz',
          tgz(entries209('l', doi, { name: FIG_209, type: 'link', data: Buffer.from('/etc/passwd') })),
        ),
        /JOSE_Fig1\.jpg is a symbolic link/,
      ],
      [
        bad('traversal.tgz', tgz(entries209('t', doi, jpg, [{ name: 'x/../../evil.png', data: figure() }]))),
        /evil\.png points outside the package/,
      ],
      [
        folder('link-folder', (d) => symlinkSync('/etc/passwd', path.join(d, 'JOSE_Fig1.jpg'))),
        /JOSE_Fig1\.jpg is a symbolic link/,
      ],
      [
        folder('text-as-image', (d) => writeFileSync(path.join(d, 'JOSE_Fig1.jpg'), 'not an image at all\n')),
        /media\/fig_paper\/JOSE_Fig1\.jpg claims to be an image but its content is plain text/,
      ],
      [
        folder('missing', () => {}),
        /media\/fig_paper\/JOSE_Fig1\.jpg is referenced by <graphic> but is not in the package/,
      ],
      [
        bad('script.zip', zip(entries209('s', doi, { name: 'media/fig_paper/JOSE_Fig1.jpg', data: Buffer.from(svg) }))),
        /JOSE_Fig1\.jpg is an SVG image with <script>/,
      ],
    ];
    const before = await counts();
    const report = await importPaths(
      db,
      cases.map(([p]) => p),
    );
    expect(report.failed).toBe(cases.length);
    for (const [i, [file, reason]] of cases.entries()) {
      expect(report.files[i]!.file).toBe(file);
      expect(report.files[i]!.error).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
      expect(report.files[i]!.error).toMatch(reason);
    }
    expect(await counts()).toEqual(before);
    expect(await db.query.articles.findFirst({ where: (x, { eq }) => eq(x.doi, doi) })).toBeUndefined();
    // a good package after a failing one in the same batch still imports
    writeFileSync(at('next.zip'), zip(entries209('n', doi, jpg)));
    const next = await importPaths(db, [cases[0]![0], at('next.zip')]);
    expect(next.files.map((f) => f.outcome)).toEqual(['failed', 'imported']);
  });

  it('refuses an archive that declares more than the package limit, and a figure over the size limit', async () => {
    const limits = {
      maxFileBytes: 20 << 20,
      maxBodyHtmlBytes: 16 << 20,
      maxAssetBytes: 1 << 20,
      maxPackageBytes: 4 << 20,
      maxPackageEntries: 100,
    };
    const big = zip(entries209('g', '10.21105/jose.90002', { name: FIG_209, data: Buffer.alloc(5 << 20) }));
    const large = zip(entries209('g', '10.21105/jose.90002', { name: FIG_209, data: Buffer.alloc(2 << 20) }));
    writeFileSync(at('declares.zip'), big);
    writeFileSync(at('large.zip'), large);
    const r = await importPaths(db, [at('declares.zip'), at('large.zip')], { limits });
    expect(r.files[0]!.error).toMatch(/declares more than 4\.0 MB .*RC_PUB_IMPORT_MAX_PACKAGE_MB/);
    expect(r.files[1]!.error).toMatch(
      /JOSE_Fig1\.jpg is 2\.0 MB, larger than the limit of 1\.0 MB .*RC_PUB_IMPORT_MAX_ASSET_MB/,
    );
  });

  it('a loose JATS file keeps importing without a mistyped image, with a warning naming it', async () => {
    mkdirSync(at('loose'));
    writeFileSync(at('loose/a.jats'), jats('jose.00259/paper.jats/10.21105.jose.00259.jats', '10.21105/jose.90003'));
    writeFileSync(at('loose/Figure_1.png'), 'plain text, not a PNG\n');
    const r = await importPaths(db, [at('loose/a.jats')]);
    expect(r.files[0]).toMatchObject({ outcome: 'imported' });
    expect(r.files[0]!.warnings).toEqual([
      expect.stringMatching(/a\.jats: Figure_1\.png claims to be an image but its content is plain text; not stored/),
    ]);
    const { res } = await articleOf('10.21105/jose.90003');
    expect(res.find((x) => x.href === 'Figure_1.png')?.fileId).toBeNull();
  });
});
