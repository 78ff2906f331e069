/**
 * Demo data of the member area's content and agent side (docs/member-area.md): agent01's team,
 * the merchant's agent announcements and more inbox messages (read ones, so the unread counts of
 * the home page stay demo01 2, agent01 1). Every text in BN and EN.
 */

import type { SeedText } from './help.ts';

/** A day relative to the seeding moment's day in the merchant's time zone: 0 today, 1 yesterday, … */
type Day = number;

export interface SeedTeamMember {
  username: string;
  type: 0 | 1;
  upline: string;
  affiliateCode?: string;
  registered: Day;
  /** No value: never logged in. */
  lastLogin?: Day;
  /** The day of the member's last game launch (recent_games); none: never played. */
  played?: Day;
  /** Holds an unexpired session (started at the last login): "online now". */
  online?: boolean;
}

/** Every team member's password (one hash at seed time, not twelve). */
export const TEAM_PASSWORD = 'team123';

/**
 * agent01's downline besides demo01 (its direct member too): 7 direct members (agent02 among them,
 * a sub-agent) and 4 under agent02, a team of 12 with demo01. Today's KPI: registered 3, logged in 6, bet 4, online 2 (docs/api.md).
 */
export const seedTeam: readonly SeedTeamMember[] = [
  { username: 'rahim2024', type: 0, upline: 'agent01', registered: 0, lastLogin: 0, played: 0, online: true },
  { username: 'nasrin22', type: 0, upline: 'agent01', registered: 0, lastLogin: 0 },
  { username: 'sumon77', type: 0, upline: 'agent01', registered: 3, lastLogin: 0, played: 0 },
  { username: 'tania09', type: 0, upline: 'agent01', registered: 10, lastLogin: 0, played: 0, online: true },
  { username: 'jahidk', type: 0, upline: 'agent01', registered: 20, lastLogin: 1, played: 1 },
  { username: 'mithila5', type: 0, upline: 'agent01', registered: 40, lastLogin: 8, played: 9 },
  { username: 'agent02', type: 1, upline: 'agent01', affiliateCode: 'AG1002', registered: 60, lastLogin: 0 },
  { username: 'rakib01', type: 0, upline: 'agent02', registered: 0, lastLogin: 0, played: 0 },
  { username: 'shuvo88', type: 0, upline: 'agent02', registered: 5, lastLogin: 2, played: 2 },
  { username: 'arifm', type: 0, upline: 'agent02', registered: 15 },
  { username: 'farhana3', type: 0, upline: 'agent02', registered: 1, lastLogin: 1, played: 1 },
];

export interface SeedAgentNotice {
  titleEn: string;
  titleBn: string;
  contentEn: string;
  contentBn: string;
  hoursAgo: number;
  /** agent01 has opened it. */
  readByAgent01?: boolean;
}

/** Four announcements, agent01 has read the oldest: unreadCount 3. */
export const seedAgentNotices: readonly SeedAgentNotice[] = [
  {
    titleEn: 'New commission rates',
    titleBn: 'নতুন কমিশনের হার',
    hoursAgo: 240,
    readByAgent01: true,
    contentEn: "<p>From the 1st of next month, agents earn <strong>0.8%</strong> of their team's valid bets (was 0.7%).</p>",
    contentBn: '<p>আগামী মাসের ১ তারিখ থেকে এজেন্টরা দলের বৈধ বেটের <strong>০.৮%</strong> পাবেন (আগে ছিল ০.৭%)।</p>',
  },
  {
    titleEn: 'Team figures now update every hour',
    titleBn: 'দলের হিসাব এখন প্রতি ঘণ্টায় হালনাগাদ হয়',
    hoursAgo: 144,
    contentEn: '<p>Registrations, logins and bets of your team on the agent home now refresh every hour.</p>',
    contentBn: '<p>এজেন্ট হোমে আপনার দলের নিবন্ধন, লগইন ও বেটের হিসাব এখন প্রতি ঘণ্টায় হালনাগাদ হয়।</p>',
  },
  {
    titleEn: 'Dividend settlement on Monday',
    titleBn: 'সোমবার লভ্যাংশ নিষ্পত্তি',
    hoursAgo: 72,
    contentEn: "<p>This period's dividends are paid on Monday by 12:00. Please accept your dividend contract before then.</p>",
    contentBn: '<p>এই মেয়াদের লভ্যাংশ সোমবার দুপুর ১২টার মধ্যে দেওয়া হবে। তার আগে লভ্যাংশ চুক্তিটি গ্রহণ করুন।</p>',
  },
  {
    titleEn: 'Maintenance on Friday night',
    titleBn: 'শুক্রবার রাতে রক্ষণাবেক্ষণ',
    hoursAgo: 20,
    contentEn: '<p>The site is down for maintenance on Friday from 02:00 to 04:00. Let your team know.</p>',
    contentBn: '<p>শুক্রবার রাত ২টা থেকে ৪টা পর্যন্ত রক্ষণাবেক্ষণের জন্য সাইট বন্ধ থাকবে। আপনার দলকে জানিয়ে দিন।</p>',
  },
];

