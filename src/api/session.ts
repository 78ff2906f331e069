// Session calls (docs/accounts.md): login (encrypted), trial play, logout, the image captcha and
// the SMS code for login by mobile. Answers are decoded here; nothing is trusted as sent.

import type * as wire from '../../contract/accounts';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError, clientErrorCodes } from './errors';
import { deviceId } from '@/lib/device-id';
import { isRecord, isString } from '@/lib/guards';

/** `firebase` needs a phone-auth provider (api/phone-auth.ts). */
export type LoginType = wire.LoginType;

/** `loginDeviceId` is lib/device-id `deviceId()`. */
export type LoginPayload = wire.LoginBody;

export type LoginResult = wire.LoginValue;

/** `expiredMinutes` is undefined when the server did not say (count 60 s then). */
export type SmsSent = Partial<wire.SmsSent>;

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');
const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
/** A whole number sent as a number or as digits; NaN otherwise (null is not 0). */
const whole = (v: unknown) => (Number.isInteger(v) || (isString(v) && /^\d+$/.test(v)) ? Number(v) : Number.NaN);

/** The login value (also the answer of both registrations); throws unless it carries a session. */
export function decodeLoginResult(v: unknown): LoginResult {
  const customerType = isRecord<LoginResult>(v) ? whole(v.customerType) : Number.NaN;
  if (!isRecord<LoginResult>(v) || !isString(v.token) || !v.token || !isString(v.userName) || Number.isNaN(customerType)) {
    throw invalid();
  }
  return {
    token: v.token,
    userName: v.userName,
    customerType,
    firstTimeLogin: flag(v.firstTimeLogin),
    passwordExpired: flag(v.passwordExpired),
  };
}

/** `{ expiredMinutes }` of any SMS send: the code was sent even if the value is odd, so never throw
 *  (nor let `Number()` throw, as it does for an object like `{"toString":1}`). */
export function decodeSmsSent(v: unknown): SmsSent {
  const minutes = isRecord<wire.SmsSent>(v) && typeof v.expiredMinutes != 'object' ? Number(v.expiredMinutes) : Number.NaN;
  return Number.isFinite(minutes) && minutes > 0 ? { expiredMinutes: minutes } : {};
}

export async function login(payload: LoginPayload): Promise<LoginResult> {
  const v = await encryptedRequest<unknown>({ url: '/wps/session/login', moduleId: 'COMM3', auth: false, payload });
  return decodeLoginResult(v);
}

/** A new trial member (type 4) for this device. */
export async function startFreePlay(deviceId: string): Promise<LoginResult> {
  const v = await request<unknown>({
    method: 'post',
    url: '/wps/session/login/freeplay',
    moduleId: 'FREEPLAY3',
    auth: false,
    data: { loginDeviceId: deviceId } satisfies wire.FreePlayBody,
  });
  return decodeLoginResult(v);
}

/** Ends the session on the server (a dead token still answers success). */
export async function logout(): Promise<void> {
  await request<unknown>({ method: 'delete', url: '/wps/session/logout', moduleId: 'COMM3' });
}

/** A fresh single-use captcha picture, as a `data:` URL for an <img>. */
export async function fetchCaptcha(signal?: AbortSignal): Promise<string> {
  const v = await request<unknown>({ url: '/wps/captcha', moduleId: 'CAPTCHA3', auth: false, signal });
  if (!isString(v) || !/^[A-Za-z0-9+/]+=*$/.test(v)) throw invalid();
  return `data:image/png;base64,${v}`;
}

/** The SMS code for login by mobile. */
export async function sendLoginSms(mobileNum: string, countryDialingCode: string): Promise<SmsSent> {
  const v = await request<unknown>({
    method: 'post',
    url: '/wps/verification/sms/noLogin',
    moduleId: 'VERIFICATION3',
    auth: false,
    data: { mobileNum, countryDialingCode, loginDeviceId: deviceId() } satisfies wire.SmsBody,
  });
  return decodeSmsSent(v);
}
