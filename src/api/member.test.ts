import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { fetchMemberInfo } from './member';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const info = {
  id: 7,
  account: 'demo01',
  nickname: 'Demo',
  regDate: '2026-01-02 10:00:00',
  type: 0,
  toUpline: false,
  mobileNum: '017****0001',
  email: 'de***@bdplay.example',
  vipLevel: 3,
  vipName: 'VIP 3',
};

describe('member API', () => {
  it('decodes the member info', async () => {
    vi.mocked(request).mockResolvedValue(info);
    await expect(fetchMemberInfo()).resolves.toEqual({ ...info, id: '7' });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/member/info', moduleId: 'COMM3' }));
  });

  it('reads a missing VIP level as 0 with no label', async () => {
    vi.mocked(request).mockResolvedValue({ ...info, vipLevel: undefined, vipName: undefined });
    await expect(fetchMemberInfo()).resolves.toMatchObject({ vipLevel: 0, vipName: '' });
  });

  // Issue 23: the platform (and the reference server) answers a guest success with `{}`: no member.
  it("reads a guest's empty identity as no member, and ignores the balance fields beside a member's", async () => {
    vi.mocked(request).mockResolvedValue({});
    await expect(fetchMemberInfo()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
    vi.mocked(request).mockResolvedValue({
      ...info,
      sumBalance: 12345.67,
      frozenBalance: 0,
      balance: [{ accountTypeId: 2, availBalance: 12345.67 }],
    });
    await expect(fetchMemberInfo()).resolves.toEqual({ ...info, id: '7' });
  });

  it.each([[null], [{}], [{ ...info, account: '' }], [{ ...info, type: null }]])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchMemberInfo()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});
