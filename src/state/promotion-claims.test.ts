import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimPromotion, fetchMemberPromotions, fetchMerchantPromotions, type MemberPromotion } from '@/api/promotions';
import { activate } from '@/i18n/locale';
import { claim, claiming, loadMemberPromotions, loadMerchantPromotions, memberPromotions, merchantPromotions } from './promotion-claims';
import { forgetPromotions, promotionSummary } from './promotions';
import { unclaimedPromotions } from './rewards';
import { session, type SessionInfo } from './session';
import { balance } from './wallet';

vi.mock('@/api/promotions', () => ({ fetchMerchantPromotions: vi.fn(), fetchMemberPromotions: vi.fn(), claimPromotion: vi.fn() }));

const member: SessionInfo = { token: 'tok', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const promo = (id: number, type: MemberPromotion['type'] = 'BONUS') => ({ id, type, status: 'CLAIMABLE', title: `P${id}` }) as MemberPromotion;

beforeEach(async () => {
  await activate('en');
  session.value = member;
  vi.mocked(fetchMemberPromotions).mockResolvedValue({
    list: [promo(1), promo(2), promo(3, 'MISSION')],
    unclaimedCount: 2,
    missionClaimableCount: 1,
  });
});
afterEach(() => {
  vi.resetAllMocks();
  session.value = null;
});

describe('the member’s promotions', () => {
  it('load with the bubbles, and a claim recounts them and sets the balance', async () => {
    await loadMemberPromotions();
    expect(promotionSummary.value).toMatchObject({ unclaimed: 2, missionsClaimable: 1 });
    vi.mocked(claimPromotion).mockResolvedValue({ promotionId: 1, amount: 10, sumBalance: 110 });
    await Promise.all([claim(1), claim(1)]);
    expect(claimPromotion).toHaveBeenCalledTimes(1);
    expect(claimPromotion).toHaveBeenCalledWith(1, 'demo01');
    expect(memberPromotions.value?.map((p) => p.status)).toEqual(['CLAIMED', 'CLAIMABLE', 'CLAIMABLE']);
    expect(promotionSummary.value).toMatchObject({ unclaimed: 1, missionsClaimable: 1 });
    expect(unclaimedPromotions.value).toBe(1);
    expect(balance.value).toBe(110);
    expect(claiming.value.size).toBe(0);
  });

  it('are forgotten when the session ends, even if an answer comes later', async () => {
    await loadMemberPromotions();
    let answer!: (v: { list: MemberPromotion[]; unclaimedCount: number; missionClaimableCount: number }) => void;
    vi.mocked(fetchMemberPromotions).mockReturnValue(new Promise((r) => (answer = r)));
    const loading = loadMemberPromotions().catch(() => {});
    await activate('bn'); // another language: a new load
    const again = loadMemberPromotions();
    session.value = null;
    expect(memberPromotions.value).toBeNull();
    answer({ list: [promo(5)], unclaimedCount: 1, missionClaimableCount: 0 });
    await Promise.all([loading, again]);
    expect(memberPromotions.value).toBeNull();
    expect(promotionSummary.value).toMatchObject({ unclaimed: 0, missionsClaimable: 0 });
  });
});

describe('the merchant’s promotions', () => {
  it('drop an answer in a language no longer shown', async () => {
    forgetPromotions();
    let answer!: (v: MemberPromotion[]) => void;
    vi.mocked(fetchMerchantPromotions)
      .mockReturnValueOnce(new Promise((r) => (answer = r)))
      .mockResolvedValueOnce([promo(2)]);
    const first = loadMerchantPromotions();
    await activate('bn');
    await loadMerchantPromotions();
    answer([promo(1)]);
    await first;
    expect(merchantPromotions.peek()?.map((p) => p.id)).toEqual([2]);
  });
});
