// /m/winnerPage in BN and EN: the biggest wins first with ranks (Bengali digits in BN), the top
// three marked, a play-now button per row, the 250 ms reload after a language change, the retry
// and the empty board.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { fetchWinners, type Winner } from '@/api/games';
import { ApiError } from '@/api/errors';
import { activate, type Locale } from '@/i18n/locale';
import { launchGame } from '@/state/launch';
import { renderWithI18n } from '../../../tests/render';
import WinnerPage from './index';

vi.mock('@/api/games', () => ({ fetchWinners: vi.fn() }));
vi.mock('@/state/launch', () => ({ launchGame: vi.fn() }));

const winner = (i: number, amount: number): Winner => ({
  customerName: `ra****${i}`,
  amount,
  currency: 'BDT',
  game: {
    nodeId: String(i),
    gameId: `g${i}`,
    gameCode: `C${i}`,
    name: `Game ${i}`,
    gameType: 'RNG',
    vendor: 'JL',
    iconUrl: `/cdn/games/${i}.svg`,
    roomId: '',
    supportPlay: '1',
    playType: '',
    classify: '',
  },
});
const board = [winner(1, 500), winner(2, 15200.5), winner(3, 80), winner(4, 9000), winner(5, 1200)];

const open = (locale: Locale) => {
  const location = memoryLocation({ path: '/m/winnerPage' });
  return renderWithI18n(
    <Router hook={location.hook}>
      <WinnerPage />
    </Router>,
    locale,
  );
};
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(fetchWinners).mockResolvedValue(board);
});
afterEach(() => vi.useRealTimers());

describe.each([
  [
    'bn',
    {
      list: 'সবচেয়ে বড় জয়',
      play: 'এখনই খেলুন',
      ranks: ['১', '২', '৩', '৪', '৫'],
      top: '১৫,২০০.৫০৳',
      empty: 'এখনও কোনো বিজয়ী নেই। একটু পরে আবার দেখুন।',
      retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
    },
  ],
  [
    'en',
    {
      list: 'Biggest wins',
      play: 'Play now',
      ranks: ['1', '2', '3', '4', '5'],
      top: '৳15,200.50',
      empty: 'No winners yet. Check back soon.',
      retry: 'Loading failed, tap to retry',
    },
  ],
] as const)('the winner board in %s', (locale, t) => {
  it('ranks the wins by amount, biggest first, and marks the top three', async () => {
    await open(locale);
    const list = await screen.findByRole('list', { name: t.list });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('button').getAttribute('aria-label'))).toEqual([2, 4, 5, 1, 3].map((i) => `${t.play}: Game ${i}`));
    expect(rows.map((r) => r.firstElementChild!.textContent)).toEqual(t.ranks);
    expect(rows[0]).toHaveTextContent('ra****2');
    expect(rows[0]).toHaveTextContent(t.top);
    const marked = rows.map((r) => r.className);
    expect(new Set(marked.slice(0, 3)).size).toBe(1);
    expect(marked[3]).not.toBe(marked[0]);
    const icon = rows[0]!.querySelector('img')!;
    expect(icon).toHaveAttribute('src', '/cdn/games/2.svg');
    expect(icon).toHaveAttribute('width', '40');
    expect(icon).toHaveAttribute('loading', 'lazy');
  });

  it('launches a row’s game from play now', async () => {
    await open(locale);
    fireEvent.click(await screen.findByRole('button', { name: `${t.play}: Game 4` }));
    expect(launchGame).toHaveBeenCalledWith(board[3]!.game, expect.any(Function));
  });

  it('offers a retry after a failure, and says so when the board is empty', async () => {
    vi.mocked(fetchWinners)
      .mockRejectedValueOnce(new ApiError(0, 'client.network', ''))
      .mockResolvedValue([]);
    await open(locale);
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});

it('reloads the names 250 ms after a language change', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await open('en');
  await tick(0);
  await act(() => activate('bn'));
  await tick(249);
  expect(fetchWinners).toHaveBeenCalledTimes(1);
  await tick(1);
  expect(fetchWinners).toHaveBeenCalledTimes(2);
});
