/**
 * TypeBox schemas of the account wire shapes (rc-pub/src/contract/account.ts; the login result of
 * docs/product/members.md#sessions, the account calls of docs/product/calls-and-errors.md#accounts). The wire types are their static types (`Static<typeof …Schema>`), exported beside them.
 */
import { type Static, Type } from 'typebox';
import { SESSION_METHODS } from '../enums.js';
import { NullableString, StringEnum } from './common.js';

const headPicture = () =>
  NullableString('avatar URL path /rc-pub/front/files/member?id=N (readable with the token); null when none');

/** CaptchaChallengeWire: an ALTCHA v2 challenge (altcha-lib), valid 2 minutes and once. */
export const CaptchaChallengeSchema = Type.Object(
  {
    parameters: Type.Object(
      {
        algorithm: Type.String({ description: 'key derivation algorithm of the proof of work, e.g. SHA-256' }),
        nonce: Type.String({ description: 'random nonce (hex)' }),
        salt: Type.String({ description: 'random salt (hex)' }),
        cost: Type.Integer({ description: 'iterations of the key derivation per try' }),
        keyLength: Type.Integer({ description: 'bytes of the derived key' }),
        keyPrefix: Type.String({ description: 'hex prefix the derived key must start with' }),
        expiresAt: Type.Integer({ description: 'Unix time (seconds) after which the challenge is refused' }),
      },
      { description: 'challenge parameters, signed as they are' },
    ),
    signature: Type.String({ description: 'HMAC-SHA-256 (hex) of the parameters by the server' }),
  },
  {
    title: 'CaptchaChallengeWire',
    description: 'ALTCHA challenge: solve it, then send base64(JSON { challenge, solution }) as the captcha header',
  },
);

/** POST /rc-pub/api/captcha → an ALTCHA challenge; the solved payload goes in the `captcha` header once. */
export type CaptchaChallengeWire = Static<typeof CaptchaChallengeSchema>;

/** SmsSentWire: the same answer whether or not the number is registered. */
export const SmsSentSchema = Type.Object(
  {
    resendAfter: Type.Integer({ description: 'seconds before another code may be requested for this number' }),
    validFor: Type.Integer({ description: 'seconds the code stays valid' }),
  },
  { title: 'SmsSentWire', description: 'A code was sent if the request could be served (same answer for all)' },
);

/** sendReceiverMessage answer: the same for every number (nothing tells whether it is registered). */
export type SmsSentWire = Static<typeof SmsSentSchema>;

/** LoginMemberWire: the member of a login result (docs/product/members.md#sessions), also the answer of changeMobile. */
export const LoginMemberSchema = Type.Object(
  {
    mobileNo: Type.String({ description: "the member's mobile number" }),
    headPicture: headPicture(),
  },
  {
    title: 'LoginMemberWire',
    description: 'The member: mobile number (the user name, docs/product/members.md) and avatar',
  },
);

/** The member part of a login result (docs/product/members.md#sessions). */
export type LoginMemberWire = Static<typeof LoginMemberSchema>;

/** LoginResultWire (the login result, docs/product/members.md#sessions). */
export const LoginResultSchema = Type.Object(
  {
    token: Type.String({ description: 'session token: send it as the token header (43 characters, base64url)' }),
    member: LoginMemberSchema,
    expiresIn: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'seconds until the session ends whatever its use (RC_PUB_SESSION_MAX_DAYS): the longest a client keeps the token',
      }),
    ),
  },
  { title: 'LoginResultWire', description: 'Login result (docs/product/members.md): token and member' },
);

/** Login result (docs/product/members.md#sessions): the opaque session token (the `token` header of later calls) and the member. */
export type LoginResultWire = Static<typeof LoginResultSchema>;

