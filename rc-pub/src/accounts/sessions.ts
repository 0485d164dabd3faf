/**
 * Starting sessions (the login result and token header of docs/product/members.md#sessions): the token is 32 random bytes in base64url,
 * handed to the member once and stored only as its SHA-256 (member-auth.ts hashToken); the session ends
 * RC_PUB_SESSION_MAX_DAYS after login or RC_PUB_SESSION_IDLE_HOURS after its last use (requireMember).
 */
import { randomBytes } from 'node:crypto';
import type { LoginResultWire, SessionMethod } from '../contract/account.js';
import { RcPubPaths } from '../contract/paths.js';
import type { Db, Tx } from '../db/client.js';
import type { ServiceCtx } from '../lib/context.js';
import { hashToken } from './member-auth.js';
import type { MemberRow } from '../repositories/members.js';
import { insertSession } from '../repositories/member-sessions.js';

/** The avatar's URL path (`/rc-pub/front/files/member?id=N`, the login result's headPicture), or null without one. */
export function headPictureUrl(fileId: number | null): string | null {
  return fileId === null ? null : `${RcPubPaths.memberFile}?id=${fileId}`;
}

/**
 * Where a handed-over session comes from (docs/product/members.md#logout): the session that issued the code, and that
 * session's own family (null when it was the first of its family).
 */
export interface SessionFamily {
  parentId: number;
  familyId: number | null;
}

/**
 * Starts a session of `member` at `now` (in `db`, or the caller's transaction) and answers the login result, with the
 * seconds until its absolute expiry (the gateway's cookie lasts no longer). A session started from a hand-over code
 * names its `family`, so that a logout anywhere in the family ends it.
 */
export async function startSession(
  ctx: ServiceCtx,
  member: Pick<MemberRow, 'id' | 'mobileNo' | 'headPictureFileId'>,
  method: SessionMethod,
  now: Date,
  db: Db | Tx = ctx.db,
  family?: SessionFamily,
): Promise<LoginResultWire> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    ...(family ? { parentSessionId: family.parentId, familyId: family.familyId ?? family.parentId } : {}),
    tokenHash: hashToken(token),
    memberId: member.id,
    expiresAt: new Date(now.getTime() + ctx.sessionPolicy.maxAgeMs),
    method,
    userAgent: ctx.userAgent,
    createdAt: now,
  });
  return {
    token,
    member: { mobileNo: member.mobileNo, headPicture: headPictureUrl(member.headPictureFileId) },
    expiresIn: Math.floor(ctx.sessionPolicy.maxAgeMs / 1000),
  };
}
