/**
 * Files shipped beside a JATS XML (images, video, audio referenced by graphic / inline-graphic / media): located on
 * disk, read, and stored in the `files` table deduplicated by SHA-256 (served by GET /rc-pub/front/files/get?id=).
 * Only media types a browser can show are stored, and only from inside the import root (no `../` escape).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Tx } from '../db/client.js';
import { storeFileOnce } from '../repositories/files.js';
import type { StoredFileRef } from './render-types.js';
import { attr, descendants, type XElement } from './xml.js';

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  oga: 'audio/ogg',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  pdf: 'application/pdf',
};
/** Largest file stored from an import (bytes). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
const PROBE_EXTS = ['png', 'jpg', 'jpeg', 'gif', 'tif', 'tiff', 'svg', 'webp', 'mp4', 'mov', 'webm', 'mp3'];

/** MIME type from a file name's extension, or undefined when unknown. */
export function mimeFromHref(href: string): string | undefined {
  const m = /\.([A-Za-z0-9]+)$/.exec(href.split(/[?#]/)[0] ?? '');
  return m ? MIME[m[1]!.toLowerCase()] : undefined;
}

/** A file found on disk for an href, ready to store. */
export interface FileCandidate {
  href: string;
  name: string;
  mime: string;
  data: Buffer;
  sha256: string;
}

function inside(root: string, p: string): boolean {
  const rel = path.relative(root, p);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Finds the files referenced by graphic, inline-graphic and media elements of a document on disk, relative to the
 * XML's folder (also trying common extensions for extension-less hrefs, as eLife and PLOS write them).
 * @param xmlFile path of the XML file
 * @param root folder the import was asked to read; files outside it are never read
 */
export function findShippedFiles(doc: XElement, xmlFile: string, root: string): FileCandidate[] {
  const dir = path.dirname(path.resolve(xmlFile));
  const absRoot = path.resolve(root);
  const seen = new Set<string>();
  const out: FileCandidate[] = [];
  for (const el of descendants(doc, ['graphic', 'inline-graphic', 'media'])) {
    const href = attr(el, 'xlink:href');
    if (!href || seen.has(href)) continue;
    seen.add(href);
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) continue; // URLs, info:doi/..., absolute paths
    let clean: string;
    try {
      clean = decodeURI(href.split(/[?#]/)[0]!);
    } catch {
      continue;
    }
    const base = path.resolve(dir, clean);
    const tries = mimeFromHref(clean) ? [base] : [base, ...PROBE_EXTS.map((e) => `${base}.${e}`)];
    for (const p of tries) {
      if (!inside(absRoot, p) || !existsSync(p)) continue;
      const st = statSync(p);
      const mime = mimeFromHref(p);
      if (!st.isFile() || !mime || mime === 'application/pdf' || st.size > MAX_FILE_BYTES) continue;
      const data = readFileSync(p);
      out.push({ href, name: path.basename(p), mime, data, sha256: createHash('sha256').update(data).digest('hex') });
      break;
    }
  }
  return out;
}

/** Stores candidates in `files` (reusing a row with the same SHA-256) and maps each href to its file id. */
export async function storeFiles(tx: Tx, candidates: FileCandidate[]): Promise<Map<string, StoredFileRef>> {
  const map = new Map<string, StoredFileRef>();
  for (const c of candidates) {
    const row = await storeFileOnce(tx, c);
    map.set(c.href, { fileId: row.id, mime: row.mime });
  }
  return map;
}
