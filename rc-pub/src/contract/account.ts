/**
 * Wire shapes of the account calls (docs/product/calls-and-errors.md#accounts, /front/frontMembers/info; the login
 * result, password and mobile number rules of docs/product/members.md). Requests' password fields (`password`, `oldPassword`) are AES-256-GCM
 * encrypted, `base64(iv 12 | ciphertext | tag 16)` with RC_PUB_AES_KEY (rc-pub/src/lib/field-crypto.ts).
 */

/** What an SMS code is for (sendReceiverMessage `type`, docs/product/members.md#sms-codes). */
export const SMS_PURPOSES = ['register', 'login', 'reset', 'changeMobile'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** How a session began (member_sessions.method). */
export const SESSION_METHODS = ['password', 'sms', 'register', 'oidc'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/** Name of the request header carrying a solved captcha (docs/product/calls-and-errors.md#headers): the base64 ALTCHA payload. */
export const CAPTCHA_HEADER = 'captcha';

/**
 * Name of the request header with the browser's IP, set by the gateway (rc-pub trusts it only from the peers in
 * RC_PUB_CLIENT_IP_FROM): per-IP SMS limits.
 */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** ALTCHA challenge parameters (altcha-lib v2 `ChallengeParameters`), signed by the server. */
export interface CaptchaParametersWire {
  /** Key derivation algorithm, e.g. SHA-256. */
  algorithm: string;
  nonce: string;
  salt: string;
  /** Iterations of the key derivation per try. */
  cost: number;
  /** Bytes of the derived key. */
  keyLength: number;
  /** Hex prefix the derived key must start with. */
  keyPrefix: string;
  /** Unix time in seconds after which the challenge is refused (2 minutes after issue). */
  expiresAt: number;
}

/** POST /rc-pub/api/captcha → an ALTCHA challenge; the solved payload goes in the `captcha` header once. */
export interface CaptchaChallengeWire {
  parameters: CaptchaParametersWire;
  /** HMAC-SHA-256 (hex) of the parameters: the server's proof they are its own. */
  signature: string;
}

/** sendReceiverMessage answer: the same for every number (nothing tells whether it is registered). */
export interface SmsSentWire {
  /** Seconds before another code may be requested for this number (the resend countdown, docs/product/members.md#sms-codes). */
  resendAfter: number;
  /** Seconds the code stays valid. */
  validFor: number;
}

/** The member part of a login result (docs/product/members.md#sessions). */
export interface LoginMemberWire {
  mobileNo: string;
  /** Avatar URL path `/rc-pub/front/files/member?id=N`, or null. */
  headPicture: string | null;
}

/** Login result (docs/product/members.md#sessions): the opaque session token (the `token` header of later calls) and the member. */
export interface LoginResultWire {
  token: string;
  member: LoginMemberWire;
}

/** GET /rc-pub/front/frontMembers/info (personal info, docs/product/calls-and-errors.md#accounts). */
export interface MemberInfoWire {
  mobileNo: string;
  name: string | null;
  email: string | null;
  institution: string | null;
  /** Avatar URL path `/rc-pub/front/files/member?id=N`, or null. */
  headPicture: string | null;
  /** True when `email` was proved by a mailed code (verifyEmail); cleared when the email changes. */
  emailVerified: boolean;
}

/** One of the member's sessions (account page). Times are ISO 8601. */
export interface MemberSessionWire {
  id: number;
  method: SessionMethod;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** True for the session of the token making this call. */
  current: boolean;
}

/** A bound third-party identity (OpenID Connect issuer and subject). */
export interface MemberIdentityWire {
  id: number;
  issuer: string;
  subject: string;
  displayName: string | null;
  createdAt: string;
}

/** getUmtLoginUrl: where to send the browser, and the state it comes back with. */
export interface ThirdLoginUrlWire {
  url: string;
  state: string;
}

/** thirdLoginInfo: the configured provider, for the login button (null data when third-party login is off). */
export interface ThirdLoginInfoWire {
  /** The provider's name (OIDC_NAME), e.g. ORCID. */
  name: string;
}

/** loginByThirdLoginUrl and thirdBind: the login result and the portal path to return to. */
export interface ThirdLoginResultWire extends LoginResultWire {
  /** Portal path the login started from (getUmtLoginUrl redirectUri), e.g. /personal; '/' when none. */
  redirect: string;
}

/** `data` of envelope status 10004 (BIND_REQUIRED) of loginByThirdLoginUrl: a single-use ticket for thirdBind. */
export interface BindTicketWire {
  /** Opaque, single use, valid `expiresIn` seconds. */
  ticket: string;
  expiresIn: number;
  /** The provider's name (OIDC_NAME). */
  provider: string;
  /** The person's name at the provider, when it sent one. */
  displayName: string | null;
  /** Portal path to return to after binding. */
  redirect: string;
}
