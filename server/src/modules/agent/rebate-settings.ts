import type { AgentRebateSettings, DownlineRebates, RatesBp } from '../../../../contract/agent-rebates.ts';
import type { GameType } from '../../../../contract/games.ts';
import type { Db } from '../../db/connection.ts';
import type { Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { downlineMember } from './downline.ts';
import { defaultsOf, ratesOf, setDefaults, setRates } from './rebate-rates.ts';

/**
 * The rebate setting page's calls (docs/agent-area.md, "Rebate rates"): the agent's own rates
 * (read-only: its upline sets them), its defaults for new members, and a direct member's rates.
 * Only the direct upline sets a member's rates: the cap is that upline's own.
 */

/** The game categories a rate is kept for (contract GameType), in the page's order. */
export const AGENT_REBATE_CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE'] as const satisfies readonly GameType[];

/** At least one known category, each a whole number (the cap checks the range): else request.param.invalid. */
export function checkRatesShape(rates: unknown): RatesBp {
  if (typeof rates !== 'object' || rates === null || Array.isArray(rates)) throw new RuleError('request.param.invalid');
  const entries = Object.entries(rates);
  const known: readonly string[] = AGENT_REBATE_CATEGORIES;
  if (entries.length === 0 || entries.some(([category]) => !known.includes(category))) throw new RuleError('request.param.invalid');
  for (const [, rateBp] of entries) if (typeof rateBp !== 'number') throw new RuleError('agent.rebate.invalid');
  return rates as RatesBp;
}

export function agentRebateSettings(db: Db, agent: Member): AgentRebateSettings {
  return { categories: [...AGENT_REBATE_CATEGORIES], own: ratesOf(db, agent.id), defaults: defaultsOf(db, agent.id) };
}

export function downlineRebates(db: Db, agent: Member, username: string): DownlineRebates {
  const member = downlineMember(db, agent, username, 'direct');
  return { member: member.username, categories: [...AGENT_REBATE_CATEGORIES], own: ratesOf(db, agent.id), rates: ratesOf(db, member.id) };
}

/** Sets a direct member's rates in one IMMEDIATE transaction (the cap reads the agent's own in it). */
export function updateDownlineRebates(db: Db, agent: Member, username: string, rates: RatesBp): DownlineRebates {
  return db
    .transaction(() => {
      const member = downlineMember(db, agent, username, 'direct');
      setRates(db, agent.id, member.id, rates);
      return downlineRebates(db, agent, member.username);
    })
    .immediate();
}

export function updateRebateDefaults(db: Db, agent: Member, rates: RatesBp): AgentRebateSettings {
  return db
    .transaction(() => {
      setDefaults(db, agent.id, rates);
      return agentRebateSettings(db, agent);
    })
    .immediate();
}
