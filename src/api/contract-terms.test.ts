import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { fetchContract } from './contract-terms';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const terms = {
  id: 7,
  kind: 'daily',
  status: 'pending',
  tiers: [{ from: 50000, pay: 500 }],
  startsOn: '2026-11-28',
  offeredAt: 'x',
  answeredAt: null,
};
const period = { period: '2026-11-27', teamStake: 60000, teamNet: 100, tierPay: 500, amount: 500, state: 'paid' };

describe('contract pages API', () => {
  it('reads the view on the kind’s path, method and module; an answer goes in the query or the body', async () => {
    vi.mocked(request).mockResolvedValue({ contract: terms, periods: [period] });
    await expect(fetchContract('daily', undefined, { action: 'sign', id: 7 })).resolves.toEqual({ contract: terms, periods: [period] });
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/wps/relay/MCS2_processDailySalContract', moduleId: 'DAILYSALCONT3', params: { action: 'sign', id: 7 } }),
    );
    await fetchContract('hourly', undefined, { action: 'decline', id: 7 });
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({
        method: 'post',
        url: '/wps/relay/MCS2_processContractHourSalary',
        moduleId: 'HOURSAL3',
        data: { action: 'decline', id: 7 },
      }),
    );
    vi.mocked(request).mockResolvedValue({ enabled: false, contract: null, periods: [] });
    await expect(fetchContract('dividend')).resolves.toEqual({ contract: null, periods: [] });
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/wps/relay/MCS2_processDividendReq', moduleId: 'SIGNCONDIV3' }));
  });

  it.each([
    [null],
    [{ contract: null }],
    [{ contract: { ...terms, status: 'accepted' }, periods: [] }],
    [{ contract: null, periods: [{ ...period, state: 'late' }] }],
  ])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchContract('daily')).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});