export interface SeedInboxMessage {
  username: string;
  /** The BN title is the message's key when seeding (with the member). */
  bn: SeedText;
  en: SeedText;
  hoursAgo: number;
}

/** Older messages the members have read (the home data has the first ones, seed-data/home.ts). */
export const seedReadMessages: readonly SeedInboxMessage[] = [
  {
    username: 'demo01',
    hoursAgo: 30,
    bn: {
      title: 'নিরাপত্তা বিজ্ঞপ্তি',
      content: `<p>একটি নতুন ডিভাইস থেকে আপনার অ্যাকাউন্টে লগইন হয়েছে। এটি আপনি না হলে এখনই
<a href="/m/changePsw">পাসওয়ার্ড বদলান</a>।</p><p>আমরা কখনো আপনার পাসওয়ার্ড বা কোড চাই না।</p>`,
    },
    en: {
      title: 'Security notice',
      content: `<p>Your account was signed in from a new device. If this was not you,
<a href="/m/changePsw">change your password</a> now.</p><p>We never ask for your password or codes.</p>`,
    },
  },
  {
    username: 'demo01',
    hoursAgo: 50,
    bn: {
      title: 'বিশেষ আমন্ত্রণ: প্রথম ডিপোজিটে ১০০% বোনাস',
      content: `<p>এই সপ্তাহে প্রথম ডিপোজিটে <strong>১০০% বোনাস</strong>, সর্বোচ্চ ৳৫,০০০।</p>
<p><a href="/m/activity">প্রমোশন দেখুন</a></p>`,
    },
    en: {
      title: 'Special invitation: 100% bonus on your first deposit',
      content: `<p>This week, a <strong>100% bonus</strong> on your first deposit, up to ৳5,000.</p>
<p><a href="/m/activity">See the promotions</a></p>`,
    },
  },
  {
    username: 'demo01',
    hoursAgo: 120,
    bn: {
      title: 'অভিনন্দন! আপনি ভিআইপি ১-এ উঠেছেন',
      content: '<p>আপনি এখন ভিআইপি ১। নতুন সুবিধা দেখুন <a href="/m/member/benefits">ভিআইপি সুবিধা</a> পেজে।</p>',
    },
    en: {
      title: 'Congratulations! You have reached VIP 1',
      content: '<p>You are now VIP 1. See your new benefits on the <a href="/m/member/benefits">VIP benefits</a> page.</p>',
    },
  },
  {
    username: 'agent01',
    hoursAgo: 26,
    bn: {
      title: 'নতুন সদস্য যোগ দিয়েছেন',
      content: '<p>আপনার আমন্ত্রণ কোড AG1001 দিয়ে গতকাল নতুন সদস্য নিবন্ধন করেছেন। দলের হিসাব এজেন্ট হোমে দেখুন।</p>',
    },
    en: {
      title: 'A new member has joined',
      content: "<p>A new member registered yesterday with your invitation code AG1001. See your team's figures on the agent home.</p>",
    },
  },
  {
    username: 'agent01',
    hoursAgo: 96,
    bn: {
      title: 'সাপ্তাহিক কমিশন জমা হয়েছে',
      content: '<p>গত সপ্তাহের কমিশন ৳৩,৪৫০.০০ আপনার প্রধান ওয়ালেটে জমা হয়েছে।</p>',
    },
    en: {
      title: 'Weekly commission credited',
      content: "<p>Last week's commission of ৳3,450.00 has been credited to your main wallet.</p>",
    },
  },
];
