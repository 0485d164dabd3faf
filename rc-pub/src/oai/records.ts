/**
 * Identifiers, headers and records of answers (OAI-PMH 2.0 sections 2.4 and 2.5): one identifier per article for the
 * whole deployment, and the article's canonical pages (docs/product/citation-and-harvest.md#oai-pmh).
 */
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { siteOrigin } from '../contract/site-origin.js';
import type { OaiCtx, OaiResponse } from './context.js';
import { appendDc } from './dc.js';
import type { MetadataFormat } from './formats.js';
import { embeddableJats } from './jats.js';
import { datestamp } from './protocol.js';
import type { HeaderRow, RecordRow } from '../repositories/oai.js';
import type { SetIndex } from './sets.js';

/** How the local part of an article's identifier starts (`article/{id}`). */
const LOCAL_PREFIX = 'article/';

/**
 * `oai:{repositoryId}:article/{id}` (oai-identifier scheme): the same on every host of the deployment
 * (OaiCtx.repositoryId).
 */
export function oaiIdentifier(ctx: OaiCtx, id: number): string {
  return `oai:${ctx.repositoryId}:${LOCAL_PREFIX}${id}`;
}

/**
 * The article id of an identifier of this repository (the repository identifier compared without regard to case,
 * as a domain name), or null (→ idDoesNotExist).
 */
export function parseIdentifier(ctx: OaiCtx, identifier: string): number | null {
  const repo = ctx.repositoryId;
  const local = `:${LOCAL_PREFIX}`;
  if (identifier.length > 300 || !identifier.startsWith('oai:')) return null;
  if (identifier.slice(4, 4 + repo.length).toLowerCase() !== repo) return null;
  if (!identifier.startsWith(local, 4 + repo.length)) return null;
  const rest = identifier.slice(4 + repo.length + local.length);
  return /^[1-9]\d{0,9}$/.test(rest) && Number(rest) <= 2147483647 ? Number(rest) : null;
}

/** The interface languages of the portal's article pages (`/article/id/{siteId}/{id}/{lang}`). */
const PAGE_LANGS = ['zh', 'en'] as const;

/**
 * The article's canonical pages, in Chinese and in English (the portal's two interface languages; an article in
 * another language is shown in both), the one of its original language first (English for any other language): on
 * the journal's preferred site ({@link SetIndex.siteOf}) at that site's own origin (contract/site-origin.ts
 * siteOrigin of the base URL's origin). None when no site shows the journal.
 */
export function articlePageUrls(ctx: OaiCtx, row: RecordRow, sets: SetIndex): string[] {
  const site = sets.siteOf(row.publicationId);
  const origin = site ? siteOrigin(site.sld, { origin: ctx.origin }) : null;
  if (!site || !origin) return [];
  const langs = row.originalLanguage === 'zh' ? PAGE_LANGS : [...PAGE_LANGS].reverse();
  return langs.map((lang) => `${origin}/article/id/${site.id}/${row.id}/${lang}`);
}

/** Appends `<header>`: identifier, datestamp (updated_at, seconds), setSpecs. Nothing is ever deleted. */
export function appendHeader(parent: XMLBuilder, ctx: OaiCtx, row: HeaderRow | RecordRow, sets: SetIndex): void {
  const h = parent.ele('header');
  h.ele('identifier').txt(oaiIdentifier(ctx, row.id));
  h.ele('datestamp').txt(datestamp(row.updatedAt));
  for (const s of sets.specsOf(row.publicationId)) h.ele('setSpec').txt(s);
}

/**
 * Appends `<record>` in `format`; returns false (and appends nothing) when the record has no such metadata (no stored
 * JATS, or JATS without an `<article>` root).
 */
export function appendRecord(
  parent: XMLBuilder,
  res: OaiResponse,
  ctx: OaiCtx,
  row: RecordRow,
  format: MetadataFormat,
  sets: SetIndex,
): boolean {
  const jats = format.prefix === 'jats' ? (row.jatsXml ? embeddableJats(row.jatsXml) : null) : undefined;
  if (jats === null) return false;
  const rec = parent.ele('record');
  appendHeader(rec, ctx, row, sets);
  const metadata = rec.ele('metadata');
  if (jats !== undefined) res.embed(metadata, jats);
  else appendDc(metadata, row, articlePageUrls(ctx, row, sets));
  return true;
}
