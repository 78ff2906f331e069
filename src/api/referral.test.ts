import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { fetchReferralInfo } from './referral';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const answer = { code: 'RDEMO01', link: 'https://bdplay.example/m/register?r=RDEMO01', invitedCount: 4, rewardAmount: 100.5 };

describe('fetchReferralInfo', () => {
  it('reads the code, link, count and reward', async () => {
    vi.mocked(request).mockResolvedValue({ ...answer, extra: true });
    await expect(fetchReferralInfo()).resolves.toEqual(answer);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/relay/MCSFE_getReferralInfo', moduleId: 'AFFMAN3' }));
  });

  it.each([
    null,
    [],
    { ...answer, code: '' },
    { ...answer, code: 5 },
    { ...answer, link: 'javascript:alert(1)' },
    { ...answer, link: undefined },
    { ...answer, invitedCount: -1 },
    { ...answer, invitedCount: '4' },
    { ...answer, rewardAmount: Number.NaN },
    { ...answer, rewardAmount: null },
  ])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchReferralInfo()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});
