// /m/useragreement in BN and EN against a mocked API client: the help entry tagged `agreement`,
// sanitised; the fallback with a retry when it is missing or the load fails.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { request } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { Locale } from '@/i18n/locale';
import { renderWithI18n } from '../../../tests/render';
import UserAgreementPage from './index';

vi.mock('@/api/client', () => ({ request: vi.fn() }));

const agreement = { title: 'User agreement', tag: 'agreement', content: '<p>Be 18 or older.<script>window.hacked = 1</script></p>', children: [] };
const entries = [{ title: 'Deposits', tag: 'deposit', content: '<p>How</p>', children: [{ ...agreement }] }];

async function open(locale: Locale) {
  const location = memoryLocation({ path: '/m/useragreement' });
  await renderWithI18n(
    <Router hook={location.hook}>
      <UserAgreementPage />
    </Router>,
    locale,
  );
}

beforeEach(() => vi.resetAllMocks());

const texts = {
  bn: {
    fallback: 'এই মুহূর্তে ব্যবহারকারী চুক্তি দেখানো যাচ্ছে না। আবার চেষ্টা করুন, অথবা গ্রাহক সেবায় যোগাযোগ করুন।',
    retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
  },
  en: {
    fallback: 'The user agreement cannot be shown right now. Please try again, or contact customer service.',
    retry: 'Loading failed, tap to retry',
  },
} as const;

describe.each(['bn', 'en'] as const)('the user agreement in %s', (locale) => {
  const t = texts[locale];

  it('shows the entry tagged agreement, sanitised, in the player’s language', async () => {
    vi.mocked(request).mockResolvedValue(entries);
    await open(locale);
    const article = await screen.findByRole('article', { name: 'User agreement' });
    expect(article).toHaveTextContent('Be 18 or older.');
    expect(article.querySelector('script')).toBeNull();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/wps/system/helpCenter', params: { device: 'MOBILE', lang: locale.toUpperCase() } }),
    );
  });

  it('falls back with a retry when the entry is missing or the load fails', async () => {
    vi.mocked(request)
      .mockResolvedValueOnce([{ title: 'Deposits', tag: 'deposit', content: '', children: [] }])
      .mockRejectedValueOnce(new ApiError(0, 'client.network', ''))
      .mockResolvedValue(entries);
    await open(locale);
    expect(await screen.findByText(t.fallback)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.fallback)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByRole('article', { name: 'User agreement' })).toBeInTheDocument();
  });
});