/** MemberInfoWire (personal info, docs/product/calls-and-errors.md#accounts). */
export const MemberInfoSchema = Type.Object(
  {
    mobileNo: Type.String({ description: "the member's mobile number" }),
    name: NullableString('name (docs/product/members.md: required when saved); null until given'),
    email: NullableString('email address; null until given'),
    institution: NullableString('institution; null until given'),
    headPicture: headPicture(),
    emailVerified: Type.Boolean({
      description: 'true when email was proved by a mailed code (verifyEmail); false again when it changes',
    }),
  },
  { title: 'MemberInfoWire', description: "The member's profile" },
);

/** GET /rc-pub/front/frontMembers/info (personal info, docs/product/calls-and-errors.md#accounts). */
export type MemberInfoWire = Static<typeof MemberInfoSchema>;

/** MemberSessionWire: one session of the member. */
export const MemberSessionSchema = Type.Object(
  {
    id: Type.Integer({ description: 'session id' }),
    method: StringEnum(SESSION_METHODS, 'how the session began: password, sms, register, oidc or handover'),
    userAgent: NullableString('User-Agent of the login request; null when none was sent'),
    createdAt: Type.String({ description: 'login time, ISO 8601' }),
    lastSeenAt: Type.String({ description: 'last use (to the minute), ISO 8601' }),
    current: Type.Boolean({ description: 'true for the session making this call' }),
  },
  { title: 'MemberSessionWire', description: 'A login session of the member' },
);

/** One of the member's sessions (account page). Times are ISO 8601. */
export type MemberSessionWire = Static<typeof MemberSessionSchema>;

/** MemberIdentityWire: a bound OpenID Connect identity. */
export const MemberIdentitySchema = Type.Object(
  {
    id: Type.Integer({ description: 'identity id' }),
    issuer: Type.String({ description: 'OpenID Connect issuer URL' }),
    subject: Type.String({ description: "the member's subject at that issuer (e.g. an ORCID iD)" }),
    displayName: NullableString('name the provider gave; null when none'),
    createdAt: Type.String({ description: 'when it was bound, ISO 8601' }),
  },
  { title: 'MemberIdentityWire', description: 'A third-party identity bound to the member' },
);

/** A bound third-party identity (OpenID Connect issuer and subject). */
export type MemberIdentityWire = Static<typeof MemberIdentitySchema>;

/** ThirdLoginUrlWire: the authorisation URL of the configured OpenID Connect provider. */
export const ThirdLoginUrlSchema = Type.Object(
  {
    url: Type.String({ description: "the provider's authorisation URL to send the browser to" }),
    state: Type.String({ description: 'opaque state the callback must carry back' }),
  },
  { title: 'ThirdLoginUrlWire', description: 'Where third-party login starts' },
);

/** getUmtLoginUrl: where to send the browser, and the state it comes back with. */
export type ThirdLoginUrlWire = Static<typeof ThirdLoginUrlSchema>;

/** ThirdLoginInfoWire: the configured provider (button label). */
export const ThirdLoginInfoSchema = Type.Object(
  { name: Type.String({ description: "the provider's name on the login button (OIDC_NAME), e.g. ORCID" }) },
  { title: 'ThirdLoginInfoWire', description: 'The OpenID Connect provider of third-party login' },
);

/** thirdLoginInfo: the configured provider, for the login button (null data when third-party login is off). */
export type ThirdLoginInfoWire = Static<typeof ThirdLoginInfoSchema>;

/** ThirdLoginResultWire: a login result (docs/product/members.md#sessions) and the portal path to return to. */
export const ThirdLoginResultSchema = Type.Object(
  {
    token: Type.String({ description: 'session token: send it as the token header (43 characters, base64url)' }),
    member: LoginMemberSchema,
    expiresIn: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'seconds until the session ends whatever its use (RC_PUB_SESSION_MAX_DAYS): the longest a client keeps the token',
      }),
    ),
    redirect: Type.String({ description: 'portal path the login started from (getUmtLoginUrl redirectUri)' }),
  },
  { title: 'ThirdLoginResultWire', description: 'Third-party login result: token, member, where to go' },
);

/** loginByThirdLoginUrl and thirdBind: the login result and the portal path to return to. */
export type ThirdLoginResultWire = Static<typeof ThirdLoginResultSchema>;
