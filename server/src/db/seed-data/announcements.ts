/**
 * Demo announcements: the registration page's banners (m_reg) and a home set (m_home) of
 * banners, marquee notices, popups for each audience, and a promotion. Every text in BN and EN
 * (the same meaning; the BN title is the announcement's key with its group and type); images are
 * WebP files under public/cdn/banners/ (served as /cdn/banners/…), rendered from the SVG sources
 * beside them by scripts/make-demo-images.ts.
 */

import type { SeedText } from './help.ts';

export interface SeedAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR';
  groupName: string;
  bn: SeedText;
  en: SeedText;
  imageUrl?: string;
  linkUrl?: string;
  execution?: 'A' | 'B' | 'F';
  promotionType?: string;
}

type Pair = readonly [title: string, content: string];
const texts = ([bnTitle, bnContent]: Pair, [enTitle, enContent]: Pair) => ({
  bn: { title: bnTitle, content: bnContent },
  en: { title: enTitle, content: enContent },
});

const banner = (groupName: string, bn: Pair, en: Pair, image: string, linkUrl: string): SeedAnnouncement => ({
  type: 'B',
  groupName,
  ...texts(bn, en),
  imageUrl: `/cdn/banners/${image}.webp`,
  linkUrl,
});
const notice = (bn: Pair, en: Pair): SeedAnnouncement => ({ type: 'PL', groupName: 'm_home', ...texts(bn, en) });

export const seedAnnouncements: SeedAnnouncement[] = [
  banner(
    'm_reg',
    ['নতুন সদস্যদের স্বাগতম বোনাস', 'প্রথম ডিপোজিটে ১০০% বোনাস।'],
    ['Welcome bonus for new members', '100% bonus on your first deposit.'],
    'reg-1',
    '/m/activity',
  ),
  banner(
    'm_reg',
    ['বন্ধুকে আমন্ত্রণ জানান', 'প্রতিটি সফল আমন্ত্রণে পুরস্কার।'],
    ['Invite a friend', 'A reward for every successful invitation.'],
    'reg-2',
    '/m/inviteFriends',
  ),

  banner(
    'm_home',
    ['সাপ্তাহিক ক্যাশব্যাক', 'প্রতি সোমবার ৫% পর্যন্ত ক্যাশব্যাক।'],
    ['Weekly cashback', 'Up to 5% cashback every Monday.'],
    'home-1',
    '/m/activity',
  ),
  banner('m_home', ['লাইভ ক্রিকেট', 'প্রতিটি ম্যাচে লাইভ বেট।'], ['Live cricket', 'Live bets on every match.'], 'home-2', '/m/gameCenter'),
  banner('m_home', ['স্লট টুর্নামেন্ট', '১০ লাখ টাকার পুরস্কার।'], ['Slot tournament', 'Prizes worth 10 lakh taka.'], 'home-3', '/m/slotsCenter'),

  notice(
    ['রক্ষণাবেক্ষণ', 'প্রতি বুধবার রাত ২টা থেকে ৩টা পর্যন্ত সিস্টেম রক্ষণাবেক্ষণ চলবে।'],
    ['Maintenance', 'The system is under maintenance every Wednesday from 2 to 3 a.m.'],
  ),
  notice(['ডিপোজিট', 'বিকাশ, নগদ ও রকেটে এখন তাৎক্ষণিক ডিপোজিট।'], ['Deposits', 'Instant deposits now with bKash, Nagad and Rocket.']),
  notice(
    ['দায়িত্বশীল খেলা', 'নিজের সীমা জেনে খেলুন। ১৮ বছরের কম বয়সীদের জন্য নয়।'],
    ['Responsible play', 'Know your limits when you play. Not for anyone under 18.'],
  ),
  notice(['নতুন গেম', 'এই সপ্তাহে ২০টি নতুন স্লট গেম যোগ হয়েছে।'], ['New games', '20 new slot games were added this week.']),

  {
    type: 'PU',
    groupName: 'm_home',
    execution: 'A',
    promotionType: 'REWARD',
    ...texts(
      ['আজকের পুরস্কার', '<p>আজকের পুরস্কার সংগ্রহ করতে ভুলবেন না।</p><p><a href="/m/rewardCenter">পুরস্কার কেন্দ্র</a></p>'],
      ["Today's reward", '<p>Don\'t forget to collect today\'s reward.</p><p><a href="/m/rewardCenter">Reward centre</a></p>'],
    ),
  },
  {
    type: 'PU',
    groupName: 'm_home',
    execution: 'B',
    promotionType: 'REGISTER',
    ...texts(
      ['নিবন্ধন করে বোনাস নিন', '<p>আজই নিবন্ধন করুন, প্রথম ডিপোজিটে ১০০% বোনাস।</p><p><a href="/m/register">নিবন্ধন</a></p>'],
      ['Register and get a bonus', '<p>Register today: 100% bonus on your first deposit.</p><p><a href="/m/register">Register</a></p>'],
    ),
  },
  {
    type: 'PU',
    groupName: 'm_home',
    execution: 'F',
    promotionType: 'WELCOME',
    ...texts(
      ['BD Play-তে স্বাগতম', '<p>আপনার অ্যাকাউন্ট তৈরি হয়েছে। শুভকামনা!</p>'],
      ['Welcome to BD Play', '<p>Your account has been created. Good luck!</p>'],
    ),
  },

  {
    type: 'PR',
    groupName: 'm_home',
    promotionType: 'DEPOSIT',
    imageUrl: '/cdn/banners/promo-1.webp',
    linkUrl: '/m/activity',
    ...texts(
      ['প্রথম ডিপোজিট বোনাস', '<p>প্রথম ডিপোজিটে ১০০% বোনাস, সর্বোচ্চ ৳১০,০০০।</p>'],
      ['First deposit bonus', '<p>100% bonus on your first deposit, up to ৳10,000.</p>'],
    ),
  },
];
