/**
 * What the account verbs share for the life of the app, built once by buildApp: the account settings, the
 * secrets derived from the field-encryption key (HKDF-SHA-256, one label per use, so no secret is stored apart from
 * that key) and the SMS sender SMS_PROVIDER names.
 */
import type { FastifyBaseLogger } from 'fastify';
import { deriveSecret } from '../lib/field-crypto.js';
import type { AccountConfig } from './settings.js';
import type { SmsSender } from './sms/message.js';
import { createSmsSender } from './sms/provider.js';
import { createOidcClient, type OidcClient } from './oidc.js';

/** Shared by every account verb through ctx.accounts. */
export interface AccountKit {
  config: AccountConfig;
  /** HMAC key of ALTCHA challenges (hex text, as altcha-lib takes it). */
  captchaSecret: string;
  /** HMAC-SHA-256 key of stored SMS codes. */
  codeSecret: Buffer;
  /** HMAC-SHA-256 key of third-party bind tickets and login state. */
  ticketSecret: Buffer;
  sms: SmsSender;
  /** The OpenID Connect relying party; null when third-party login is not configured (OIDC_*). */
  oidc: OidcClient | null;
}

/**
 * The kit for `config`, with secrets derived from the field-encryption key `fieldKey` (32 bytes; RC_PUB_AES_KEY or
 * its key file).
 */
export function buildAccountKit(config: AccountConfig, fieldKey: Buffer, log: FastifyBaseLogger): AccountKit {
  return {
    config,
    captchaSecret: deriveSecret(fieldKey, 'altcha').toString('hex'),
    codeSecret: deriveSecret(fieldKey, 'sms-code'),
    ticketSecret: deriveSecret(fieldKey, 'third-party-ticket'),
    sms: createSmsSender(config.sms, log),
    oidc: config.oidc ? createOidcClient(config.oidc) : null,
  };
}
