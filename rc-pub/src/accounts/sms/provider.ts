/**
 * SMS delivery behind one interface (sendReceiverMessage, docs/product/members.md#sms-codes). SMS_PROVIDER picks the provider once at
 * start: `outbox` (default; appends to a file, nothing leaves the machine), `aliyun` or `tencent` (the vendor's
 * official SDK, loaded only when chosen).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../contract/wire.js';
import type { SmsConfig } from '../settings.js';
import type { SmsSender } from './message.js';
import { aliyunSender } from './aliyun.js';
import { outboxSender } from './outbox.js';
import { tencentSender } from './tencent.js';

/** The sender SMS_PROVIDER names, configured from `config` (vendors' SDKs are imported on first send). */
export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  switch (config.provider) {
    case 'aliyun':
      return aliyunSender(config.aliyun);
    case 'tencent':
      return tencentSender(config.tencent);
    default:
      return outboxSender(config.outbox, log);
  }
}

/** The code's SMS text in `lang` (valid 5 minutes). */
export function smsText(lang: Lang, code: string, minutes: number): string {
  return lang === 'en'
    ? `Your verification code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`
    : `您的验证码为 ${code}，${minutes} 分钟内有效，请勿泄露给他人。`;
}
