/**
 * Pictures in site files ("Sites as files"; docs/sites-file.md "Pictures"): a field that holds a stored file's
 * id (footer chLogo, banner pictureId, …) or an image URL (footer qrUrl, tool bouncePictureUrl, …) may instead name a
 * picture by its path in the repository, `chLogo: { file: deploy/sites/pictures/footer-logo-www-zh.svg }`. Apply
 * stores the picture as a file (content-addressed by SHA-256: the same bytes are stored once and keep their id) named
 * by that path and writes its id (id fields) or the id as text (URL fields; the gateway serves a numeric image URL
 * from the files route). Export writes `{ file: <path> }` back for a stored file whose name is such a path,
 * so the file round-trips; ids of other files (uploads) stay ids.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Tx } from '../../db/client.js';
import { fileNames, storeFileOnce } from '../../repositories/files.js';
import type { ListRecord, MenuRecord, Problem, SitesFile, Values } from './model.js';
import type { SectionKey } from './sections.js';

/** A picture named by its repository path (the file's `{ file: … }` mapping). */
export interface PictureRef {
  file: string;
}

/** How a picture field stores a picture: a file id (integer column) or an image URL (text column). */
export type PictureKind = 'id' | 'url';

/** The fields that may hold a picture reference, by section. */
export const PICTURE_FIELDS: Partial<Record<SectionKey, Readonly<Record<string, PictureKind>>>> = {
  site: { pictureUrl: 'url' },
  header: {
    pcLogo: 'id',
    mobileLogo: 'id',
    enPcLogo: 'id',
    enMobileLogo: 'id',
    backgroundCoverId: 'id',
    pcLogoUrl: 'url',
    mobileLogoUrl: 'url',
    enPcLogoUrl: 'url',
    enMobileLogoUrl: 'url',
    backgroundUrl: 'url',
  },
  footer: { chLogo: 'id', enLogo: 'id', qrUrl: 'url' },
  tools: { coverId: 'id', pictureUrl: 'url', bouncePictureUrl: 'url' },
  banners: { pictureId: 'id', pictureUrl: 'url' },
  menus: { bannerUrl: 'url' },
};

/** MIME type by file extension: the picture formats a page shows. */
const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** Largest picture a site file may name (bytes). */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

/**
 * The repository root: where picture paths start (rc-pub/src/services/sites → four levels up). Through
 * `import.meta.url`, which scripts/build-node.mjs rewrites to the source module's URL in the bundle
 * (`import.meta.dirname` would be the bundle's folder, rc-pub/dist).
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A repository path as pictures are named: relative, forward slashes, no `..`, at least one folder. */
const REPO_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/;

/** True when `v` is a `{ file: … }` mapping (whatever its content; {@link pictureRefProblem} checks it). */
export function isPictureRef(v: unknown): v is PictureRef {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'file' in v;
}

/** The problem with a `{ file: … }` mapping, or null: one key, a repository path of a known picture type. */
export function pictureRefProblem(v: Record<string, unknown>): string | null {
  const extra = Object.keys(v).filter((k) => k !== 'file');
  if (extra.length) return `a picture has only the field file (unknown: ${extra.join(', ')})`;
  const p = v.file;
  if (typeof p !== 'string' || !REPO_PATH.test(p))
    return 'file must be a path in the repository such as deploy/sites/pictures/logo.svg (no leading /, no ..)';
  if (!MIME[path.extname(p).toLowerCase()]) return `file must be a picture (${Object.keys(MIME).join(', ')})`;
  return null;
}

/** True when a stored file's name is a repository path (a picture a site file named). */
export function isRepoPath(name: string): boolean {
  return REPO_PATH.test(name) && Boolean(MIME[path.extname(name).toLowerCase()]);
}

/** Stores `data` named `name` once (content-addressed) and answers its file id. */
async function storePicture(tx: Tx, name: string, data: Buffer): Promise<number> {
  const sha256 = createHash('sha256').update(data).digest('hex');
  const mime = MIME[path.extname(name).toLowerCase()]!;
  return (await storeFileOnce(tx, { name, mime, data, sha256 })).id;
}

/** Every (section, values, field path) of a checked file that may hold pictures. */
function recordsOf(file: SitesFile): [SectionKey, Values, string][] {
  const out: [SectionKey, Values, string][] = [];
  const menus = (list: MenuRecord[]) => {
    for (const m of list) {
      out.push(['menus', m.values, m.path]);
      menus(m.children);
    }
  };
  const list = (section: SectionKey, recs: ListRecord[] | undefined) => {
    for (const r of recs ?? []) out.push([section, r.values, r.path]);
  };
  for (const s of file.sites) {
    out.push(['site', s.record, s.path]);
    if (s.header) out.push(['header', s.header, `${s.path}.header`]);
    if (s.footer) out.push(['footer', s.footer, `${s.path}.footer`]);
    list('customButtons', s.customButtons);
    list('tools', s.tools);
    list('banners', s.banners);
    menus(s.menus ?? []);
  }
  return out;
}

/**
 * Stores every picture the file names (inside the caller's transaction) and puts its id in place of the reference:
 * a number in id fields, the id as text in URL fields. Answers the problems (a picture missing or too large), each
 * with its place in the file; values of such fields stay references, so the caller must not write when there are any.
 */
export async function storePictures(tx: Tx, file: SitesFile, baseDir = REPO_ROOT): Promise<Problem[]> {
  const problems: Problem[] = [];
  const ids = new Map<string, number>();
  for (const [section, values, at] of recordsOf(file)) {
    for (const [field, kind] of Object.entries(PICTURE_FIELDS[section] ?? {})) {
      const ref = values[field];
      if (!isPictureRef(ref)) continue;
      let id = ids.get(ref.file);
      if (id === undefined) {
        const full = path.join(baseDir, ref.file);
        const size = (() => {
          try {
            return statSync(full).isFile() ? statSync(full).size : -1;
          } catch {
            return -1;
          }
        })();
        const where = file.locate(`${at}.${field}.file`);
        const problem = (message: string) =>
          problems.push({
            path: `${at}.${field}.file`,
            line: where?.line ?? null,
            column: where?.column ?? null,
            message,
          });
        if (size < 0) {
          problem(`no picture ${ref.file} in the repository`);
          continue;
        }
        if (size > MAX_PICTURE_BYTES) {
          problem(`picture ${ref.file} is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB`);
          continue;
        }
        id = await storePicture(tx, ref.file, readFileSync(full));
        ids.set(ref.file, id);
      }
      values[field] = kind === 'id' ? id : String(id);
    }
  }
  return problems;
}

/**
 * Names of the stored files among `ids` that are repository paths (pictures a site file named), by id; export writes
 * these as `{ file: <path> }`.
 */
export async function pictureNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const names = await fileNames(db, [...new Set(ids)]);
  return new Map([...names].filter(([, name]) => isRepoPath(name)));
}

/** The file id a stored picture field holds (a number, or a URL that is only digits), or null. */
export function storedPictureId(kind: PictureKind, v: unknown): number | null {
  if (kind === 'id') return typeof v === 'number' && v > 0 ? v : null;
  return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : null;
}
