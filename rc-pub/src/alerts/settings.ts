/**
 * Email alert settings, read from the environment by rc-pub/src/config.ts (variables documented there):
 * how mail leaves (SMTP_URL, else .eml files in MAIL_DROP_DIR), who it is from, retries, the sender's cadence, digest
 * times, the portal address that links point to, and the limits of mailed codes.
 */

/** Mail delivery and alert settings (RcPubConfig.mail). */
export interface MailConfig {
  /** smtp:// or smtps:// URL of the SMTP server (SMTP_URL); null = write each mail as an .eml file to `dropDir`. */
  smtpUrl: string | null;
  /**
   * SMTP connections the mailer keeps open and sends over at once (RC_PUB_SMTP_POOL_SIZE); the sender keeps twice as
   * many mails in flight, so every connection always has the next mail waiting.
   */
  smtpPoolSize: number;
  /** Absolute directory of the .eml files when no SMTP server is set (MAIL_DROP_DIR). */
  dropDir: string;
  /** From address (MAIL_FROM, an address only); the display name is the site's name. */
  fromAddress: string;
  /** Reply-To address (MAIL_REPLY_TO), or null for none. */
  replyTo: string | null;
  /** Tries of one mail before its deliveries are recorded as failed (RC_PUB_MAIL_MAX_TRIES). */
  maxTries: number;
  /** First retry delay in ms; each further try waits twice as long (RC_PUB_MAIL_RETRY_SECONDS). */
  retryBaseMs: number;
  /** How often the matcher and sender run in the server, in ms; 0 = never on a timer (RC_PUB_ALERTS_INTERVAL_SECONDS). */
  intervalMs: number;
  /** Local hour (0-23) of daily and weekly digests (RC_PUB_DIGEST_HOUR); weekly digests go on Mondays. */
  digestHour: number;
  /** IANA time zone of the digest hour (RC_PUB_DIGEST_TZ). */
  timeZone: string;
  /**
   * Address of a site's pages for links in mail (RC_PUB_PORTAL_URL): an http(s) origin in which `{sld}` is replaced by
   * the site's subdomain, e.g. `https://{sld}.journals.example.org`.
   */
  portalUrl: string;
  /** How long a mailed code is valid, in ms (RC_PUB_EMAIL_CODE_MINUTES). */
  codeTtlMs: number;
  /** Codes one client IP may have mailed per hour (RC_PUB_EMAIL_IP_MAX_PER_HOUR), besides 1/min and 10/day per address. */
  codeIpMaxPerHour: number;
}
