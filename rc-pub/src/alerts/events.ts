/**
 * The import's transactional outbox ("Matching is written in the same transaction as the
 * import, so a crash never loses an alert and never sends one for a rolled-back import").
 *
 * The import calls {@link recordPublishedArticles} inside the transaction that writes the articles of a file. The
 * outbox rows (alert_events) therefore commit with the articles or not at all: a file that fails half-way rolls its
 * rows back with it, and a committed file has its rows even if the process dies right after the commit. The matcher
 * (alerts/match) turns them into deliveries later, from any rc-pub instance.
 */
import type { Tx } from '../db/client.js';
import { type AlertEventDraft, insertAlertEvents, onlineFirstOfIssues } from '../repositories/alert-events.js';

/** An article an import has just written (created, or updated in place). */
export interface WrittenArticle {
  articleId: number;
  publicationId: number;
  /** Its issue after the import (a regular issue or an online-first collection); null = none. */
  issueId: number | null;
  /** True when the import created the article. */
  created: boolean;
  /** Existing articles: the issue it was in before this import (null = none, or a new article). */
  previousIssueId: number | null;
}

/**
 * Writes the outbox rows of the articles a file's transaction wrote, and returns how many:
 * - a new article in an online-first collection → `onlineFirst`;
 * - a new article in a regular issue → `issue`;
 * - an existing article moved from an online-first collection into a regular issue → `issue` (it is published in an
 *   issue now; the unique delivery key keeps it from being mailed twice to a subscription that had it already);
 * - anything else (a re-import in place, a move between regular issues, an article without issue) → nothing.
 * @param tx the import's per-file transaction (never a separate one: that is the outbox guarantee)
 */
export async function recordPublishedArticles(tx: Tx, written: WrittenArticle[]): Promise<number> {
  const candidates = written.filter(
    (w) => w.issueId !== null && (w.created || (w.previousIssueId !== null && w.previousIssueId !== w.issueId)),
  );
  if (!candidates.length) return 0;
  const onlineFirst = await onlineFirstOfIssues(
    tx,
    candidates.flatMap((w) => [w.issueId, w.previousIssueId]).filter((id): id is number => id !== null),
  );
  const rows: AlertEventDraft[] = [];
  for (const w of candidates) {
    if (w.issueId === null) continue;
    const nowOnlineFirst = onlineFirst.get(w.issueId);
    if (nowOnlineFirst === undefined) continue;
    const base = { articleId: w.articleId, publicationId: w.publicationId, issueId: w.issueId };
    if (w.created) rows.push({ ...base, kind: nowOnlineFirst ? 'onlineFirst' : 'issue' });
    else if (!nowOnlineFirst && w.previousIssueId !== null && onlineFirst.get(w.previousIssueId) === true)
      rows.push({ ...base, kind: 'issue' });
  }
  return insertAlertEvents(tx, rows);
}
