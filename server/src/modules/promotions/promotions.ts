import type {
  MemberPromotion,
  MemberPromotions,
  MerchantPromotions,
  Promotion,
  PromotionStatus,
  PromotionType,
} from '../../../../contract/promotions.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { localisedColumn, type Language } from '../../lib/localised.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';

/**
 * The reward centre's and activity pages' promotions (docs/member-area.md, `Promotion`):
 * every running one for anyone, and with the member's status for a signed-in player.
 */

/** A running promotion as stored, with what claiming needs. Its fields are the SQL's column
 *  names, which tsc checks against the contract when the row becomes a Promotion. */
export interface PromotionRow {
  id: number;
  category: string;
  type: PromotionType;
  title: string;
  summary: string;
  content: string;
  imageUrl: string;
  startTime: string;
  endTime: string;
  amount: number;
  amountMinor: number;
  target: number | null;
}

const running = 'merchant = ? AND starts_at <= ? AND (ends_at IS NULL OR ends_at > ?)';

function select(language: Language): string {
  const text = (column: string) => localisedColumn(column, language);
  return `SELECT id, category, type, ${text('title')}, ${text('summary')}, ${text('content')},
    image_url AS imageUrl, starts_at AS startTime, coalesce(ends_at, '') AS endTime, amount_minor AS amountMinor,
    mission_target AS target FROM promotions`;
}

function runningRows(db: Db, merchant: string, language: Language): PromotionRow[] {
  const at = new Date(now()).toISOString();
  const rows = db.prepare(`${select(language)} WHERE ${running} ORDER BY sort_order, id`).all(merchant, at, at) as Array<
    Omit<PromotionRow, 'amount'>
  >;
  return rows.map((row) => ({ ...row, amount: row.amountMinor / 100 }));
}

/** One running promotion of the merchant, or undefined (unknown, ended, another merchant's). */
export function findRunningPromotion(db: Db, merchant: string, id: number): PromotionRow | undefined {
  const at = new Date(now()).toISOString();
  const row = db.prepare(`${select('EN')} WHERE id = ? AND ${running}`).get(id, merchant, at, at) as Omit<PromotionRow, 'amount'> | undefined;
  return row && { ...row, amount: row.amountMinor / 100 };
}

const toPromotion = ({ amountMinor: _a, target: _t, ...promotion }: PromotionRow): Promotion => promotion;

export function merchantPromotions(db: Db, merchant: string, language: Language): MerchantPromotions {
  return { list: runningRows(db, merchant, language).map(toPromotion) };
}

/** The member's steps towards a mission (0 without a row). */
export function missionProgress(db: Db, memberId: number, promotionId: number): number {
  const row = db.prepare('SELECT progress FROM mission_progress WHERE member_id = ? AND promotion_id = ?').get(memberId, promotionId) as
    { progress: number } | undefined;
  return row?.progress ?? 0;
}

/**
 * Whether the member may claim now. A BONUS is claimable until claimed; a MISSION once its
 * steps reach the target; the REFERRAL promotion never (its reward is paid per invited friend);
 * a DEPOSIT one never (it is picked on the deposit page and paid with the deposit: docs/money.md,
 * "Deposit promotions and turnover"); a trial member never (demo credit is not real money to add to).
 */
export function isClaimable(member: Member, promotion: PromotionRow, progress: number): boolean {
  if (member.type === TRIAL_TYPE || promotion.type === 'REFERRAL' || promotion.category === 'DEPOSIT') return false;
  return promotion.target === null || progress >= promotion.target;
}

export function memberPromotions(db: Db, member: Member, language: Language): MemberPromotions {
  const claimed = new Set(
    (db.prepare('SELECT promotion_id AS id FROM promotion_claims WHERE member_id = ?').all(member.id) as Array<{ id: number }>).map((row) => row.id),
  );
  const steps = new Map(
    (
      db.prepare('SELECT promotion_id AS id, progress FROM mission_progress WHERE member_id = ?').all(member.id) as Array<{
        id: number;
        progress: number;
      }>
    ).map((row) => [row.id, row.progress]),
  );
  const list = runningRows(db, member.merchant, language).map((row): MemberPromotion => {
    const current = steps.get(row.id) ?? 0;
    const status: PromotionStatus = claimed.has(row.id) ? 'CLAIMED' : isClaimable(member, row, current) ? 'CLAIMABLE' : 'IN_PROGRESS';
    const progress = row.target === null ? null : { current: Math.min(current, row.target), target: row.target };
    return { ...toPromotion(row), status, progress };
  });
  const claimable = list.filter((p) => p.status === 'CLAIMABLE');
  return {
    list,
    unclaimedCount: claimable.filter((p) => p.type !== 'MISSION').length,
    missionClaimableCount: claimable.filter((p) => p.type === 'MISSION').length,
  };
}
