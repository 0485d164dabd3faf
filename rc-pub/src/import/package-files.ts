/**
 * The files a JATS article references, found in its package or beside a loose file, read, typed by content and made
 * ready to store (docs/product/content.md#article-packages): graphic, inline-graphic, media and
 * supplementary-material by `xlink:href`, and the PDF (`self-uri` with content-type pdf or an href ending .pdf, else
 * the package layout). Hrefs are resolved from the JATS file's folder; extension-less ones (eLife, PLOS) are also
 * tried with the common media extensions. URLs and `info:doi/…` hrefs are not files.
 *
 * In a package (`strict`) every referenced file must be there, inside the package, within the size limit and of the
 * content its role needs: otherwise the package fails with a sentence naming the href. Beside a loose JATS file only
 * images, video and audio are read (as before packages), and a file that is absent, too large or not what it claims
 * is left out (the page shows a placeholder), with a warning for the last two.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { type FileCandidate, mimeFromHref } from './files.js';
import { assetTooLarge, type ImportLimits } from './limits.js';
import { insidePath, PackageError, type PackageReader } from './package-reader.js';
import { type ContentRole, typeByContent } from './sniff.js';
import { attr, descendants, lname, type XElement } from './xml.js';

/** Extensions tried for an href written without one, in this order. */
const PROBE_EXTS = ['png', 'jpg', 'jpeg', 'gif', 'tif', 'tiff', 'svg', 'webp', 'mp4', 'mov', 'webm', 'mp3'];

/** One file reference of the JATS: the href as written, the element that makes it and the content it needs. */
interface Reference {
  href: string;
  element: string;
  role: ContentRole;
}

/** The files found for a JATS file: ready to store, the PDF among them (by href), and what was left out. */
export interface ReferencedFiles {
  /** Every file read, keyed by href as written (the layout PDF by its package path). */
  files: FileCandidate[];
  /** The href (key in `files`) of the article's PDF, when the package has one. */
  pdfHref?: string;
  /** Files left out beside a loose JATS file (too large, not what they claim), one sentence each. */
  warnings: string[];
}

/** True for an href naming a file (not a URL, `info:doi/…`, an absolute path or a fragment). */
function isLocal(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('/') && !href.startsWith('#');
}

/** The role a media element's file plays: video or audio when its mimetype says so, else anything. */
function mediaRole(el: XElement): ContentRole {
  if (lname(el.parentNode ?? el) === 'supplementary-material') return 'any';
  return /^(video|audio)\b/i.test(el.getAttribute('mimetype') ?? '') ? 'av' : 'any';
}

