/**
 * How mail leaves rc-pub: nodemailer over SMTP when SMTP_URL is set, over a pool of RC_PUB_SMTP_POOL_SIZE connections
 * kept open between mails (SMTP answers each step of a mail before the next, so a connection carries one mail at a
 * time and throughput is about the pool size divided by the server's time per mail;
 * docs/product/alerts.md#delivery-and-retries), else each mail is written as an .eml file (RFC 5322, exactly the
 * bytes SMTP would carry) to MAIL_DROP_DIR, which the log names, so `pnpm start` works without a mail server and a
 * developer can open what would have been sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailConfig } from './settings.js';

/** One mail to send. `headers` adds raw headers (e.g. List-Unsubscribe); `messageId` sets Message-ID. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  messageId?: string;
}

/** Where a sent mail went: the Message-ID, and the .eml file when no SMTP server is configured. */
export interface SentMail {
  messageId: string;
  file?: string;
}

/**
 * Sends mail. `send` rejects when the server refuses the mail or cannot be reached (the caller retries); an error
 * whose `responseCode` is 5xx is permanent for that mail.
 */
export interface Mailer {
  /** 'smtp://host:port' or 'files in <dir>' (for logs). */
  readonly describe: string;
  send(mail: OutgoingMail): Promise<SentMail>;
  /** Closes pooled SMTP connections. */
  close(): void;
}

/** The mailer for `config`: SMTP when `smtpUrl` is set, else .eml files in `dropDir`. */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.smtpPoolSize);
  return dropDirMailer(config.dropDir, log);
}

function smtpMailer(smtpUrl: string, poolSize: number): Mailer {
  const u = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: u.hostname,
    port: Number(u.port) || (u.protocol === 'smtps:' ? 465 : 25),
    secure: u.protocol === 'smtps:',
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
    pool: true,
    maxConnections: poolSize,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    describe: `${u.protocol}//${u.host}`,
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(mail));
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function dropDirMailer(dir: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let told = false;
  return {
    describe: `files in ${dir}`,
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(mail));
      mkdirSync(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      if (!told) {
        told = true;
        log.info({ dir }, `no SMTP_URL: mails are written as .eml files to ${dir}`);
      }
      return { messageId: info.messageId, file };
    },
    close: () => undefined,
  };
}

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    from: { name: mail.from.name, address: mail.from.address },
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
  };
}
