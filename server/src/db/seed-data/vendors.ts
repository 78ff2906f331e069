/**
 * Demo vendors and where the platform files them (docs/api.md, "Games and the home page").
 * E-sports (TF, IA) and cockfight (DS88, SV3) sit under SPORTS as on the platform; the client
 * splits them out.
 * `games` says how many games the catalogue generator makes per category; `nodeBase` keeps each
 * vendor's node ids stable when vendors are added or reordered.
 */

export type Category = 'SPORTS' | 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'LOTT' | 'INHOUSE';
export type GameType = Category | 'ELOTT';

/** The merchant's category order. */
export const seedCategoryOrder: readonly Category[] = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE'];

export interface SeedVendor {
  code: string;
  name: string;
  nodeBase: number;
  /** Category → number of games to generate; the entry's gameType is the category except ELOTT. */
  games: Partial<Record<Category, number>>;
  elott?: boolean;
}

export const seedVendors: readonly SeedVendor[] = [
  { code: 'SBO', name: 'SBOBET', nodeBase: 10_000, games: { SPORTS: 3 } },
  { code: 'SABA', name: 'SABA Sports', nodeBase: 11_000, games: { SPORTS: 3 } },
  { code: 'TF', name: 'TF Gaming', nodeBase: 12_000, games: { SPORTS: 2 } },
  { code: 'IA', name: 'IA E-sports', nodeBase: 13_000, games: { SPORTS: 2 } },
  { code: 'DS88', name: 'DS88 Sabong', nodeBase: 14_000, games: { SPORTS: 1 } },
  { code: 'SV3', name: 'SV388', nodeBase: 15_000, games: { SPORTS: 1 } },
  { code: 'EVO', name: 'Evolution', nodeBase: 20_000, games: { LIVE: 40 } },
  { code: 'SEXY', name: 'AE Sexy', nodeBase: 21_000, games: { LIVE: 20 } },
  { code: 'PP', name: 'Pragmatic Play', nodeBase: 30_000, games: { RNG: 80, LIVE: 20 } },
  { code: 'JL', name: 'Jili', nodeBase: 31_000, games: { RNG: 80, FISH: 12, PVP: 15 } },
  { code: 'PG', name: 'PG Soft', nodeBase: 32_000, games: { RNG: 70 } },
  { code: 'JDB', name: 'JDB Gaming', nodeBase: 33_000, games: { RNG: 50, FISH: 10 } },
  { code: 'CQ9', name: 'CQ9 Gaming', nodeBase: 34_000, games: { RNG: 50, FISH: 8 } },
  { code: 'FC', name: 'Fa Chai', nodeBase: 35_000, games: { RNG: 40, FISH: 8 } },
  { code: 'SPB', name: 'Spribe', nodeBase: 36_000, games: { RNG: 10 } },
  { code: 'KM', name: 'Kingmaker', nodeBase: 40_000, games: { PVP: 30 } },
  { code: 'V8', name: 'V8 Poker', nodeBase: 41_000, games: { PVP: 30 } },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto', nodeBase: 50_000, games: { LOTT: 12 }, elott: true },
  { code: 'LOTT', name: 'BD Lottery', nodeBase: 51_000, games: { LOTT: 8 } },
  { code: 'BDP', name: 'BD Play Originals', nodeBase: 60_000, games: { INHOUSE: 12 } },
];

/** The gameType of a vendor's entry (and games) in a category. */
export function gameTypeOf(vendor: SeedVendor, category: Category): GameType {
  return vendor.elott && category === 'LOTT' ? 'ELOTT' : category;
}
