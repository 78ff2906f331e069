import type { ContractKind, ContractPeriod, ContractState, ContractView } from '../../../../contract/contracts.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { toMajor } from '../wallet/amount.ts';
import { merchantDay } from '../wallet/dhaka-day.ts';
import { halfMonthOf, teamFigures } from './periods.ts';
import { amountFor, tierReached, tiersJson, tiersOf, wireTiers, type Tier } from './terms.ts';

/**
 * Contract offers and their answers (docs/agent-area.md, "Contracts, salaries and dividends"). A
 * new offer ends the member's open contract of its kind (pending or signed); the member signs or
 * declines the pending one it was shown, by id: never another member's (404, as if missing), never
 * one already answered (409).
 */

/** Offers `member` a contract; returns its id. `offeredBy`: the upline agent, null for the merchant. */
export function offerContract(
  db: Db,
  member: Member,
  kind: ContractKind,
  tiers: readonly Tier[],
  startsOn: string,
  offeredBy: number | null,
): number {
  return db
    .transaction((): number => {
      db.prepare("UPDATE agent_contracts SET status = 'ended' WHERE member_id = ? AND kind = ? AND status IN ('pending', 'signed')").run(
        member.id,
        kind,
      );
      const at = now();
      return Number(
        db
          .prepare('INSERT INTO agent_contracts (member_id, kind, status, tiers, offered_by, starts_on, offered_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(member.id, kind, 'pending', tiersJson(tiers), offeredBy, startsOn, at).lastInsertRowid,
      );
    })
    .immediate();
}

/** Signs or declines the member's pending contract `id` of `kind`. */
export function answerContract(db: Db, member: Member, kind: ContractKind, id: number, action: 'sign' | 'decline'): void {
  db.transaction(() => {
    const row = db.prepare('SELECT status FROM agent_contracts WHERE id = ? AND member_id = ? AND kind = ?').get(id, member.id, kind) as
      { status: ContractState } | undefined;
    if (!row) throw new RuleError('contract.not.found');
    if (row.status !== 'pending') throw new RuleError('contract.not.pending');
    // Never before the offer, even under a test's shifted clock (the table's CHECK).
    db.prepare('UPDATE agent_contracts SET status = ?, answered_at = max(?, offered_at) WHERE id = ?').run(
      action === 'sign' ? 'signed' : 'declined',
      now(),
      id,
    );
  }).immediate();
}

interface ContractRow {
  id: number;
  kind: ContractKind;
  status: ContractState;
  tiers: string;
  startsOn: string;
  offeredAt: number;
  answeredAt: number | null;
}
const CONTRACT_COLUMNS = 'c.id, c.kind, c.status, c.tiers, c.starts_on AS startsOn, c.offered_at AS offeredAt, c.answered_at AS answeredAt';
const iso = (at: number): string => new Date(at).toISOString();

/** The settled periods shown (the newest). */
const PERIODS_SHOWN = 100;

/** The member's latest contract of `kind` and the periods settled under its contracts of that kind. */
export function contractView(db: Db, member: Member, kind: ContractKind): ContractView {
  const row = db
    .prepare(`SELECT ${CONTRACT_COLUMNS} FROM agent_contracts c WHERE member_id = ? AND kind = ? ORDER BY id DESC LIMIT 1`)
    .get(member.id, kind) as ContractRow | undefined;
  const settled = db
    .prepare(
      `SELECT s.period, s.team_stake_minor AS stake, s.team_net_minor AS net, s.tier_pay AS tierPay, s.amount_minor AS amount
       FROM contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
       WHERE c.member_id = ? AND c.kind = ? ORDER BY s.period_start DESC, s.id DESC LIMIT ${PERIODS_SHOWN}`,
    )
    .all(member.id, kind) as Array<{ period: string; stake: number; net: number; tierPay: number; amount: number }>;
  const periods = settled.map((s): ContractPeriod => ({
    period: s.period,
    teamStake: toMajor(s.stake),
    teamNet: toMajor(s.net),
    tierPay: toMajor(s.tierPay),
    amount: toMajor(s.amount),
    state: s.amount > 0 ? 'paid' : 'none',
  }));
  if (row?.status === 'signed' && kind === 'dividend') periods.unshift(runningDividend(db, member, tiersOf(row.tiers)));
  const contract = row && {
    id: row.id,
    kind: row.kind,
    status: row.status,
    tiers: wireTiers(tiersOf(row.tiers)),
    startsOn: row.startsOn,
    offeredAt: iso(row.offeredAt),
    answeredAt: row.answeredAt === null ? null : iso(row.answeredAt),
  };
  return { contract: contract ?? null, periods };
}

/** The half month running now, its figures so far: what it would pay if it ended now. */
function runningDividend(db: Db, member: Member, tiers: readonly Tier[]): ContractPeriod {
  const period = halfMonthOf(merchantDay(now()));
  const { stakeMinor, netMinor } = teamFigures(db)(member.id, period);
  const tier = tierReached('dividend', tiers, netMinor);
  return {
    period: period.key,
    teamStake: toMajor(stakeMinor),
    teamNet: toMajor(netMinor),
    tierPay: toMajor(tier?.pay ?? 0),
    amount: toMajor(amountFor('dividend', tier, netMinor)),
    state: 'pending',
  };
}

export interface ContractListRow extends ContractRow {
  username: string;
}

/** The merchant's contracts (one member's, when named), newest first: the admin CLI's list. */
export function listContracts(db: Db, merchant: string, memberId: number | null): ContractListRow[] {
  return db
    .prepare(
      `SELECT ${CONTRACT_COLUMNS}, m.username
       FROM agent_contracts c JOIN members m ON m.id = c.member_id
       WHERE m.merchant = ? AND (? IS NULL OR c.member_id = ?) ORDER BY c.id DESC`,
    )
    .all(merchant, memberId, memberId) as ContractListRow[];
}
