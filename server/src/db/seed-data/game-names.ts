/**
 * Word lists for the demo catalogue's game names, each entry [English, Bengali]. Slots, fishing
 * and card games are combined from words by a seeded generator (games.ts); the rest are lists.
 */

export type Pair = readonly [en: string, bn: string];

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';

/** '12' → '১২' (game and table numbers read naturally in the Bengali names). */
export function bengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => BN_DIGITS[Number(d)] ?? d);
}

export const slotAdjectives: readonly Pair[] = [
  ['Golden', 'সোনালি'],
  ['Lucky', 'ভাগ্যবান'],
  ['Mega', 'মেগা'],
  ['Royal', 'রাজকীয়'],
  ['Wild', 'বুনো'],
  ['Super', 'সুপার'],
  ['Magic', 'জাদুর'],
  ['Crazy', 'পাগলা'],
  ['Fiery', 'আগুনে'],
  ['Diamond', 'হীরার'],
  ['Mighty', 'শক্তিশালী'],
  ['Sweet', 'মিষ্টি'],
  ['Silver', 'রুপালি'],
  ['Hidden', 'লুকানো'],
  ['Thunder', 'বজ্র'],
  ['Ancient', 'প্রাচীন'],
  ['Happy', 'খুশির'],
  ['Jungle', 'জঙ্গলের'],
  ['Ocean', 'সাগরের'],
  ['Midnight', 'মাঝরাতের'],
];

export const slotNouns: readonly Pair[] = [
  ['Tiger', 'বাঘ'],
  ['Dragon', 'ড্রাগন'],
  ['Gems', 'রত্ন'],
  ['Lotus', 'পদ্ম'],
  ['Elephant', 'হাতি'],
  ['Treasure', 'গুপ্তধন'],
  ['Empire', 'সাম্রাজ্য'],
  ['Phoenix', 'ফিনিক্স'],
  ['Queen', 'রানি'],
  ['King', 'রাজা'],
  ['Fruits', 'ফল'],
  ['Fortune', 'ভাগ্য'],
  ['Temple', 'মন্দির'],
  ['Pearl', 'মুক্তা'],
  ['Crown', 'মুকুট'],
  ['Hilsa', 'ইলিশ'],
  ['Peacock', 'ময়ূর'],
  ['Moon', 'চাঁদ'],
  ['Stars', 'তারা'],
  ['Bonanza', 'বোনানজা'],
  ['Candy', 'ক্যান্ডি'],
  ['Wolf', 'নেকড়ে'],
  ['Monkey', 'বানর'],
  ['Horse', 'ঘোড়া'],
];

export const slotSuffixes: readonly Pair[] = [
  ['', ''],
  ['', ''],
  ['', ''],
  ['Deluxe', 'ডিলাক্স'],
  ['Megaways', 'মেগাওয়েজ'],
  ['2', '২'],
  ['Rush', 'রাশ'],
  ['Hold & Win', 'হোল্ড অ্যান্ড উইন'],
];

export const fishAdjectives: readonly Pair[] = [
  ['Ocean', 'সাগর'],
  ['Golden', 'সোনালি'],
  ['Mega', 'মেগা'],
  ['Royal', 'রাজকীয়'],
  ['Lucky', 'ভাগ্যবান'],
  ['Dragon', 'ড্রাগন'],
  ['Thunder', 'বজ্র'],
  ['Deep Sea', 'গভীর সমুদ্র'],
  ['Padma', 'পদ্মা'],
  ['Bay', 'উপসাগর'],
];

export const fishNouns: readonly Pair[] = [
  ['Fishing', 'মাছ শিকার'],
  ['Hunter', 'শিকারি'],
  ['Shark Hunt', 'হাঙর শিকার'],
  ['Kingdom', 'রাজ্য'],
  ['Catch', 'জাল'],
  ['Legend', 'কিংবদন্তি'],
];

export const cardGames: readonly Pair[] = [
  ['Teen Patti', 'তিন পাত্তি'],
  ['Rummy', 'রামি'],
  ['Callbreak', 'কলব্রেক'],
  ['Ludo', 'লুডু'],
  ['Andar Bahar', 'আন্দার বাহার'],
  ['7 Up 7 Down', 'সেভেন আপ সেভেন ডাউন'],
  ['Jhandi Munda', 'ঝান্ডি মুন্ডা'],
  ['Poker', 'পোকার'],
  ['Dragon Tiger', 'ড্রাগন টাইগার'],
  ['Blackjack', 'ব্ল্যাকজ্যাক'],
  ['Baccarat', 'বাকারা'],
  ['Sic Bo', 'সিক বো'],
];

