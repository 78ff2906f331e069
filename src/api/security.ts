// The security centre's calls (docs/money.md, "Payment password" and "Security centre"; module id
// SECPRIV, the devices COMM3): the overview, the payment password (encrypted), binding a number or
// an e-mail address, and the devices with "sign out the others".

import type * as wire from '../../contract/security';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError, clientErrorCodes } from './errors';
import { decodeSmsSent, type SmsSent } from './session';
import { isArrayOf, isBoolean, isNumber, isRecord, isString } from '@/lib/guards';

export type SecurityConfig = wire.SecurityConfig;
export type Device = wire.Device;

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

export function decodeSecurityConfig(v: unknown): SecurityConfig {
  if (!isRecord<SecurityConfig>(v) || !isBoolean(v.paymentPasswordSet)) throw invalid();
  const text = (x: unknown) => (isString(x) ? x : '');
  const count = (x: unknown) => (isNumber(x) ? x : 0);
  return {
    paymentPasswordSet: v.paymentPasswordSet,
    paymentPasswordLockedUntil: isString(v.paymentPasswordLockedUntil) ? v.paymentPasswordLockedUntil : null,
    mobileNum: text(v.mobileNum),
    email: text(v.email),
    realName: text(v.realName),
    payoutAccountCount: count(v.payoutAccountCount),
    payoutAccountMax: count(v.payoutAccountMax),
    deviceCount: count(v.deviceCount),
  };
}

export async function fetchSecurityConfig(signal?: AbortSignal): Promise<SecurityConfig> {
  return decodeSecurityConfig(await request<unknown>({ url: '/wps/v2/member/securityConfig', moduleId: 'COMM3', auth: true, signal }));
}

/** Sets or changes the payment password; exactly one proof in the payload is non-empty. */
export async function setPaymentPassword(payload: wire.PaymentPasswordBody): Promise<void> {
  await encryptedRequest<unknown>({ url: '/wps/member/paymentPassword', moduleId: 'SECPRIV', auth: true, payload });
}

/** The code that proves a payment-password set or change, to the bound number. */
export async function sendPaymentPasswordSms(): Promise<SmsSent> {
  return decodeSmsSent(await request<unknown>({ method: 'post', url: '/wps/member/paymentPassword/sms', moduleId: 'SECPRIV', auth: true }));
}

/** A binding code to the bound number (`mobile` empty) or to the number to bind. */
export async function sendMobileSms(mobileNum: string, countryDialingCode: string): Promise<SmsSent> {
  const data: wire.MobileSmsBody = mobileNum ? { which: 'new', mobileNum, countryDialingCode } : { which: 'current' };
  return decodeSmsSent(await request<unknown>({ method: 'post', url: '/wps/member/mobile/sms', moduleId: 'SECPRIV', auth: true, data }));
}

export async function bindMobile(data: wire.BindMobileBody): Promise<void> {
  await request<unknown>({ method: 'put', url: '/wps/member/mobile', moduleId: 'SECPRIV', auth: true, data });
}

export async function sendEmailCode(email: string): Promise<SmsSent> {
  const data: wire.EmailCodeBody = { email: email.trim() };
  return decodeSmsSent(await request<unknown>({ method: 'post', url: '/wps/member/email/code', moduleId: 'SECPRIV', auth: true, data }));
}

export async function bindEmail(email: string, verificationCode: string): Promise<void> {
  const data: wire.BindEmailBody = { email: email.trim(), verificationCode };
  await request<unknown>({ method: 'put', url: '/wps/member/email', moduleId: 'SECPRIV', auth: true, data });
}

const isDevice = (d: unknown): d is Device =>
  isRecord<Device>(d) && isNumber(d.id) && isString(d.device) && isString(d.ip) && isString(d.lastUsedAt) && isBoolean(d.current);

export async function fetchDevices(signal?: AbortSignal): Promise<Device[]> {
  const v = await request<unknown>({ url: '/wps/session/devices', moduleId: 'COMM3', auth: true, signal });
  if (!isRecord<wire.DeviceList>(v) || !isArrayOf(v.list, isDevice)) throw invalid();
  return v.list;
}

/** Ends every other session of the member; answers how many. */
export async function signOutOthers(): Promise<number> {
  const v = await request<unknown>({ method: 'delete', url: '/wps/session/others', moduleId: 'COMM3', auth: true });
  return isRecord<wire.SignedOut>(v) && isNumber(v.signedOut) ? v.signedOut : 0;
}
