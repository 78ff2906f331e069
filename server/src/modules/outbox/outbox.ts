import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';

/**
 * The development outbox: the reference server sends no SMS or e-mail, it writes them here
 * (ARCHITECTURE §3). Reading is for development and test mode only; the route is not even
 * registered in production (see http/routes/dev.ts).
 */

export type OutboxChannel = 'sms' | 'email' | 'captcha';
export type OutboxPurpose = 'login' | 'register' | 'reset' | 'password' | 'payment' | 'payout' | 'mobile' | 'email' | 'captcha';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  purpose: OutboxPurpose;
  code: string;
  text: string;
  createdAt: string;
}

/** Lower case, no spaces, no '+': '+880 01711000001' and ' 880 01711000001' meet. */
function recipientKey(to: string): string {
  return to.toLowerCase().replace(/[\s+]/g, '');
}

/** The SMS recipient as the outbox shows it: dialing code, space, number. */
export function smsRecipient(dialingCode: string, mobile: string): string {
  return `${dialingCode} ${mobile}`;
}

export function writeOutbox(db: Db, merchant: string, message: Omit<OutboxMessage, 'id' | 'createdAt'>): void {
  db.prepare(
    `INSERT INTO outbox (merchant, channel, recipient, recipient_key, purpose, code, text, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(merchant, message.channel, message.to, recipientKey(message.to), message.purpose, message.code, message.text, new Date(now()).toISOString());
}

const LIST_LIMIT = 50;

/** Newest first; all recipients when `to` is empty. */
export function listOutbox(db: Db, merchant: string, to: string): OutboxMessage[] {
  const key = recipientKey(to);
  return db
    .prepare(
      `SELECT id, channel, recipient AS "to", purpose, code, text, created_at AS createdAt FROM outbox
       WHERE merchant = ? AND (? = '' OR recipient_key = ?) ORDER BY id DESC LIMIT ${LIST_LIMIT}`,
    )
    .all(merchant, key, key) as OutboxMessage[];
}
