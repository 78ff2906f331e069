// /m/notice in BN and EN against a mocked API client: the player notices as titles that open to
// their sanitised content, the no_announcement placeholder, the retry.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { request } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { Locale } from '@/i18n/locale';
import { renderWithI18n } from '../../../tests/render';
import NoticePage from './index';

vi.mock('@/api/client', () => ({ request: vi.fn() }));

const answer = (player: object[]) => ({ banners: [], player, popup: [] });

async function open(locale: Locale) {
  const location = memoryLocation({ path: '/m/notice' });
  await renderWithI18n(
    <Router hook={location.hook}>
      <NoticePage />
    </Router>,
    locale,
  );
}

beforeEach(() => vi.resetAllMocks());

const texts = {
  bn: { none: 'কোনো ঘোষণা নেই', retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন' },
  en: { none: 'No announcements', retry: 'Loading failed, tap to retry' },
} as const;

describe.each(['bn', 'en'] as const)('the notices in %s', (locale) => {
  const t = texts[locale];

  it('lists the player notices; a title opens its content', async () => {
    vi.mocked(request).mockResolvedValue(
      answer([
        { id: 1, title: 'Deposit bonus', content: '<p>Get 10%<img src="/cdn/x.png" onerror="alert(1)"></p>' },
        { id: 2, title: 'Maintenance', content: 'Tonight' },
      ]),
    );
    await open(locale);
    const first = await screen.findByRole('button', { name: 'Deposit bonus' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(first);
    const region = screen.getByRole('region', { name: 'Deposit bonus' });
    expect(region).toHaveTextContent('Get 10%');
    expect(region.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByRole('button', { name: 'Maintenance' })).toHaveAttribute('aria-expanded', 'false');
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/wps/relay/MCSFE_getListAnnouncements',
        params: expect.objectContaining({ types: 'PL', groupName: 'm_home', platform: 'M' }),
      }),
    );
  });

  it('shows the placeholder entry when there are none, after a retry', async () => {
    vi.mocked(request)
      .mockRejectedValueOnce(new ApiError(0, 'client.network', ''))
      .mockResolvedValue(answer([]));
    await open(locale);
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });
});
