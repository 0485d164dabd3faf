/**
 * The rules of a subscription's target (docs/product/alerts.md#subscription-rules; keywords separated by ';').
 * - current, onlineFirst, column: `publicationId` of an existing journal (of `siteId` when that is given);
 * - column: a non-empty column name of at most {@link MAX_COLUMN_LENGTH} characters that the journal's articles have
 *   (articles.column_zh or column_en);
 * - keywords: split on ';' and '；', trimmed, empty parts dropped, de-duplicated (case-insensitively, first spelling
 *   kept), 1 to MAX_SUBSCRIPTION_KEYWORDS keywords of at most MAX_SUBSCRIPTION_KEYWORD_LENGTH characters each, stored
 *   joined by ';'; scope `publicationId` (that journal) or, without it, every journal of `siteId` (then required).
 * Every refusal is a 400 envelope whose message names the rule.
 */
import {
  MAX_SUBSCRIPTION_KEYWORDS,
  MAX_SUBSCRIPTION_KEYWORD_LENGTH,
  type SubscriptionType,
} from '../contract/alerts.js';
import type { ServiceCtx } from '../lib/context.js';
import { badRequest } from '../lib/errors.js';
import {
  type SubscriptionTargetKey,
  journalExists,
  journalHasColumn,
  siteHasJournal,
  siteNames,
} from '../repositories/subscriptions.js';

/** Longest column name of a column alert (characters). */
export const MAX_COLUMN_LENGTH = 100;

/** What a subscribe (or isSubscribe) call names. */
export interface TargetInput {
  type: SubscriptionType;
  value?: string | null | undefined;
  publicationId?: number | null | undefined;
  siteId?: number | null | undefined;
}

/** A checked target: the columns of member_subscriptions_target_uq. */
export interface SubscriptionTarget extends SubscriptionTargetKey {
  type: SubscriptionType;
}

/** Characters of `s` (code points: a CJK character or an emoji counts once). */
const chars = (s: string) => [...s].length;

/**
 * The keywords of `value`, as stored and matched.
 * @throws RcPubError 400 alertKeywordsRequired (none), alertKeywordsTooMany (more than 10), alertKeywordTooLong
 *   (one longer than 50 characters, named).
 */
export function parseKeywords(value: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of (value ?? '').split(/[;；]/)) {
    const k = part.trim();
    if (!k || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    out.push(k);
  }
  if (!out.length) throw badRequest('alertKeywordsRequired');
  if (out.length > MAX_SUBSCRIPTION_KEYWORDS)
    throw badRequest('alertKeywordsTooMany', { max: MAX_SUBSCRIPTION_KEYWORDS, count: out.length });
  const long = out.find((k) => chars(k) > MAX_SUBSCRIPTION_KEYWORD_LENGTH);
  if (long) throw badRequest('alertKeywordTooLong', { max: MAX_SUBSCRIPTION_KEYWORD_LENGTH, keyword: long });
  return out;
}

/** The keywords of a stored keywords value (';'-joined); [] for null. Never throws. */
export function storedKeywords(value: string | null): string[] {
  return (value ?? '')
    .split(';')
    .map((k) => k.trim())
    .filter(Boolean);
}

/** @throws RcPubError 400 alertSiteUnknown when site `siteId` does not exist. */
async function requireSite(ctx: ServiceCtx, siteId: number): Promise<void> {
  if (!(await siteNames(ctx.db, siteId))) throw badRequest('alertSiteUnknown', { id: siteId });
}

/**
 * @throws RcPubError 400 alertJournalRequired (none given), alertJournalUnknown, alertSiteUnknown,
 *   alertJournalNotOfSite.
 */
async function requireJournal(ctx: ServiceCtx, publicationId: number | null, siteId: number | null): Promise<number> {
  if (publicationId === null) throw badRequest('alertJournalRequired');
  if (!(await journalExists(ctx.db, publicationId))) throw badRequest('alertJournalUnknown', { id: publicationId });
  if (siteId !== null) {
    await requireSite(ctx, siteId);
    if (!(await siteHasJournal(ctx.db, siteId, publicationId)))
      throw badRequest('alertJournalNotOfSite', { id: publicationId, siteId });
  }
  return publicationId;
}

/**
 * The checked target of `input` (rules in the module docs): `value` null for current and onlineFirst, the trimmed
 * column name, or the keywords joined by ';'.
 * @throws RcPubError 400 naming the broken rule.
 */
export async function checkTarget(ctx: ServiceCtx, input: TargetInput): Promise<SubscriptionTarget> {
  const publicationId = input.publicationId ?? null;
  const siteId = input.siteId ?? null;
  switch (input.type) {
    case 'current':
    case 'onlineFirst':
      return { type: input.type, value: null, publicationId: await requireJournal(ctx, publicationId, siteId), siteId };
    case 'column': {
      const column = (input.value ?? '').trim();
      if (!column) throw badRequest('alertColumnRequired');
      if (chars(column) > MAX_COLUMN_LENGTH) throw badRequest('alertColumnTooLong', { max: MAX_COLUMN_LENGTH });
      const journal = await requireJournal(ctx, publicationId, siteId);
      if (!(await journalHasColumn(ctx.db, journal, column))) throw badRequest('alertColumnUnknown', { column });
      return { type: 'column', value: column, publicationId: journal, siteId };
    }
    case 'keywords': {
      const value = parseKeywords(input.value).join(';');
      if (publicationId !== null)
        return { type: 'keywords', value, publicationId: await requireJournal(ctx, publicationId, siteId), siteId };
      if (siteId === null) throw badRequest('alertScopeRequired');
      await requireSite(ctx, siteId);
      return { type: 'keywords', value, publicationId: null, siteId };
    }
  }
}
