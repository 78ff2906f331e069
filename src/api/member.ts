// The signed-in member's profile (docs/accounts.md). The wallet balance is in wallet.ts.

import type * as wire from '../../contract/member';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isRecord, str } from '@/lib/guards';

/** The wire's member info as the pages read it: the id as a string (the platform's ids are
 *  opaque to the client), every other field as the contract declares it. */
export type MemberInfo = Omit<wire.MemberInfo, 'id'> & { id: string };

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

/** A number sent as a number or as a numeric string; NaN otherwise. */
const numeric = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? Number(v) : Number.NaN);

export async function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  const v = await request<unknown>({ url: '/wps/member/info', moduleId: 'COMM3', signal });
  // Some platforms answer success with an empty value for guests: an identity field is required.
  const type = isRecord<wire.MemberInfo>(v) ? numeric(v.type) : Number.NaN;
  if (!isRecord<wire.MemberInfo>(v) || !str(v, 'account') || !Number.isInteger(type)) throw invalid();
  return {
    id: str(v, 'id'),
    account: str(v, 'account'),
    nickname: str(v, 'nickname'),
    regDate: str(v, 'regDate'),
    type,
    toUpline: v.toUpline === true || v.toUpline === 1 || v.toUpline === '1',
    mobileNum: str(v, 'mobileNum'),
    email: str(v, 'email'),
    vipLevel: Number.isInteger(numeric(v.vipLevel)) ? numeric(v.vipLevel) : 0,
    vipName: str(v, 'vipName'),
  };
}
