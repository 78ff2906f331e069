// /m/moreLottery (every lottery game, grouped by mode) and /m/startLottery (popular lotteries as
// cards with a play button), in BN and EN.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { ApiError } from '@/api/errors';
import { fetchLotteryMenus, fetchPopularLottery, type LotteryGame } from '@/api/lottery';
import type { Locale } from '@/i18n/locale';
import { renderWithI18n } from '../../../tests/render';
import { forgetMenus } from './menus';
import LotteryPage from './index';

vi.mock('@/api/lottery', () => ({ fetchLotteryMenus: vi.fn(), fetchRecentLottery: vi.fn(), fetchPopularLottery: vi.fn() }));

const game = (code: string, gameType = 'LOTT'): LotteryGame => ({
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
  nextDrawTime: Date.now() + 30_000,
});

async function open(path: string, locale: Locale) {
  const location = memoryLocation({ path, record: true });
  await renderWithI18n(
    <Router hook={location.hook}>
      <LotteryPage />
    </Router>,
    locale,
  );
  return location;
}

beforeEach(() => {
  vi.resetAllMocks();
  forgetMenus();
  vi.mocked(fetchLotteryMenus).mockImplementation(async (mode) =>
    mode === 'Lott'
      ? [
          { code: 'A', name: 'A', games: [game('L1'), game('L2')] },
          { code: 'B', name: 'B', games: [game('L2'), game('L3')] },
        ]
      : [{ code: 'C', name: 'C', games: [game('E1', 'ELOTT')] }],
  );
  vi.mocked(fetchPopularLottery).mockResolvedValue([game('E1', 'ELOTT'), game('L2')]);
});

describe.each([
  [
    'bn',
    {
      lott: 'লটারি',
      elott: 'বিনোদন লটারি',
      play: 'খেলুন',
      lobby: 'লটারি লবি',
      all: 'সব লটারি',
      none: 'এই মুহূর্তে এখানে কোনো লটারি গেম নেই।',
      retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
    },
  ],
  [
    'en',
    {
      lott: 'Lottery',
      elott: 'Entertainment lottery',
      play: 'Play',
      lobby: 'Lottery lobby',
      all: 'All lotteries',
      none: 'There are no lottery games here right now.',
      retry: 'Loading failed, tap to retry',
    },
  ],
] as const)('in %s', (locale, t) => {
  it('all lotteries: every game of both modes once, under its mode', async () => {
    const location = await open('/m/moreLottery', locale);
    const lott = (await screen.findByRole('heading', { name: t.lott })).parentElement!;
    expect(
      within(lott)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Game L1', 'Game L2', 'Game L3']);
    const elott = screen.getByRole('heading', { name: t.elott }).parentElement!;
    fireEvent.click(within(elott).getByRole('button', { name: 'Game E1' }));
    expect(location.history!.at(-1)).toBe('/m/launchGame?vendor=TCG_LOTTO_VN&gameCode=E1&prizeMode=Elott');
  });

  it('all lotteries: a retry after a failure, a sentence when there are none', async () => {
    vi.mocked(fetchLotteryMenus)
      .mockRejectedValueOnce(new ApiError(500, 'client.http', ''))
      .mockResolvedValue([]);
    await open('/m/moreLottery', locale);
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });

  it('quick start: popular lotteries as cards with a play button, and the ways on', async () => {
    const location = await open('/m/startLottery', locale);
    expect(fetchPopularLottery).toHaveBeenCalledWith(6);
    const play = await screen.findByRole('button', { name: `${t.play}: Game L2` });
    const card = play.closest('li')!;
    expect(card).toHaveTextContent('Game L2');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(card.querySelector('img')).toHaveAttribute('width', '64');
    expect(screen.getByRole('link', { name: t.lobby })).toHaveAttribute('href', '/m/lottery');
    expect(screen.getByRole('link', { name: t.all })).toHaveAttribute('href', '/m/moreLottery');
    fireEvent.click(screen.getByRole('button', { name: `${t.play}: Game E1` }));
    expect(location.history!.at(-1)).toBe('/m/launchGame?vendor=TCG_LOTTO_VN&gameCode=E1&prizeMode=Elott');
    cleanup();
    const again = await open('/m/startLottery', locale);
    fireEvent.click(await screen.findByRole('button', { name: `${t.play}: Game L2` }));
    expect(again.history!.at(-1)).toBe('/m/launchGame?vendor=LOTT&gameCode=L2&prizeMode=Lott');
  });
});
