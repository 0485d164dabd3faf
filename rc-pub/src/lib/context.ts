/** The per-request context handed to every service verb: `verb({ ctx, input })`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Lang } from '../contract/wire.js';

/**
 * Service context: database, request language (SPEC §7 `language` header), member token (`token` header), the
 * portal's origin when the gateway names it (`x-portal-origin`, for absolute article URLs in citations), logger.
 */
export interface ServiceCtx {
  db: Db;
  lang: Lang;
  /** Value of the `token` header, null when absent (members come in a later issue; see member_sessions). */
  token: string | null;
  /** Bare http(s) origin of the portal page the call serves (citation/portal-url.ts); null when absent or invalid. */
  portalOrigin: string | null;
  log: FastifyBaseLogger;
}

/** A service verb: one action of the content service. */
export type Verb<I, O> = (args: { ctx: ServiceCtx; input: I }) => Promise<O>;
