import type { Db } from '../../db/connection.ts';

/**
 * Every new account starts with one unread message: a greeting with the first steps (a real site
 * sends one too, and it gives the message centre of a new player something to show). In BN, the
 * merchant's language: an inbox row holds one language, as a real message does.
 */

const WELCOME = {
  title: 'BD Play-এ স্বাগতম!',
  content:
    '<p>আপনার অ্যাকাউন্ট তৈরি হয়েছে। শুরু করতে:</p>' +
    '<ol><li><a href="/m/voucherCenter">ডিপোজিট</a> করুন</li>' +
    '<li><a href="/m/rewardCenter">রিওয়ার্ড সেন্টারে</a> আপনার স্বাগত বোনাস দাবি করুন</li>' +
    '<li><a href="/m/gameList?gameType=RNG">স্লট</a> বা পছন্দের খেলা বেছে নিন</li></ol>' +
    '<p>প্রশ্ন থাকলে <a href="/m/help">সাহায্য কেন্দ্র</a> দেখুন।</p>',
};

const TRIAL_WELCOME = {
  title: 'ফ্রি ট্রায়ালে স্বাগতম!',
  content:
    '<p>এই অ্যাকাউন্টে ডেমো ক্রেডিট দিয়ে খেলুন। জয় আসল টাকায় বদলায় না।</p>' +
    '<p>বোনাস, ডিপোজিট ও উত্তোলনের জন্য একটি <a href="/m/register">আসল অ্যাকাউন্ট খুলুন</a>।</p>',
};

/** Writes the greeting of a new member (inside the transaction that creates the member). */
export function welcomeNewMember(db: Db, memberId: number, trial: boolean, at: number): void {
  const { title, content } = trial ? TRIAL_WELCOME : WELCOME;
  db.prepare('INSERT INTO inbox_messages (member_id, title, content, created_at) VALUES (?, ?, ?, ?)')
    .run(memberId, title, content, at);
}
