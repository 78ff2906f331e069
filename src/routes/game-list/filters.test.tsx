// The game list's choices, down to the request they send (the HTTP client is faked): the filter
// drawer (RNG-only groups, BN digits, apply, reset, the other categories), the search applied on
// Enter only, and the vendor carousel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { request, type RequestOptions } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { Locale } from '@/i18n/locale';
import { forgetHomeGames } from '@/state/home-games';
import { renderApp } from '../../../tests/render';
import { takeKeptList } from './place-memory';

vi.mock('@/api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const item = (i: number, vassalage = 'JL') => ({
  nodeId: String(i),
  gameId: `g${i}`,
  gameCode: `C${i}`,
  displayName: `Game ${i}`,
  gameType: 'RNG',
  vassalage,
  iconUrl: '',
  gameClassifyNew: 'SC',
});
const vendor = (vassalage: string, accountTypeName: string, gameType: string) => ({ vassalage, accountTypeName, gameType });
const sortingList = [
  { gameCategory: 'RNG', vendorNames: [vendor('JL', 'Jili', 'RNG'), vendor('PG', 'PG Soft', 'RNG')] },
  { gameCategory: 'LIVE', vendorNames: [vendor('EVO', 'Evolution', 'LIVE')] },
  { gameCategory: 'LOTT', vendorNames: [vendor('LOTT', 'Lottery', 'LOTT')] },
];

/** The params of each game list request, in order. */
const listCalls = () =>
  vi
    .mocked(request)
    .mock.calls.map(([o]) => o)
    .filter((o) => o.url === '/wps/relay/GCSGAME_gameList')
    .map((o) => o.params);

const texts = {
  en: {
    filters: 'Filters',
    vendors: 'Vendors',
    type: 'Game type',
    minBet: 'Minimum bet',
    bets: ['All', '0.01', '0.05', '0.1', '0.5', '0.75'],
    apply: 'Apply',
    reset: 'Reset',
    others: 'Other games',
    live: 'Live casino',
    lottery: 'Lottery',
    jackpot: 'Jackpot',
    fresh: 'New',
  },
  bn: {
    filters: 'ফিল্টার',
    vendors: 'প্রদানকারী',
    type: 'গেমের ধরন',
    minBet: 'ন্যূনতম বাজি',
    bets: ['সব', '০.০১', '০.০৫', '০.১', '০.৫', '০.৭৫'],
    apply: 'প্রয়োগ করুন',
    reset: 'রিসেট',
    others: 'অন্যান্য গেম',
    live: 'লাইভ ক্যাসিনো',
    lottery: 'লটারি',
    jackpot: 'জ্যাকপট',
    fresh: 'নতুন',
  },
} as const;

