/**
 * Members and sessions made directly in a test database: the member tests need logged-in members before
 * the account routes exist, and tests of expiry need sessions in the past. The token is random, stored hashed like
 * real logins (rc-pub/src/accounts/member-auth.ts hashToken); send it as the `token` header.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../rc-pub/src/db/client.js';
import { members } from '../../rc-pub/src/db/schema/index.js';
import { hashToken } from '../../rc-pub/src/accounts/member-auth.js';
import { insertSession } from '../../rc-pub/src/repositories/member-sessions.js';

/** A test member: its id and a session token. */
export interface TestMember {
  memberId: number;
  token: string;
}

let counter = 0;

/**
 * Inserts a member with a unique mainland mobile number and a session of it. `expiresInMs` (default one day) may be
 * negative for an already expired session.
 */
export async function createMemberSession(db: Db, opts: { expiresInMs?: number } = {}): Promise<TestMember> {
  const mobileNo = `139${String(process.pid % 10_000).padStart(4, '0')}${String(counter++).padStart(4, '0')}`;
  const [member] = await db
    .insert(members)
    .values({ mobileNo, name: `Member ${mobileNo}` })
    .returning();
  if (!member) throw new Error('createMemberSession: no member row');
  const session = await newSession(db, member.id, opts.expiresInMs);
  return { memberId: member.id, token: session };
}

/** A new session token of member `memberId`, ending in `expiresInMs` (default one day; negative: already ended). */
export async function newSession(db: Db, memberId: number, expiresInMs = 86_400_000): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    tokenHash: hashToken(token),
    memberId,
    expiresAt: new Date(Date.now() + expiresInMs),
    method: 'password',
    userAgent: 'member tests',
  });
  return token;
}
