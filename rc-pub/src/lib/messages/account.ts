/**
 * Envelope messages of accounts (docs/product/members.md): login, registration, SMS codes, captcha, password
 * changes, third-party login. Merged into lib/i18n.ts; every key has zh and en. The English texts of
 * docs/product/calls-and-errors.md#accounts are used verbatim where it gives them.
 */
import type { Lang } from '../../contract/wire.js';

export const accountMessages = {
  loginRequired: { zh: '请先登录', en: 'Please log in first' },
  // texts of docs/product/calls-and-errors.md#accounts
  userNotRegistered: { zh: '用户不存在，请先注册。', en: 'User not found, please register first.' },
  userNotBound: { zh: '用户不存在，请先绑定。', en: 'User not found, please bind first.' },
  loginSuccess: { zh: '登录成功', en: 'Login successful' },
  registerSuccess: { zh: '恭喜您，注册成功', en: 'Congratulations! You have successfully registered' },
  passwordResetSuccess: { zh: '密码重置成功', en: 'Password Reset Successfully' },
  submitSuccess: { zh: '提交成功', en: 'Submitted successfully' },
  logoutSuccess: { zh: '退出成功', en: 'Logged out successfully' },
  // docs/product/members.md#password-rules
  phoneFormat: { zh: '手机号格式不正确，请重新输入。', en: 'Phone number format incorrect, please try again.' },
  agreementRequired: { zh: '请先勾选同意用户协议', en: 'Please click to accept the user agreement first' },
  emailFormat: { zh: '邮箱格式不正确，请重新输入。', en: 'Email format incorrect, please try again.' },
  nameRequired: { zh: '请输入姓名', en: 'Please enter your name' },
  passwordLength: { zh: '密码长度须为 8-128 个字符', en: 'The password must be 8-128 characters long' },
  passwordControl: {
    zh: '密码不能包含控制字符',
    en: 'The password must not contain control characters',
  },
  passwordCommon: {
    zh: '该密码过于常见或容易被猜到，请换一个（可以用几个词组成的长句）',
    en: 'This password is too common or easy to guess; please choose another (a few words make a good one)',
  },
  passwordContainsMobile: { zh: '密码不能包含手机号', en: 'The password must not contain the mobile number' },
  passwordSameAsOld: { zh: '新密码不能与原密码相同', en: 'The new password must differ from the old one' },
  // login and passwords
  wrongCredentials: { zh: '手机号或密码错误', en: 'Wrong mobile number or password' },
  oldPasswordWrong: { zh: '原密码错误', en: 'The old password is wrong' },
  passwordNotEncrypted: {
    zh: '字段 {field} 须以约定密钥加密（AES-256-GCM，base64(iv|密文|tag)）',
    en: 'Field {field} must be encrypted with the shared key (AES-256-GCM, base64 of iv, ciphertext and tag)',
  },
  passwordChanged: { zh: '密码修改成功', en: 'Password changed successfully' },
  tooManyPasswordFailures: {
    zh: '密码错误次数过多，请使用短信验证码登录',
    en: 'Too many wrong passwords: please log in with an SMS code',
  },
  // captcha (docs/product/members.md#captcha)
  captchaRequired: { zh: '请先完成人机验证', en: 'Please complete the verification first' },
  captchaInvalid: { zh: '人机验证未通过，请重试', en: 'Verification failed, please try again' },
  captchaExpired: { zh: '人机验证已过期，请重新验证', en: 'Verification expired, please verify again' },
  captchaUsed: { zh: '该人机验证已使用，请重新验证', en: 'This verification was already used, please verify again' },
  // SMS codes
  smsSent: { zh: '验证码已发送', en: 'Verification code sent' },
  smsTooSoon: {
    zh: '请 {seconds} 秒后再获取验证码',
    en: 'Please wait {seconds} seconds before requesting another code',
  },
  smsDailyLimit: {
    zh: '该号码今日获取验证码次数已达上限，请明天再试',
    en: 'Too many codes for this number today, please try again tomorrow',
  },
  smsIpLimit: {
    zh: '您的网络获取验证码过于频繁，请稍后再试',
    en: 'Too many codes requested from your network, please try again later',
  },
  smsSendFailed: { zh: '短信发送失败，请稍后重试', en: 'The SMS could not be sent, please try again later' },
  smsCodeWrong: {
    zh: '验证码错误，还可尝试 {remaining} 次',
    en: 'Verification code incorrect, {remaining} tries left',
  },
  smsCodeInvalid: {
    zh: '验证码无效或已使用，请重新获取',
    en: 'Verification code invalid or already used, please request a new one',
  },
  smsCodeExpired: { zh: '验证码已过期，请重新获取', en: 'Verification code expired, please request a new one' },
  // numbers and profile
  alreadyRegistered: {
    zh: '该手机号已注册，请直接登录',
    en: 'This mobile number is already registered, please log in',
  },
  mobileTaken: { zh: '该手机号已被其他账号使用', en: 'This mobile number is already used by another account' },
  sameMobile: { zh: '这已是您当前的手机号', en: 'This is already your mobile number' },
  mobileChanged: { zh: '手机号修改成功', en: 'Mobile number changed successfully' },
  avatarNotFound: { zh: '头像不存在：{id}', en: 'No such avatar: {id}' },
  accountDeleted: { zh: '账号已注销', en: 'Account deleted' },
  // third-party login (getUmtLoginUrl, loginByThirdLoginUrl, thirdBind; docs/product/members.md#third-party-login)
  thirdPartyOff: {
    zh: '本站未配置第三方登录',
    en: 'Third-party login is not configured on this portal',
  },
  thirdRedirectInvalid: {
    zh: '返回地址须为本站路径（以 / 开头）',
    en: 'The return address must be a path on this portal (starting with /)',
  },
  thirdRedirectUnknown: {
    zh: '无法确定回调地址：请配置 OIDC_REDIRECT_URI',
    en: 'The callback address is unknown: set OIDC_REDIRECT_URI',
  },
  thirdStateInvalid: {
    zh: '登录请求已过期或已使用，请重新登录',
    en: 'This sign-in request expired or was already used, please sign in again',
  },
  thirdProviderFailed: {
    zh: '{provider} 登录未成功，请重试',
    en: 'Signing in with {provider} did not succeed, please try again',
  },
  thirdProviderUnavailable: {
    zh: '暂时无法连接 {provider}，请稍后重试',
    en: '{provider} cannot be reached at the moment, please try again later',
  },
  bindTicketInvalid: {
    zh: '绑定请求已过期或已使用，请重新通过第三方登录',
    en: 'This binding request expired or was already used, please sign in with the provider again',
  },
  identityBoundElsewhere: {
    zh: '该第三方账号已绑定其他用户',
    en: 'This third-party account is already bound to another user',
  },
  identityNotFound: { zh: '没有该绑定：{id}', en: 'No such bound identity: {id}' },
  identityUnbound: { zh: '已解除绑定', en: 'Unbound' },
} as const satisfies Record<string, Record<Lang, string>>;
