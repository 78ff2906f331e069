import type { Db } from './connection.ts';
import { bengaliDigits, type Pair } from './seed-data/game-names.ts';
import { slugOf } from './seed-data/games.ts';

/**
 * The scale setting (`npm run admin -- games scale <count>`, `--scale-games N` at start): extra
 * generated RNG games, so the game list can be measured with a catalogue of 10,000+ games.
 * Game n (1, 2, …) is always the same game: its vendor, name, code, class and minimum bet follow
 * from n, so setting a count keeps games 1…count, adds the missing ones and deletes the rest
 * (their favourites, recent rows and launches go with them by ON DELETE CASCADE).
 */

export const SCALE_GAMES_MAX = 20_000;

/** Node ids 1,000,001… and sort orders after every seeded game (seeded vendors use 10,000–60,999). */
const NODE_BASE = 1_000_000;
const SORT_BASE = 1_000_000;

// Words of their own (none in the seeded slot names), so a generated name never equals a seeded one.
const ADJECTIVES: readonly Pair[] = [
  ['Blazing', 'জ্বলন্ত'],
  ['Cosmic', 'মহাজাগতিক'],
  ['Frozen', 'বরফের'],
  ['Electric', 'বিদ্যুতের'],
  ['Velvet', 'মখমলের'],
  ['Crystal', 'স্ফটিকের'],
  ['Neon', 'নিয়ন'],
  ['Stormy', 'ঝড়ের'],
  ['Emerald', 'পান্নার'],
  ['Sunny', 'রোদেলা'],
];
const NOUNS: readonly Pair[] = [
  ['Reels', 'রিল'],
  ['Riches', 'ঐশ্বর্য'],
  ['Spins', 'স্পিন'],
  ['Jewels', 'গয়না'],
  ['Lanterns', 'লণ্ঠন'],
  ['Rivers', 'নদী'],
  ['Comets', 'ধূমকেতু'],
  ['Orchids', 'অর্কিড'],
];
const CLASSES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
/** The client's minimum-bet options, in paisa (lists.ts MIN_BET_OPTIONS_MINOR). */
const MIN_BETS_MINOR = [1, 5, 10, 50, 75] as const;

export interface ScaledGame {
  nodeId: number;
  vendor: string;
  code: string;
  nameEn: string;
  nameBn: string;
  classify: string;
  minBetMinor: number;
}

/** Game n of the scale setting, its vendor taken round `vendors`. */
export function scaledGame(n: number, vendors: readonly string[]): ScaledGame {
  const [adjEn, adjBn] = ADJECTIVES[(n - 1) % ADJECTIVES.length] as Pair;
  const [nounEn, nounBn] = NOUNS[Math.floor((n - 1) / ADJECTIVES.length) % NOUNS.length] as Pair;
  const nameEn = `${adjEn} ${nounEn} ${n}`;
  return {
    nodeId: NODE_BASE + n,
    vendor: vendors[(n - 1) % vendors.length] ?? '',
    code: slugOf(nameEn),
    nameEn,
    nameBn: `${adjBn} ${nounBn} ${bengaliDigits(String(n))}`,
    // 6 classes and 5 bets: coprime cycles, so every class meets every minimum bet.
    classify: CLASSES[n % CLASSES.length] as string,
    minBetMinor: MIN_BETS_MINOR[n % MIN_BETS_MINOR.length] as number,
  };
}

/** A count as the CLI and the start options take it: 0 to SCALE_GAMES_MAX, or 'off' (0); else undefined. */
export function parseScaleCount(value: string): number | undefined {
  const count = value === 'off' ? 0 : /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  return count <= SCALE_GAMES_MAX ? count : undefined;
}

export function scaledGameCount(db: Db, merchant: string): number {
  return (db.prepare('SELECT count(*) AS n FROM games WHERE merchant = ? AND is_generated = 1').get(merchant) as { n: number }).n;
}

/** The merchant's RNG vendors in its order: the generated games are spread over them. */
function rngVendors(db: Db, merchant: string): string[] {
  const rows = db
    .prepare(
      `SELECT vendor FROM vendor_categories WHERE merchant = ? AND category = 'RNG'
    ORDER BY sort_order, vendor`,
    )
    .all(merchant) as Array<{ vendor: string }>;
  if (rows.length === 0) throw new Error(`Merchant '${merchant}' has no RNG vendors to generate games for`);
  return rows.map((row) => row.vendor);
}

/** Makes games 1…count the merchant's generated games (0 removes them all), in one transaction. */
export function scaleGames(db: Db, merchant: string, count: number): { before: number; after: number } {
  if (!Number.isInteger(count) || count < 0 || count > SCALE_GAMES_MAX) {
    throw new RangeError(`The count must be 0-${SCALE_GAMES_MAX}, got ${count}`);
  }
  return db
    .transaction(() => {
      const before = scaledGameCount(db, merchant);
      db.prepare('DELETE FROM games WHERE merchant = ? AND is_generated = 1 AND node_id > ?').run(merchant, NODE_BASE + count);
      if (count > 0) {
        const vendors = rngVendors(db, merchant);
        const insert = db.prepare(`INSERT OR IGNORE INTO games (merchant, node_id, game_id, game_code, vendor, game_type,
          name_bn, name_en, icon_url, support_play, classify, min_bet_minor, sort_order, is_generated)
        VALUES (?, ?, ?, ?, ?, 'RNG', ?, ?, ?, 1, ?, ?, ?, 1)`);
        for (let n = 1; n <= count; n++) {
          const g = scaledGame(n, vendors);
          insert.run(
            merchant,
            g.nodeId,
            String(g.nodeId),
            g.code,
            g.vendor,
            g.nameBn,
            g.nameEn,
            `/cdn/games/${g.vendor.toLowerCase()}/${g.code}.png`,
            g.classify,
            g.minBetMinor,
            SORT_BASE + n,
          );
        }
      }
      return { before, after: scaledGameCount(db, merchant) };
    })
    .immediate();
}
