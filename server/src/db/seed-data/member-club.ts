import { DAILY_WITHDRAWALS_BY_VIP } from '../../modules/withdraw/limits.ts';
/**
 * The demo member club: VIP 0–9, what each level needs (cumulative deposits and bets, in taka)
 * and the 3–5 benefits it gives, in BN and EN. Values are written out per language because
 * they are display texts ("5 times", "৫ বার"), not numbers the client formats.
 */

export interface SeedBenefit {
  code: string;
  title: [bn: string, en: string];
  value: [bn: string, en: string];
}

export interface SeedVipLevel {
  level: number;
  depositTarget: number;
  betTarget: number;
  benefits: SeedBenefit[];
}

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const bn = (text: string): string => text.replace(/[0-9]/g, (d) => BN_DIGITS[Number(d)] ?? d);
/** Lakh grouping (1,00,000), as Bangladesh writes amounts. */
const taka = (amount: number): [string, string] => {
  const grouped = amount.toLocaleString('en-IN');
  return [`৳${bn(grouped)}`, `৳${grouped}`];
};

const DEPOSIT_TARGETS = [0, 1_000, 5_000, 20_000, 50_000, 1_00_000, 3_00_000, 8_00_000, 20_00_000, 50_00_000];
const BET_TARGETS = [0, 5_000, 25_000, 1_00_000, 3_00_000, 6_00_000, 15_00_000, 40_00_000, 1_00_00_000, 2_50_00_000];
// The withdraw call's own limits (0 = unlimited): the club shows what is enforced.
const WITHDRAWALS = DAILY_WITHDRAWALS_BY_VIP;
const REBATE_PERCENT = ['0.3', '0.4', '0.5', '0.6', '0.7', '0.8', '1.0', '1.2', '1.5', '2.0'];
/** The club's rebate per level in basis points (rebate_rates, every category: docs/money.md "Rebates"). */
export const REBATE_RATE_BP = REBATE_PERCENT.map((percent) => Math.round(Number(percent) * 100));
const UPGRADE_BONUS = [0, 18, 58, 188, 388, 888, 1_888, 5_888, 18_888, 58_888];
const BIRTHDAY_BONUS = [0, 0, 88, 188, 388, 888, 1_888, 3_888, 8_888, 18_888];

function service(level: number): [string, string] {
  if (level >= 5) return ['ব্যক্তিগত অ্যাকাউন্ট ম্যানেজার', 'Personal account manager'];
  if (level >= 3) return ['অগ্রাধিকার সহায়তা', 'Priority support'];
  return ['২৪/৭ সহায়তা', '24/7 support'];
}

function benefitsOf(level: number): SeedBenefit[] {
  const withdrawals = WITHDRAWALS[level] ?? 0;
  const rebate = REBATE_PERCENT[level] ?? '0';
  const upgrade = UPGRADE_BONUS[level] ?? 0;
  const birthday = BIRTHDAY_BONUS[level] ?? 0;
  const list: SeedBenefit[] = [
    {
      code: 'withdrawals',
      title: ['দৈনিক উত্তোলন', 'Daily withdrawals'],
      value: withdrawals === 0 ? ['সীমাহীন', 'Unlimited'] : [`${bn(String(withdrawals))} বার`, `${withdrawals} times`],
    },
    { code: 'rebate', title: ['সাপ্তাহিক রিবেট', 'Weekly rebate'], value: [`${bn(rebate)}%`, `${rebate}%`] },
  ];
  if (upgrade > 0) list.push({ code: 'upgrade', title: ['আপগ্রেড বোনাস', 'Upgrade bonus'], value: taka(upgrade) });
  if (birthday > 0) list.push({ code: 'birthday', title: ['জন্মদিনের বোনাস', 'Birthday bonus'], value: taka(birthday) });
  list.push({ code: 'service', title: ['গ্রাহক সেবা', 'Customer service'], value: service(level) });
  return list;
}

export const seedVipLevels: SeedVipLevel[] = DEPOSIT_TARGETS.map((depositTarget, level) => ({
  level,
  depositTarget,
  betTarget: BET_TARGETS[level] ?? 0,
  benefits: benefitsOf(level),
}));

/** The demo accounts' levels and totals (taka); members not listed stay VIP 0 with no totals. */
export const seedMemberVip: Array<{ username: string; level: number; deposit: number; bet: number }> = [
  { username: 'demo01', level: 3, deposit: 32_500, bet: 1_86_400 },
  { username: 'agent01', level: 5, deposit: 1_40_000, bet: 7_20_000 },
];
