/**
 * TypeBox schema of the hand-over code (rc-pub/src/contract/handover.ts; docs/product/members.md#token-hand-over). The
 * wire type is its static type, exported beside it.
 */
import { type Static, Type } from 'typebox';

/** HandoverCodeWire: a one-time code for `?token=<code>` on a link to another of the deployment's sites. */
export const HandoverCodeSchema = Type.Object(
  {
    code: Type.String({
      description: 'one-time hand-over code (43 characters, base64url): put it on the link as ?token=<code>',
    }),
    expiresIn: Type.Integer({ description: 'seconds the code stays valid (it is also spent by its first use)' }),
  },
  { title: 'HandoverCodeWire', description: 'A one-time hand-over code and how long it lives' },
);

/** POST /rc-pub/front/frontMembers/handover (token) → a one-time hand-over code. */
export type HandoverCodeWire = Static<typeof HandoverCodeSchema>;
