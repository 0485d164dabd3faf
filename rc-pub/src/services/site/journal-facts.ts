/** Verb: a journal's home facts on a site (docs/product/content.md#journal-home-facts). */
import type { JournalFactsWire } from '../../contract/legal.js';
import type { ServiceCtx } from '../../lib/context.js';
import { publicationCodeOf } from '../../repositories/sites.js';
import { type JournalInfoEntry, journalInfoOf } from '../sites/journal-info.js';
import { requireSite } from './common.js';

/**
 * The facts the site file gives for `publicationId` (default: the single site's own journal) under the site's
 * `journalInfo`, keyed by the journal's code; every field null and no entries when it gives none.
 * @throws 404 unknown site
 */
export async function getJournalFacts({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; publicationId?: number };
}): Promise<JournalFactsWire> {
  const site = await requireSite(ctx, input.siteId);
  const publicationId = input.publicationId ?? site.publicationId ?? null;
  const code = publicationId === null ? undefined : await publicationCodeOf(ctx.db, publicationId);
  const info: JournalInfoEntry = (code !== undefined && journalInfoOf(site.journalInfo)[code]) || {};
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  return {
    publicationId: code === undefined ? null : publicationId,
    authorityZh: text(info.authorityZh),
    authorityEn: text(info.authorityEn),
    editorInChiefZh: text(info.editorInChiefZh),
    editorInChiefEn: text(info.editorInChiefEn),
    frequencyZh: text(info.frequencyZh),
    frequencyEn: text(info.frequencyEn),
    entries: (info.entries ?? []).map((e) => ({ kind: e.kind, url: e.url })),
  };
}
