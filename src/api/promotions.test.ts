import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { claimPromotion, fetchMemberPromotions, fetchMerchantPromotions } from './promotions';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const promotion = {
  id: 7,
  category: 'SLOTS',
  type: 'BONUS',
  title: 'Slot week',
  summary: 'Spin more',
  content: '<p>Rules</p>',
  imageUrl: '/cdn/promotions/7.webp',
  startTime: '2026-11-01T00:00:00Z',
  endTime: '',
  amount: 150.5,
};
const mission = { ...promotion, id: 9, type: 'MISSION', status: 'IN_PROGRESS', progress: { current: 3, target: 10 } };
const invalid = { errorCode: 'client.response.invalid' };

describe('fetchMerchantPromotions', () => {
  it('reads every running promotion and drops unknown categories and types', async () => {
    vi.mocked(request).mockResolvedValue({ list: [promotion, { ...promotion, category: 'CHESS' }, { ...promotion, type: 'JACKPOT' }] });
    await expect(fetchMerchantPromotions()).resolves.toEqual([promotion]);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/relay/MCSFE_getMerchantAvailablePromotions', moduleId: 'REWCEN3' }));
  });

  it.each([
    null,
    {},
    { list: {} },
    { list: [null] },
    { list: [{ ...promotion, id: '7' }] },
    { list: [{ ...promotion, amount: '1' }] },
    { list: [{ ...promotion, title: null }] },
    { list: [{ ...promotion, endTime: undefined }] },
    { list: [{ ...promotion, content: 1 }] },
  ])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchMerchantPromotions()).rejects.toMatchObject(invalid);
  });
});

describe('fetchMemberPromotions', () => {
  const member = { ...promotion, status: 'CLAIMABLE', progress: null };

  it('reads the member’s promotions with status, progress and counts', async () => {
    vi.mocked(request).mockResolvedValue({ list: [member, mission, { ...mission, category: 'X' }], unclaimedCount: 1, missionClaimableCount: 0 });
    await expect(fetchMemberPromotions()).resolves.toEqual({ list: [member, mission], unclaimedCount: 1, missionClaimableCount: 0 });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/relay/MCSFE_getAvailablePromotions', moduleId: 'REWCEN3' }));
  });

  it('takes a missing progress as none', async () => {
    const { progress: _, ...bare } = member;
    vi.mocked(request).mockResolvedValue({ list: [bare], unclaimedCount: 1, missionClaimableCount: 0 });
    await expect(fetchMemberPromotions()).resolves.toMatchObject({ list: [{ progress: null }] });
  });

  it.each([
    { list: [member] },
    { list: [member], unclaimedCount: -1, missionClaimableCount: 0 },
    { list: [member], unclaimedCount: 1, missionClaimableCount: '0' },
    { list: [{ ...member, status: 'DONE' }], unclaimedCount: 1, missionClaimableCount: 0 },
    { list: [{ ...mission, progress: { current: 1 } }], unclaimedCount: 1, missionClaimableCount: 0 },
    { list: [{ ...mission, progress: { current: 1, target: 0 } }], unclaimedCount: 1, missionClaimableCount: 0 },
  ])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchMemberPromotions()).rejects.toMatchObject(invalid);
  });
});

describe('claimPromotion', () => {
  it('posts the id with the claim’s idempotency key and reads the new balance', async () => {
    vi.mocked(request).mockResolvedValue({ promotionId: 7, amount: 150.5, sumBalance: 1150.5 });
    await expect(claimPromotion(7, 'demo01')).resolves.toEqual({ promotionId: 7, amount: 150.5, sumBalance: 1150.5 });
    expect(request).toHaveBeenCalledWith({
      method: 'post',
      url: '/wps/relay/MCSFE_claimIssuedPromotion',
      moduleId: 'REWCEN3',
      data: { promotionId: 7 },
      idempotencyKey: expect.stringMatching(/^[\w-]{16,64}$/),
    });
  });

  it('sends a claim whose answer was lost again with the same key, and a new claim with a new one', async () => {
    const keys = () => vi.mocked(request).mock.calls.map(([o]) => o.idempotencyKey);
    vi.mocked(request).mockRejectedValueOnce(new ApiError(0, clientErrorCodes.timeout, ''));
    await expect(claimPromotion(7, 'demo01')).rejects.toMatchObject({ errorCode: clientErrorCodes.timeout });
    vi.mocked(request).mockResolvedValue({ promotionId: 7, amount: 1, sumBalance: 2 });
    await claimPromotion(7, 'demo01');
    await claimPromotion(7, 'demo01');
    const [lost, again, next] = keys();
    expect(again).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it.each([null, { promotionId: 7, amount: 1 }, { promotionId: 7, amount: 1, sumBalance: '2' }])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(claimPromotion(7, 'demo01')).rejects.toMatchObject(invalid);
  });
});
