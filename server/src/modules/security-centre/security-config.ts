import type { SecurityConfig } from '../../../../contract/security.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { maskEmail, maskMobile } from '../accounts/profile.ts';
import { findPaymentPassword, lockedUntil } from '../payment-password/verify.ts';
import { RuleError } from '../rule-error.ts';
import { nationalForm } from '../sms/phone.ts';

/** At most this many payout accounts per member (docs/money.md, "Security centre"). */
export const PAYOUT_ACCOUNT_MAX = 5;

/**
 * GET /wps/v2/member/securityConfig: what the security centre's rows show, for the session's own
 * member only (no id is read from the request). Number and e-mail leave masked, as member info
 * sends them.
 */
export function securityConfig(db: Db, member: Member): SecurityConfig {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  const payment = findPaymentPassword(db, member.id);
  const until = lockedUntil(payment);
  const { n: deviceCount } = db.prepare('SELECT count(*) AS n FROM sessions WHERE member_id = ? AND expires_at > ?').get(member.id, now()) as {
    n: number;
  };
  const { payeeName } = db.prepare('SELECT payee_name AS payeeName FROM members WHERE id = ?').get(member.id) as { payeeName: string | null };
  return {
    paymentPasswordSet: payment !== undefined,
    paymentPasswordLockedUntil: until === null ? null : new Date(until).toISOString(),
    mobileNum: member.mobile ? maskMobile(nationalForm(member.mobile)) : '',
    email: member.email ? maskEmail(member.email) : '',
    realName: payeeName ?? '',
    payoutAccountCount: (db.prepare('SELECT count(*) AS n FROM payout_accounts WHERE member_id = ?').get(member.id) as { n: number }).n,
    payoutAccountMax: PAYOUT_ACCOUNT_MAX,
    deviceCount,
  };
}
