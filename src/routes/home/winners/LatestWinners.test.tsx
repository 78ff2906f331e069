import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countRenders } from '../../../../tests/render-count';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { fetchWinners, type Winner } from '@/api/games';
import { ApiError } from '@/api/errors';
import { activate } from '@/i18n/locale';
import { launchGame } from '@/state/launch';
import { renderWithI18n } from '../../../../tests/render';
import { LatestWinners } from './LatestWinners';

vi.mock('@/api/games', () => ({ fetchWinners: vi.fn() }));
vi.mock('@/state/launch', () => ({ launchGame: vi.fn() }));

const winner = (i: number): Winner => ({
  customerName: `ra****${i}`,
  amount: 15200.5,
  currency: 'BDT',
  game: {
    nodeId: String(i),
    gameId: `g${i}`,
    gameCode: 'JL_FG',
    name: i === 1 ? 'Fortune Gems' : `Game ${i}`,
    gameType: 'RNG',
    vendor: 'JL',
    iconUrl: '/cdn/games/jl-fg.svg',
    roomId: '',
    supportPlay: '1',
    playType: '',
    classify: '',
  },
});
/** Moves the fake clock, letting the answers that fall due settle. */
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const winners = (n: number) => Array.from({ length: n }, (_, i) => winner(i + 1));

beforeEach(() => {
  vi.resetAllMocks();
  // Every row counts as in view (lib/use-seen.test.ts has the waiting).
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LatestWinners', () => {
  it('shows each winner with icon, name, game, amount and a play button (BN)', async () => {
    vi.mocked(fetchWinners).mockResolvedValue(winners(2));
    await renderWithI18n(<LatestWinners />, 'bn');
    const section = await screen.findByRole('region', { name: 'সাম্প্রতিক বিজয়ী' });
    const [first] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('ra****1');
    expect(first).toHaveTextContent('Fortune Gems');
    expect(first).toHaveTextContent('১৫,২০০.৫০৳');
    const icon = first!.querySelector('img')!;
    expect(icon).toHaveAttribute('src', '/cdn/games/jl-fg.svg');
    expect(icon).toHaveAttribute('width', '40');
    expect(icon).not.toHaveAttribute('loading'); // it waits for the ticker to come into view instead
    expect(within(first!).getByRole('button', { name: 'এখনই খেলুন: Fortune Gems' })).toBeInTheDocument();
  });

  it('launches the game from "Play now" (EN)', async () => {
    vi.mocked(fetchWinners).mockResolvedValue(winners(1));
    await renderWithI18n(<LatestWinners />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Play now: Fortune Gems' }));
    expect(launchGame).toHaveBeenCalledWith(winner(1).game, expect.any(Function));
  });

  it('keeps three still slots with up to three winners, and loops with more', async () => {
    vi.mocked(fetchWinners).mockResolvedValue(winners(3));
    const view = await renderWithI18n(<LatestWinners />, 'en');
    const list = await screen.findByRole('list');
    expect(list.parentElement!.style.height).toBe('168px');
    expect(list.children).toHaveLength(3);
    expect(list.style.transform).toBe('');
    view.unmount();

    vi.mocked(fetchWinners).mockResolvedValue(winners(5));
    await renderWithI18n(<LatestWinners />, 'en');
    const moving = await screen.findByRole('list');
    expect(within(moving).getAllByRole('listitem')).toHaveLength(5);
    expect(moving.children).toHaveLength(8); // the first three again, hidden, for a seamless loop
    expect(moving.style.transform).toBe('translateY(0px)');
  });

  it('moves the board without re-rendering any component', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(fetchWinners).mockResolvedValue(winners(5));
    await renderWithI18n(<LatestWinners />, 'en');
    await tick(0);
    const list = screen.getByRole('list');
    const counter = countRenders();
    try {
      await tick(10_000);
      expect(list.style.transform).toBe('translateY(-112px)');
      expect(counter.renders).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it('reloads 250 ms after a language change, once for quick changes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(fetchWinners).mockResolvedValue(winners(1));
    await renderWithI18n(<LatestWinners />, 'en');
    expect(fetchWinners).toHaveBeenCalledTimes(1);
    await act(() => activate('bn'));
    await tick(200);
    await act(() => activate('en'));
    await tick(249);
    expect(fetchWinners).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(fetchWinners).toHaveBeenCalledTimes(2);
  });

  it('offers a retry after a failure (EN) and shows nothing for an empty board', async () => {
    vi.mocked(fetchWinners)
      .mockRejectedValueOnce(new ApiError(0, 'client.network', ''))
      .mockResolvedValue(winners(1));
    await renderWithI18n(<LatestWinners />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Loading failed, tap to retry' }));
    expect(await screen.findByRole('button', { name: 'Play now: Fortune Gems' })).toBeInTheDocument();

    vi.mocked(fetchWinners).mockResolvedValue([]);
    const view = await renderWithI18n(<LatestWinners />, 'bn');
    await waitFor(() => expect(fetchWinners).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(view.container).toBeEmptyDOMElement());
  });
});
