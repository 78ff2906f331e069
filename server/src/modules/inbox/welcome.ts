import type { Db } from '../../db/connection.ts';

/**
 * Every new account starts with one unread message: a greeting with the first steps (a real site
 * sends one too, and it gives the message centre of a new player something to show). Written in
 * BN and EN like every message; the inbox answers in the reader's language (lib/localised.ts).
 */

interface Texts {
  title_bn: string;
  content_bn: string;
  title_en: string;
  content_en: string;
}

const WELCOME: Texts = {
  title_bn: 'BD Play-এ স্বাগতম!',
  content_bn:
    '<p>আপনার অ্যাকাউন্ট তৈরি হয়েছে। শুরু করতে:</p>' +
    '<ol><li><a href="/m/voucherCenter">ডিপোজিট</a> করুন</li>' +
    '<li><a href="/m/rewardCenter">রিওয়ার্ড সেন্টারে</a> আপনার স্বাগত বোনাস দাবি করুন</li>' +
    '<li><a href="/m/gameList?gameType=RNG">স্লট</a> বা পছন্দের খেলা বেছে নিন</li></ol>' +
    '<p>প্রশ্ন থাকলে <a href="/m/help">সাহায্য কেন্দ্র</a> দেখুন।</p>',
  title_en: 'Welcome to BD Play!',
  content_en:
    '<p>Your account has been created. To begin:</p>' +
    '<ol><li>Make a <a href="/m/voucherCenter">deposit</a></li>' +
    '<li>Claim your welcome bonus in the <a href="/m/rewardCenter">reward centre</a></li>' +
    '<li>Pick <a href="/m/gameList?gameType=RNG">slots</a> or a game you like</li></ol>' +
    '<p>Questions? See the <a href="/m/help">help centre</a>.</p>',
};

const TRIAL_WELCOME: Texts = {
  title_bn: 'ফ্রি ট্রায়ালে স্বাগতম!',
  content_bn:
    '<p>এই অ্যাকাউন্টে ডেমো ক্রেডিট দিয়ে খেলুন। জয় আসল টাকায় বদলায় না।</p>' +
    '<p>বোনাস, ডিপোজিট ও উত্তোলনের জন্য একটি <a href="/m/register">আসল অ্যাকাউন্ট খুলুন</a>।</p>',
  title_en: 'Welcome to the free trial!',
  content_en:
    '<p>Play with demo credit on this account. Wins do not turn into real money.</p>' +
    '<p>For bonuses, deposits and withdrawals, <a href="/m/register">open a real account</a>.</p>',
};

/** Writes the greeting of a new member (inside the transaction that creates the member). */
export function welcomeNewMember(db: Db, memberId: number, trial: boolean, at: number): void {
  db.prepare(
    `INSERT INTO inbox_messages (member_id, title_bn, content_bn, title_en, content_en, created_at)
    VALUES (@memberId, @title_bn, @content_bn, @title_en, @content_en, @at)`,
  ).run({ ...(trial ? TRIAL_WELCOME : WELCOME), memberId, at });
}