async function open(path: string, locale: Locale = 'en') {
  const view = await renderApp({ path, locale });
  await screen.findByRole('button', { name: 'Game 1' }, { timeout: 5000 });
  return view;
}
async function openDrawer(locale: Locale = 'en') {
  // The drawer lists the vendors once the vendor data has come.
  await waitFor(() => expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/relay/GCSGAME_getVassGameType' })));
  fireEvent.click(screen.getByRole('button', { name: texts[locale].filters }));
  return screen.findByRole('dialog', { name: texts[locale].filters });
}
const options = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((r) => r.closest('label')!.textContent);
/** A choice inside the drawer's group named `legend` ("All" is in two groups). */
const choice = (drawer: HTMLElement, legend: string, role: 'radio' | 'checkbox', name: string) =>
  within(within(drawer).getByRole('group', { name: legend })).getByRole(role, { name });

beforeEach(() => {
  vi.resetAllMocks();
  forgetHomeGames();
  takeKeptList('');
  vi.mocked(request).mockImplementation(async ({ url }: RequestOptions) => {
    if (url === '/wps/relay/GCSGAME_getVassGameType') return { sortingList };
    if (url === '/wps/relay/GCSGAME_gameList') return { games: [item(1), item(2, 'PG')], pageNum: 1, totalPages: 1 };
    throw new ApiError(0, 'client.network', '');
  });
});
afterEach(() => vi.restoreAllMocks());

describe.each(['bn', 'en'] as const)('filter drawer in %s', (locale) => {
  const t = texts[locale];

  it('RNG: vendors, game type and minimum bet (all, 0.01 … 0.75), and the other categories as links', async () => {
    await open('/m/gameList?gameType=RNG', locale);
    const drawer = await openDrawer(locale);
    expect(
      within(drawer)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')!.textContent),
    ).toEqual([t.vendors, t.type, t.minBet]);
    expect(options(within(drawer).getByRole('group', { name: t.minBet }))).toEqual(t.bets);
    expect(choice(drawer, t.type, 'radio', t.fresh)).toBeChecked(); // the RNG all tab starts at NEW
    expect(choice(drawer, t.minBet, 'radio', t.bets[0])).toBeChecked();
    const others = within(drawer).getByRole('navigation', { name: t.others });
    expect(within(others).getByRole('link', { name: t.live })).toHaveAttribute('href', '/m/gameList?gameType=LIVE');
    expect(within(others).getByRole('link', { name: t.lottery })).toHaveAttribute('href', '/m/lottery');
    expect(within(others).getAllByRole('link')).toHaveLength(2); // not the list shown
  });

  it('other types: no game type or minimum bet', async () => {
    await open('/m/gameList?gameType=LIVE&classify=SC&minBet=0.1', locale);
    expect(listCalls()[0]).not.toHaveProperty('gameClassify');
    expect(listCalls()[0]).not.toHaveProperty('minBet');
    const drawer = await openDrawer(locale);
    expect(
      within(drawer)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')!.textContent),
    ).toEqual([t.vendors]);
    expect(within(drawer).queryByRole('radio')).toBeNull();
  });

  it('Apply sends the choices in the next request; Reset returns the draft to the defaults', async () => {
    const { location } = await open('/m/gameList?gameType=RNG', locale);
    expect(listCalls()).toEqual([expect.objectContaining({ gameType: 'RNG', gameClassify: 'NEW', pageNo: 1 })]);
    let drawer = await openDrawer(locale);
    fireEvent.click(choice(drawer, t.type, 'radio', t.jackpot));
    fireEvent.click(choice(drawer, t.minBet, 'radio', t.bets[3]));
    fireEvent.click(choice(drawer, t.vendors, 'checkbox', 'PG Soft'));
    expect(listCalls()).toHaveLength(1); // a draft until applied
    fireEvent.click(within(drawer).getByRole('button', { name: t.apply }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]).toMatchObject({ gameType: 'RNG', gameClassify: 'JP', minBet: '0.1', vassalage: 'PG', pageNo: 1 });
    expect(location.history).toEqual(['/m/gameList?gameType=RNG&vassalage=PG&classify=JP&minBet=0.1']);

    drawer = await openDrawer(locale);
    expect(choice(drawer, t.type, 'radio', t.jackpot)).toBeChecked();
    fireEvent.click(within(drawer).getByRole('button', { name: t.reset }));
    expect(choice(drawer, t.type, 'radio', t.fresh)).toBeChecked();
    expect(choice(drawer, t.minBet, 'radio', t.bets[0])).toBeChecked();
    expect(choice(drawer, t.vendors, 'checkbox', 'PG Soft')).not.toBeChecked();
    expect(listCalls()).toHaveLength(2); // reset alone sends nothing
    fireEvent.click(within(drawer).getByRole('button', { name: t.apply }));
    await waitFor(() => expect(listCalls()).toHaveLength(3));
    expect(listCalls()[2]).toMatchObject({ gameClassify: 'NEW' });
    expect(listCalls()[2]).not.toHaveProperty('minBet');
    expect(listCalls()[2]).not.toHaveProperty('vassalage');
    expect(location.history).toEqual(['/m/gameList?gameType=RNG']);
  });
});

it('a category link closes the drawer and shows that list', async () => {
  const { location } = await open('/m/gameList?gameType=RNG');
  const drawer = await openDrawer();
  fireEvent.click(within(drawer).getByRole('link', { name: 'Live casino' }));
  await waitFor(() => expect(location.history?.at(-1)).toBe('/m/gameList?gameType=LIVE'));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ gameType: 'LIVE', pageNo: 1 }));
});

describe('search', () => {
  it('is applied on Enter only', async () => {
    const { location } = await open('/m/gameList?gameType=RNG&vassalage=JL');
    const box = screen.getByRole('searchbox', { name: 'Search games by name' });
    fireEvent.input(box, { target: { value: '  gold ' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(listCalls()).toHaveLength(1); // typing alone sends nothing
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]).toMatchObject({ gameType: 'RNG', gameName: 'gold', vassalage: 'JL', pageNo: 1 });
    expect(location.history).toEqual(['/m/gameList?gameType=RNG&vassalage=JL&name=gold']);
  });

  it('from another tab switches to the all tab (BN)', async () => {
    vi.mocked(request).mockImplementation(async ({ url }: RequestOptions) => {
      if (url === '/wps/relay/GCSGAME_getVassGameType') return { sortingList };
      if (url === '/wps/relay/GCSGAME_hotGamesV2') return { list: [item(1)] };
      return { games: [item(3)], totalPages: 1 };
    });
    const { location } = await open('/m/gameList?gameType=RNG&tab=hot', 'bn');
    expect(listCalls()).toHaveLength(0);
    fireEvent.input(screen.getByRole('searchbox', { name: 'নাম দিয়ে গেম খুঁজুন' }), { target: { value: 'gems' } });
    fireEvent.submit(screen.getByRole('search'));
    await screen.findByRole('button', { name: 'Game 3' });
    expect(screen.getByRole('tab', { name: 'সব' })).toHaveAttribute('aria-selected', 'true');
    expect(listCalls()).toEqual([expect.objectContaining({ gameName: 'gems', gameClassify: 'NEW', pageNo: 1 })]);
    expect(location.history).toEqual(['/m/gameList?gameType=RNG&name=gems']);
  });
});

it("the vendor carousel shows one vendor's games, and every vendor's again", async () => {
  const { location } = await open('/m/gameList?gameType=RNG');
  const row = await screen.findByRole('group', { name: 'Vendors' });
  expect(within(row).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(within(row).getByRole('button', { name: 'PG Soft' }));
  await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ vassalage: 'PG', pageNo: 1 }));
  expect(location.history).toEqual(['/m/gameList?gameType=RNG&vassalage=PG']);
  expect(within(row).getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(within(row).getByRole('button', { name: 'PG Soft' }));
  await waitFor(() => expect(location.history).toEqual(['/m/gameList?gameType=RNG']));
  expect(listCalls().at(-1)).not.toHaveProperty('vassalage');
});
