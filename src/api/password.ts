// Password calls (docs/accounts.md): change (signed in, encrypted), forgot by e-mail (a form post),
// and reset by phone (SMS code, then the new password, encrypted).

import type * as wire from '../../contract/accounts';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError, clientErrorCodes } from './errors';
import { decodeSmsSent, type SmsSent } from './session';
import { deviceId } from '@/lib/device-id';
import { isRecord, isString } from '@/lib/guards';

/** The non-empty string field `key` of an answer `T`, or an invalid-response error. */
function field<T>(v: unknown, key: keyof T): string {
  const s = isRecord<T>(v) ? v[key] : undefined;
  if (!isString(s) || s === '') throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  return s;
}

export type ChangePasswordPayload = wire.ChangePasswordBody;

/** The code that confirms a change instead of the old password, sent by SMS to the number bound
 *  to the signed-in account (`member.mobile.not.found` when there is none). */
export async function sendChangePasswordSms(): Promise<SmsSent> {
  return decodeSmsSent(await request<unknown>({ method: 'post', url: '/wps/member/password/sms/member', moduleId: 'PASS3', auth: true }));
}

/** Changes the password, confirmed by the old password or (`oldPassword` empty) by the SMS code.
 *  Every session of the member ends; `token` is this device's new one. */
export async function changePassword(payload: ChangePasswordPayload): Promise<wire.ChangePasswordAnswer> {
  const v = await encryptedRequest<unknown>({ url: '/wps/member/password', moduleId: 'PASS3', auth: true, payload });
  return { token: field<wire.ChangePasswordAnswer>(v, 'token') };
}

/** Asks for a temporary password by e-mail; both values are sent trimmed. */
export async function forgotByEmail(username: string, email: string): Promise<void> {
  await request<unknown>({
    method: 'post',
    url: '/wps/member/password/email',
    moduleId: 'COMM3',
    auth: false,
    form: true,
    data: { username: username.trim(), email: email.trim() } satisfies wire.ForgotByEmailBody,
  });
}

/** The SMS code for a reset by phone. */
export async function sendResetSms(mobileNum: string, countryDialingCode: string): Promise<SmsSent> {
  const v = await request<unknown>({
    method: 'post',
    url: '/wps/member/password/sms',
    moduleId: 'PWRESETSMS3',
    auth: false,
    data: { mobileNum, countryDialingCode, loginDeviceId: deviceId() } satisfies wire.SmsBody,
  });
  return decodeSmsSent(v);
}

export type ResetByPhonePayload = wire.ResetByPhoneBody;

/** Sets a new password with the SMS code; answers the member's user name (the page then logs in
 *  with it and the new password, login type ''). */
export async function resetByPhone(payload: ResetByPhonePayload): Promise<wire.ResetByPhoneAnswer> {
  const v = await encryptedRequest<unknown>({
    url: '/wps/member/password/verification',
    moduleId: 'CHNGPASSVERIF3',
    auth: false,
    payload: { ...payload, loginDeviceId: deviceId() },
  });
  return { userName: field<wire.ResetByPhoneAnswer>(v, 'userName') };
}
