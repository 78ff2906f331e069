// /m/mine in BN and EN: the guest's prompt and shortcuts (each opens the login dialog), a member's
// name (copied on tap), VIP label, balance and shortcut bubbles, an agent's agent centre, the
// message dot, the invite gate, the download popup, the template, and a trial member's rejection.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { fetchMemberInfo, type MemberInfo } from '@/api/member';
import { fetchBalance } from '@/api/wallet';
import { fetchUnreadCount } from '@/api/inbox';
import type { Locale } from '@/i18n/locale';
import { loginPromptOpen } from '@/state/login-prompt';
import type { SessionInfo } from '@/state/session';
import { toasts } from '@/state/ui';
import { renderApp, renderWithI18n, resetState, showPromotions } from '../../../tests/render';
import { statusFixture, whiteLabelNode } from '../../../tests/fixtures';
import MemberCentre from './index';

vi.mock('@/api/member', () => ({ fetchMemberInfo: vi.fn() }));
vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));
vi.mock('@/api/inbox', () => ({ fetchUnreadCount: vi.fn() }));
vi.mock('@/state/promotions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/state/promotions')>()),
  loadPromotionSummary: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/components/referral-dialog/ReferralDialog', () => ({
  ReferralDialog: () => <div role="dialog" aria-label="referral dialog" />,
}));

const demo: SessionInfo = { token: 'tok-1', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const info: MemberInfo = {
  id: '7',
  account: 'demo01',
  nickname: 'Demo',
  regDate: '2026-01-02',
  type: 0,
  toUpline: true,
  mobileNum: '',
  email: '',
  vipLevel: 3,
  vipName: 'VIP 3',
};
const SWITCHES = ['MAILCEN', 'VIPBENEFIT3', 'FEEDBACK3', 'DEPRECM3', 'UPLINETRANS3'];
const status = (memCen = '0') =>
  statusFixture({
    info: {
      whitelabel: [
        whiteLabelNode(
          'MEMCEN',
          true,
          SWITCHES.map((k) => whiteLabelNode(k)),
        ),
      ],
      imageCDNs: ['/cdn'],
      mobileTemplate: { mem_cen: memCen },
    },
  });

let promos = { referralEnabled: true, missionEnabled: true, unclaimed: 3, missionsClaimable: 1 };

async function open(locale: Locale, user: SessionInfo | null, memCen = '0') {
  resetState({ status: status(memCen), user });
  showPromotions(promos);
  const location = memoryLocation({ path: '/m/mine', record: true });
  const view = await renderWithI18n(
    <Router hook={location.hook}>
      <MemberCentre />
    </Router>,
    locale,
  );
  return { ...view, location };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchMemberInfo).mockResolvedValue(info);
  vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 1234.5 });
  vi.mocked(fetchUnreadCount).mockResolvedValue(2);
  promos = { referralEnabled: true, missionEnabled: true, unclaimed: 3, missionsClaimable: 1 };
});

