// The lottery lobby (/m/lottery) in BN and EN: the mode tabs (asked, else the merchant's), the
// menus with their next-draw countdowns on one clock, the recent row for members only, taps to the
// launch route, load failures and empty answers, and the 200 ms reload after a language change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { fetchVendorData } from '@/api/games';
import { ApiError } from '@/api/errors';
import { fetchLotteryMenus, fetchRecentLottery, type LotteryGame, type LotteryMenu } from '@/api/lottery';
import { activate, type Locale } from '@/i18n/locale';
import { forgetHomeGames } from '@/state/home-games';
import { session } from '@/state/session';
import { renderWithI18n } from '../../../tests/render';
import { forgetMenus } from './menus';
import LotteryPage from './index';

vi.mock('@/api/games', () => ({ fetchVendorData: vi.fn() }));
vi.mock('@/api/lottery', () => ({ fetchLotteryMenus: vi.fn(), fetchRecentLottery: vi.fn(), fetchPopularLottery: vi.fn() }));

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const game = (code: string, gameType = 'LOTT', patch: Partial<LotteryGame> = {}): LotteryGame => ({
  nodeId: code,
  gameId: code,
  gameCode: code,
  name: `Game ${code}`,
  gameType,
  vendor: gameType === 'ELOTT' ? 'TCG_LOTTO_VN' : 'LOTT',
  iconUrl: `/cdn/games/${code}.svg`,
  roomId: '',
  supportPlay: '0',
  playType: '',
  classify: '',
  drawIntervalSeconds: 60,
  nextDrawTime: NOW + 65_000,
  ...patch,
});
const menus: Record<string, LotteryMenu[]> = {
  Lott: [
    { code: 'FAST', name: 'Fast draws', games: [game('F1'), game('F2', 'LOTT', { drawIntervalSeconds: 300, nextDrawTime: NOW + 299_000 })] },
    { code: 'DAILY', name: 'Daily draws', games: [game('D1', 'LOTT', { drawIntervalSeconds: 86_400, nextDrawTime: NOW + 3_600_000 })] },
  ],
  Elott: [{ code: 'NORTH', name: 'North', games: [game('N1', 'ELOTT', { playType: 'Tradition' })] }],
};
const user = { token: 't', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
const elottMerchant = [{ category: 'ELOTT', vendors: [{ vendor: 'TCG_LOTTO_VN', gameType: 'ELOTT', name: 'VN' }] }];

async function open(path: string, locale: Locale = 'en', member = false) {
  session.value = member ? user : null;
  const location = memoryLocation({ path, record: true });
  const view = await renderWithI18n(
    <Router hook={location.hook}>
      <LotteryPage />
    </Router>,
    locale,
  );
  return { ...view, location };
}
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
/** Lets the answers (resolved at once) and their renders settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await tick(0);
};

beforeEach(() => {
  vi.resetAllMocks();
  forgetHomeGames();
  forgetMenus();
  vi.mocked(fetchVendorData).mockResolvedValue([]);
  vi.mocked(fetchLotteryMenus).mockImplementation(async (mode) => menus[mode]!);
  vi.mocked(fetchRecentLottery).mockResolvedValue([game('R1', 'ELOTT')]);
});
afterEach(() => vi.useRealTimers());

describe('lottery lobby', () => {
  it('opens on the merchant’s mode and lists each menu’s games with their next draw (BN)', async () => {
    vi.mocked(fetchVendorData).mockResolvedValue(elottMerchant);
    await open('/m/lottery', 'bn');
    const tabs = await screen.findByRole('tablist', { name: 'পুরস্কারের ধরন' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['লটারি', 'বিনোদন লটারি']);
    expect(screen.getByRole('tab', { name: 'বিনোদন লটারি' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'বিনোদন লটারি' });
    expect(await within(panel).findByRole('heading', { name: 'North' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Game N1' })).toBeInTheDocument();
    expect(fetchLotteryMenus).toHaveBeenCalledWith('Elott');
    expect(screen.queryByRole('heading', { name: 'সম্প্রতি খেলেছেন' })).toBeNull();
    expect(fetchRecentLottery).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'সব লটারি' })).toHaveAttribute('href', '/m/moreLottery');
  });

  it('counts down to each draw on one clock and moves on by the interval when a draw passes (BN and EN)', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const view = await open('/m/lottery', 'bn');
    await settle();
    const line = (name: string) => screen.getByRole('button', { name }).parentElement!.parentElement!;
    expect(line('Game F1')).toHaveTextContent('পরবর্তী ড্র ০১:০৫ পরে');
    view.unmount();

    await open('/m/lottery', 'en');
    await settle();
    expect(line('Game F1')).toHaveTextContent('Next draw in 01:05');
    expect(line('Game F2')).toHaveTextContent('Next draw in 04:59');
    expect(line('Game D1')).toHaveTextContent('Next draw in 01:00:00');
    const timers = vi.getTimerCount();
    await tick(66_000);
    expect(line('Game F1')).toHaveTextContent('Next draw in 00:59'); // the draw passed: one minute on
    expect(line('Game D1')).toHaveTextContent('Next draw in 58:54');
    expect(vi.getTimerCount()).toBe(timers);
    expect(fetchLotteryMenus).toHaveBeenCalledTimes(2); // once per language: no refetch when a draw passes
  });

  it('opens on ?prizeMode= and switches modes through the address (EN)', async () => {
    vi.mocked(fetchVendorData).mockResolvedValue(elottMerchant);
    const { location } = await open('/m/lottery?prizeMode=lott');
    expect(await screen.findByRole('heading', { name: 'Fast draws' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daily draws' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lottery' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Entertainment lottery' }));
    expect(await screen.findByRole('heading', { name: 'North' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fast draws' })).toBeNull();
    expect(location.history).toEqual(['/m/lottery?prizeMode=Elott']);
    fireEvent.click(screen.getByRole('tab', { name: 'Lottery' }));
    expect(await screen.findByRole('heading', { name: 'Fast draws' })).toBeInTheDocument();
    expect(fetchLotteryMenus).toHaveBeenCalledTimes(2); // Lott was kept
  });

  it('falls back to the merchant’s mode when the address stops naming one (EN)', async () => {
    vi.mocked(fetchVendorData).mockResolvedValue(elottMerchant);
    const { location } = await open('/m/lottery?prizeMode=Lott');
    await screen.findByRole('heading', { name: 'Fast draws' });
    act(() => location.navigate('/m/lottery'));
    expect(await screen.findByRole('heading', { name: 'North' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Entertainment lottery' })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes to the launch route with the menu’s mode (EN)', async () => {
    const { location } = await open('/m/lottery?prizeMode=Elott');
    fireEvent.click(await screen.findByRole('button', { name: 'Game N1' }));
    expect(location.history!.at(-1)).toBe('/m/launchGame?vendor=TCG_LOTTO_VN&gameCode=N1&prizeMode=Elott&playType=Tradition');
  });

  it('shows members their recent lottery games above the menus, each in its own mode (BN)', async () => {
    const { location } = await open('/m/lottery', 'bn', true);
    const recent = await screen.findByRole('region', { name: 'সম্প্রতি খেলেছেন' });
    fireEvent.click(within(recent).getByRole('button', { name: 'Game R1' }));
    expect(location.history!.at(-1)).toBe('/m/launchGame?vendor=TCG_LOTTO_VN&gameCode=R1&prizeMode=Elott');
  });

  it('hides the recent row when a member has none (EN)', async () => {
    vi.mocked(fetchRecentLottery).mockResolvedValue([]);
    await open('/m/lottery', 'en', true);
    await screen.findByRole('heading', { name: 'Fast draws' });
    await waitFor(() => expect(fetchRecentLottery).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Recently played' })).toBeNull();
  });

  it('offers a retry after a failure, and says so when a mode has no games (BN)', async () => {
    vi.mocked(fetchLotteryMenus)
      .mockRejectedValueOnce(new ApiError(0, 'client.network', ''))
      .mockResolvedValueOnce([]);
    await open('/m/lottery', 'bn');
    fireEvent.click(await screen.findByRole('button', { name: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন' }));
    expect(await screen.findByText('এই মুহূর্তে এখানে কোনো লটারি গেম নেই।')).toBeInTheDocument();
  });

  it('reloads the names 200 ms after a language change, once for quick changes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await open('/m/lottery', 'en');
    await settle();
    expect(fetchLotteryMenus).toHaveBeenCalledTimes(1);
    await act(() => activate('bn'));
    await tick(150);
    await act(() => activate('en'));
    await act(() => activate('bn'));
    await tick(199);
    expect(fetchLotteryMenus).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(fetchLotteryMenus).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Fast draws' })).toBeInTheDocument(); // shown throughout
  });
});
