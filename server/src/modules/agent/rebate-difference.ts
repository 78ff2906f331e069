import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { merchantDay } from '../wallet/dhaka-day.ts';
import { changeBalance } from '../wallet/ledger.ts';
import { isAgent } from './agent-types.ts';

/**
 * The rebate difference (docs/agent-area.md, "Rebate difference"): what an agent earns on its
 * downline's bets. It accrues in the bet's transaction and is credited to the ledger per agent
 * and past Dhaka day, once, by the settlement (server start, hourly, and the admin CLI).
 */

/** The bettor's upline chain, nearest first: each member with its rate and the rate of the one below it. */
const CHAIN_SQL = `WITH RECURSIVE chain (id, below, depth) AS (
  SELECT upline_id, id, 1 FROM members WHERE id = :bettor AND upline_id IS NOT NULL
  UNION ALL SELECT m.upline_id, m.id, c.depth + 1 FROM members m JOIN chain c ON m.id = c.id
    WHERE m.upline_id IS NOT NULL AND c.depth < 50
)
SELECT c.id AS agentId, m.type, coalesce(own.rate_bp, 0) - coalesce(below_rate.rate_bp, 0) AS differenceBp
FROM chain c JOIN members m ON m.id = c.id
LEFT JOIN agent_rebate_rates own ON own.member_id = c.id AND own.category = :category
LEFT JOIN agent_rebate_rates below_rate ON below_rate.member_id = c.below AND below_rate.category = :category`;

/**
 * A settled bet's stake earns each agent on the bettor's upline chain floor(stake × (own rate −
 * rate of the member below it) / 10000) paisa; nothing where that difference is 0 or less (a
 * member above a lower-rated agent earns only its own margin, never the rate twice). Runs inside
 * the bet's IMMEDIATE transaction.
 */
export function accrueAgentRebates(db: Db, bettorId: number, category: string, stakeMinor: number, at: number): void {
  const chain = db.prepare(CHAIN_SQL).all({ bettor: bettorId, category }) as Array<{ agentId: number; type: number; differenceBp: number }>;
  const add = db.prepare(
    `INSERT INTO agent_rebate_accruals (agent_id, day, category, source_id, stake_minor, amount_minor) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (agent_id, day, category, source_id) DO UPDATE
       SET stake_minor = stake_minor + excluded.stake_minor, amount_minor = amount_minor + excluded.amount_minor`,
  );
  const day = merchantDay(at);
  for (const link of chain) {
    if (link.differenceBp <= 0 || !isAgent(link)) continue;
    add.run(link.agentId, day, category, bettorId, stakeMinor, Math.floor((stakeMinor * link.differenceBp) / 10_000));
  }
}

export interface SettlementResult {
  /** Agent-days settled by this run. */
  settled: number;
  /** Paisa credited by this run. */
  creditedMinor: number;
}

/**
 * Credits every past day's income not yet credited (or only `day`'s): one `agent_rebate` ledger
 * row per agent and day, referenced `agent_rebate:<day>`, with its settlement row, in one
 * IMMEDIATE transaction. The settlement's key (agent, day) makes it once: a second run, at once
 * or concurrently (it waits for the first's lock, then finds the days settled), credits nothing.
 * Today is never settled: its bets are still coming.
 */
export function settleAgentRebates(db: Db, options: { day?: string } = {}): SettlementResult {
  return db
    .transaction((): SettlementResult => {
      const today = merchantDay(now());
      const due = db
        .prepare(
          `SELECT a.agent_id AS agentId, a.day, sum(a.amount_minor) AS amount FROM agent_rebate_accruals a
           WHERE a.day < :today AND (:day IS NULL OR a.day = :day)
             AND NOT EXISTS (SELECT 1 FROM agent_rebate_settlements s WHERE s.agent_id = a.agent_id AND s.day = a.day)
           GROUP BY a.agent_id, a.day ORDER BY a.day, a.agent_id`,
        )
        .all({ today, day: options.day ?? null }) as Array<{ agentId: number; day: string; amount: number }>;
      const record = db.prepare('INSERT INTO agent_rebate_settlements (agent_id, day, amount_minor, ledger_id, settled_at) VALUES (?, ?, ?, ?, ?)');
      let creditedMinor = 0;
      const at = now();
      for (const d of due) {
        const ledgerId = d.amount > 0 ? changeBalance(db, d.agentId, 'agent_rebate', d.amount, `agent_rebate:${d.day}`, at).ledgerId : null;
        record.run(d.agentId, d.day, d.amount, ledgerId, at);
        creditedMinor += d.amount;
      }
      return { settled: due.length, creditedMinor };
    })
    .immediate();
}

const HOUR_MS = 3_600_000;

/** Settles at once and then every hour (server start-up); the timer does not hold the process open. */
export function scheduleAgentRebateSettlement(db: Db, log: (line: string) => void): () => void {
  const run = (): void => {
    try {
      const { settled, creditedMinor } = settleAgentRebates(db);
      if (settled > 0) log(`Agent rebates: settled ${settled} agent-day(s), ${creditedMinor} paisa`);
    } catch (error) {
      // A busy database or a closed one at shutdown: the next hour tries again.
      log(`Agent rebate settlement failed: ${(error as Error).message}`);
    }
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
