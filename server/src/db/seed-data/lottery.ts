/**
 * The lottery lobby's demo data (docs/api.md, "Lottery"): each lottery game's draw interval and
 * the menus of each prize mode. Games are named by vendor and game code (seed-data/games.ts).
 * Every seeded LOTT and ELOTT game sits in exactly one menu, and no menu is empty.
 */

export interface SeedLotteryMenu {
  prizeMode: 'LOTT' | 'ELOTT';
  code: string;
  nameEn: string;
  nameBn: string;
  vendor: string;
  /** [game code, draw interval in seconds], in menu order. */
  games: ReadonlyArray<readonly [code: string, drawIntervalSeconds: number]>;
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** The VN games are named after their draw interval ('Lotto 3 min'); a region gets each game once. */
const vnGames = (...codes: string[]): Array<[string, number]> => codes.map((code) => [code, Number(/_(\d+)_min$/.exec(code)?.[1] ?? 5) * MINUTE]);

export const seedLotteryMenus: readonly SeedLotteryMenu[] = [
  {
    prizeMode: 'LOTT',
    code: 'FAST',
    nameEn: 'Fast draws',
    nameBn: 'দ্রুত ড্র',
    vendor: 'LOTT',
    games: [
      ['sundarbans_keno', MINUTE],
      ['quick_pick_5', 2 * MINUTE],
      ['jamuna_3d', 3 * MINUTE],
      ['meghna_4d', 5 * MINUTE],
    ],
  },
  {
    prizeMode: 'LOTT',
    code: 'DAILY',
    nameEn: 'Daily lottery',
    nameBn: 'দৈনিক লটারি',
    vendor: 'LOTT',
    games: [
      ['dhaka_lottery', DAY],
      ['bangla_lotto', DAY],
      ['padma_lotto', DAY],
    ],
  },
  {
    prizeMode: 'LOTT',
    code: 'WEEKLY',
    nameEn: 'Weekly draws',
    nameBn: 'সাপ্তাহিক ড্র',
    vendor: 'LOTT',
    games: [['weekly_jackpot', 7 * DAY]],
  },
  {
    prizeMode: 'ELOTT',
    code: 'NORTH',
    nameEn: 'North Vietnam',
    nameBn: 'উত্তর ভিয়েতনাম',
    vendor: 'TCG_LOTTO_VN',
    games: vnGames('lotto_1_min', 'lotto_3_min', 'lotto_5_min', 'lucky_5d_1_min'),
  },
  {
    prizeMode: 'ELOTT',
    code: 'CENTRAL',
    nameEn: 'Central Vietnam',
    nameBn: 'মধ্য ভিয়েতনাম',
    vendor: 'TCG_LOTTO_VN',
    games: vnGames('keno_1_min', 'keno_3_min', 'keno_5_min', 'lucky_5d_3_min'),
  },
  {
    prizeMode: 'ELOTT',
    code: 'SOUTH',
    nameEn: 'South Vietnam',
    nameBn: 'দক্ষিণ ভিয়েতনাম',
    vendor: 'TCG_LOTTO_VN',
    games: vnGames('fast_3_1_min', 'fast_3_3_min', 'fast_3_5_min', 'lucky_5d_5_min'),
  },
];