export const cardVariants: readonly Pair[] = [
  ['', ''],
  ['Classic', 'ক্লাসিক'],
  ['Quick', 'কুইক'],
  ['Pro', 'প্রো'],
  ['Royal', 'রয়্যাল'],
  ['Joker', 'জোকার'],
  ['Multiplayer', 'মাল্টিপ্লেয়ার'],
];

/** Live tables: the game and its table number make the name ('Baccarat 3'). */
export const liveGames: readonly Pair[] = [
  ['Baccarat', 'বাকারা'],
  ['Speed Baccarat', 'স্পিড বাকারা'],
  ['Roulette', 'রুলেট'],
  ['Lightning Roulette', 'লাইটনিং রুলেট'],
  ['Blackjack', 'ব্ল্যাকজ্যাক'],
  ['Dragon Tiger', 'ড্রাগন টাইগার'],
  ['Teen Patti', 'তিন পাত্তি'],
  ['Andar Bahar', 'আন্দার বাহার'],
  ['Sic Bo', 'সিক বো'],
  ['Crazy Time', 'ক্রেজি টাইম'],
];

/** Fixed lists per vendor (sports lobbies, crash games, lotteries, in-house originals). */
export const fixedNames: Readonly<Record<string, readonly Pair[]>> = {
  SBO: [
    ['SBO Sports', 'এসবিও স্পোর্টস'],
    ['SBO Cricket', 'এসবিও ক্রিকেট'],
    ['SBO Virtual Sports', 'এসবিও ভার্চুয়াল স্পোর্টস'],
  ],
  SABA: [
    ['SABA Sports', 'সাবা স্পোর্টস'],
    ['SABA Cricket', 'সাবা ক্রিকেট'],
    ['SABA Virtual', 'সাবা ভার্চুয়াল'],
  ],
  TF: [
    ['TF E-sports', 'টিএফ ই-স্পোর্টস'],
    ['TF E-sports Live', 'টিএফ ই-স্পোর্টস লাইভ'],
  ],
  IA: [
    ['IA E-sports', 'আইএ ই-স্পোর্টস'],
    ['IA Virtual E-sports', 'আইএ ভার্চুয়াল ই-স্পোর্টস'],
  ],
  DS88: [['DS88 Sabong', 'ডিএস৮৮ মোরগ লড়াই']],
  SV3: [['SV388 Cockfight', 'এসভি৩৮৮ মোরগ লড়াই']],
  SPB: [
    ['Aviator', 'এভিয়েটর'],
    ['Mines', 'মাইনস'],
    ['Plinko', 'প্লিঙ্কো'],
    ['Dice', 'ডাইস'],
    ['Goal', 'গোল'],
    ['Hi Lo', 'হাই লো'],
    ['Keno', 'কেনো'],
    ['Mini Roulette', 'মিনি রুলেট'],
    ['Hotline', 'হটলাইন'],
    ['Balloon', 'বেলুন'],
  ],
  TCG_LOTTO_VN: ['Lotto', 'Keno', 'Fast 3', 'Lucky 5D'].flatMap((game, i) => {
    const bn = ['লটো', 'কেনো', 'ফাস্ট ৩', 'লাকি ৫ডি'][i] ?? game;
    return [1, 3, 5].map((min): Pair => [`${game} ${min} min`, `${bn} ${bengaliDigits(String(min))} মিনিট`]);
  }),
  LOTT: [
    ['Dhaka Lottery', 'ঢাকা লটারি'],
    ['Bangla Lotto', 'বাংলা লটো'],
    ['Padma Lotto', 'পদ্মা লটো'],
    ['Jamuna 3D', 'যমুনা ৩ডি'],
    ['Meghna 4D', 'মেঘনা ৪ডি'],
    ['Sundarbans Keno', 'সুন্দরবন কেনো'],
    ['Quick Pick 5', 'কুইক পিক ৫'],
    ['Weekly Jackpot', 'সাপ্তাহিক জ্যাকপট'],
  ],
  BDP: [
    ['Crash', 'ক্র্যাশ'],
    ['Mines', 'মাইনস'],
    ['Plinko', 'প্লিঙ্কো'],
    ['Dice', 'ডাইস'],
    ['Limbo', 'লিম্বো'],
    ['Hi-Lo', 'হাই-লো'],
    ['Tower', 'টাওয়ার'],
    ['Wheel', 'চাকা'],
    ['Coin Flip', 'কয়েন ফ্লিপ'],
    ['Keno', 'কেনো'],
    ['Rocket', 'রকেট'],
    ['Lucky 7', 'লাকি ৭'],
  ],
};
