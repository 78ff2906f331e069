import type { ChangePasswordBody, ForgotByEmailBody, ResetByPhoneBody, SmsBody } from '../../../../contract/accounts.ts';
import { changePassword, sendChangePasswordCode } from '../../modules/accounts/change-password.ts';
import { forgotByEmail, resetByPhone } from '../../modules/accounts/reset-password.ts';
import { sendResetCode } from '../../modules/accounts/sms-requests.ts';
import { limitProbes } from '../../modules/limits/askers.ts';
import { asObject, readStrings } from '../fields.ts';
import { readEncrypted, rememberDevice, requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/** Change, forgot by e-mail, reset by phone (docs/accounts.md, module ids PASS3, COMM3, PWRESETSMS3, CHNGPASSVERIF3). */
export const passwordRoutes: Route[] = [
  {
    method: 'POST',
    path: '/wps/member/password',
    handler: async (ctx) => {
      const member = requireMember(ctx);
      const fields = readStrings(
        await readEncrypted<ChangePasswordBody>(ctx),
        ['oldPassword', 'newPassword', 'confirmNewPassword'],
        ['verificationCode'],
      );
      // The new token is this device's session (its device id is only sent at login).
      const answer = await changePassword(ctx.db, ctx.guards, member, fields);
      return rememberDevice(ctx, '', answer);
    },
  },
  {
    // The code that confirms a change instead of the current password, to the bound number.
    method: 'POST',
    path: '/wps/member/password/sms/member',
    handler: (ctx) => sendChangePasswordCode(ctx.db, ctx.guards, ctx.merchant, requireMember(ctx), ctx.language),
  },
  {
    // A form post (application/x-www-form-urlencoded), as the platform's client sends it.
    method: 'POST',
    path: '/wps/member/password/email',
    handler: ({ db, guards, merchant, ip, language, body }) => {
      const { username, email } = readStrings(asObject<ForgotByEmailBody>(body), ['username', 'email']);
      return forgotByEmail(db, guards, merchant, ip, username.trim(), email.trim(), language);
    },
  },
  {
    method: 'POST',
    path: '/wps/member/password/sms',
    handler: ({ db, guards, merchant, language, ip, body }) => {
      const fields = readStrings(asObject<SmsBody>(body), ['mobileNum', 'countryDialingCode'], ['loginDeviceId']);
      const asker = { ip, deviceId: fields.loginDeviceId };
      return sendResetCode({ db, guards, merchant, language, asker, dialingCode: fields.countryDialingCode, mobile: fields.mobileNum });
    },
  },
  {
    method: 'POST',
    path: '/wps/member/password/verification',
    handler: async (ctx) => {
      const { loginDeviceId, ...input } = readStrings(
        await readEncrypted<ResetByPhoneBody>(ctx),
        ['newPassword', 'mobileNum', 'verificationCode'],
        ['countryDialingCode', 'loginDeviceId'],
      );
      return limitProbes(ctx.guards, { ip: ctx.ip, deviceId: loginDeviceId }, () => resetByPhone(ctx.db, ctx.merchant.code, input));
    },
  },
];
