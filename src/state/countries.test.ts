import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCountries, HOME_COUNTRY } from '@/api/countries';

vi.mock('@/api/countries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/countries')>()),
  fetchCountries: vi.fn(),
}));

const india = { countryName: 'India', countryCode: 'IN', dialingCode: '+91' };
const flush = () => new Promise((r) => setTimeout(r, 0));
/** The list is kept per page load: each case starts from a fresh module. */
const load = () => import('./countries');

beforeEach(() => {
  vi.mocked(fetchCountries).mockReset();
  vi.resetModules();
});

describe('countries', () => {
  it('offers the home country until the list arrives, then the list', async () => {
    const { countries, loadCountries } = await load();
    let arrive: (list: (typeof india)[]) => void = () => {};
    vi.mocked(fetchCountries).mockReturnValue(new Promise((r) => (arrive = r)));
    loadCountries();
    expect(countries.value).toEqual([HOME_COUNTRY]);
    arrive([HOME_COUNTRY, india]);
    await vi.waitFor(() => expect(countries.value).toEqual([HOME_COUNTRY, india]));
  });

  it('asks once per page load', async () => {
    const { loadCountries } = await load();
    vi.mocked(fetchCountries).mockResolvedValue([HOME_COUNTRY, india]);
    loadCountries();
    loadCountries();
    await flush();
    loadCountries();
    expect(fetchCountries).toHaveBeenCalledOnce();
  });

  it('keeps the home country when the list fails or is empty, and asks again after a failure', async () => {
    const { countries, loadCountries } = await load();
    vi.mocked(fetchCountries).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    loadCountries();
    await flush();
    expect(countries.value).toEqual([HOME_COUNTRY]);
    loadCountries();
    await flush();
    expect(fetchCountries).toHaveBeenCalledTimes(2);
    expect(countries.value).toEqual([HOME_COUNTRY]);
  });
});
