import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { fetchPendingContracts } from './contracts';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const none = { dailysalreqtype: 0, divtypecompperiodreq: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };

describe('contracts API', () => {
  it('reads the pending flags (numbers or text)', async () => {
    vi.mocked(request).mockResolvedValue({ ...none, dailysalreqtype: 1, divtypereq: '1' });
    await expect(fetchPendingContracts()).resolves.toEqual({ dailySalary: true, dividend: true, hourlySalary: false });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/member/info/funds/consolidated', moduleId: 'COMM3' }));
  });

  it('counts either dividend flag; anything but 1 is not pending', async () => {
    vi.mocked(request).mockResolvedValue({ ...none, divtypecompperiodreq: 1, contracthoursalreq: 1, dailysalreqtype: true });
    await expect(fetchPendingContracts()).resolves.toEqual({ dailySalary: false, dividend: true, hourlySalary: true });
    vi.mocked(request).mockResolvedValue({});
    await expect(fetchPendingContracts()).resolves.toEqual({ dailySalary: false, dividend: false, hourlySalary: false });
  });

  it.each([[null], [[]], [1]])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchPendingContracts()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});
