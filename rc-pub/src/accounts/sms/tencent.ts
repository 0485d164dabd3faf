/**
 * Tencent Cloud SMS (SMS_PROVIDER=tencent) through the official SDK `tencentcloud-sdk-nodejs-sms` (SendSms,
 * API 2021-01-11): template TENCENT_SMS_TEMPLATE_ID gets [code, minutes], signed with TENCENT_SMS_SIGN_NAME, from app
 * TENCENT_SMS_APP_ID. Numbers without a country code are sent as +86. The SDK is imported on the first send.
 */
import type { TencentSmsConfig } from '../settings.js';
import type { SmsMessage, SmsSender } from './message.js';

/** A sender through Tencent Cloud SMS. `send` rejects with the vendor's code when the number's status is not Ok. */
export function tencentSender(config: TencentSmsConfig): SmsSender {
  return {
    name: 'tencent',
    async send(m: SmsMessage): Promise<void> {
      const { sms } = await import('tencentcloud-sdk-nodejs-sms');
      const client = new sms.v20210111.Client({
        credential: { secretId: config.secretId, secretKey: config.secretKey },
        region: config.region,
      });
      const res = await client.SendSms({
        PhoneNumberSet: [m.mobileNo.startsWith('+') ? m.mobileNo : `+86${m.mobileNo}`],
        SmsSdkAppId: config.appId,
        SignName: config.signName,
        TemplateId: config.templateId,
        TemplateParamSet: [m.code, '5'],
      });
      const status = res.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') throw new Error(`tencent SendSms: ${status?.Code} ${status?.Message}`);
    },
  };
}
