import type { Db } from '../../db/connection.ts';
import { findMemberByUsername, type Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';

/**
 * An agent's downline (docs/agent-area.md, "Who sees whom"): the members whose upline chain leads
 * to the agent. Every agent call that names a member goes through `downlineMember`, so that an
 * agent never reads or changes another agent's member: a member outside the downline is answered
 * exactly like one that does not exist (404 `agent.downline.not.found`), which tells an attacker
 * nothing about other teams. The HTTP layer lets only agents call (routes/agent.ts, requireAgent).
 */

/** The agent's whole downline as a CTE named `team (id, depth)`: depth 1 is direct. Bind `:agent`. */
export const TEAM_CTE = `team (id, depth) AS (
  SELECT id, 1 FROM members WHERE upline_id = :agent
  UNION ALL SELECT m.id, t.depth + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE t.depth < 50
)`;

/** How far below the agent the member is (1 = direct), or null when not in the downline. */
export function downlineDepth(db: Db, agentId: number, memberId: number): number | null {
  const row = db.prepare(`WITH RECURSIVE ${TEAM_CTE} SELECT depth FROM team WHERE id = :member LIMIT 1`).get({ agent: agentId, member: memberId }) as
    { depth: number } | undefined;
  return row?.depth ?? null;
}

/**
 * The named member if they are in the agent's downline (`direct`: only the agent's own
 * members), else 404 `agent.downline.not.found`. Case-insensitive, like every username.
 */
export function downlineMember(db: Db, agent: Member, username: string, scope: 'direct' | 'all' = 'all'): Member {
  const member = username ? findMemberByUsername(db, agent.merchant, username) : undefined;
  const depth = member ? downlineDepth(db, agent.id, member.id) : null;
  if (!member || depth === null || (scope === 'direct' && depth !== 1)) throw new RuleError('agent.downline.not.found');
  return member;
}
