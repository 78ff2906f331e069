import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCountries, HOME_COUNTRY } from '@/api/countries';
import { countries, loadCountries } from './countries';

vi.mock('@/api/countries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/countries')>()),
  fetchCountries: vi.fn(),
}));

const india = { countryName: 'India', countryCode: 'IN', dialingCode: '+91' };

beforeEach(() => {
  countries.value = [HOME_COUNTRY];
});

describe('countries', () => {
  it('offers the home country until the list arrives, then the list', async () => {
    let arrive: (list: (typeof india)[]) => void = () => {};
    vi.mocked(fetchCountries).mockReturnValue(new Promise((r) => (arrive = r)));
    loadCountries();
    expect(countries.value).toEqual([HOME_COUNTRY]);
    arrive([HOME_COUNTRY, india]);
    await vi.waitFor(() => expect(countries.value).toEqual([HOME_COUNTRY, india]));
  });

  it('keeps the home country when the list fails or is empty', async () => {
    vi.mocked(fetchCountries).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    loadCountries();
    loadCountries();
    await new Promise((r) => setTimeout(r, 0));
    expect(countries.value).toEqual([HOME_COUNTRY]);
  });
});
