import { seededRandom } from '../../lib/seeded-random.ts';
import type { SeedGame } from './games.ts';
import type { SeedText } from './help.ts';

/**
 * Home-page demo data: winners, hot matches with team images, inbox messages and agent
 * contract offers. Texts and names in BN and EN.
 */

export interface SeedWinner {
  vendor: string;
  code: string;
  customerName: string;
  amountMinor: number;
  /** Minutes before the seeding moment. */
  minutesAgo: number;
}

const FIRST_NAMES = [
  'rahim',
  'karim',
  'sumon',
  'nasrin',
  'tania',
  'jahid',
  'rakib',
  'shuvo',
  'mithila',
  'arif',
  'farhana',
  'sabbir',
  'tanvir',
  'nusrat',
  'mehedi',
  'riyad',
  'sakib',
  'imran',
  'ayesha',
  'rubel',
  'shakil',
  'moni',
  'habib',
  'joya',
];

/** 'rahim' → 'ra****m': enough for a player to recognise a win, not enough to find the account. */
export function maskName(name: string): string {
  return `${name.slice(0, 2)}****${name.slice(-1)}`;
}

const MIN_WIN_MINOR = 500_00;
const MAX_WIN_MINOR = 3_00_000_00;

/** 40 wins over the last three days: mostly small, a few large, one at the top of the range. */
export function buildSeedWinners(games: readonly SeedGame[]): SeedWinner[] {
  const rng = seededRandom(7_919);
  const playable = games.filter((g) => ['RNG', 'FISH', 'LIVE', 'PVP', 'INHOUSE'].includes(g.type));
  return Array.from({ length: 40 }, (_, i): SeedWinner => {
    const game = rng.pick(playable);
    // 500 × 600^(r³) spans ৳500 to ৳3,00,000 with most wins near the bottom, as on a real board.
    const skewed = Math.round(MIN_WIN_MINOR * 600 ** (rng.next() ** 3));
    const amountMinor = i === 0 ? MAX_WIN_MINOR : Math.min(MAX_WIN_MINOR, Math.max(MIN_WIN_MINOR, skewed));
    return {
      vendor: game.vendor,
      code: game.code,
      customerName: maskName(rng.pick(FIRST_NAMES)),
      amountMinor,
      minutesAgo: i === 0 ? 1_440 : rng.int(3, 3 * 1_440),
    };
  });
}

export interface SeedTeam {
  en: string;
  bn: string;
  /** /cdn/teams/<slug>.svg (drawn by the server, modules/images/team-images.ts). */
  slug: string;
}

const team = (en: string, bn: string, slug: string): SeedTeam => ({ en, bn, slug });
const BAN = team('Bangladesh', 'বাংলাদেশ', 'bangladesh');
const IND = team('India', 'ভারত', 'india');
const PAK = team('Pakistan', 'পাকিস্তান', 'pakistan');
const SRI = team('Sri Lanka', 'শ্রীলঙ্কা', 'sri_lanka');
const AFG = team('Afghanistan', 'আফগানিস্তান', 'afghanistan');
const ABA = team('Abahani Limited Dhaka', 'আবাহনী লিমিটেড ঢাকা', 'abahani');
const MOH = team('Mohammedan SC', 'মোহামেডান স্পোর্টিং ক্লাব', 'mohammedan');
const BSK = team('Bashundhara Kings', 'বসুন্ধরা কিংস', 'bashundhara_kings');

export interface SeedMatch {
  sport: 'cricket' | 'football';
  league: readonly [en: string, bn: string];
  home: SeedTeam;
  away: SeedTeam;
  /** The sports game a bet opens. */
  vendor: string;
  code: string;
  kickoffInMinutes: number;
}

const ASIA_CUP = ['Asia Cup', 'এশিয়া কাপ'] as const;
const TRI_SERIES = ['T20 Tri-Series', 'টি-টোয়েন্টি ত্রিদেশীয় সিরিজ'] as const;
const BFL = ['Bangladesh Football League', 'বাংলাদেশ ফুটবল লিগ'] as const;
const FED_CUP = ['Federation Cup', 'ফেডারেশন কাপ'] as const;

export const seedMatches: readonly SeedMatch[] = [
  { sport: 'cricket', league: ASIA_CUP, home: BAN, away: IND, vendor: 'SABA', code: 'saba_cricket', kickoffInMinutes: 90 },
  { sport: 'football', league: BFL, home: ABA, away: MOH, vendor: 'SBO', code: 'sbo_sports', kickoffInMinutes: 240 },
  { sport: 'cricket', league: TRI_SERIES, home: PAK, away: SRI, vendor: 'SBO', code: 'sbo_cricket', kickoffInMinutes: 420 },
  { sport: 'football', league: FED_CUP, home: BSK, away: ABA, vendor: 'SABA', code: 'saba_sports', kickoffInMinutes: 1_500 },
  { sport: 'cricket', league: ASIA_CUP, home: AFG, away: BAN, vendor: 'SABA', code: 'saba_cricket', kickoffInMinutes: 2_940 },
  { sport: 'football', league: BFL, home: MOH, away: BSK, vendor: 'SBO', code: 'sbo_sports', kickoffInMinutes: 4_380 },
];

export interface SeedMessage {
  username: string;
  /** The BN title is the message's key when seeding (with the member). */
  bn: SeedText;
  en: SeedText;
  hoursAgo: number;
  read: boolean;
}

export const seedMessages: readonly SeedMessage[] = [
  {
    username: 'demo01',
    hoursAgo: 72,
    read: true,
    bn: { title: 'BD Play-তে স্বাগতম', content: '<p>আপনার অ্যাকাউন্ট তৈরি হয়েছে। দায়িত্বশীলভাবে খেলুন।</p>' },
    en: { title: 'Welcome to BD Play', content: '<p>Your account has been created. Play responsibly.</p>' },
  },
  {
    username: 'demo01',
    hoursAgo: 20,
    read: false,
    bn: { title: 'ডিপোজিট সফল হয়েছে', content: '<p>৳১,০০০.০০ আপনার প্রধান ওয়ালেটে যোগ হয়েছে।</p>' },
    en: { title: 'Deposit successful', content: '<p>৳1,000.00 has been added to your main wallet.</p>' },
  },
  {
    username: 'demo01',
    hoursAgo: 2,
    read: false,
    bn: { title: 'সাপ্তাহিক ক্যাশব্যাক জমা হয়েছে', content: '<p>এই সপ্তাহের ক্যাশব্যাক ৳১২৩.৪৫ আপনার ওয়ালেটে জমা হয়েছে।</p>' },
    en: { title: 'Weekly cashback credited', content: "<p>This week's cashback of ৳123.45 has been credited to your wallet.</p>" },
  },
  {
    username: 'agent01',
    hoursAgo: 5,
    read: false,
    bn: { title: 'নতুন চুক্তির প্রস্তাব', content: '<p>দৈনিক বেতন ও লভ্যাংশ চুক্তি আপনার উত্তরের অপেক্ষায় আছে।</p>' },
    en: { title: 'New contract offers', content: '<p>The daily salary and dividend contracts are waiting for your answer.</p>' },
  },
];
