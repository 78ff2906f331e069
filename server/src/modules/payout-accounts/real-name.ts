import type { RealNameResult } from '../../../../contract/withdraw.ts';
import type { Db } from '../../db/connection.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { requireSwitch } from '../whitelabel/switches.ts';

/**
 * The real name (`payeeName`; docs/money.md, "Security centre"): the name payout accounts must be
 * in. Set once by the member; a change goes through customer service (a thief with the session
 * must not rename the owner to his own bKash account's name).
 */

/** Bengali or Latin letters (with their marks), spaces, `.` and `-`; 2–50 characters, a letter among them. */
const REAL_NAME = /^(?=.*\p{L})[\p{Script=Bengali}\p{Script=Latin}\p{M} .-]{2,50}$/u;

/** NFC, trimmed, inner spaces collapsed: the form stored and compared. */
export function tidyName(typed: string): string {
  return typed.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** How two holder names are compared: tidied and case-folded ("md. karim" = "Md. Karim"). */
export const foldName = (name: string): string => tidyName(name).toLocaleLowerCase('en');

export function realNameOf(db: Db, memberId: number): string {
  const row = db.prepare('SELECT payee_name AS name FROM members WHERE id = ?').get(memberId) as { name: string | null } | undefined;
  return row?.name ?? '';
}

/** PUT /wps/member/realName. */
export function setRealName(db: Db, member: Member, typed: string): RealNameResult {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  requireSwitch(db, member.merchant, 'SECPRIV');
  const name = tidyName(typed);
  // Bengali digits are Bengali script: refused here as every other digit.
  if (!REAL_NAME.test(name) || /\p{N}/u.test(name)) throw new RuleError('member.realname.invalid');
  // The WHERE decides "once": of two sets at once, one finds the name already there.
  const set = db.prepare("UPDATE members SET payee_name = ? WHERE id = ? AND coalesce(payee_name, '') = ''").run(name, member.id);
  if (set.changes !== 1) throw new RuleError('member.realname.exists');
  return { realName: name };
}
