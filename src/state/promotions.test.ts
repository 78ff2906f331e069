import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMemberPromotions, fetchMerchantPromotions, type Promotion } from '@/api/promotions';
import { forgetPromotions, loadPromotionSummary, promotionSummary } from './promotions';
import { unclaimedPromotions } from './rewards';
import { session, type SessionInfo } from './session';

vi.mock('@/api/promotions', () => ({ fetchMerchantPromotions: vi.fn(), fetchMemberPromotions: vi.fn() }));

const member: SessionInfo = { token: 'tok', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const running = (...types: Promotion['type'][]) => types.map((type, id) => ({ id, type }) as Promotion);
const counts = (unclaimedCount: number, missionClaimableCount: number) => ({ list: [], unclaimedCount, missionClaimableCount });
const empty = { referralEnabled: false, missionEnabled: false, unclaimed: 0, missionsClaimable: 0 };

afterEach(() => {
  vi.resetAllMocks();
  session.value = null;
  forgetPromotions();
});

describe('the promotion summary', () => {
  // First in the file: the gates are not known until the merchant's list has loaded once.
  it('says whether the gates are known: not while the list has never loaded, then yes', async () => {
    vi.mocked(fetchMerchantPromotions).mockRejectedValue(new Error('offline'));
    expect(await loadPromotionSummary()).toBe(false);
    vi.mocked(fetchMerchantPromotions).mockResolvedValue(running('REFERRAL'));
    expect(await loadPromotionSummary()).toBe(true);
    vi.mocked(fetchMerchantPromotions).mockRejectedValue(new Error('offline'));
    expect(await loadPromotionSummary()).toBe(true); // the last answer still stands
  });

  it('tells a guest which promotion types run, without the member call', async () => {
    vi.mocked(fetchMerchantPromotions).mockResolvedValue(running('BONUS', 'MISSION'));
    await loadPromotionSummary();
    expect(promotionSummary.value).toEqual({ ...empty, missionEnabled: true });
    expect(fetchMemberPromotions).not.toHaveBeenCalled();
  });

  it('adds the member’s counts and the footer badge, one load at a time', async () => {
    session.value = member;
    vi.mocked(fetchMerchantPromotions).mockResolvedValue(running('REFERRAL'));
    vi.mocked(fetchMemberPromotions).mockResolvedValue(counts(2, 1));
    await Promise.all([loadPromotionSummary(), loadPromotionSummary()]);
    expect(fetchMerchantPromotions).toHaveBeenCalledTimes(1);
    expect(promotionSummary.value).toEqual({ referralEnabled: true, missionEnabled: false, unclaimed: 2, missionsClaimable: 1 });
    expect(unclaimedPromotions.value).toBe(2);
  });

  it('keeps the last values when a call fails', async () => {
    session.value = member;
    vi.mocked(fetchMerchantPromotions).mockResolvedValue(running('REFERRAL', 'MISSION'));
    vi.mocked(fetchMemberPromotions).mockResolvedValue(counts(3, 2));
    await loadPromotionSummary();
    vi.mocked(fetchMerchantPromotions).mockRejectedValue(new Error('offline'));
    vi.mocked(fetchMemberPromotions).mockResolvedValue(counts(1, 0));
    await loadPromotionSummary();
    expect(promotionSummary.value).toEqual({ referralEnabled: true, missionEnabled: true, unclaimed: 1, missionsClaimable: 0 });
    vi.mocked(fetchMerchantPromotions).mockResolvedValue(running());
    vi.mocked(fetchMemberPromotions).mockRejectedValue(new Error('offline'));
    await loadPromotionSummary();
    expect(promotionSummary.value).toEqual({ ...empty, unclaimed: 1 });
  });

  it('resets the member’s counts when the session ends, even if an answer comes later', async () => {
    session.value = member;
    vi.mocked(fetchMerchantPromotions).mockResolvedValue(running('MISSION'));
    vi.mocked(fetchMemberPromotions).mockResolvedValue(counts(2, 1));
    await loadPromotionSummary();
    let answer!: (v: ReturnType<typeof counts>) => void;
    vi.mocked(fetchMemberPromotions).mockReturnValue(new Promise((r) => (answer = r)));
    const loading = loadPromotionSummary();
    session.value = null;
    expect(promotionSummary.value).toEqual({ ...empty, missionEnabled: true });
    expect(unclaimedPromotions.value).toBe(0);
    answer(counts(5, 5));
    await loading;
    expect(promotionSummary.value).toEqual({ ...empty, missionEnabled: true });
  });
});
