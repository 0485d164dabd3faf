/** The per-request context handed to every service verb: `verb({ ctx, input })`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Lang } from '../contract/wire.js';
import type { AccountKit } from '../accounts/kit.js';
import type { MailKit } from '../alerts/kit.js';
import type { SessionPolicy } from '../accounts/member-auth.js';
import type { UsageRecorder } from '../usage/recorder.js';
import type { SiteVisitRecorder } from '../usage/site-visits.js';

/**
 * Service context: database, request language (docs/product/calls-and-errors.md, `language` header), member token (`token` header), the
 * portal's origin when the gateway names it (`x-portal-origin`, for absolute article URLs in citations), logger.
 */
export interface ServiceCtx {
  db: Db;
  lang: Lang;
  /** Value of the `token` header, null when absent; resolve it with accounts/member-auth.ts requireMember. */
  token: string | null;
  /** How long member sessions live (config: RC_PUB_SESSION_IDLE_HOURS, RC_PUB_SESSION_MAX_DAYS). */
  sessionPolicy: SessionPolicy;
  /** Bare http(s) origin of the portal page the call serves (citation/portal-url.ts); null when absent or invalid. */
  portalOrigin: string | null;
  /** Key of encrypted request fields (docs/product/calls-and-errors.md, password*; lib/field-crypto.ts), resolved once when the app is built. */
  fieldKey: Buffer;
  /** Account settings, derived secrets and the SMS sender (accounts/kit.ts). */
  accounts: AccountKit;
  /** Mail settings, the mailer and the alert secrets (alerts/kit.ts). */
  mail: MailKit;
  /** Book cloud page of the docs/product/calls-and-errors.md, book jump (RC_PUB_BOOK_CLOUD_URL); null = BOOK_CLOUD_CHECK 'false'. */
  bookCloudUrl: string | null;
  /** The batched COUNTER R5 recorder of article views and downloads (usage/recorder.ts). */
  usage: UsageRecorder;
  /** The batched site visit counter of the footer counters (usage/site-visits.ts). */
  siteVisits: SiteVisitRecorder;
  /** Value of the `captcha` header (a solved ALTCHA payload, base64), null when absent (docs/product/calls-and-errors.md). */
  captcha: string | null;
  /** The client's IP: `x-client-ip` from a trusted peer (the gateway, RC_PUB_CLIENT_IP_FROM), else the peer's. */
  clientIp: string;
  /** The `user-agent` header (shown in the member's session list), null when absent. */
  userAgent: string | null;
  log: FastifyBaseLogger;
}

/** A service verb: one action of the content service. */
export type Verb<I, O> = (args: { ctx: ServiceCtx; input: I }) => Promise<O>;
