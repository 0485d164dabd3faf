/**
 * What the alert verbs and the sender share for the life of the app, built once by buildApp: the mail
 * settings, the mailer (SMTP or .eml files) and secrets derived from the field-encryption key (codes, unsubscribe
 * links).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CtxContributor } from '../lib/context.js';
import { deriveSecret } from '../lib/field-crypto.js';
import { createMailer, type Mailer } from './mailer.js';
import type { MailConfig } from './settings.js';

declare module '../lib/context.js' {
  interface ServiceCtx {
    /** Mail settings, the mailer and the alert secrets (alerts/kit.ts). */
    mail: MailKit;
  }
}

/** Shared through ctx.mail. */
export interface MailKit {
  config: MailConfig;
  mailer: Mailer;
  /** HMAC-SHA-256 key of stored email codes. */
  codeSecret: Buffer;
  /** HMAC-SHA-256 key of unsubscribe tokens (unsubscribe-token.ts). */
  unsubscribeSecret: Buffer;
}

/** The kit for `config` (secrets from the 32-byte field key); `mailer` replaces the configured one (tests). */
export function buildMailKit(config: MailConfig, fieldKey: Buffer, log: FastifyBaseLogger, mailer?: Mailer): MailKit {
  return {
    config,
    mailer: mailer ?? createMailer(config, log),
    codeSecret: deriveSecret(fieldKey, 'email-code'),
    unsubscribeSecret: deriveSecret(fieldKey, 'unsubscribe'),
  };
}

/** The alerts field of each request's context: the app's mail kit. */
export function mailContext(kit: MailKit): CtxContributor<'mail'> {
  return () => ({ mail: kit });
}
