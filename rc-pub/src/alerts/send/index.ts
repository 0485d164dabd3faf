/**
 * The sender (docs/product/alerts.md#delivery-and-retries): turns due alert_deliveries into mail. Each run cancels what paused
 * subscriptions would have got, claims due deliveries with row locks (repositories/alert-deliveries.ts), and sends
 * one mail per subscription listing all its claimed articles (a digest). The Message-ID is derived from the
 * subscription and the sorted delivery ids, so a retry of the same deliveries carries the same Message-ID.
 *
 * Outcomes: sent (status sent, sent_at, message_id); a failed try (attempts + 1, retried after
 * retryBaseMs × 2^(attempts − 1), then failed after config.maxTries tries, last_error kept); a permanent rejection
 * (SMTP 5xx, e.g. an unknown recipient) fails at once, because the same server will answer the same again; a crash
 * after the claim leaves rows `sending` until their lease passes, then another run sends them.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import {
  cancelPausedDeliveries,
  claimDueDeliveries,
  type ClaimedDelivery,
  markDeliveriesFailedTry,
  markDeliveriesSent,
  releaseDeliveries,
} from '../../repositories/alert-deliveries.js';
import type { MailKit } from '../kit.js';
import { composeAlertMail } from '../mail/compose.js';
import type { MailArticle } from '../mail/types.js';
import { unsubscribeToken } from '../unsubscribe-token.js';
import { loadBatch, type LoadedSubscription } from './load.js';

/** Tuning of one run (defaults suit the server's timer). */
export interface SendOptions {
  /** How long a claim holds its rows before another sender may take them, ms (default 15 min). */
  leaseMs?: number;
  /** Deliveries claimed per batch (default 500); a run claims batches until none is due. */
  batchSize?: number;
  /**
   * Mails in flight at once (default twice the SMTP pool, config.smtpPoolSize: while one mail of a connection is
   * recorded, the next already waits for it).
   */
  concurrency?: number;
}

/** What one sender run did. */
export interface SendRun {
  /** Mails accepted by the server (or written as .eml files). */
  mails: number;
  /** Deliveries those mails carried. */
  sent: number;
  /** Deliveries whose mail failed and will be tried again. */
  retrying: number;
  /** Deliveries given up (maxTries reached or rejected for good). */
  failed: number;
  /** Deliveries of paused subscriptions, cancelled. */
  cancelled: number;
}

const DEFAULT_LEASE_MS = 15 * 60_000;

/** Message-ID of the mail carrying deliveries `ids` of subscription `subscriptionId` (stable across retries). */
export function alertMessageId(subscriptionId: number, ids: number[], fromAddress: string): string {
  const sorted = [...ids].sort((a, b) => a - b).join(',');
  const hash = createHash('sha256').update(sorted).digest('hex').slice(0, 24);
  const domain = fromAddress.split('@')[1] || 'localhost';
  return `<alert-${subscriptionId}-${hash}@${domain}>`;
}

/** True when an SMTP error is a permanent (5xx) rejection of the mail. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The mail of one subscription in a claimed batch: its deliveries and what the batch loaded for it. */
interface MailJob {
  deliveries: ClaimedDelivery[];
  loaded: LoadedSubscription | undefined;
  articles: MailArticle[];
}

/** One claimed batch as mails to send; `last` when no further claim can find anything for this run. */
interface Claim {
  jobs: MailJob[];
  last: boolean;
}

/**
 * Sends every due delivery once (see the module comment). `now` is the clock of the run (due, backoff and lease are
 * measured from it). Never throws for one mail's failure; database errors reject.
 *
 * The mails of all batches share `concurrency` workers, and the next batch is claimed and loaded while the current
 * one's mails are still going out (when fewer than `concurrency` wait), so the SMTP pool never idles between batches.
 */
