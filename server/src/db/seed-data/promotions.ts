/**
 * The demo promotions (docs/member-area.md): one per category of spec doc. 2 §9, in BN and EN.
 * Most are BONUS (claimable once), three are MISSIONs with a step target, one is the REFERRAL
 * promotion behind "invite friends". Each content is HTML: a paragraph, a list of rules, an
 * in-app link and the general terms (an http link), so the client's sanitiser and link rules
 * meet every case. Images are the demo banners under public/cdn/banners/.
 */

type Text = [bn: string, en: string];

export interface SeedPromotion {
  code: string;
  category: string;
  type: 'BONUS' | 'REFERRAL' | 'MISSION';
  /** Taka. */
  amount: number;
  target?: number;
  /** DEPOSIT promotions only (migration 025): percent of the credit, minimum deposit in taka,
   *  turnover multiplier, first deposit only. `amount` is the cap. */
  deposit?: { percent: number; min: number; multiplier: number; firstOnly: boolean };
  image: string;
  /** ISO 8601; undefined = no end. */
  endsAt?: string;
  title: Text;
  summary: Text;
  intro: Text;
  rules: Text[];
  link: { href: string; text: Text };
}

export const PROMOTIONS_START = '2024-01-01T00:00:00.000Z';
const YEAR_END = '2030-12-31T17:59:59.000Z';
const TERMS_URL = 'https://www.bdplay.example/promotion-terms';
const TERMS: Text = ['সাধারণ শর্তাবলি প্রযোজ্য', 'General terms apply'];
const ONCE: Text = ['প্রতি অ্যাকাউন্টে একবার দাবি করা যাবে।', 'Can be claimed once per account.'];
const TURNOVER: Text = ['বোনাসের ১ গুণ টার্নওভার পূর্ণ করে উত্তোলন করুন।', 'Withdraw after 1× turnover of the bonus.'];

const banner = (name: string): string => `/cdn/banners/${name}.webp`;

