/**
 * The matcher (docs/product/alerts.md#matching): turns the import's outbox rows (alert_events not matched yet) into
 * alert_deliveries, one per (subscription, article), in one transaction per batch of events.
 *
 * A batch is claimed with `SELECT … FOR UPDATE SKIP LOCKED` (on PGlite and PostgreSQL alike), so two rc-pub instances
 * never match the same event: the second skips the rows the first holds, and after the first commits they are
 * matched. Deliveries are inserted with `ON CONFLICT (subscription_id, article_id) DO NOTHING`, the idempotency key
 * that keeps an article from being mailed twice to a subscription (an online-first article moved into an issue, two
 * matchers meeting on one article). Deliveries and matched_at commit together: a crash before the commit leaves the
 * batch's events pending for the next run, a crash after it loses nothing.
 *
 * Per batch the matcher reads the active subscriptions once, and tests each distinct keyword once on the batch's
 * article search docs (rc-pub/src/alerts/match/keywords.ts: the search box's own query compiler), up to 100 keywords
 * per statement (repositories/alert-matching.ts articlesMatchingEach).
 * Called by the sender's loop (alerts/run.ts) and the tests.
 */
import { SUBSCRIPTION_FREQUENCIES, type SubscriptionFrequency } from '../../contract/alerts.js';
import type { Db, Tx } from '../../db/client.js';
import {
  claimUnmatchedEvents,
  type DeliveryDraft,
  insertDeliveries,
  markEventsMatched,
} from '../../repositories/alert-events.js';
import {
  activeSubscriptionsFor,
  articleColumns,
  articlesMatchingEach,
  journalsOfSites,
  type MatchSubscriptionRow,
} from '../../repositories/alert-matching.js';
import type { SearchPredicate } from '../../repositories/search/compile.js';
import { type DigestClock, dueAt } from '../schedule.js';
import type { MailConfig } from '../settings.js';
import { compileKeyword, splitKeywords } from './keywords.js';
import { type BatchFacts, inScope, matchPairs, scopeOf } from './pairs.js';

/** What one matcher run did. */
export interface MatchRun {
  /** Events turned into deliveries (and marked matched). */
  events: number;
  /** Deliveries written (existing (subscription, article) pairs are not written again). */
  deliveries: number;
}

/** Events claimed per transaction. */
export const MATCH_BATCH_SIZE = 500;

function frequencyOf(f: string): SubscriptionFrequency {
  return (SUBSCRIPTION_FREQUENCIES as readonly string[]).includes(f) ? (f as SubscriptionFrequency) : 'immediate';
}

/** Reads what {@link matchPairs} needs for the claimed events. */
async function readFacts(tx: Tx, events: BatchFacts['events']): Promise<BatchFacts> {
  const articleIds = [...new Set(events.map((e) => e.articleId))];
  const subscriptions = await activeSubscriptionsFor(tx, [...new Set(events.map((e) => e.publicationId))]);
  const siteIds = subscriptions.flatMap((s) => (s.publicationId === null && s.siteId !== null ? [s.siteId] : []));
  const siteJournals = await journalsOfSites(tx, siteIds);
  const columns = new Map<number, Awaited<ReturnType<typeof articleColumns>>[number]>();
  if (subscriptions.some((s) => s.type === 'column'))
    for (const row of await articleColumns(tx, articleIds)) columns.set(row.id, row);
  // each distinct keyword is searched once over the batch's articles, whatever the number of subscriptions holding it;
  // only keywords of subscriptions whose scope holds one of the batch's journals
  const journals = [...new Set(events.map((e) => e.publicationId))];
  const inBatch = (s: MatchSubscriptionRow) => {
    const scope = scopeOf(s, siteJournals);
    return journals.some((p) => inScope(scope, p));
  };
  const keywords: string[] = [];
  const predicates: SearchPredicate[] = [];
  const wanted = subscriptions.flatMap((s) => (s.type === 'keywords' && inBatch(s) ? splitKeywords(s.value) : []));
  for (const k of new Set(wanted)) {
    const where = compileKeyword(k);
    if (!where) continue;
    keywords.push(k);
    predicates.push(where);
  }
  const found = await articlesMatchingEach(tx, articleIds, predicates);
  const keywordHits = new Map<string, Set<number>>();
  keywords.forEach((k, i) => {
    const hits = found[i];
    if (hits?.size) keywordHits.set(k, hits);
  });
  return { events, subscriptions, siteJournals, columns, keywordHits };
}

/**
 * Claims, matches and marks one batch of at most `limit` events in the caller's transaction (the claim's row locks
 * last until it commits). {@link matchPendingEvents} runs it in a loop; tests call it to hold a claim open.
 */
export async function matchEventBatch(tx: Tx, clock: DigestClock, now: Date, limit: number): Promise<MatchRun> {
  const events = await claimUnmatchedEvents(tx, limit);
  if (!events.length) return { events: 0, deliveries: 0 };
  const pairs = matchPairs(await readFacts(tx, events));
  const due = new Map<SubscriptionFrequency, Date>();
  const rows: DeliveryDraft[] = pairs.map((p) => {
    const f = frequencyOf(p.frequency);
    let at = due.get(f);
    if (!at) {
      at = dueAt(f, now, clock);
      due.set(f, at);
    }
    return { subscriptionId: p.subscriptionId, articleId: p.articleId, eventId: p.eventId, dueAt: at };
  });
  const deliveries = await insertDeliveries(tx, rows);
  await markEventsMatched(
    tx,
    events.map((e) => e.id),
    now,
  );
  return { events: events.length, deliveries };
}

/**
 * Matches every pending event against the active subscriptions and writes the deliveries, due at once (immediate) or
 * at the subscription's next digest time (`config.digestHour` in `config.timeZone`) after `now`.
 * Batches of {@link MATCH_BATCH_SIZE} events, one transaction each, until no unclaimed event is left (events another
 * matcher holds are left to it).
 * @throws database errors (the failing batch is rolled back: its events stay pending for the next run)
 */
export async function matchPendingEvents(db: Db, config: MailConfig, now: Date): Promise<MatchRun> {
  const total: MatchRun = { events: 0, deliveries: 0 };
  for (;;) {
    const run = await db.transaction((tx) => matchEventBatch(tx, config, now, MATCH_BATCH_SIZE));
    total.events += run.events;
    total.deliveries += run.deliveries;
    if (run.events < MATCH_BATCH_SIZE) return total;
  }
}
