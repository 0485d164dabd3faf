/** Identifiers, headers and records of answers (OAI-PMH 2.0 sections 2.4 and 2.5). */
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { OaiCtx, OaiResponse } from './context.js';
import { appendDc } from './dc.js';
import type { MetadataFormat } from './formats.js';
import { embeddableJats } from './jats.js';
import { datestamp } from './protocol.js';
import type { HeaderRow, RecordRow } from '../repositories/oai.js';
import type { SetIndex } from './sets.js';

/** `oai:{host}:article/{id}` (oai-identifier scheme; the host of the base URL the harvester uses). */
export function oaiIdentifier(ctx: OaiCtx, id: number): string {
  return `oai:${ctx.host}:article/${id}`;
}

/** The article id of an identifier of this repository, or null (→ idDoesNotExist). */
export function parseIdentifier(ctx: OaiCtx, identifier: string): number | null {
  const prefix = `oai:${ctx.host}:article/`;
  if (!identifier.startsWith(prefix)) return null;
  const rest = identifier.slice(prefix.length);
  return /^[1-9]\d{0,9}$/.test(rest) && Number(rest) <= 2147483647 ? Number(rest) : null;
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
  else
    appendDc(metadata, row, (r, lang) => {
      const siteId = sets.siteOf(r.publicationId);
      return siteId ? `${ctx.origin}/article/id/${siteId}/${r.id}/${lang}` : null;
    });
  return true;
}
