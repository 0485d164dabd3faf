/**
 * Alibaba Cloud SMS (SMS_PROVIDER=aliyun) through the official SDK `@alicloud/dysmsapi20170525` (SendSms,
 * API 2017-05-25): the approved template ALIYUN_SMS_TEMPLATE_CODE gets `{"code":"123456"}`, signed with
 * ALIYUN_SMS_SIGN_NAME. The SDK is imported on the first send, so deployments without it never load it.
 */
import type { AliyunSmsConfig } from '../settings.js';
import type { SmsMessage, SmsSender } from './message.js';

/** CommonJS interop: the SDK's client class is `module.exports.default`, seen as `default.default` from ESM. */
function unwrap<T>(mod: { default: T | { default: T } }): T {
  const d = mod.default as { default?: T };
  return (typeof d === 'object' && d !== null && 'default' in d ? d.default : mod.default) as T;
}

/** A sender through Dysmsapi. `send` rejects with the vendor's code and message when it does not answer OK. */
export function aliyunSender(config: AliyunSmsConfig): SmsSender {
  return {
    name: 'aliyun',
    async send(m: SmsMessage): Promise<void> {
      const sdk = await import('@alicloud/dysmsapi20170525');
      const { Config } = await import('@alicloud/openapi-client');
      const Client = unwrap(sdk);
      const client = new Client(
        new Config({
          accessKeyId: config.accessKeyId,
          accessKeySecret: config.accessKeySecret,
          endpoint: config.endpoint,
        }),
      );
      const res = await client.sendSms(
        new sdk.SendSmsRequest({
          phoneNumbers: m.mobileNo,
          signName: config.signName,
          templateCode: config.templateCode,
          templateParam: JSON.stringify({ code: m.code }),
        }),
      );
      if (res.body?.code !== 'OK') throw new Error(`aliyun SendSms: ${res.body?.code} ${res.body?.message}`);
    },
  };
}
