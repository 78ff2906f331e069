import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { fetchMemberClub } from './member-club';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const level = (n: number) => ({
  level: n,
  name: `VIP ${n}`,
  depositTarget: n * 1000,
  betTarget: n * 5000,
  benefits: [{ code: 'WITHDRAW', title: 'Daily withdrawals', value: `${n + 3}` }],
});
const club = { level: 1, levelName: 'VIP 1', deposit: 1500, bet: 4200.5, levels: [level(2), level(0), level(1)] };

describe('member club API', () => {
  it('decodes the club, levels lowest first', async () => {
    vi.mocked(request).mockResolvedValue({ ...club, extra: true });
    const got = await fetchMemberClub();
    expect(got).toEqual({ ...club, levels: [level(0), level(1), level(2)] });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/relay/MCS2_getMemberClubBenefit', moduleId: 'MEMCLUB3' }));
  });

  it.each([
    [null],
    [{ ...club, level: '1' }],
    [{ ...club, deposit: null }],
    [{ ...club, levels: null }],
    [{ ...club, levels: [{ ...level(1), benefits: [{ code: 'X' }] }] }],
    [{ ...club, levels: [{ ...level(1), depositTarget: '10' }] }],
  ])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchMemberClub()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});