export const seedPromotions: SeedPromotion[] = [
  {
    code: 'welcome',
    category: 'NEWPLAYER',
    type: 'BONUS',
    amount: 500,
    image: banner('reg-1'),
    title: ['নতুন সদস্যের স্বাগতম বোনাস', 'New member welcome bonus'],
    summary: ['নিবন্ধনের পর ৳৫০০ বোনাস নিন।', 'Get ৳500 after you register.'],
    intro: ['আমাদের সাথে যোগ দেওয়ার জন্য ধন্যবাদ! আপনার প্রথম খেলার জন্য একটি উপহার।', 'Thank you for joining us! A gift for your first games.'],
    rules: [ONCE, TURNOVER],
    link: { href: '/m/gameList?gameType=RNG', text: ['স্লট গেম খেলুন', 'Play slot games'] },
  },
  {
    code: 'first-deposit',
    category: 'DEPOSIT',
    type: 'BONUS',
    amount: 300,
    deposit: { percent: 100, min: 500, multiplier: 5, firstOnly: true },
    image: banner('promo-1'),
    title: ['প্রথম ডিপোজিট বোনাস', 'First deposit bonus'],
    summary: ['প্রথম ডিপোজিটে ১০০% বোনাস, ৳৩০০ পর্যন্ত।', '100% bonus on your first deposit, up to ৳300.'],
    intro: [
      'ডিপোজিট পেজে এই বোনাস বেছে নিন: ডিপোজিট সফল হলে বোনাস আপনার মূল ওয়ালেটে যোগ হবে।',
      'Pick this bonus on the deposit page: it goes to your main wallet when the deposit succeeds.',
    ],
    rules: [
      ['ন্যূনতম ডিপোজিট ৳৫০০।', 'Minimum deposit ৳500.'],
      ['শুধু প্রথম ডিপোজিটে, প্রতি অ্যাকাউন্টে একবার।', 'First deposit only, once per account.'],
      ['ডিপোজিট ও বোনাসের ৫ গুণ টার্নওভার পূর্ণ করে উত্তোলন করুন।', 'Withdraw after 5× turnover of the deposit and bonus.'],
    ],
    link: { href: '/m/voucherCenter', text: ['ডিপোজিট করুন', 'Deposit now'] },
  },
  {
    code: 'app-download',
    category: 'APP',
    type: 'BONUS',
    amount: 50,
    image: banner('promo-1'),
    title: ['অ্যাপ ডাউনলোড বোনাস', 'App download bonus'],
    summary: ['হোম স্ক্রিনে যোগ করুন, ৳৫০ নিন।', 'Add us to your home screen and get ৳50.'],
    intro: ['অ্যাপ থেকে খেলুন: দ্রুত লোড, কম ডেটা।', 'Play from the app: faster loading, less data.'],
    rules: [['অ্যাপ বা হোম স্ক্রিন থেকে লগইন করুন।', 'Log in from the app or the home screen.'], ONCE],
    link: { href: '/m/home', text: ['হোম পেজে যান', 'Go to the home page'] },
  },
  {
    code: 'sport-3-bets',
    category: 'SPORT',
    type: 'MISSION',
    amount: 150,
    target: 3,
    image: banner('home-2'),
    title: ['৩টি ম্যাচে বাজি ধরুন', 'Bet on 3 matches'],
    summary: ['আজ ৩টি খেলায় বাজি ধরে ৳১৫০ জিতুন।', 'Bet on 3 matches today and win ৳150.'],
    intro: ['ক্রিকেট, ফুটবল বা কাবাডি: যেকোনো খেলা গণনা হবে।', 'Cricket, football or kabaddi: every sport counts.'],
    rules: [
      ['প্রতিটি বাজি ন্যূনতম ৳১০০।', 'Each bet at least ৳100.'],
      ['মিশন শেষ হলে পুরস্কার দাবি করুন।', 'Claim the reward when the mission is done.'],
    ],
    link: { href: '/m/gameList?gameType=SPORTS', text: ['স্পোর্টস খুলুন', 'Open sports'] },
  },
  {
    code: 'live-weekend',
    category: 'LIVE',
    type: 'BONUS',
    amount: 200,
    image: banner('home-2'),
    endsAt: YEAR_END,
    title: ['লাইভ ক্যাসিনো উইকেন্ড বোনাস', 'Live casino weekend bonus'],
    summary: ['শুক্র ও শনিবার লাইভ টেবিলে ৳২০০ বোনাস।', '৳200 bonus on live tables every Friday and Saturday.'],
    intro: ['বাকারাত, রুলেট ও টিন পাত্তি লাইভ ডিলারের সাথে।', 'Baccarat, roulette and teen patti with live dealers.'],
    rules: [ONCE, TURNOVER],
    link: { href: '/m/gameList?gameType=LIVE', text: ['লাইভ টেবিলে যান', 'Go to the live tables'] },
  },
  {
    code: 'slots-5-games',
    category: 'SLOTS',
    type: 'MISSION',
    amount: 100,
    target: 5,
    image: banner('home-3'),
    title: ['আজ ৫টি স্লট গেম খেলুন', 'Play 5 slot games today'],
    summary: ['৫টি ভিন্ন স্লট খেলে ৳১০০ পান।', 'Play 5 different slots and get ৳100.'],
    intro: ['নতুন স্লট আবিষ্কার করুন এবং পুরস্কার নিন।', 'Discover new slots and take a reward.'],
    rules: [
      ['প্রতিটি গেমে অন্তত একটি স্পিন।', 'At least one spin in each game.'],
      ['মিশন শেষ হলে পুরস্কার দাবি করুন।', 'Claim the reward when the mission is done.'],
    ],
    link: { href: '/m/gameList?gameType=RNG', text: ['স্লট গেম খেলুন', 'Play slot games'] },
  },
  {
    code: 'card-table',
    category: 'CARD',
    type: 'BONUS',
    amount: 120,
    image: banner('promo-1'),
    title: ['কার্ড গেম টেবিল বোনাস', 'Card games table bonus'],
    summary: ['টিন পাত্তি ও রামিতে ৳১২০ বোনাস।', '৳120 bonus for teen patti and rummy.'],
    intro: ['বন্ধুদের সাথে টেবিলে বসুন, বোনাস দিয়ে শুরু করুন।', 'Sit at a table with friends and start with a bonus.'],
    rules: [ONCE, TURNOVER],
    link: { href: '/m/gameList?gameType=PVP', text: ['কার্ড গেম খুলুন', 'Open card games'] },
  },
  {
    code: 'fishing-hunter',
    category: 'FISHING',
    type: 'BONUS',
    amount: 80,
    image: banner('promo-1'),
    title: ['ফিশিং হান্টার বোনাস', 'Fishing hunter bonus'],
    summary: ['ফিশিং গেমে ৳৮০ অতিরিক্ত গুলি।', '৳80 of extra shots in fishing games.'],
    intro: ['বড় মাছ ধরুন, বড় পুরস্কার জিতুন।', 'Catch the big fish, win big prizes.'],
    rules: [ONCE, TURNOVER],
    link: { href: '/m/gameList?gameType=FISH', text: ['ফিশিং গেম খুলুন', 'Open fishing games'] },
  },
  {
    code: 'lotto-10-tickets',
    category: 'LOTTO',
    type: 'MISSION',
    amount: 250,
    target: 10,
    image: banner('promo-1'),
    title: ['১০টি লটারি টিকিট কিনুন', 'Buy 10 lottery tickets'],
    summary: ['এই সপ্তাহে ১০টি টিকিটে ৳২৫০।', '৳250 for 10 tickets this week.'],
    intro: ['প্রতিটি ড্রতে নতুন সুযোগ।', 'A new chance in every draw.'],
    rules: [
      ['যেকোনো লটারি গণনা হবে।', 'Every lottery counts.'],
      ['মিশন শেষ হলে পুরস্কার দাবি করুন।', 'Claim the reward when the mission is done.'],
    ],
    link: { href: '/m/lottery', text: ['লটারি লবি খুলুন', 'Open the lottery lobby'] },
  },
  {
    code: 'weekly-rebate',
    category: 'REBATE',
    type: 'BONUS',
    amount: 75,
    image: banner('home-1'),
    title: ['সাপ্তাহিক রিবেট', 'Weekly rebate'],
    summary: ['গত সপ্তাহের বাজির উপর রিবেট।', "A rebate on last week's bets."],
    intro: ['প্রতি সোমবার আপনার রিবেট প্রস্তুত থাকে।', 'Your rebate is ready every Monday.'],
    rules: [['VIP স্তর যত উঁচু, রিবেট তত বেশি।', 'The higher your VIP level, the higher the rebate.'], ONCE],
    link: { href: '/m/member/benefits', text: ['VIP সুবিধা দেখুন', 'See the VIP benefits'] },
  },
  {
    code: 'points-mall',
    category: 'POINTS',
    type: 'BONUS',
    amount: 60,
    image: banner('promo-1'),
    title: ['পয়েন্ট মল উপহার', 'Points mall gift'],
    summary: ['আপনার পয়েন্ট ৳৬০ বোনাসে বদলান।', 'Turn your points into a ৳60 bonus.'],
    intro: ['প্রতিটি বাজিতে পয়েন্ট জমা হয়।', 'Every bet earns points.'],
    rules: [['১,০০০ পয়েন্ট = ৳৬০।', '1,000 points = ৳60.'], ONCE],
    link: { href: '/m/gameList?gameType=RNG', text: ['খেলে পয়েন্ট জমান', 'Play to earn points'] },
  },
  {
    code: 'monthly-ranking',
    category: 'RANKING',
    type: 'BONUS',
    amount: 150,
    image: banner('home-3'),
    endsAt: YEAR_END,
    title: ['মাসিক র‍্যাঙ্কিং পুরস্কার', 'Monthly ranking reward'],
    summary: ['লিডারবোর্ডে যোগ দিলেই ৳১৫০।', '৳150 just for joining the leaderboard.'],
    intro: ['শীর্ষ ১০০ জন খেলোয়াড় মাস শেষে বাড়তি পুরস্কার পাবেন।', 'The top 100 players get an extra prize at the end of the month.'],
    rules: [['র‍্যাঙ্ক মোট বাজির উপর নির্ভর করে।', 'Ranks follow total bets.'], ONCE],
    link: { href: '/m/leaderBoard', text: ['লিডারবোর্ড দেখুন', 'See the leaderboard'] },
  },
  {
    code: 'invite-friends',
    category: 'GAMEOFFER',
    type: 'REFERRAL',
    amount: 100,
    image: banner('reg-2'),
    title: ['বন্ধুকে আমন্ত্রণ জানান', 'Invite your friends'],
    summary: ['প্রতিটি নতুন বন্ধুর জন্য ৳১০০।', '৳100 for every friend who joins.'],
    intro: ['আপনার লিংক শেয়ার করুন; বন্ধু নিবন্ধন করলে পুরস্কার আপনার।', 'Share your link; when a friend registers, the reward is yours.'],
    rules: [
      ['বন্ধুকে আপনার লিংক বা কোড দিয়ে নিবন্ধন করতে হবে।', 'Your friend registers with your link or code.'],
      ['বন্ধুর সংখ্যার কোনো সীমা নেই।', 'There is no limit on friends.'],
    ],
    link: { href: '/m/inviteFriends', text: ['আমন্ত্রণ লিংক নিন', 'Get your invitation link'] },
  },
];

/** A promotion's HTML in one language (0 = BN, 1 = EN). */
export function promotionHtml(p: SeedPromotion, lang: 0 | 1): string {
  const rules = p.rules.map((rule) => `<li>${rule[lang]}</li>`).join('');
  return (
    `<p>${p.intro[lang]}</p><ul>${rules}</ul><p><a href="${p.link.href}">${p.link.text[lang]}</a></p>` +
    `<p><a href="${TERMS_URL}">${TERMS[lang]}</a></p>`
  );
}

/** demo01's state: two welcome promotions claimed, one mission done (claimable), two under way. */
export const seedDemoClaims = { username: 'demo01', claimed: ['welcome', 'app-download'] };
export const seedDemoProgress: Array<{ username: string; code: string; progress: number }> = [
  { username: 'demo01', code: 'slots-5-games', progress: 5 },
  { username: 'demo01', code: 'sport-3-bets', progress: 1 },
  { username: 'demo01', code: 'lotto-10-tickets', progress: 4 },
];
