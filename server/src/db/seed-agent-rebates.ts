import { TRIAL_TYPE } from '../modules/accounts/members.ts';
import { accrueAgentRebates, settleAgentRebates } from '../modules/agent/rebate-difference.ts';
import { AGENT_REBATE_CATEGORIES } from '../modules/agent/rebate-settings.ts';
import type { Db } from './connection.ts';

/**
 * The agent rebate demo (docs/agent-area.md, "Rebate difference"), inside seed()'s transaction
 * after the money history: the team's rates, each under its upline's, agent01's and agent02's
 * defaults, the rebate difference of the seeded 30 days of bets and its daily credits through the
 * ledger (the audit stays clean). Rates are INSERT OR IGNORE (a re-seed keeps what QA set); the
 * bets are replayed only while no agent has an accrual yet.
 */

/** Basis points in every category: agent01's set by the merchant, the others by their upline. */
const SEED_RATES: ReadonlyArray<readonly [username: string, rateBp: number]> = [
  ['agent01', 80],
  ['agent02', 50],
  ['rahim2024', 20],
  ['tania09', 10],
  ['rakib01', 20],
  ['shuvo88', 30],
];
const SEED_DEFAULTS: ReadonlyArray<readonly [username: string, rateBp: number]> = [
  ['agent01', 30],
  ['agent02', 20],
];

export function seedAgentRebates(db: Db, merchant: string): void {
  // A database migrated only part way (the migration tests seed one at 025) has no tables for it yet.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'agent_rebate_accruals'").get()) return;
  const idOf = db.prepare('SELECT id FROM members WHERE merchant = ? AND username = ?');
  const insert = (table: 'agent_rebate_rates' | 'agent_rebate_defaults', username: string, rateBp: number): void => {
    const member = idOf.get(merchant, username) as { id: number } | undefined;
    if (!member) return;
    const column = table === 'agent_rebate_rates' ? 'member_id' : 'agent_id';
    const statement = db.prepare(`INSERT OR IGNORE INTO ${table} (${column}, category, rate_bp) VALUES (?, ?, ?)`);
    for (const category of AGENT_REBATE_CATEGORIES) statement.run(member.id, category, rateBp);
  };
  for (const [username, rateBp] of SEED_RATES) insert('agent_rebate_rates', username, rateBp);
  for (const [username, rateBp] of SEED_DEFAULTS) insert('agent_rebate_defaults', username, rateBp);

  const accrued = db.prepare('SELECT 1 FROM agent_rebate_accruals a JOIN members m ON m.id = a.agent_id WHERE m.merchant = ? LIMIT 1').get(merchant);
  if (accrued) return;
  const bets = db
    .prepare(
      `SELECT b.member_id AS memberId, b.category, b.stake_minor AS stake, b.placed_at AS at FROM bets b
       JOIN members m ON m.id = b.member_id WHERE m.merchant = ? AND m.type <> ? ORDER BY b.placed_at, b.id`,
    )
    .all(merchant, TRIAL_TYPE) as Array<{ memberId: number; category: string; stake: number; at: number }>;
  for (const b of bets) accrueAgentRebates(db, b.memberId, b.category, b.stake, b.at);
  // Credited now, as the server's run at start would: after the agents' opening rows, so each
  // agent's account record reads in order.
  settleAgentRebates(db);
}
