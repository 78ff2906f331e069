import { seededRandom, type SeededRandom } from '../../lib/seeded-random.ts';
import {
  bengaliDigits,
  cardGames,
  cardVariants,
  fishAdjectives,
  fishNouns,
  fixedNames,
  liveGames,
  slotAdjectives,
  slotNouns,
  slotSuffixes,
  type Pair,
} from './game-names.ts';
import { gameTypeOf, seedVendors, type Category, type GameType } from './vendors.ts';

/**
 * The demo catalogue (617 games), generated from word lists by a seeded PRNG: the same list on
 * every run, so `INSERT OR IGNORE` on (vendor, code) keeps seeding idempotent. About 40 games are
 * hot (spread over the categories) and the newest game of each slot and fishing vendor is new.
 */

export interface SeedGame {
  vendor: string;
  nodeId: number;
  gameId: string;
  code: string;
  type: GameType;
  nameEn: string;
  nameBn: string;
  iconUrl: string;
  roomId: string;
  supportPlay: boolean;
  classify: string;
  hotRank: number | null;
  isNew: boolean;
  minBetMinor: number;
  sortOrder: number;
}

/** 'Hold & Win' → 'hold_and_win'. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

function shuffled<T>(list: T[], rng: SeededRandom): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

const combine = (a: Pair, b: Pair): Pair => [`${a[0]} ${b[0]}`.trim(), `${a[1]} ${b[1]}`.trim()];

/** Every pairing of two word lists in a seeded order; names are drawn from the front. */
function combinations(first: readonly Pair[], second: readonly Pair[], rng: SeededRandom): Pair[] {
  return shuffled(
    first.flatMap((a) => second.map((b) => combine(a, b))),
    rng,
  );
}

/** RNG classes, weighted like a real slot catalogue (mostly slots). */
const CLASSES = ['SC', 'SC', 'SC', 'SC', 'SC', 'SC', 'SC', 'JP', 'TG', 'AC', 'VP', 'BG'];
const MIN_BETS_MINOR = [1, 5, 10, 50, 75];
const HOT_PER_CATEGORY: Record<Category, number> = { SPORTS: 4, LIVE: 6, RNG: 16, FISH: 4, PVP: 4, LOTT: 2, INHOUSE: 4 };
/** Hot ranks go round these categories, so the hot list opens with a mix. */
const HOT_CYCLE: readonly Category[] = ['RNG', 'LIVE', 'FISH', 'INHOUSE', 'PVP', 'SPORTS', 'LOTT'];

function namesFor(vendor: string, category: Category, count: number, pools: Record<string, Pair[]>): Pair[] {
  const fixed = fixedNames[vendor];
  if (fixed) return fixed.slice(0, count);
  if (category === 'LIVE') {
    // Each studio opens its list with a different game, so the hot list is not three baccarats.
    const start = [...vendor].reduce((sum, c) => sum + c.charCodeAt(0), 0);
    return Array.from({ length: count }, (_, i) => {
      const [en, bn] = liveGames[(start + i) % liveGames.length] as Pair;
      const table = Math.floor(i / liveGames.length) + 1;
      return table === 1 ? [en, bn] : [`${en} ${table}`, `${bn} ${bengaliDigits(String(table))}`];
    });
  }
  // Slots, fishing and card names come from pools shared by all vendors: no two vendors share a name.
  const pool = pools[category] ?? [];
  return pool.splice(0, count);
}

export function buildSeedGames(): SeedGame[] {
  const rng = seededRandom(20_240_601);
  const pools: Record<string, Pair[]> = {
    RNG: combinations(slotAdjectives, slotNouns, rng).map((name) => {
      const suffix = rng.pick(slotSuffixes);
      return suffix[0] ? combine(name, suffix) : name;
    }),
    FISH: combinations(fishAdjectives, fishNouns, rng),
    PVP: combinations(cardVariants, cardGames, rng),
  };
  const games: SeedGame[] = [];
  for (const vendor of seedVendors) {
    let seq = 0;
    for (const [category, count = 0] of Object.entries(vendor.games) as Array<[Category, number]>) {
      const names = namesFor(vendor.code, category, count, pools);
      if (names.length < count) throw new Error(`Not enough names for ${vendor.code} ${category}`);
      names.forEach(([nameEn, nameBn], i) => {
        const code = slugOf(nameEn);
        const slotLike = category === 'RNG' || category === 'FISH';
        games.push({
          vendor: vendor.code,
          nodeId: vendor.nodeBase + seq,
          gameId: String(seq + 1),
          code,
          type: gameTypeOf(vendor, category),
          nameEn,
          nameBn,
          iconUrl: `/cdn/games/${vendor.code.toLowerCase()}/${code}.png`,
          roomId: category === 'LIVE' ? `${vendor.code}${String(i + 1).padStart(3, '0')}` : '',
          supportPlay: slotLike || category === 'INHOUSE',
          classify: category !== 'RNG' ? '' : vendor.code === 'SPB' ? 'AC' : rng.pick(CLASSES),
          hotRank: null,
          isNew: slotLike && i === count - 1,
          minBetMinor: slotLike ? rng.pick(MIN_BETS_MINOR) : category === 'LIVE' ? 1000 : category === 'INHOUSE' ? 10 : 100,
          sortOrder: seq,
        });
        seq++;
      });
    }
  }
  assignHotRanks(games);
  return games;
}

/** Takes each category's hot games round-robin over its vendors, then ranks them round HOT_CYCLE. */
function assignHotRanks(games: SeedGame[]): void {
  const queues = new Map<Category, SeedGame[]>();
  for (const [category, wanted] of Object.entries(HOT_PER_CATEGORY) as Array<[Category, number]>) {
    const inCategory = (g: SeedGame): boolean => g.type === category || (category === 'LOTT' && g.type === 'ELOTT');
    const byVendor = seedVendors.map((v) => games.filter((g) => g.vendor === v.code && inCategory(g))).filter((list) => list.length > 0);
    const picked: SeedGame[] = [];
    for (let round = 0; picked.length < wanted && byVendor.some((list) => list.length > round); round++) {
      for (const list of byVendor) if (list[round] && picked.length < wanted) picked.push(list[round] as SeedGame);
    }
    queues.set(category, picked);
  }
  let rank = 1;
  while ([...queues.values()].some((q) => q.length > 0)) {
    for (const category of HOT_CYCLE) {
      const game = queues.get(category)?.shift();
      if (game) game.hotRank = rank++;
    }
  }
}
