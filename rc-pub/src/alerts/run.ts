/**
 * The alert loop (docs/product/alerts.md#delivery-and-retries): one run = the matcher (alert_events → alert_deliveries, alerts/match) then
 * the sender (due deliveries → mail, alerts/send). The server runs it every RC_PUB_ALERTS_INTERVAL_SECONDS from the
 * moment the app is ready until it closes, never two runs at once in one process (a tick that finds a run in flight
 * is skipped); errors are logged (a lasting one once, until it changes or clears) and never stop the server.
 * `pnpm rc-pub alerts send` runs it once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { MailKit } from './kit.js';
import { matchPendingEvents, type MatchRun } from './match/index.js';
import { type SendOptions, type SendRun, sendDueAlerts } from './send/index.js';

/** What one run did; `matchError` / `sendError` say why a step failed (the other step still ran). */
export interface AlertRun {
  match: MatchRun | null;
  send: SendRun | null;
  matchError: string | null;
  sendError: string | null;
  ms: number;
}

/** The logger calls the loop uses (Fastify's logger fits). */
export type AlertLog = Pick<FastifyBaseLogger, 'info' | 'error' | 'debug'>;

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * One run at `now`: matches pending events, then sends due deliveries. A failing matcher does not stop the sender
 * (deliveries matched earlier still go out); both errors are returned, never thrown.
 */
export async function runAlertsOnce(db: Db, kit: MailKit, now: Date, opts: SendOptions = {}): Promise<AlertRun> {
  const started = performance.now();
  const out: AlertRun = { match: null, send: null, matchError: null, sendError: null, ms: 0 };
  try {
    out.match = await matchPendingEvents(db, kit.config, now);
  } catch (err) {
    out.matchError = message(err);
  }
  try {
    out.send = await sendDueAlerts(db, kit, now, opts);
  } catch (err) {
    out.sendError = message(err);
  }
  out.ms = performance.now() - started;
  return out;
}

/** The server's timer around {@link runAlertsOnce}. */
export interface AlertLoop {
  /** Starts the timer (no-op when intervalMs is 0 or it runs already). */
  start(): void;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
  /** Runs once now unless a run is in flight (then waits for that one and returns null). */
  runNow(): Promise<AlertRun | null>;
}

/** A loop running every `kit.config.intervalMs` (0 = only runNow), logging what each run did. */
export function createAlertLoop(db: Db, kit: MailKit, log: AlertLog): AlertLoop {
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<AlertRun> | null = null;
  // the last error of each step: a lasting fault (database or matcher down) is logged once, not every interval
  const lastError = { matching: null as string | null, sending: null as string | null };
  const report = (step: 'matching' | 'sending', error: string | null) => {
    if (error && error !== lastError[step]) log.error({ err: error }, `alerts: ${step} failed: ${error}`);
    else if (!error && lastError[step]) log.info(`alerts: ${step} works again`);
    lastError[step] = error;
  };

  const runNow = async (): Promise<AlertRun | null> => {
    if (inFlight) {
      await inFlight;
      return null;
    }
    inFlight = runAlertsOnce(db, kit, new Date());
    try {
      const r = await inFlight;
      report('matching', r.matchError);
      report('sending', r.sendError);
      const did = (r.match?.deliveries ?? 0) + (r.send?.mails ?? 0) + (r.send?.retrying ?? 0) + (r.send?.failed ?? 0);
      if (did) log.info({ match: r.match, send: r.send, ms: Math.round(r.ms) }, 'alerts: run');
      return r;
    } finally {
      inFlight = null;
    }
  };

  return {
    start() {
      if (timer || kit.config.intervalMs <= 0) return;
      timer = setInterval(() => {
        if (!inFlight) void runNow().catch((err: unknown) => log.error({ err }, 'alerts: run failed'));
      }, kit.config.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (inFlight) await inFlight.catch(() => undefined);
    },
    runNow,
  };
}
