// Promotions (docs/member-area.md: REWCEN3): the merchant's running promotions for anyone, the
// member's own with their status, and claiming one. Every field is checked; an item of a category
// or type this client does not know is dropped (the server may add some), anything else malformed
// fails the whole answer.

import type * as wire from '../../contract/promotions';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { withMoneyKey } from './money-keys';
import { fetchMemberPromotionsValue } from './promotion-counts';
import { isNumber, isRecord, isString, type Fields } from '@/lib/guards';

export const promotionCategories = [
  'SPORT',
  'LIVE',
  'SLOTS',
  'CARD',
  'FISHING',
  'LOTTO',
  'REBATE',
  'POINTS',
  'RANKING',
  'DEPOSIT',
  'APP',
  'NEWPLAYER',
  'GAMEOFFER',
] as const;
export type PromotionCategory = (typeof promotionCategories)[number];
export type PromotionType = wire.PromotionType;
export type PromotionStatus = wire.PromotionStatus;

/** A promotion of a category this client knows; `content` is raw HTML: sanitise before rendering. */
export interface Promotion extends Omit<wire.Promotion, 'category'> {
  category: PromotionCategory;
}

export interface MemberPromotion extends Promotion, Pick<wire.MemberPromotion, 'status' | 'progress'> {}

export interface MemberPromotions extends Omit<wire.MemberPromotions, 'list'> {
  list: MemberPromotion[];
}

export type Claim = wire.ClaimResult;

const MODULE = 'REWCEN3';
const TYPES: readonly unknown[] = ['BONUS', 'REFERRAL', 'MISSION'] satisfies PromotionType[];
const STATUSES: readonly unknown[] = ['CLAIMABLE', 'CLAIMED', 'IN_PROGRESS'] satisfies PromotionStatus[];
const TEXT_FIELDS = ['title', 'summary', 'content', 'imageUrl', 'startTime', 'endTime'] as const satisfies readonly (keyof Promotion)[];

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');
const isCount = (v: unknown): v is number => isNumber(v) && v >= 0 && Number.isInteger(v);
const isKnown = (item: Fields<wire.Promotion>) => (promotionCategories as readonly unknown[]).includes(item.category) && TYPES.includes(item.type);

function decodePromotion(item: Fields<wire.Promotion>): Promotion {
  if (!isCount(item.id) || !isNumber(item.amount) || !TEXT_FIELDS.every((k) => isString(item[k]))) throw invalid();
  const text = (k: (typeof TEXT_FIELDS)[number]) => item[k] as string;
  return {
    id: item.id,
    category: item.category as PromotionCategory,
    type: item.type as PromotionType,
    title: text('title'),
    summary: text('summary'),
    content: text('content'),
    imageUrl: text('imageUrl'),
    startTime: text('startTime'),
    endTime: text('endTime'),
    amount: item.amount,
  };
}

function decodeProgress(v: unknown): MemberPromotion['progress'] {
  if (v === null) return null;
  if (!isRecord<NonNullable<wire.MemberPromotion['progress']>>(v) || !isNumber(v.current) || !isNumber(v.target) || v.current < 0 || v.target <= 0)
    throw invalid();
  return { current: v.current, target: v.target };
}

function decodeMemberPromotion(item: Fields<wire.MemberPromotion>): MemberPromotion {
  if (!STATUSES.includes(item.status)) throw invalid();
  return { ...decodePromotion(item), status: item.status as PromotionStatus, progress: decodeProgress(item.progress ?? null) };
}

/** The known items of `value.list`, each decoded; throws on anything malformed. */
function decodeList<T>(value: unknown, decode: (item: Fields<wire.MemberPromotion>) => T): T[] {
  if (!isRecord<wire.MerchantPromotions>(value) || !Array.isArray(value.list)) throw invalid();
  return value.list.flatMap((item: unknown) => {
    if (!isRecord<wire.MemberPromotion>(item)) throw invalid();
    return isKnown(item) ? [decode(item)] : [];
  });
}

export function decodeMerchantPromotions(value: unknown): Promotion[] {
  return decodeList(value, decodePromotion);
}

export function decodeMemberPromotions(value: unknown): MemberPromotions {
  const list = decodeList(value, decodeMemberPromotion);
  const { unclaimedCount, missionClaimableCount } = value as Fields<wire.MemberPromotions>;
  if (!isCount(unclaimedCount) || !isCount(missionClaimableCount)) throw invalid();
  return { list, unclaimedCount, missionClaimableCount };
}

export function decodeClaim(value: unknown): Claim {
  if (!isRecord<Claim>(value) || !isCount(value.promotionId) || !isNumber(value.amount) || !isNumber(value.sumBalance)) throw invalid();
  return { promotionId: value.promotionId, amount: value.amount, sumBalance: value.sumBalance };
}

/** Every running promotion of the merchant; no session needed. */
export async function fetchMerchantPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  const v = await request<unknown>({ url: '/wps/relay/MCSFE_getMerchantAvailablePromotions', moduleId: MODULE, signal });
  return decodeMerchantPromotions(v);
}

/** The signed-in member's promotions with their status, and the two badge counts. */
export async function fetchMemberPromotions(signal?: AbortSignal): Promise<MemberPromotions> {
  return decodeMemberPromotions(await fetchMemberPromotionsValue(signal));
}

/** Claims one promotion for `member`; refused with `promotion.already.claimed` /
 *  `promotion.not.claimable` / `promotion.not.found`. A money request: it carries the claim's
 *  idempotency key (./money-keys), so a lost answer is asked again, and paid at most once. */
export function claimPromotion(promotionId: number, member: string): Promise<Claim> {
  const data = { promotionId } satisfies wire.ClaimBody;
  return withMoneyKey({ member, name: `claim:${promotionId}`, body: data }, async (idempotencyKey) =>
    decodeClaim(await request<unknown>({ method: 'post', url: '/wps/relay/MCSFE_claimIssuedPromotion', moduleId: MODULE, data, idempotencyKey })),
  );
}
