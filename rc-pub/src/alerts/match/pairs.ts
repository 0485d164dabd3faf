/**
 * Which subscriptions a batch of outbox events matches (docs/product/alerts.md#matching), as a pure function of
 * what the matcher read for the batch:
 * - current: an `issue` event (a new article in an issue, or an online-first article moved into one) of the journal;
 * - onlineFirst: an `onlineFirst` event of the journal;
 * - column: either kind, when the article's column (zh or en) equals the subscription's value, trimmed and compared
 *   case-insensitively;
 * - keywords: either kind, when a search for any of its keywords finds the article (keywordHits) within its scope.
 * Scope: the subscription's journal, or, without one, every journal of its site (as search scopes the site; an
 * aggregate site holds every journal). A subscription with neither matches nothing.
 * One match per (subscription, article): the first event of the batch names it (an online-first article moved into
 * an issue in the same batch is not listed twice; across batches the unique delivery key does the same).
 */
import type { AlertEventRow } from '../../repositories/alert-events.js';
import type { ArticleColumnRow, MatchSubscriptionRow } from '../../repositories/alert-matching.js';
import { splitKeywords } from './keywords.js';

/** What the matcher read for one batch of events. */
export interface BatchFacts {
  /** Claimed events, oldest first. */
  events: AlertEventRow[];
  /** Active subscriptions that may match (bound to one of the events' journals, or spanning a site). */
  subscriptions: MatchSubscriptionRow[];
  /** Journals of the sites that scope subscriptions without a journal (null = every journal). */
  siteJournals: Map<number, number[] | null>;
  /** Journal and column of each event's article, by article id. */
  columns: Map<number, ArticleColumnRow>;
  /** For each keyword, the batch's articles a search for it finds. */
  keywordHits: Map<string, Set<number>>;
}

/** One (subscription, article) found, with the event that published the article. */
export interface MatchPair {
  subscriptionId: number;
  articleId: number;
  eventId: number;
  frequency: string;
}

/** A column name as compared: trimmed, lower-cased (Latin case does not matter; CJK is unchanged). */
export function normalizeColumn(s: string | null | undefined): string {
  return (s ?? '').trim().toLowerCase();
}

/** The journals a subscription watches: a set, 'all' (an aggregate site), or 'none'. */
export type Scope = Set<number> | 'all' | 'none';

/** The journals `sub` watches: its journal, else its site's journals (see the module comment). */
export function scopeOf(sub: MatchSubscriptionRow, siteJournals: Map<number, number[] | null>): Scope {
  if (sub.publicationId !== null) return new Set([sub.publicationId]);
  if (sub.siteId === null) return 'none';
  const journals = siteJournals.get(sub.siteId);
  if (journals === undefined) return 'none';
  return journals === null ? 'all' : new Set(journals);
}

/** Whether `scope` holds journal `publicationId`. */
export function inScope(scope: Scope, publicationId: number): boolean {
  return scope === 'all' || (scope !== 'none' && scope.has(publicationId));
}

/** Whether a current, onlineFirst or column subscription matches the event. */
function typeMatches(sub: MatchSubscriptionRow, ev: AlertEventRow, columns: Map<number, ArticleColumnRow>): boolean {
  if (sub.type === 'current') return ev.kind === 'issue';
  if (sub.type === 'onlineFirst') return ev.kind === 'onlineFirst';
  if (sub.type !== 'column') return false;
  const want = normalizeColumn(sub.value);
  const a = columns.get(ev.articleId);
  return (
    want !== '' && a !== undefined && (normalizeColumn(a.columnZh) === want || normalizeColumn(a.columnEn) === want)
  );
}

/** Every (subscription, article) the batch matches (see the module comment), in event order. */
export function matchPairs(f: BatchFacts): MatchPair[] {
  const out = new Map<string, MatchPair>();
  const add = (sub: MatchSubscriptionRow, ev: AlertEventRow) => {
    const key = `${sub.id}:${ev.articleId}`;
    if (!out.has(key))
      out.set(key, { subscriptionId: sub.id, articleId: ev.articleId, eventId: ev.id, frequency: sub.frequency });
  };
  const scopes = new Map(f.subscriptions.map((s) => [s.id, scopeOf(s, f.siteJournals)]));
  const scope = (s: MatchSubscriptionRow): Scope => scopes.get(s.id) ?? 'none';

  // current, onlineFirst, column: subscriptions by journal (plus those of aggregate sites), then per event
  const byJournal = new Map<number, MatchSubscriptionRow[]>();
  const everyJournal: MatchSubscriptionRow[] = [];
  for (const s of f.subscriptions) {
    if (s.type !== 'current' && s.type !== 'onlineFirst' && s.type !== 'column') continue;
    const sc = scope(s);
    if (sc === 'all') everyJournal.push(s);
    else if (sc !== 'none')
      for (const pub of sc) {
        const list = byJournal.get(pub) ?? [];
        list.push(s);
        byJournal.set(pub, list);
      }
  }
  const eventsOfArticle = new Map<number, AlertEventRow[]>();
  for (const ev of f.events) {
    for (const s of [...(byJournal.get(ev.publicationId) ?? []), ...everyJournal])
      if (typeMatches(s, ev, f.columns)) add(s, ev);
    const list = eventsOfArticle.get(ev.articleId) ?? [];
    list.push(ev);
    eventsOfArticle.set(ev.articleId, list);
  }

  // keywords: from each keyword's hits to the subscriptions holding that keyword
  for (const s of f.subscriptions) {
    if (s.type !== 'keywords') continue;
    const sc = scope(s);
    if (sc === 'none') continue;
    for (const k of splitKeywords(s.value)) {
      for (const articleId of f.keywordHits.get(k) ?? []) {
        for (const ev of eventsOfArticle.get(articleId) ?? []) if (inScope(sc, ev.publicationId)) add(s, ev);
      }
    }
  }
  return [...out.values()].sort((a, b) => a.eventId - b.eventId || a.subscriptionId - b.subscriptionId);
}
