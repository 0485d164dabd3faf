/**
 * Wire shapes of the account calls (docs/product/calls-and-errors.md#accounts, /front/frontMembers/info; the login
 * result, password and mobile number rules of docs/product/members.md). Requests' password fields (`password`, `oldPassword`) are AES-256-GCM
 * encrypted, `base64(iv 12 | ciphertext | tag 16)` with RC_PUB_AES_KEY (rc-pub/src/lib/field-crypto.ts).
 */
import type {
  CaptchaChallengeWire,
  LoginMemberWire,
  LoginResultWire,
  MemberIdentityWire,
  MemberInfoWire,
  MemberSessionWire,
  SmsSentWire,
  ThirdLoginInfoWire,
  ThirdLoginResultWire,
  ThirdLoginUrlWire,
} from './wire-schemas/account.js';
export { SESSION_METHODS, type SessionMethod } from './enums.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type {
  CaptchaChallengeWire,
  LoginMemberWire,
  LoginResultWire,
  MemberIdentityWire,
  MemberInfoWire,
  MemberSessionWire,
  SmsSentWire,
  ThirdLoginInfoWire,
  ThirdLoginResultWire,
  ThirdLoginUrlWire,
};

/** What an SMS code is for (sendReceiverMessage `type`, docs/product/members.md#sms-codes). */
export const SMS_PURPOSES = ['register', 'login', 'reset', 'changeMobile'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

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
