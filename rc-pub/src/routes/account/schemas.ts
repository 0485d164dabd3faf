/** Small `data` schemas of the account routes (issue 11) that are not wire interfaces: booleans, counts, lists. */
import { Type } from '@fastify/type-provider-typebox';
import { MemberIdentitySchema, MemberSessionSchema } from '../../contract/wire-schemas/index.js';

export const IsRegisteredSchema = Type.Boolean({
  title: 'IsRegistered',
  description: 'true when a member has this mobile number',
});

export const NullDataSchema = Type.Null({ title: 'Null', description: 'always null: the message says what happened' });

export const SessionCountSchema = Type.Integer({ title: 'SessionCount', description: 'number of sessions ended' });

export const MemberSessionListSchema = Type.Array(MemberSessionSchema, { description: "the member's sessions" });

export const MemberIdentityListSchema = Type.Array(MemberIdentitySchema, { description: 'bound identities' });
