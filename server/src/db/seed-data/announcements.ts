/**
 * Demo announcements: the registration page's banners (m_reg) and a home set (m_home) of
 * banners, marquee notices, popups for each audience, and a promotion. Texts are Bengali, the
 * merchant's language; images are WebP files under public/cdn/banners/ (served as /cdn/banners/…),
 * rendered from the SVG sources beside them by scripts/make-demo-images.ts.
 */

export interface SeedAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR';
  groupName: string;
  title: string;
  content: string;
  imageUrl?: string;
  linkUrl?: string;
  execution?: 'A' | 'B' | 'F';
  promotionType?: string;
}

const banner = (groupName: string, title: string, content: string, image: string, linkUrl: string): SeedAnnouncement =>
  ({ type: 'B', groupName, title, content, imageUrl: `/cdn/banners/${image}.webp`, linkUrl });
const notice = (title: string, content: string): SeedAnnouncement => ({ type: 'PL', groupName: 'm_home', title, content });

export const seedAnnouncements: SeedAnnouncement[] = [
  banner('m_reg', 'নতুন সদস্যদের স্বাগতম বোনাস', 'প্রথম ডিপোজিটে ১০০% বোনাস।', 'reg-1', '/m/activity'),
  banner('m_reg', 'বন্ধুকে আমন্ত্রণ জানান', 'প্রতিটি সফল আমন্ত্রণে পুরস্কার।', 'reg-2', '/m/inviteFriends'),

  banner('m_home', 'সাপ্তাহিক ক্যাশব্যাক', 'প্রতি সোমবার ৫% পর্যন্ত ক্যাশব্যাক।', 'home-1', '/m/activity'),
  banner('m_home', 'লাইভ ক্রিকেট', 'প্রতিটি ম্যাচে লাইভ বেট।', 'home-2', '/m/gameCenter'),
  banner('m_home', 'স্লট টুর্নামেন্ট', '১০ লাখ টাকার পুরস্কার।', 'home-3', '/m/slotsCenter'),

  notice('রক্ষণাবেক্ষণ', 'প্রতি বুধবার রাত ২টা থেকে ৩টা পর্যন্ত সিস্টেম রক্ষণাবেক্ষণ চলবে।'),
  notice('ডিপোজিট', 'বিকাশ, নগদ ও রকেটে এখন তাৎক্ষণিক ডিপোজিট।'),
  notice('দায়িত্বশীল খেলা', 'নিজের সীমা জেনে খেলুন। ১৮ বছরের কম বয়সীদের জন্য নয়।'),
  notice('নতুন গেম', 'এই সপ্তাহে ২০টি নতুন স্লট গেম যোগ হয়েছে।'),

  {
    type: 'PU', groupName: 'm_home', execution: 'A', promotionType: 'REWARD',
    title: 'আজকের পুরস্কার', content: '<p>আজকের পুরস্কার সংগ্রহ করতে ভুলবেন না।</p><p><a href="/m/rewardCenter">পুরস্কার কেন্দ্র</a></p>',
  },
  {
    type: 'PU', groupName: 'm_home', execution: 'B', promotionType: 'REGISTER',
    title: 'নিবন্ধন করে বোনাস নিন', content: '<p>আজই নিবন্ধন করুন, প্রথম ডিপোজিটে ১০০% বোনাস।</p><p><a href="/m/register">নিবন্ধন</a></p>',
  },
  {
    type: 'PU', groupName: 'm_home', execution: 'F', promotionType: 'WELCOME',
    title: 'BD Play-তে স্বাগতম', content: '<p>আপনার অ্যাকাউন্ট তৈরি হয়েছে। শুভকামনা!</p>',
  },

  {
    type: 'PR', groupName: 'm_home', promotionType: 'DEPOSIT', imageUrl: '/cdn/banners/promo-1.webp', linkUrl: '/m/activity',
    title: 'প্রথম ডিপোজিট বোনাস', content: '<p>প্রথম ডিপোজিটে ১০০% বোনাস, সর্বোচ্চ ৳১০,০০০।</p>',
  },
];
