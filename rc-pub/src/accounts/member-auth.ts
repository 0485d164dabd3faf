/**
 * Who is calling: the member is identified by the token; a body status 401 is session expiry (docs/product/members.md#sessions).
 * Every member verb starts with `const me = await requireMember(ctx)` and acts only on `me.memberId`, so another
 * member's ids are simply not found (404), never readable.
 */
import { createHash } from 'node:crypto';
import { EnvelopeStatus } from '../contract/errors.js';
import { deleteSession, findSessionByTokenHash, touchSession } from '../repositories/member-sessions.js';
import type { ServiceCtx } from '../lib/context.js';
import { RcPubError } from '../lib/errors.js';

/** How long sessions live (RC_PUB_SESSION_IDLE_HOURS, RC_PUB_SESSION_MAX_DAYS), in milliseconds. */
export interface SessionPolicy {
  /** A session unused for longer ends (idle expiry). */
  idleMs: number;
  /** A session ends this long after login whatever its use (absolute expiry). */
  maxAgeMs: number;
}

/** The calling member: their id and the session the token names. */
export interface MemberAuth {
  memberId: number;
  sessionId: number;
}

/** Session use is written at most once a minute per session, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

/** SHA-256 (hex) of a session token: what member_sessions stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Envelope status 401 (UNAUTHENTICATED): no token ('Please log in first') or an ended one ('session expired'). */
export function unauthenticated(expired: boolean): RcPubError {
  return new RcPubError(EnvelopeStatus.UNAUTHENTICATED, expired ? 'sessionExpired' : 'loginRequired');
}

/**
 * The member whose live session the `token` header names.
 * @throws RcPubError status 401 when the header is absent, unknown, revoked, idle past `idleMs` or older than its
 *   absolute expiry; an ended session is deleted.
 */
export async function requireMember(ctx: ServiceCtx, now: Date = new Date()): Promise<MemberAuth> {
  if (!ctx.token) throw unauthenticated(false);
  const session = await findSessionByTokenHash(ctx.db, hashToken(ctx.token));
  if (!session) throw unauthenticated(true);
  const idleEnd = session.lastSeenAt.getTime() + ctx.sessionPolicy.idleMs;
  if (now.getTime() >= session.expiresAt.getTime() || now.getTime() >= idleEnd) {
    await deleteSession(ctx.db, session.id);
    throw unauthenticated(true);
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(ctx.db, session.id, now);
  return { memberId: session.memberId, sessionId: session.id };
}

/** The member when the token names a live session, else null (for calls that also serve visitors, e.g. isCollect). */
export async function optionalMember(ctx: ServiceCtx, now: Date = new Date()): Promise<MemberAuth | null> {
  if (!ctx.token) return null;
  try {
    return await requireMember(ctx, now);
  } catch (err) {
    if (err instanceof RcPubError && err.status === EnvelopeStatus.UNAUTHENTICATED) return null;
    throw err;
  }
}
