/**
 * The matcher (issue 10 'Delivering'): turns the import's outbox rows (alert_events not matched yet) into
 * alert_deliveries, one per (subscription, article), in one transaction per batch of events.
 * Owned by the matcher work; this signature is what the sender's loop (alerts/run.ts) calls.
 */
import type { Db } from '../../db/client.js';
import type { MailConfig } from '../settings.js';

/** What one matcher run did. */
export interface MatchRun {
  /** Events turned into deliveries (and marked matched). */
  events: number;
  /** Deliveries written (existing (subscription, article) pairs are not written again). */
  deliveries: number;
}

/**
 * Matches every pending event against the active subscriptions and writes the deliveries, due at once (immediate) or
 * at the subscription's next digest time (`config.digestHour` in `config.timeZone`) after `now`.
 */
export async function matchPendingEvents(_db: Db, _config: MailConfig, _now: Date): Promise<MatchRun> {
  throw new Error('matchPendingEvents: not implemented yet (issue 10 matcher)');
}
