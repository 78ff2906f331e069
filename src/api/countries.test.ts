import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { ApiError } from './errors';

vi.mock('./client', () => ({ request: vi.fn() }));

const bd = { countryName: 'Bangladesh', countryCode: 'BD', dialingCode: '+880' };
const load = () => import('./countries');

beforeEach(() => {
  vi.resetAllMocks();
  vi.resetModules(); // the list is kept per page load
});

describe('fetchCountries', () => {
  it('drops malformed entries', async () => {
    vi.mocked(request).mockResolvedValue([bd, { countryName: 'X' }, { ...bd, dialingCode: '' }, { ...bd, extra: 1 }]);
    const { fetchCountries } = await load();
    await expect(fetchCountries()).resolves.toEqual([bd, bd]);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/system/country', moduleId: 'COMM3' }));
  });

  it('passes a failure on (state/countries.ts asks again)', async () => {
    vi.mocked(request).mockRejectedValueOnce(new ApiError(0, 'client.network', ''));
    const { fetchCountries } = await load();
    await expect(fetchCountries()).rejects.toBeInstanceOf(ApiError);
  });
});