describe.each([
  [
    'bn',
    {
      login: 'লগ ইন / নিবন্ধন',
      deposit: 'ডিপোজিট',
      agent: 'এজেন্ট কেন্দ্র',
      balance: '১,২৩৪.৫০৳',
      copy: 'অ্যাকাউন্টের নাম কপি করুন demo01',
      copied: 'কপি হয়েছে',
      reward: 'পুরস্কার কেন্দ্র, ৩টি নতুন',
      missions: 'মিশন কার্যক্রম, ১টি নতুন',
      mail: 'মেইল, ২টি নতুন',
      messages: 'বার্তা, ২টি অপঠিত',
      invite: 'বন্ধুদের আমন্ত্রণ',
      links: 'রেফারেল লিংক',
      download: 'অ্যাপ ডাউনলোড',
      vip: 'ভিআইপি সুবিধা',
      settings: 'সেটিংস',
      title: 'সদস্য',
      transfer: 'ঊর্ধ্বতনের কাছে ট্রান্সফার',
    },
  ],
  [
    'en',
    {
      login: 'Log in / Register',
      deposit: 'Deposit',
      agent: 'Agent centre',
      balance: '৳1,234.50',
      copy: 'Copy account name demo01',
      copied: 'Copied',
      reward: 'Reward centre, 3 new',
      missions: 'Mission activity, 1 new',
      mail: 'Mail, 2 new',
      messages: 'Messages, 2 unread',
      invite: 'Invite friends',
      links: 'Referral links',
      download: 'App download',
      vip: 'VIP benefits',
      settings: 'Settings',
      title: 'Member',
      transfer: 'Superior transfer',
    },
  ],
] as const)('the member centre in %s', (locale, t) => {
  it('asks a guest to log in, from the prompt and from every shortcut', async () => {
    const { location } = await open(locale, null);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.login }));
    expect(loginPromptOpen.value).toBe(true);
    loginPromptOpen.value = false;
    const shortcuts = screen.getByRole('list');
    fireEvent.click(within(shortcuts).getByRole('link', { name: t.deposit }));
    expect(loginPromptOpen.value).toBe(true);
    expect(location.history).toEqual(['/m/mine']);
    loginPromptOpen.value = false;
    fireEvent.click(screen.getByRole('link', { name: t.settings }));
    expect(loginPromptOpen.value).toBe(true);
    expect(within(shortcuts).queryByRole('link', { name: t.agent })).toBeNull();
    expect(fetchMemberInfo).not.toHaveBeenCalled();
  });

  it('shows a member their name, VIP label, balance and the bubbles', async () => {
    await open(locale, demo);
    expect(await screen.findByText('VIP 3')).toBeInTheDocument();
    expect(await screen.findByText(t.balance)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.copy })).toHaveTextContent('demo01');
    expect(screen.getByRole('link', { name: t.reward })).toHaveAttribute('href', '/m/rewardCenter');
    expect(screen.getByRole('link', { name: t.missions })).toHaveAttribute('href', '/m/leaderBoard');
    expect(await screen.findByRole('link', { name: t.mail })).toHaveAttribute('href', '/m/webEmail');
    expect(screen.getByRole('link', { name: t.messages })).toHaveAttribute('href', '/m/webEmail');
    expect(screen.getByRole('link', { name: t.vip })).toHaveAttribute('href', '/m/member/benefits');
    expect(screen.getByRole('link', { name: t.transfer })).toHaveAttribute('href', '/m/upLine/transfer');
    expect(screen.queryByRole('link', { name: t.agent })).toBeNull();
  });

  it('shows an agent the agent centre', async () => {
    vi.mocked(fetchMemberInfo).mockResolvedValue({ ...info, type: 1 });
    await open(locale, { ...demo, type: 1 });
    expect(await screen.findByRole('link', { name: t.agent })).toHaveAttribute('href', '/m/agent');
  });

  it('copies the account name', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open(locale, demo);
    fireEvent.click(await screen.findByRole('button', { name: t.copy }));
    await waitFor(() => expect(toasts.value.map((x) => x.text)).toContain(t.copied));
    expect(writeText).toHaveBeenCalledWith('demo01');
  });

  it('opens the referral dialog from invite friends and from the referral links', async () => {
    await open(locale, demo);
    fireEvent.click(screen.getByRole('button', { name: t.invite }));
    expect(await screen.findByRole('dialog', { name: 'referral dialog' })).toBeInTheDocument();
    cleanup();
    await open(locale, demo);
    fireEvent.click(screen.getByRole('button', { name: t.links }));
    expect(await screen.findByRole('dialog', { name: 'referral dialog' })).toBeInTheDocument();
  });

  it('opens the download popup from the app-download shortcut', async () => {
    await open(locale, demo);
    fireEvent.click(screen.getByRole('button', { name: t.download }));
    expect(await screen.findByRole('dialog', { name: t.download })).toBeInTheDocument();
  });
});

it('hides invite friends without a referral promotion and mission activity without a mission', async () => {
  promos = { referralEnabled: false, missionEnabled: false, unclaimed: 0, missionsClaimable: 0 };
  await open('en', demo);
  expect(screen.queryByRole('button', { name: 'Invite friends' })).toBeNull();
  expect(screen.queryByRole('link', { name: /Mission activity/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'Reward centre' })).toBeInTheDocument();
});

it('draws the same markup in the new and the base template', async () => {
  const base = (await open('en', demo, '0')).container.firstElementChild!.className;
  const fresh = (await open('en', demo, '1')).container.firstElementChild!.className;
  expect(base).toMatch(/base/);
  expect(fresh).toMatch(/new/);
});

it.each([
  ['bn', 'ট্রায়াল অ্যাকাউন্ট'],
  ['en', 'Trial accounts cannot use this'],
] as const)('rejects a trial member with the free_reject toast in %s', async (locale, text) => {
  const { location } = await renderApp({ path: '/m/mine', locale, user: { ...demo, type: 4 } });
  await waitFor(() => expect(location.history?.at(-1)).toBe('/m/home'));
  expect(toasts.value.map((x) => x.text).join()).toContain(text);
  expect(fetchMemberInfo).not.toHaveBeenCalled();
});
