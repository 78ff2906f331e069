// The member's referral details (docs/member-area.md: MCSFE_getReferralInfo, AFFMAN3): the code and
// link to hand to friends, how many joined with it, and the reward per friend.

import type * as wire from '../../contract/member';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isNumber, isRecord, isString } from '@/lib/guards';

export type ReferralInfo = wire.ReferralInfo;

const isCount = (v: unknown): v is number => isNumber(v) && v >= 0;

export async function fetchReferralInfo(signal?: AbortSignal): Promise<ReferralInfo> {
  const v = await request<unknown>({ url: '/wps/relay/MCSFE_getReferralInfo', moduleId: 'AFFMAN3', signal });
  if (
    !isRecord<ReferralInfo>(v) ||
    !isString(v.code) ||
    !v.code ||
    !isString(v.link) ||
    !/^https?:\/\//.test(v.link) ||
    !isCount(v.invitedCount) ||
    !isCount(v.rewardAmount)
  ) {
    throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  }
  return { code: v.code, link: v.link, invitedCount: Math.floor(v.invitedCount), rewardAmount: v.rewardAmount };
}
