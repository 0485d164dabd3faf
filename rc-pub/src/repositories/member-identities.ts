/** Third-party identities of members (issue 11; SPEC §7 thirdBind): `member_identities_member_idx`. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberIdentities } from '../db/schema/index.js';

export type IdentityRow = typeof memberIdentities.$inferSelect;

/** The identities bound to `memberId`, oldest first. */
export async function listIdentities(db: Db, memberId: number): Promise<IdentityRow[]> {
  return db
    .select()
    .from(memberIdentities)
    .where(eq(memberIdentities.memberId, memberId))
    .orderBy(asc(memberIdentities.createdAt), asc(memberIdentities.id));
}
