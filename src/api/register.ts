// Registration calls (docs/accounts.md, specification §3, §4): both registrations (encrypted), the
// registration SMS, the invitation-code check and the register page's banners.

import type * as wire from '../../contract/accounts';
import type { Announcements } from '../../contract/content';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError } from './errors';
import { decodeBanners, type Banner } from './notice-items';
import { decodeLoginResult, decodeSmsSent, type LoginResult, type SmsSent } from './session';
import { deviceId } from '@/lib/device-id';
import { isRecord, str } from '@/lib/guards';
import type { RegisterMethod } from '@/lib/register-method';

export type { Banner };

/** The registration form's fields (the server's field rules name them the same way). */
export type RegisterField = wire.RegisterField;

/** `firebaseChannel` and `firebaseIdToken` only when a phone-auth provider (api/phone-auth.ts)
 *  verified the phone. */
export type RegisterPayload = wire.RegisterBody & { registerMethod: RegisterMethod };

export interface RegisterContext {
  /** The `affiliateCode` of the landing URL, used when none is typed. */
  affiliateCode: string;
  domain: string;
  hostName: string;
  registerMethod: RegisterMethod;
  countryDialingCode: string;
}

const FIELDS: readonly RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'captcha',
  'verificationCode',
];

/** The payload from the form's values: every field present ('' when not shown or not typed). */
export function buildRegisterPayload(values: Partial<Record<RegisterField, string>>, ctx: RegisterContext): RegisterPayload {
  const fields = Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? ''])) as Record<RegisterField, string>;
  return {
    ...fields,
    affiliateCode: fields.affiliateCode.trim() || ctx.affiliateCode,
    countryDialingCode: ctx.countryDialingCode,
    registerUrl: ctx.hostName,
    registerMethod: ctx.registerMethod,
    type: 0,
    domain: ctx.domain,
  };
}

/** Username registration (`USERNAMEREG3`); the answer is a session. */
export async function register(payload: RegisterPayload): Promise<LoginResult> {
  const v = await encryptedRequest<unknown>({
    method: 'put',
    url: '/wps/member/register',
    moduleId: 'REG3',
    auth: false,
    payload: { ...payload, loginDeviceId: deviceId() },
  });
  return decodeLoginResult(v);
}

/** Mobile registration (`MOBILENUMREG3`): the username is the mobile number. */
export async function registerByMobile(payload: RegisterPayload): Promise<LoginResult> {
  const v = await encryptedRequest<unknown>({
    method: 'put',
    url: '/wps/member/register/mobile',
    moduleId: 'MOBILENUMREG3',
    auth: false,
    payload: { ...payload, username: payload.mobileNum, loginDeviceId: deviceId() },
  });
  return decodeLoginResult(v);
}

/** The registration SMS code: the mobile tab's flow, or the username tab's when `REGMOBVERF3` is on. */
export async function sendRegisterSms(mobileNo: string, countryDialingCode: string, tab: 'mobile' | 'username' = 'mobile'): Promise<SmsSent> {
  const v = await request<unknown>({
    method: 'post',
    url: '/wps/verification/sms/register',
    moduleId: tab === 'mobile' ? 'MOBILENUMREG3' : 'REGMOBVERF3',
    auth: false,
    data: { mobileNo, countryDialingCode, loginDeviceId: deviceId() } satisfies wire.RegisterSmsBody,
  });
  return decodeSmsSent(v);
}

/** True for a known invitation code, false for `affiliate.code.invalid`; other failures throw. */
export async function checkAffiliateCode(code: string, domain: string): Promise<boolean> {
  try {
    await request<unknown>({ url: '/wps/agent/affiliate', moduleId: 'AFFMAN3', auth: false, params: { code, domain } });
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.errorCode === 'affiliate.code.invalid') return false;
    throw e;
  }
}

/** The register page's banners (group `m_reg`); items without a picture are dropped. */
export async function fetchRegisterAnnouncements(merchantCode: string, signal?: AbortSignal): Promise<Banner[]> {
  const v = await request<unknown>({
    url: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'COMM3',
    auth: false,
    params: { types: 'B', groupName: 'm_reg', platform: 'M', merchantCode },
    signal,
  });
  return decodeBanners(isRecord<Announcements>(v) ? v.banners : []);
}
