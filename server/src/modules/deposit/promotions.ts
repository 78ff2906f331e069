import type { DepositPromotion } from '../../../../contract/deposit.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { localisedColumn, type Language } from '../../lib/localised.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { toMajor } from '../wallet/amount.ts';

/**
 * DEPOSIT promotions (docs/money.md, "Deposit promotions and turnover"): picked on the deposit
 * page, checked when the order is made, checked again and paid when it succeeds (pay.ts).
 */

export interface DepositPromotionTerms {
  id: number;
  title: string;
  capMinor: number;
  percent: number;
  minMinor: number;
  multiplier: number;
  firstOnly: boolean;
}

const running = "p.merchant = ? AND p.category = 'DEPOSIT' AND p.starts_at <= ? AND (p.ends_at IS NULL OR p.ends_at > ?)";

type Depositor = Pick<Member, 'id' | 'merchant' | 'type'>;

/**
 * Running DEPOSIT promotions the member has not had yet; first-deposit-only ones only before a
 * first SUCCESS (other than `settling`, the deposit being paid now).
 */
function available(db: Db, member: Depositor, language: Language, id?: number, settling = 0): DepositPromotionTerms[] {
  if (member.type === TRIAL_TYPE) return [];
  const at = new Date(now()).toISOString();
  const rows = db
    .prepare(
      `SELECT p.id, ${localisedColumn('p.title', language, 'title')}, p.amount_minor AS capMinor,
         p.deposit_percent AS percent, p.deposit_min_minor AS minMinor, p.turnover_multiplier AS multiplier,
         p.first_deposit_only AS firstOnly
       FROM promotions p
       WHERE ${running} AND (? IS NULL OR p.id = ?)
         AND NOT EXISTS (SELECT 1 FROM promotion_claims c WHERE c.member_id = ? AND c.promotion_id = p.id)
         AND (p.first_deposit_only = 0 OR NOT EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = ? AND d.state = 'SUCCESS' AND d.id <> ?))
       ORDER BY p.sort_order, p.id`,
    )
    .all(member.merchant, at, at, id ?? null, id ?? null, member.id, member.id, settling) as Array<
    Omit<DepositPromotionTerms, 'firstOnly'> & { firstOnly: number }
  >;
  return rows.map((row) => ({ ...row, firstOnly: row.firstOnly === 1 }));
}

export function depositPromotions(db: Db, member: Member, language: Language): DepositPromotion[] {
  return available(db, member, language).map((p) => ({
    id: p.id,
    title: p.title,
    percent: p.percent,
    cap: toMajor(p.capMinor),
    minDeposit: toMajor(p.minMinor),
    turnoverMultiplier: p.multiplier,
    firstDepositOnly: p.firstOnly,
  }));
}

/** The bonus a credit earns: the percentage, rounded down to the paisa, at most the cap. */
export const bonusOf = (terms: DepositPromotionTerms, creditMinor: number): number =>
  Math.min(Math.floor((creditMinor * terms.percent) / 100), terms.capMinor);

/**
 * The promotion a deposit of `amountMinor` may pick now, or undefined when none was picked;
 * one that does not apply (unknown, ended, had, first-deposit-only after a first deposit, under
 * its minimum) is deposit.promotion.invalid.
 */
export function pickedPromotion(db: Db, member: Member, picked: unknown, amountMinor: number): DepositPromotionTerms | undefined {
  if (picked === undefined || picked === null || picked === '') return undefined;
  const id = typeof picked === 'string' && /^\d{1,15}$/.test(picked) ? Number(picked) : picked;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw new RuleError('deposit.promotion.invalid');
  const [terms] = available(db, member, 'EN', id);
  if (!terms || amountMinor < terms.minMinor) throw new RuleError('deposit.promotion.invalid');
  return terms;
}

/** The same checks at deposit `depositId`'s SUCCESS (inside its transaction); undefined: it pays nothing. */
export function promotionStillValid(
  db: Db,
  member: Depositor,
  promotionId: number,
  depositId: number,
  amountMinor: number,
): DepositPromotionTerms | undefined {
  const [terms] = available(db, member, 'EN', promotionId, depositId);
  return terms && amountMinor >= terms.minMinor ? terms : undefined;
}