/** The self-uri naming the article's PDF (content-type pdf, or an href ending .pdf), when it names a file. */
function selfUriPdf(doc: XElement): string | undefined {
  for (const el of descendants(doc, ['self-uri'])) {
    const href = attr(el, 'xlink:href');
    if (!href || !isLocal(href)) continue;
    if (/pdf/i.test(el.getAttribute('content-type') ?? '') || /\.pdf$/i.test(href.split(/[?#]/)[0]!)) return href;
  }
  return undefined;
}

/** The references of a document in document order, each href once (the first element naming it decides its role). */
function referencesOf(doc: XElement, strict: boolean): Reference[] {
  const out = new Map<string, Reference>();
  const names = strict
    ? ['graphic', 'inline-graphic', 'media', 'supplementary-material']
    : ['graphic', 'inline-graphic', 'media'];
  for (const el of descendants(doc, names)) {
    const href = attr(el, 'xlink:href');
    if (!href || !isLocal(href) || out.has(href)) continue;
    const element = lname(el);
    const role: ContentRole =
      element === 'media' ? mediaRole(el) : element === 'supplementary-material' ? 'any' : 'image';
    out.set(href, { href, element, role });
  }
  if (strict) {
    const pdf = selfUriPdf(doc);
    if (pdf && !out.has(pdf)) out.set(pdf, { href: pdf, element: 'self-uri', role: 'pdf' });
  }
  return [...out.values()];
}

/** Where an href points inside the package from the JATS file's folder (before trying extensions), or null. */
function target(jatsDir: string, href: string): string | null {
  let clean: string;
  try {
    clean = decodeURI(href.split(/[?#]/)[0]!);
  } catch {
    clean = href.split(/[?#]/)[0]!;
  }
  return insidePath(jatsDir === '.' ? clean : `${jatsDir}/${clean}`) ?? null;
}

/**
 * The package path of the file an href names from the JATS file's folder (an href without extension also tried with
 * the common media extensions): null when it leads outside the package, undefined when no such file is there.
 */
function resolve(reader: PackageReader, jatsDir: string, href: string): string | null | undefined {
  const base = target(jatsDir, href);
  if (!base) return null;
  const tries = path.posix.extname(base) ? [base] : [base, ...PROBE_EXTS.map((e) => `${base}.${e}`)];
  return tries.find((p) => reader.size(p) !== undefined);
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Finds, reads and types the files a JATS document references (see the module comment).
 * @param jatsPath the JATS file's path inside the reader ('/'-separated)
 * @param strict a package: anything missing, outside, too large or mistyped fails it; also reads the PDF
 * @param pdfByLayout the package's PDF found by layout (package.ts layoutPdf), used when no self-uri names one
 * @throws PackageError (strict only) with a sentence naming the href
 */
export async function referencedFiles(
  reader: PackageReader,
  doc: XElement,
  jatsPath: string,
  limits: ImportLimits,
  strict: boolean,
  pdfByLayout?: string,
): Promise<ReferencedFiles> {
  const jatsDir = path.posix.dirname(jatsPath);
  const warnings: string[] = [];
  const found: { ref: Reference; at: string }[] = [];
  const refs = referencesOf(doc, strict);
  for (const ref of refs) {
    const at = resolve(reader, jatsDir, ref.href);
    if (at === null && strict) throw new PackageError(`${ref.href} (in <${ref.element}>) points outside the package`);
    if (!at) {
      if (!strict) continue;
      const looked = target(jatsDir, ref.href);
      const where = looked && looked !== ref.href ? ` (looked for ${looked})` : '';
      throw new PackageError(`${ref.href} is referenced by <${ref.element}> but is not in the package${where}`);
    }
    if (!strict && (!mimeFromHref(at) || mimeFromHref(at) === 'application/pdf')) continue;
    const size = reader.size(at)!;
    if (size > limits.maxAssetBytes) {
      if (strict) throw new PackageError(assetTooLarge(ref.href, size, limits));
      warnings.push(`${assetTooLarge(ref.href, size, limits)}; not stored`);
      continue;
    }
    found.push({ ref, at });
  }
  let pdfHref = refs.find((r) => r.role === 'pdf')?.href;
  if (strict && !pdfHref && pdfByLayout && !found.some((f) => f.at === pdfByLayout)) {
    const size = reader.size(pdfByLayout)!;
    if (size > limits.maxAssetBytes) throw new PackageError(assetTooLarge(pdfByLayout, size, limits));
    found.push({ ref: { href: pdfByLayout, element: 'package layout', role: 'pdf' }, at: pdfByLayout });
    pdfHref = pdfByLayout;
  }
  const bytes = await reader.read([...new Set(found.map((f) => f.at))], limits.maxAssetBytes);
  const files: FileCandidate[] = [];
  for (const { ref, at } of found) {
    const data = bytes.get(at)!;
    const typed = await typeByContent(ref.href, data, ref.role);
    if (typed.problem !== undefined) {
      if (strict) throw new PackageError(typed.problem);
      warnings.push(`${typed.problem}; not stored`);
      continue;
    }
    files.push({ href: ref.href, name: path.posix.basename(at), mime: typed.mime, data, sha256: sha256(data) });
  }
  const out: ReferencedFiles = { files, warnings };
  if (pdfHref) out.pdfHref = pdfHref;
  return out;
}

/**
 * The fingerprint of what an import read (docs/product/content.md#article-packages): SHA-256 over the JATS bytes'
 * hash and, sorted by href, each read file's href and hash. Equal fingerprints mean an unchanged re-import.
 */
export function contentFingerprint(jats: Buffer, files: FileCandidate[]): string {
  const h = createHash('sha256').update(`rc-pub jats import 1\n${sha256(jats)}\n`);
  for (const f of [...files].sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0)))
    h.update(`${f.href}\0${f.sha256}\n`);
  return h.digest('hex');
}
