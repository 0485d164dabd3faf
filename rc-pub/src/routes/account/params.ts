/**
 * Request bodies and queries of the account routes (docs/product/calls-and-errors.md#accounts). Password fields are
 * AES-256-GCM encrypted (contract/account.ts); the field rules of docs/product/members.md are checked by the verbs, so their
 * messages are the texts the product gives rather than schema errors.
 */
import { Type } from '@fastify/type-provider-typebox';
import { SMS_PURPOSES } from '../../contract/account.js';
import { Id } from '../params.js';

const mobileNo = () =>
  Type.String({ maxLength: 32, description: 'mobile number (RC_PUB_MOBILE_PATTERN; mainland 1[3-9]xxxxxxxxx)' });
const code = () => Type.String({ maxLength: 16, description: 'the 6-digit SMS code' });
const encrypted = (what: string) =>
  Type.String({
    maxLength: 4096,
    description: `${what}, AES-256-GCM encrypted with RC_PUB_AES_KEY: base64(iv 12 | ciphertext | tag 16)`,
  });

export const sendSmsBody = Type.Object({
  mobileNo: mobileNo(),
  type: Type.Union(
    SMS_PURPOSES.map((p) => Type.Literal(p)),
    { description: 'what the code is for: register, login, reset or changeMobile (token needed)' },
  ),
});

export const isRegisteredQuery = { mobileNo: mobileNo() };

export const registerBody = Type.Object({
  mobileNo: mobileNo(),
  code: code(),
  password: encrypted('the password (docs/product/members.md#password-rules)'),
  agree: Type.Boolean({
    description: 'the user agreement was accepted (must be true, docs/product/members.md#registration)',
  }),
});

export const loginBody = Type.Object({ mobileNo: mobileNo(), password: encrypted('the password') });

export const loginByMessageBody = Type.Object({ mobileNo: mobileNo(), code: code() });

export const setNewPwdBody = Type.Object({
  mobileNo: mobileNo(),
  code: code(),
  password: encrypted('the new password (docs/product/members.md#password-rules)'),
});

export const changePwdBody = Type.Object({
  oldPassword: encrypted('the current password'),
  password: encrypted('the new password (docs/product/members.md#password-rules; differs from the old one)'),
});

export const changeMobileBody = Type.Object({ mobileNo: mobileNo(), code: code() });

export const saveInfoBody = Type.Object({
  name: Type.String({ maxLength: 100, description: 'name (required, docs/product/members.md#profile)' }),
  email: Type.String({
    maxLength: 254,
    description: 'email address (required and checked, docs/product/members.md#profile)',
  }),
  institution: Type.Optional(
    Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { description: 'institution; empty or null clears it' }),
  ),
  headPictureId: Type.Optional(Id("id of the member's own avatar upload (fileUpload purpose avatar)")),
});

export const thirdLoginBody = Type.Object({
  callbackUrl: Type.String({
    maxLength: 4096,
    description: 'the URL the provider redirected the browser to (its query carries code and state, or error)',
  }),
  state: Type.String({ maxLength: 512, description: 'the state of getUmtLoginUrl (used once, 10 minutes)' }),
});

export const thirdBindBody = Type.Object({
  ticket: Type.String({ maxLength: 4096, description: 'bind ticket of loginByThirdLoginUrl (used once, 10 minutes)' }),
  mobileNo: mobileNo(),
  code: Type.String({ maxLength: 16, description: "the 6-digit SMS code sent with type 'login'" }),
});

export const unbindIdentityBody = Type.Object({
  id: Id('id of the bound identity (frontMembers/identities)'),
});
