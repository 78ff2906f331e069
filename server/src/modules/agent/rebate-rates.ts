import type { Db } from '../../db/connection.ts';
import { RuleError } from '../rule-error.ts';

/**
 * Agent rebate rates (migration 027; docs/agent-area.md, "Rebate rates"): a member's rate per game
 * category in basis points. A category without a row is 0. Writers run inside the caller's
 * IMMEDIATE transaction, so the upline's rates read for the cap cannot change under them.
 */

export type Rates = Record<string, number>;

/** The member's own rates, by category. */
export function ratesOf(db: Db, memberId: number): Rates {
  const rows = db.prepare('SELECT category, rate_bp AS rateBp FROM agent_rebate_rates WHERE member_id = ?').all(memberId) as Array<{
    category: string;
    rateBp: number;
  }>;
  return Object.fromEntries(rows.map((r) => [r.category, r.rateBp]));
}

/** The rates the agent gives new downline members, by category. */
export function defaultsOf(db: Db, agentId: number): Rates {
  const rows = db.prepare('SELECT category, rate_bp AS rateBp FROM agent_rebate_defaults WHERE agent_id = ?').all(agentId) as Array<{
    category: string;
    rateBp: number;
  }>;
  return Object.fromEntries(rows.map((r) => [r.category, r.rateBp]));
}

/** Refuses (400 `agent.rebate.above.own`) any rate above the upline's own in its category, or not a whole 0–10000. */
export function checkWithinOwn(db: Db, uplineId: number, rates: Rates): void {
  const own = ratesOf(db, uplineId);
  for (const [category, rateBp] of Object.entries(rates)) {
    if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10000) throw new RuleError('agent.rebate.invalid');
    if (rateBp > (own[category] ?? 0)) throw new RuleError('agent.rebate.above.own', { category, max: own[category] ?? 0 });
  }
}

/** Sets the member's rates in the named categories (others keep theirs), capped by the upline's own. */
export function setRates(db: Db, uplineId: number, memberId: number, rates: Rates): void {
  checkWithinOwn(db, uplineId, rates);
  const upsert = db.prepare(
    `INSERT INTO agent_rebate_rates (member_id, category, rate_bp) VALUES (?, ?, ?)
     ON CONFLICT (member_id, category) DO UPDATE SET rate_bp = excluded.rate_bp`,
  );
  for (const [category, rateBp] of Object.entries(rates)) upsert.run(memberId, category, rateBp);
}

/** Sets the agent's defaults for new downline members, capped by the agent's own. */
export function setDefaults(db: Db, agentId: number, rates: Rates): void {
  checkWithinOwn(db, agentId, rates);
  const upsert = db.prepare(
    `INSERT INTO agent_rebate_defaults (agent_id, category, rate_bp) VALUES (?, ?, ?)
     ON CONFLICT (agent_id, category) DO UPDATE SET rate_bp = excluded.rate_bp`,
  );
  for (const [category, rateBp] of Object.entries(rates)) upsert.run(agentId, category, rateBp);
}
