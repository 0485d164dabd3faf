/**
 * Account settings (docs/product/members.md: mobile number rules, captcha and SMS codes), read from the environment by
 * rc-pub/src/config.ts and resolved once per app by {@link buildAccountKit} in kit.ts.
 */

/** Alibaba Cloud SMS (Dysmsapi 2017-05-25) credentials and template; SMS_PROVIDER=aliyun. */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Template with one `${code}` variable. */
  templateCode: string;
  endpoint: string;
}

/** Tencent Cloud SMS (2021-01-11) credentials and template; SMS_PROVIDER=tencent. */
export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  appId: string;
  signName: string;
  /** Template whose first parameter is the code. */
  templateId: string;
  region: string;
}

/** How SMS codes leave: the outbox file (default), or a vendor. */
export interface SmsConfig {
  provider: 'outbox' | 'aliyun' | 'tencent';
  /** Absolute path of the outbox JSON-lines file (SMS_OUTBOX). */
  outbox: string;
  aliyun: AliyunSmsConfig;
  tencent: TencentSmsConfig;
}

/**
 * Third-party login through one OpenID Connect provider (OIDC_*; docs/product/members.md#third-party-login): ORCID
 * (https://orcid.org) or any issuer with discovery.
 */
export interface OidcConfig {
  /** Issuer URL; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the login button (e.g. ORCID). */
  name: string;
  /** Callback URL registered at the issuer; null = `<portal origin>/oidc/callback` of the calling page. */
  redirectUri: string | null;
  /** Scopes asked for, space-separated (includes openid). */
  scopes: string;
}

/** Account rules that a deployment may tune (RC_PUB_MOBILE_PATTERN, RC_PUB_CAPTCHA_MAX_NUMBER, …). */
export interface AccountConfig {
  /** A mobile number must match this (docs/product/members.md#mobile-number-rules, 'Phone number format incorrect'); mainland numbers by default. */
  mobilePattern: RegExp;
  /** Upper bound of the ALTCHA counter: the work a captcha costs (tests use a small number). */
  captchaMaxNumber: number;
  /** SMS codes one client IP may request per hour. */
  smsIpMaxPerHour: number;
  /** Peer addresses whose `x-client-ip` header is trusted (the gateway's). */
  clientIpFrom: string[];
  sms: SmsConfig;
  /** Third-party login; null when OIDC_ISSUER and its companions are unset (the calls answer thirdPartyOff). */
  oidc: OidcConfig | null;
}
