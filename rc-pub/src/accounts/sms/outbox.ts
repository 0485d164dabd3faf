/**
 * The outbox SMS provider (SMS_PROVIDER=outbox, the default): each message is appended as one JSON line
 * `{ mobileNo, type, code, text, sentAt }` to SMS_OUTBOX (default data/outbox/sms.jsonl), so a fresh install and the
 * tests can sign in without an SMS vendor. The file's path is logged on every send; the code itself is not logged.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsSender } from './message.js';

/** One line of the outbox file. `sentAt`: ISO 8601. */
export interface OutboxLine {
  mobileNo: string;
  type: string;
  code: string;
  text: string;
  sentAt: string;
}

/** A sender appending to `file` (its folder is created on first send). */
export function outboxSender(file: string, log: FastifyBaseLogger): SmsSender {
  return {
    name: 'outbox',
    async send(m: SmsMessage): Promise<void> {
      const line: OutboxLine = {
        mobileNo: m.mobileNo,
        type: m.type,
        code: m.code,
        text: m.text,
        sentAt: new Date().toISOString(),
      };
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(line)}\n`, { encoding: 'utf8', mode: 0o600 });
      log.info({ outbox: file, type: m.type }, 'rc-pub: SMS code written to the outbox (SMS_PROVIDER=outbox)');
    },
  };
}
