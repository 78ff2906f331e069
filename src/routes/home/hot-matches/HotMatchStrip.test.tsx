import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { fetchHotMatches, fetchVendorData, type HotMatch } from '@/api/games';
import { launchGame as launchUrl } from '@/api/launch';
import { ApiError } from '@/api/errors';
import { forgetHomeGames } from '@/state/home-games';
import { opener } from '@/state/launch';
import { session } from '@/state/session';
import { renderWithI18n } from '../../../../tests/render';
import { HotMatchStrip } from './HotMatchStrip';

vi.mock('@/api/games', () => ({ fetchHotMatches: vi.fn(), fetchVendorData: vi.fn(), fetchHotGames: vi.fn() }));
vi.mock('@/api/launch', () => ({ launchGame: vi.fn() }));

const match = (home: string, away: string, nodeId: string): HotMatch => ({
  league: 'Bangladesh Premier League',
  matchTime: new Date(2025, 4, 6, 19, 30).getTime(),
  homeTeam: home,
  awayTeam: away,
  homeTeamImageUrl: '/cdn/teams/a.svg',
  awayTeamImageUrl: '/cdn/teams/b.svg',
  vendor: 'SBO',
  gameType: 'SPORTS',
  gameCode: 'SBO_LOBBY',
  gameId: '',
  roomId: '',
  nodeId,
  supportPlay: '1',
  playType: '',
});
const matches = [match('Dhaka', 'Sylhet', '900'), match('Khulna', 'Rangpur', '901')];
const member = { token: 't', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };

async function renderStrip(locale: 'bn' | 'en') {
  const location = memoryLocation({ path: '/m/home', record: true });
  const view = await renderWithI18n(
    <Router hook={location.hook}>
      <HotMatchStrip />
    </Router>,
    locale,
  );
  return { ...view, location };
}

beforeEach(() => {
  // Every row counts as in view (lib/use-seen.test.ts has the waiting).
  vi.stubGlobal('IntersectionObserver', undefined);
  vi.resetAllMocks();
  forgetHomeGames();
  vi.mocked(fetchVendorData).mockResolvedValue([]);
  vi.mocked(fetchHotMatches).mockResolvedValue(matches);
  opener.open = vi.fn();
  session.value = null;
});

describe('HotMatchStrip', () => {
  it('shows the matches with league, teams, badges and MM/DD HH:mm time (EN)', async () => {
    await renderStrip('en');
    const [first] = await screen.findAllByRole('listitem');
    expect(first).toHaveTextContent('Bangladesh Premier League');
    expect(first).toHaveTextContent('DhakavsSylhet');
    expect(first).toHaveTextContent('05/06 19:30');
    const badges = first!.querySelectorAll('img');
    expect(badges).toHaveLength(2);
    expect(badges[0]).toHaveAttribute('width', '24');
    expect(badges[0]).toHaveAttribute('src', '/cdn/teams/a.svg');
  });

  it('opens the list on a tap, with a bet button per match (BN)', async () => {
    await renderStrip('bn');
    expect((await screen.findAllByText('০৫/০৬ ১৯:৩০'))[0]!.tagName).toBe('TIME');
    fireEvent.click(screen.getByRole('button', { name: 'হট ম্যাচ' }));
    const dialog = screen.getByRole('dialog', { name: 'হট ম্যাচ' });
    expect(within(dialog).getByRole('button', { name: 'বাজি ধরুন: Dhaka বনাম Sylhet' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বাজি ধরুন: Khulna বনাম Rangpur' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a guest who bets to the login page, replacing the entry (EN)', async () => {
    const { location } = await renderStrip('en');
    fireEvent.click((await screen.findAllByText('Khulna'))[0]!); // a tap anywhere on the strip
    fireEvent.click(screen.getByRole('button', { name: 'Bet: Khulna vs Rangpur' }));
    // To log in, told why, and back to this page after it (docs/decisions.md, flows).
    await waitFor(() => expect(location.history).toEqual([expect.stringMatching(/^\/m\/login\?/)]));
    expect(new URLSearchParams(location.history![0]!.split('?')[1]).get('redirect')).toBe('/'); // the page the strip is on
    expect(launchUrl).not.toHaveBeenCalled();
  });

  it("launches the match's game for a member (EN)", async () => {
    session.value = member;
    vi.mocked(launchUrl).mockResolvedValue('/demo/game?id=901');
    await renderStrip('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Hot matches' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bet: Khulna vs Rangpur' }));
    await waitFor(() => expect(opener.open).toHaveBeenCalledWith('/demo/game?id=901'));
    expect(launchUrl).toHaveBeenCalledWith({
      gameType: 'SPORTS',
      vassalage: 'SBO',
      gameCode: 'SBO_LOBBY',
      gameId: '',
      nodeId: '901',
      supportPlay: '1',
      backUrl: location.pathname + location.search,
    });
  });

  it('is hidden without matches and offers a retry after a failure', async () => {
    vi.mocked(fetchHotMatches).mockResolvedValue([]);
    const empty = await renderStrip('en');
    await waitFor(() => expect(empty.container).toBeEmptyDOMElement());
    empty.unmount();

    vi.mocked(fetchHotMatches)
      .mockRejectedValueOnce(new ApiError(0, 'client.network', ''))
      .mockResolvedValue(matches);
    await renderStrip('bn');
    fireEvent.click(await screen.findByRole('button', { name: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন' }));
    expect(await screen.findByRole('button', { name: 'হট ম্যাচ' })).toBeInTheDocument();
  });
});
