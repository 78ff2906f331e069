// /m/inviteFriends in BN and EN: with a running referral promotion, the referral details and how
// inviting works; without one, the contact_service toast for 2 s and the way back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { fetchReferralInfo } from '@/api/referral';
import type { Locale } from '@/i18n/locale';
import { loadPromotionSummary } from '@/state/promotions';
import { toasts } from '@/state/ui';
import { renderWithI18n, resetState, showPromotions } from '../../../tests/render';
import InviteFriendsPage from './index';

vi.mock('@/api/referral', () => ({ fetchReferralInfo: vi.fn() }));
vi.mock('@/state/promotions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/state/promotions')>()),
  loadPromotionSummary: vi.fn(),
}));

const demo = { token: 'tok-1', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const info = { code: 'RDEMO01', link: 'https://bdplay.example/m/register?r=RDEMO01', invitedCount: 3, rewardAmount: 150 };
const summary = (referralEnabled: boolean) => ({ referralEnabled, missionEnabled: false, unclaimed: 0, missionsClaimable: 0 });

async function open(locale: Locale, runningAfterLoad: boolean, knownBefore = false) {
  resetState({ user: demo });
  showPromotions(summary(knownBefore));
  vi.mocked(loadPromotionSummary).mockImplementation(async () => {
    showPromotions(summary(runningAfterLoad));
    return true;
  });
  const location = memoryLocation({ path: '/m/inviteFriends', record: true });
  await renderWithI18n(
    <Router hook={location.hook}>
      <InviteFriendsPage />
    </Router>,
    locale,
  );
  return location;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchReferralInfo).mockResolvedValue(info);
});
afterEach(() => vi.useRealTimers());

describe.each([
  [
    'bn',
    {
      code: 'আপনার আমন্ত্রণ কোড',
      steps: ['আপনার লিঙ্ক বা কোড বন্ধুর সাথে শেয়ার করুন।', 'আপনার বন্ধু সেটি দিয়ে নিবন্ধন করেন।', 'যোগ দেওয়া প্রতিটি বন্ধুর জন্য আপনি পাবেন ১৫০.০০৳।'],
      how: 'কীভাবে কাজ করে',
      contact: 'অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
      retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
    },
  ],
  [
    'en',
    {
      code: 'Your invite code',
      steps: ['Share your link or code with a friend.', 'Your friend signs up with it.', 'You get ৳150.00 for every friend who joins.'],
      how: 'How it works',
      contact: 'Please contact customer service',
      retry: 'Loading failed, tap to retry',
    },
  ],
] as const)('invite friends in %s', (locale, t) => {
  it('shows the referral details and the three steps while the referral promotion runs', async () => {
    await open(locale, true);
    expect(await screen.findByLabelText(t.code)).toHaveValue('RDEMO01');
    const heading = screen.getByRole('heading', { name: t.how });
    const steps = within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(t.steps);
    expect(toasts.value).toEqual([]);
  });

  it('opens at once when the promotion is already known to run', async () => {
    vi.mocked(loadPromotionSummary).mockReturnValue(new Promise(() => {}));
    await open(locale, true, true);
    expect(await screen.findByLabelText(t.code)).toHaveValue('RDEMO01');
  });

  it('when the promotions cannot be asked: a retry, not the contact_service toast; the retry opens it', async () => {
    const location = await open(locale, true);
    await screen.findByLabelText(t.code); // (the first render asked successfully)
    cleanup();
    resetState({ user: demo });
    vi.mocked(loadPromotionSummary).mockResolvedValueOnce(false);
    await renderWithI18n(
      <Router hook={location.hook}>
        <InviteFriendsPage />
      </Router>,
      locale,
    );
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByLabelText(t.code)).toHaveValue('RDEMO01');
    expect(toasts.value).toEqual([]);
    expect(location.history).toEqual(['/m/inviteFriends']);
  });

  it('without a referral promotion: the contact_service toast for 2 s, and back home', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const location = await open(locale, false);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(toasts.value).toEqual([expect.objectContaining({ text: t.contact, kind: 'info' })]);
    expect(location.history.at(-1)).toBe('/m/home');
    expect(fetchReferralInfo).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1999)));
    expect(toasts.value).toHaveLength(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(toasts.value).toEqual([]);
  });
});
