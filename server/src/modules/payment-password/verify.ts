import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { NO_PASSWORD, verifyPassword } from '../../lib/passwords.ts';
import type { Member } from '../accounts/members.ts';
import { limited, RuleError } from '../rule-error.ts';

/**
 * The payment password's check, for every money call that asks for it (docs/money.md, "Payment
 * password"): 5 wrong answers in a row lock it for 3 hours, on whichever call they came. The
 * count is in the database (a restart reopens nothing) and is taken before the hash: twenty
 * guesses sent at once find five slots, not twenty passes of a check made before any had failed.
 * Five slots per three hours also caps the guesses at one member at 40 a day.
 */

export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 3 * 3600_000;

interface PaymentPasswordRow {
  hash: string;
  wrongAttempts: number;
  lockedUntil: number | null;
}

export function findPaymentPassword(db: Db, memberId: number): PaymentPasswordRow | undefined {
  return db
    .prepare('SELECT hash, wrong_attempts AS wrongAttempts, locked_until AS lockedUntil FROM payment_passwords WHERE member_id = ?')
    .get(memberId) as PaymentPasswordRow | undefined;
}

/** The lockout's end (ms), or null when the password is not locked now. */
export function lockedUntil(row: PaymentPasswordRow | undefined): number | null {
  return row?.lockedUntil != null && row.lockedUntil > now() ? row.lockedUntil : null;
}

const lockedError = (until: number): RuleError => limited('payment.password.locked', Math.max(1, Math.ceil((until - now()) / 1000)));

/**
 * Resolves when `given` is the member's payment password; else throws `payment.password.required`
 * (none set), `payment.password.incorrect` (`{ attemptsLeft }`) or `payment.password.locked`
 * (429, `retryAfter`; also the answer to the fifth wrong one).
 */
export async function verifyPaymentPassword(db: Db, member: Pick<Member, 'id'>, given: string): Promise<void> {
  const taken = takeAttempt(db, member.id);
  if (taken instanceof RuleError) throw taken;
  if (taken === null) {
    // A hash all the same: the answer's time does not tell a set password from none.
    await verifyPassword(given, NO_PASSWORD);
    throw new RuleError('payment.password.required');
  }
  const right = await verifyPassword(given, taken);
  // Refusals are decided in the transactions and thrown after them: a throw inside would roll
  // back the count or the lockout it had just written.
  const refusal = db.transaction(() => (right ? giveBack(db, member.id, taken) : countWrong(db, member.id))).immediate();
  if (refusal) throw refusal;
}

/** The slot of one check, taken in the database before the hash: the hash to check against, null
 *  when none is set, or the refusal. */
function takeAttempt(db: Db, memberId: number): string | RuleError | null {
  return db
    .transaction((): string | RuleError | null => {
      const row = findPaymentPassword(db, memberId);
      if (!row) return null;
      const at = now();
      if (row.lockedUntil !== null && row.lockedUntil > at) return lockedError(row.lockedUntil);
      // A lockout that has run out starts a fresh count.
      const attempts = row.lockedUntil !== null ? 0 : row.wrongAttempts;
      if (attempts >= PAYMENT_PASSWORD_TRIES) {
        // Every slot is out with no lockout yet: checks still running, or lost to a crash (they
        // would hold the slots for ever). Locked now; a right one among them lifts it.
        const until = at + PAYMENT_PASSWORD_LOCK_MS;
        db.prepare('UPDATE payment_passwords SET locked_until = ? WHERE member_id = ?').run(until, memberId);
        return lockedError(until);
      }
      db.prepare('UPDATE payment_passwords SET wrong_attempts = ?, locked_until = NULL WHERE member_id = ?').run(attempts + 1, memberId);
      return row.hash;
    })
    .immediate();
}

/**
 * A right answer resets the count and any lockout: the slots count checks still running, so a
 * wrong one that finished beside it may have counted this one as wrong.
 */
function giveBack(db: Db, memberId: number, checkedHash: string): RuleError | null {
  // Changed (by an SMS code) during the hash: the password checked is no longer the password.
  if (findPaymentPassword(db, memberId)?.hash !== checkedHash) {
    return new RuleError('payment.password.incorrect', { attemptsLeft: PAYMENT_PASSWORD_TRIES });
  }
  db.prepare('UPDATE payment_passwords SET wrong_attempts = 0, locked_until = NULL WHERE member_id = ?').run(memberId);
  return null;
}

/** The slot stays taken; the fifth in a row locks. */
function countWrong(db: Db, memberId: number): RuleError {
  const row = findPaymentPassword(db, memberId);
  if (!row) return new RuleError('payment.password.required');
  const until = lockedUntil(row);
  if (until !== null) return lockedError(until);
  if (row.wrongAttempts < PAYMENT_PASSWORD_TRIES) {
    return new RuleError('payment.password.incorrect', { attemptsLeft: PAYMENT_PASSWORD_TRIES - row.wrongAttempts });
  }
  const lockEnd = now() + PAYMENT_PASSWORD_LOCK_MS;
  db.prepare('UPDATE payment_passwords SET locked_until = ? WHERE member_id = ?').run(lockEnd, memberId);
  return lockedError(lockEnd);
}
