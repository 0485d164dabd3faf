/**
 * What an SMS provider takes and is (sendReceiverMessage, docs/product/members.md#sms-codes): the message and the
 * sender interface every provider (outbox.ts, aliyun.ts, tencent.ts) implements; provider.ts picks one.
 */
import type { SmsPurpose } from '../../contract/account.js';
import type { Lang } from '../../contract/wire.js';

/** One verification SMS: the number, what the code is for, the 6-digit code and its text in `lang`. */
export interface SmsMessage {
  mobileNo: string;
  type: SmsPurpose;
  code: string;
  /** The whole message in the request's language (what the outbox records; vendors use their approved template). */
  text: string;
  lang: Lang;
}

/** Sends SMS. `send` rejects when the message could not be handed over (the caller answers a 500 envelope). */
export interface SmsSender {
  /** outbox, aliyun or tencent. */
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
