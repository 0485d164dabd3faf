/**
 * `pnpm rc-pub alerts send`: one round of the alert loop — match the import's pending events, then send
 * every due delivery — and a report of what it did. The server does the same on its timer; with PGlite the CLI can
 * only run while the server is stopped (the directory lock), with PostgreSQL at any time (row locks keep the two from
 * sending the same delivery).
 */
import Fastify from 'fastify';
import { buildMailKit } from '../alerts/kit.js';
import { runAlertsOnce } from '../alerts/run.js';
import type { MailConfig } from '../alerts/settings.js';
import type { DbHandle } from '../db/client.js';

/**
 * Runs one round on `handle` with the mail settings and the field-encryption key (the secrets of codes and
 * unsubscribe links derive from it) and prints it; returns the exit code (1 when matching or sending failed).
 */
export async function runAlertsSend(handle: DbHandle, mail: MailConfig, fieldKey: Buffer): Promise<number> {
  // a logger for the mailer only (its one line, where .eml files go, is printed below instead)
  const log = Fastify({ logger: { level: 'warn' } }).log;
  const kit = buildMailKit(mail, fieldKey, log);
  try {
    console.log(`alerts: mail goes to ${kit.mailer.describe}`);
    const r = await runAlertsOnce(handle.db, kit, new Date());
    if (r.match) console.log(`matched ${r.match.events} event(s) into ${r.match.deliveries} new deliveries`);
    else console.log(`matching failed: ${r.matchError ?? 'unknown error'}`);
    if (r.send) {
      const s = r.send;
      console.log(
        `sent ${s.mails} mail(s) carrying ${s.sent} deliveries; ${s.retrying} to retry, ${s.failed} failed, ` +
          `${s.cancelled} cancelled (paused subscriptions)`,
      );
    } else console.log(`sending failed: ${r.sendError ?? 'unknown error'}`);
    console.log(`done in ${(r.ms / 1000).toFixed(1)} s`);
    return r.matchError || r.sendError ? 1 : 0;
  } finally {
    kit.mailer.close();
  }
}
