import { randomInt } from 'node:crypto';
import type { ReferralInfo } from '../../../../contract/member.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Member } from '../accounts/members.ts';

/**
 * GET /wps/relay/MCSFE_getReferralInfo. The referral code is the member's invitation code
 * (members.affiliate_code): registration already turns that code into the new member's
 * upline, so a friend who registers through the link counts as invited with no second
 * mechanism. A member without one (agents have theirs, e.g. AG1001) gets a stable random code
 * on the first call.
 */

/** Capitals and digits without look-alikes (0/O, 1/I), for a code read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function readCode(db: Db, memberId: number): string | null {
  const row = db.prepare('SELECT affiliate_code AS code FROM members WHERE id = ?').get(memberId) as { code: string | null };
  return row.code;
}

/** The member's code, created once; a collision with another member's code draws again. */
export function referralCode(db: Db, member: Member): string {
  for (let attempt = 0; attempt < 10; attempt++) {
    const existing = readCode(db, member.id);
    if (existing) return existing;
    try {
      // `IS NULL`: a concurrent first call that won keeps its code; we read it on the next turn.
      db.prepare('UPDATE members SET affiliate_code = ? WHERE id = ? AND affiliate_code IS NULL').run(randomCode(), member.id);
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    }
  }
  throw new Error('No free referral code after 10 attempts');
}

export function referralInfo(db: Db, member: Member, origin: string): ReferralInfo {
  const code = referralCode(db, member);
  const invited = db.prepare('SELECT count(*) AS n FROM members WHERE upline_id = ?').get(member.id) as { n: number };
  const at = new Date(now()).toISOString();
  const reward = db
    .prepare(
      `SELECT amount_minor AS amount FROM promotions WHERE merchant = ? AND type = 'REFERRAL'
    AND starts_at <= ? AND (ends_at IS NULL OR ends_at > ?) ORDER BY sort_order, id LIMIT 1`,
    )
    .get(member.merchant, at, at) as { amount: number } | undefined;
  return {
    code,
    link: `${origin}/m/register?r=${encodeURIComponent(code)}`,
    invitedCount: invited.n,
    rewardAmount: (reward?.amount ?? 0) / 100,
  };
}