export async function sendDueAlerts(db: Db, kit: MailKit, now: Date, opts: SendOptions = {}): Promise<SendRun> {
  const run: SendRun = { mails: 0, sent: 0, retrying: 0, failed: 0, cancelled: 0 };
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = opts.batchSize ?? 500;
  const concurrency = Math.max(1, opts.concurrency ?? 2 * kit.config.smtpPoolSize);
  run.cancelled = await cancelPausedDeliveries(db, now);
  const tried = new Set<number>();

  const claimNext = async (): Promise<Claim> => {
    const claimed = await claimDueDeliveries(db, now, leaseMs, batchSize);
    // a row tried in this run (retry delay 0) waits for the next run
    const again = claimed.filter((d) => tried.has(d.id));
    await releaseDeliveries(
      db,
      again.map((d) => d.id),
    );
    let fresh = claimed.filter((d) => !tried.has(d.id));
    if (!fresh.length) return { jobs: [], last: true };
    if (claimed.length === batchSize) {
      // the batch may have cut the last subscription's rows: give them back, the next claim starts with all of them
      const last = fresh[fresh.length - 1]?.subscriptionId;
      const head = fresh.filter((d) => d.subscriptionId !== last);
      if (head.length) {
        await releaseDeliveries(
          db,
          fresh.filter((d) => d.subscriptionId === last).map((d) => d.id),
        );
        fresh = head;
      }
    }
    for (const d of fresh) tried.add(d.id);
    return { jobs: await prepareJobs(db, fresh), last: claimed.length < batchSize || again.length > 0 };
  };

  const queue: MailJob[] = [];
  let done = false;
  let failure: unknown = null;
  let claiming: Promise<void> | null = null;
  /** Claims the next batch unless a claim is under way or the run is done; resolves when that claim is queued. */
  const refill = (): Promise<void> => {
    if (!claiming && !done) {
      claiming = claimNext()
        .then(
          (c) => {
            queue.push(...c.jobs);
            if (c.last) done = true;
          },
          (err: unknown) => {
            failure ??= err;
            done = true;
          },
        )
        .finally(() => {
          claiming = null;
        });
    }
    return claiming ?? Promise.resolve();
  };
  const worker = async (): Promise<void> => {
    for (;;) {
      if (queue.length < concurrency) void refill();
      let job = queue.shift();
      while (!job && (claiming || !done) && failure === null) {
        await refill();
        job = queue.shift();
      }
      if (!job || failure !== null) return;
      await sendJob(db, kit, now, job, run);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failure !== null) throw failure;
  return run;
}

/** Groups a claimed batch by subscription and loads what its mails need (one read per table for the batch). */
async function prepareJobs(db: Db, claimed: ClaimedDelivery[]): Promise<MailJob[]> {
  const groups = new Map<number, ClaimedDelivery[]>();
  for (const d of claimed) groups.set(d.subscriptionId, [...(groups.get(d.subscriptionId) ?? []), d]);
  const batch = await loadBatch(db, [...groups.keys()], [...new Set(claimed.map((d) => d.articleId))]);
  return [...groups].map(([subscriptionId, deliveries]) => ({
    deliveries,
    loaded: batch.subscriptions.get(subscriptionId),
    articles: deliveries.flatMap((d) => {
      const a = batch.articles.get(d.articleId);
      return a ? [a] : [];
    }),
  }));
}

/** Sends one subscription's mail and records the outcome on its deliveries (sent, a failed try, or failed). */
async function sendJob(db: Db, kit: MailKit, now: Date, job: MailJob, run: SendRun): Promise<void> {
  const { deliveries, loaded, articles } = job;
  const ids = deliveries.map((d) => d.id);
  const cfg = kit.config;
  const failTry = async (error: string, permanent: boolean) => {
    await markDeliveriesFailedTry(db, ids, {
      error,
      now,
      retryBaseMs: cfg.retryBaseMs,
      maxTries: cfg.maxTries,
      permanent,
    });
    const givenUp = permanent || deliveries.map((d) => d.attempts + 1 >= cfg.maxTries);
    if (givenUp === true) run.failed += ids.length;
    else
      for (const g of givenUp) {
        if (g) run.failed++;
        else run.retrying++;
      }
  };
  if (!loaded?.site || !articles.length) {
    await failTry(loaded ? 'no site or article to link to' : 'subscription not found', true);
    return;
  }
  const mail = buildMail(kit, loaded, loaded.site, articles, ids);
  try {
    const info = await kit.mailer.send(mail);
    await markDeliveriesSent(db, ids, mail.messageId ?? info.messageId, now);
    run.mails++;
    run.sent += ids.length;
  } catch (err) {
    await failTry(errorText(err), isPermanent(err));
  }
}

function buildMail(
  kit: MailKit,
  loaded: LoadedSubscription,
  site: NonNullable<LoadedSubscription['site']>,
  articles: MailArticle[],
  ids: number[],
) {
  const sub = loaded.subscription;
  return composeAlertMail({
    subscription: sub,
    site,
    journal: loaded.journal,
    articles,
    portalUrl: kit.config.portalUrl,
    fromAddress: kit.config.fromAddress,
    replyTo: kit.config.replyTo,
    unsubscribeToken: unsubscribeToken(kit.unsubscribeSecret, sub.id),
    messageId: alertMessageId(sub.id, ids, kit.config.fromAddress),
  });
}
