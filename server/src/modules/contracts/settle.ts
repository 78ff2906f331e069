import type { ContractKind } from '../../../../contract/contracts.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { changeBalance } from '../wallet/ledger.ts';
import { dayPeriod, dividendPeriodEnding, hourPeriods, teamFigures, type Period } from './periods.ts';
import { amountFor, tierReached, tiersOf } from './terms.ts';

/**
 * Settlements (docs/agent-area.md, "Contracts, salaries and dividends"): for each signed contract
 * and each period of the day asked, the team's bets decide the tier, and the amount is paid as a
 * `salary` or `dividend` ledger row. Each contract and period is settled once: the whole run is one
 * IMMEDIATE transaction, a period already settled is skipped, and UNIQUE (contract_id, period)
 * refuses a second row whatever happens. A period not over yet, or before the contract's first day,
 * is left for later.
 */

export interface SettleResult {
  /** Periods paid, and settled with nothing due. */
  paid: number;
  none: number;
  /** Settled before (a second run), or not over yet. */
  settledBefore: number;
  notOver: number;
  paidMinor: number;
}

/** Daily and hourly contracts for `day`, or the dividend contracts for the period ending on `day`. */
export function settle(db: Db, merchant: string, what: 'salaries' | 'dividends', day: string, memberId: number | null = null): SettleResult {
  const result: SettleResult = { paid: 0, none: 0, settledBefore: 0, notOver: 0, paidMinor: 0 };
  const dividend = dividendPeriodEnding(day);
  const periodsOf = (kind: ContractKind): Period[] =>
    kind === 'daily' ? [dayPeriod(day)] : kind === 'hourly' ? hourPeriods(day) : dividend ? [dividend] : [];
  const kinds: ContractKind[] = what === 'salaries' ? ['daily', 'hourly'] : ['dividend'];
  db.transaction(() => {
    const contracts = db
      .prepare(
        `SELECT c.id, c.member_id AS memberId, c.kind, c.tiers, c.starts_on AS startsOn FROM agent_contracts c JOIN members m ON m.id = c.member_id
         WHERE m.merchant = ? AND c.status = 'signed' AND c.kind IN (${kinds.map(() => '?').join(', ')}) AND (? IS NULL OR c.member_id = ?)
         ORDER BY c.id`,
      )
      .all(merchant, ...kinds, memberId, memberId) as Array<{ id: number; memberId: number; kind: ContractKind; tiers: string; startsOn: string }>;
    const figures = teamFigures(db);
    const settled = db.prepare('SELECT 1 FROM contract_settlements WHERE contract_id = ? AND period = ?');
    const insert = db.prepare(
      `INSERT INTO contract_settlements (contract_id, period, period_start, period_end, team_stake_minor, team_net_minor, tier_pay,
         amount_minor, ledger_id, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const c of contracts) {
      const tiers = tiersOf(c.tiers);
      for (const period of periodsOf(c.kind)) {
        if (period.firstDay < c.startsOn) continue;
        if (period.end > now()) {
          result.notOver++;
          continue;
        }
        if (settled.get(c.id, period.key)) {
          result.settledBefore++;
          continue;
        }
        const { stakeMinor, netMinor } = figures(c.memberId, period);
        const tier = tierReached(c.kind, tiers, c.kind === 'dividend' ? netMinor : stakeMinor);
        const amount = amountFor(c.kind, tier, netMinor);
        const type = c.kind === 'dividend' ? 'dividend' : 'salary';
        const ledgerId = amount > 0 ? changeBalance(db, c.memberId, type, amount, `contract:${c.id}:${period.key}`).ledgerId : null;
        insert.run(c.id, period.key, period.start, period.end, stakeMinor, netMinor, tier?.pay ?? 0, amount, ledgerId, now());
        if (amount > 0) {
          result.paid++;
          result.paidMinor += amount;
        } else result.none++;
      }
    }
  }).immediate();
  return result;
}
