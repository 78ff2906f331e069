// The Reward tab's badge asks for its own count: right on a visit that begins on home (issue 17),
// once per session, gone after signing out, in BN and EN.
import { act, screen, waitFor } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMemberPromotionsValue } from '@/api/promotion-counts';
import type { Locale } from '@/i18n/locale';
import { session, type SessionInfo } from '@/state/session';
import { renderWithI18n, resetState } from '../../tests/render';
import { TabBar } from './TabBar';

vi.mock('@/api/promotion-counts', () => ({ fetchMemberPromotionsValue: vi.fn() }));
const fetchUnclaimed = vi.mocked(fetchMemberPromotionsValue);

let tokens = 0;
const member = (): SessionInfo => ({ token: `tok${++tokens}`, merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false });

async function show(locale: Locale) {
  const location = memoryLocation({ path: '/m/home' });
  return renderWithI18n(
    <Router hook={location.hook}>
      <TabBar current="/m/home" />
    </Router>,
    locale,
  );
}

beforeEach(() => {
  fetchUnclaimed.mockReset().mockResolvedValue({ list: [], unclaimedCount: 7, missionClaimableCount: 1 });
});

describe.each([
  ['bn', 'পুরস্কার', '৭টি দাবি বাকি'],
  ['en', 'Reward', '7 unclaimed'],
] as const)('the Reward badge in %s', (locale, reward, badge) => {
  it('shows the count on the first page of a visit, asked once per session', async () => {
    resetState({ user: member() });
    const first = await show(locale);
    const tab = screen.getByRole('link', { name: new RegExp(reward) });
    await waitFor(() => expect(tab).toContainElement(screen.getByLabelText(badge)));
    first.unmount();
    await show(locale); // the tab bar again, on another page: no second request
    expect(screen.getByLabelText(badge)).toBeInTheDocument();
    expect(fetchUnclaimed).toHaveBeenCalledTimes(1);
  });

  it('a guest gets no badge and no request; a login asks; signing out takes the badge away', async () => {
    resetState({ user: null });
    await show(locale);
    expect(fetchUnclaimed).not.toHaveBeenCalled();
    act(() => void (session.value = member()));
    await waitFor(() => expect(screen.getByLabelText(badge)).toBeInTheDocument());
    act(() => void (session.value = null));
    expect(screen.queryByLabelText(badge)).toBeNull();
    expect(fetchUnclaimed).toHaveBeenCalledTimes(1);
  });

  it('a failed request is asked again the next time the tab bar shows', async () => {
    fetchUnclaimed.mockRejectedValueOnce(new Error('offline'));
    resetState({ user: member() });
    const first = await show(locale);
    await waitFor(() => expect(fetchUnclaimed).toHaveBeenCalledTimes(1));
    expect(screen.queryByLabelText(badge)).toBeNull();
    first.unmount();
    await show(locale);
    await waitFor(() => expect(screen.getByLabelText(badge)).toBeInTheDocument());
  });

  it('an answer without a count shows no badge', async () => {
    fetchUnclaimed.mockResolvedValue({ unclaimedCount: '7' });
    resetState({ user: member() });
    await show(locale);
    await waitFor(() => expect(fetchUnclaimed).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(screen.queryByLabelText(badge)).toBeNull();
  });
});
