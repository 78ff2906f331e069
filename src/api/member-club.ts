// The member club: the member's VIP level, the totals that count towards the next one and every
// level's targets and benefits (docs/member-area.md, MCS2_getMemberClubBenefit, module MEMCLUB3).

import type * as wire from '../../contract/member';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { isArrayOf, isNumber, isRecord, isString } from '@/lib/guards';

export type ClubBenefit = wire.ClubBenefit;
export type ClubLevel = wire.ClubLevel;
export type MemberClub = wire.MemberClub;

const isBenefit = (v: unknown): v is ClubBenefit => isRecord<ClubBenefit>(v) && isString(v.code) && isString(v.title) && isString(v.value);

const isLevel = (v: unknown): v is ClubLevel =>
  isRecord<ClubLevel>(v) &&
  Number.isInteger(v.level) &&
  isString(v.name) &&
  isNumber(v.depositTarget) &&
  isNumber(v.betTarget) &&
  isArrayOf(v.benefits, isBenefit);

const isClub = (v: unknown): v is MemberClub =>
  isRecord<MemberClub>(v) &&
  Number.isInteger(v.level) &&
  isString(v.levelName) &&
  isNumber(v.deposit) &&
  isNumber(v.bet) &&
  isArrayOf(v.levels, isLevel);

/** Needs a session. Levels come back lowest first, whatever order the server sent. */
export async function fetchMemberClub(signal?: AbortSignal): Promise<MemberClub> {
  const v = await request<unknown>({ url: '/wps/relay/MCS2_getMemberClubBenefit', moduleId: 'MEMCLUB3', signal });
  if (!isClub(v)) throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  const pick = ({ level, name, depositTarget, betTarget, benefits }: ClubLevel): ClubLevel => ({
    level,
    name,
    depositTarget,
    betTarget,
    benefits: benefits.map(({ code, title, value }) => ({ code, title, value })),
  });
  return {
    level: v.level,
    levelName: v.levelName,
    deposit: v.deposit,
    bet: v.bet,
    levels: v.levels.map(pick).sort((a, b) => a.level - b.level),
  };
}
