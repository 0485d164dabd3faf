/** Small `data` schemas of the account routes that are not wire interfaces: booleans, counts, lists. */
import { Type } from '@fastify/type-provider-typebox';
import { MemberIdentitySchema, MemberSessionSchema } from '../../contract/wire-schemas/index.js';

export const IsRegisteredSchema = Type.Boolean({
  title: 'IsRegistered',
  description: 'true when a member has this mobile number',
});

export const DeletedSchema = Type.Boolean({
  title: 'Deleted',
  description: 'true: the member and every row they owned are gone',
});

export const SessionCountSchema = Type.Integer({
  title: 'SessionCount',
  minimum: 0,
  description: 'number of sessions the call ended',
});

export const MemberSessionListSchema = Type.Array(MemberSessionSchema, { description: "the member's sessions" });

export const MemberIdentityListSchema = Type.Array(MemberIdentitySchema, { description: 'bound identities' });

export const UnboundSchema = Type.Boolean({
  title: 'Unbound',
  description: 'true: the identity is no longer bound to the member',
});
