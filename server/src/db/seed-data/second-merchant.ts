/**
 * The second demo merchant (issue 23): another brand on the same server, English by default, whose
 * clients speak the platform's legacy codec (migration 034). It has its own links, customer service,
 * game-launch CDN, two demo accounts (docs/accounts.md, "Demo accounts"), announcements and an inbox
 * message, and the same games catalogue, so that merchant isolation and per-merchant settings are
 * tested against real rows, and a client of the real platform (its codec, its calls) has a merchant
 * to sign in to: e2e/legacy-merchant.spec.ts signs in here with the app built for it.
 */

import type { SeedAnnouncement } from './announcements.ts';
import type { SeedMessageRow } from '../seed-texts.ts';
import type { SeedMerchantConfig } from './merchant.ts';
import type { SeedMember } from './members.ts';

export const SECOND_MERCHANT_CODE = 'bdm02';

export const secondMerchantConfig: SeedMerchantConfig = {
  merchant: {
    code: SECOND_MERCHANT_CODE,
    name: 'Padma Play',
    currency: 'BDT',
    defaultLanguage: 'EN',
    mainDomain: 'padmaplay.example',
    appBackground: '#1d2b64',
    appDesc: { bn: 'Padma Play অ্যাপ: যেকোনো জায়গায় খেলুন', en: 'Padma Play app: play anywhere' },
    appDescFontColor: '#ffffff',
    memCen: '1',
    depFunc: '1',
    captchaLength: 4,
    codec: 'legacy',
  },
  customerService: [
    ['TELEGRAM1', 'https://t.padmaplay.example/help'],
    ['WHATSAPP', 'https://wa.padmaplay.example/help'],
  ],
  resources: [['Android', 'https://download.padmaplay.example/app/padmaplay.apk', 'Android']],
  // The reference server is every merchant's image CDN; the launch CDN is only reported.
  imageCdns: ['/cdn'],
  launchGameCdns: ['https://games.padmaplay.example'],
  domainRoutes: ['https://padmaplay.example'],
};

/** Its demo accounts: an agent and a member of its team, with bdm01's passwords (seeding hashes
 *  each password once: seed-accounts.ts). */
export const secondMembers: SeedMember[] = [
  {
    username: 'partner01',
    password: 'agent123',
    type: 1,
    dialingCode: '+880',
    mobile: '1811000002',
    email: 'partner01@padmaplay.example',
    nickname: 'Partner One',
    affiliateCode: 'PP2001',
    balanceMinor: 2_000_000,
    regDate: '2024-04-01T09:00:00.000Z',
  },
  {
    username: 'player01',
    password: 'demo123',
    type: 0,
    dialingCode: '+880',
    mobile: '1811000001',
    email: 'player01@padmaplay.example',
    nickname: 'Player',
    upline: 'partner01',
    balanceMinor: 543_210,
    regDate: '2024-04-02T10:00:00.000Z',
  },
];

const text = (title: string, content: string) => ({ title, content });

export const secondAnnouncements: SeedAnnouncement[] = [
  {
    type: 'B',
    groupName: 'm_home',
    bn: text('Padma Play-তে স্বাগতম', 'প্রথম ডিপোজিটে ৫০% বোনাস।'),
    en: text('Welcome to Padma Play', '50% bonus on your first deposit.'),
    imageUrl: '/cdn/banners/home-1.webp',
    linkUrl: '/m/activity',
  },
  // The plain-JS platform client's home carousel shows the promotions (types=PR).
  {
    type: 'PR',
    groupName: 'm_home',
    promotionType: 'DEPOSIT',
    bn: text('Padma Play প্রথম ডিপোজিট বোনাস', '<p>প্রথম ডিপোজিটে ৫০% বোনাস।</p>'),
    en: text('Padma Play first deposit bonus', '<p>50% bonus on your first deposit.</p>'),
    imageUrl: '/cdn/banners/promo-1.webp',
    linkUrl: '/m/activity',
  },
  {
    type: 'PL',
    groupName: 'm_home',
    bn: text('Padma Play রক্ষণাবেক্ষণ', 'রবিবার রাত ২টা থেকে ৩টা পর্যন্ত।'),
    en: text('Padma Play maintenance', 'Sunday from 2 to 3 a.m.'),
  },
];

export const secondMessages: Array<Omit<SeedMessageRow, 'createdAt' | 'readAt'>> = [
  {
    username: 'player01',
    bn: text('Padma Play-তে স্বাগতম', '<p>আপনার অ্যাকাউন্ট তৈরি হয়েছে।</p>'),
    en: text('Welcome to Padma Play', '<p>Your account has been created.</p>'),
  },
];
