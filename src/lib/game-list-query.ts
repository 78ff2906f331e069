// What the game list shows, read from and written to its address (specification doc. 2 §2 "Game
// list screen", §4 "Tabs", §5): the category, the quick tab, the vendors, the name search and, for
// RNG only, the classification and the minimum bet. The address holds the whole choice, so the
// back button, a reload and the return from a game all land on the same list.
//
//   /m/gameList?gameType=RNG&tab=all&vassalage=JL,PG&name=gold&classify=ALL&minBet=0.1
//
// Defaults are left out of the address. RNG's all tab starts at NEW (doc. 2 §4): no `classify`
// means NEW there; `classify=ALL` is the explicit "every class".

export const LIST_TABS = ['all', 'hot', 'recent', 'fav'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** The classes of RNG games (platform reference §8), after ALL and NEW. */
export const RNG_CLASSES = ['ALL', 'NEW', 'SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type RngClass = (typeof RNG_CLASSES)[number];
/** Minimum-bet options (doc. 2 §9); '' is "all". */
export const MIN_BETS = ['', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;

export interface ListQuery {
  /** Upper-case category (RNG, LIVE, ESPORTS, …); '' = every type. */
  gameType: string;
  tab: ListTab;
  vendors: string[];
  /** Name search, applied on Enter; only the all tab searches. */
  name: string;
  /** One of RNG_CLASSES, RNG only ('' elsewhere). */
  classify: string;
  /** One of MIN_BETS, RNG only ('' elsewhere). */
  minBet: string;
}

const RNG = 'RNG';
const DEFAULT_RNG_CLASS = 'NEW';
const VENDOR_CODE = /^[A-Z0-9_]{1,32}$/;

const pick = <T extends string>(options: readonly T[], v: string | null, fallback: T): T => (options.includes(v as T) ? (v as T) : fallback);

export function parseListQuery(search: string): ListQuery {
  const p = new URLSearchParams(search);
  let gameType = (p.get('gameType') ?? '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  let tab = pick(LIST_TABS, p.get('tab'), 'all');
  // The home page's HOT tab links here: the hot list of every type.
  if (gameType === 'HOT') [gameType, tab] = ['', 'hot'];
  const rng = gameType === RNG;
  const vendors = (p.get('vassalage') ?? '')
    .split(',')
    .map((v) => v.trim().toUpperCase())
    .filter((v) => VENDOR_CODE.test(v));
  return {
    gameType,
    tab,
    vendors: [...new Set(vendors)],
    name: (p.get('name') ?? '').trim().slice(0, 64).trim(),
    classify: rng ? pick(RNG_CLASSES, (p.get('classify') ?? '').toUpperCase(), DEFAULT_RNG_CLASS) : '',
    minBet: rng ? pick(MIN_BETS, p.get('minBet'), '') : '',
  };
}

/** The query string of a list (no leading '?'), defaults left out. */
export function listSearch(q: ListQuery): string {
  const p = new URLSearchParams();
  if (q.gameType) p.set('gameType', q.gameType);
  if (q.tab !== 'all') p.set('tab', q.tab);
  if (q.vendors.length) p.set('vassalage', q.vendors.join(','));
  if (q.name) p.set('name', q.name);
  if (q.gameType === RNG && q.classify !== DEFAULT_RNG_CLASS) p.set('classify', q.classify);
  if (q.gameType === RNG && q.minBet) p.set('minBet', q.minBet);
  return p.toString();
}

/** A tab change: page 1 of the new tab, and the all tab starts over at its default class. */
export const withTab = (q: ListQuery, tab: ListTab): ListQuery => ({
  ...q,
  tab,
  classify: q.gameType === RNG ? DEFAULT_RNG_CLASS : '',
});

/** A search: only the all tab searches by name, so a search shows it. */
export const withName = (q: ListQuery, name: string): ListQuery => ({ ...q, tab: 'all', name: name.trim().slice(0, 64).trim() });

/** The drawer's filters; classification and minimum bet count only for RNG (doc. 2 §5). */
export function withFilters(q: ListQuery, f: Pick<ListQuery, 'vendors' | 'classify' | 'minBet'>): ListQuery {
  const rng = q.gameType === RNG;
  return { ...q, vendors: f.vendors, classify: rng ? f.classify : '', minBet: rng ? f.minBet : '' };
}

/** What the drawer's reset goes back to. */
export const defaultFilters = (gameType: string): Pick<ListQuery, 'vendors' | 'classify' | 'minBet'> => ({
  vendors: [],
  classify: gameType === RNG ? DEFAULT_RNG_CLASS : '',
  minBet: '',
});

export const isRngList = (q: Pick<ListQuery, 'gameType'>): boolean => q.gameType === RNG;
