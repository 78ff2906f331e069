import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { fetchBalance } from './wallet';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

describe('wallet API', () => {
  it('decodes the balance, also sent as text', async () => {
    vi.mocked(request).mockResolvedValue({ sumBalance: 1250.5, balance: [{ accountTypeId: 2, availBalance: 1250.5 }] });
    await expect(fetchBalance()).resolves.toEqual({ sumBalance: 1250.5 });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/v2/wallets/balance', moduleId: 'COMM3' }));
    vi.mocked(request).mockResolvedValue({ sumBalance: '0.00' });
    await expect(fetchBalance()).resolves.toEqual({ sumBalance: 0 });
  });

  it.each([[null], [{}], [{ sumBalance: null }], [{ sumBalance: ' ' }], [{ sumBalance: 'abc' }]])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchBalance()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});
