import type { Db } from '../db/connection.ts';
import { findMemberByUsername } from '../modules/accounts/members.ts';
import { isAgent } from '../modules/agent/agent-types.ts';
import { TEAM_CTE } from '../modules/agent/downline.ts';
import { formatMinor } from '../modules/wallet/audit.ts';
import type { Output } from './output.ts';

/** `team USERNAME` (docs/agent-area.md, "Team and transfers"): an agent's downline as a table, by depth, with totals. */

export const TEAM_USAGE = 'team <username>';

interface Row {
  depth: number;
  username: string;
  type: number;
  balanceMinor: number;
  regDate: string;
  lastLoginAt: number | null;
}

export function printTeam(db: Db, merchant: string, username: string, out: Output): void {
  const agent = findMemberByUsername(db, merchant, username);
  if (!agent) throw new Error(`No member '${username}' in ${merchant}`);
  const rows = db
    .prepare(
      `WITH RECURSIVE ${TEAM_CTE} SELECT t.depth, m.username, m.type, m.balance_minor AS balanceMinor, m.reg_date AS regDate,
         m.last_login_at AS lastLoginAt FROM team t JOIN members m ON m.id = t.id ORDER BY t.depth, m.username COLLATE NOCASE`,
    )
    .all({ agent: agent.id }) as Row[];
  out.log(`${agent.merchant}/${agent.username}: ${isAgent(agent) ? 'agent' : 'not an agent'}, balance ${formatMinor(agent.balanceMinor)}`);
  const table = [
    ['depth', 'username', 'type', 'balance', 'registered', 'last login'],
    ...rows.map((r) => [
      String(r.depth),
      r.username,
      isAgent(r) ? `agent(${r.type})` : `player(${r.type})`,
      formatMinor(r.balanceMinor),
      r.regDate.slice(0, 10),
      r.lastLoginAt === null ? 'never' : new Date(r.lastLoginAt).toISOString().slice(0, 16).replace('T', ' '),
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((cells) => cells[i]!.length)));
  // Balances line up on the right; the other columns on the left.
  for (const cells of table)
    out.log(
      cells
        .map((c, i) => (i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    );
  const direct = rows.filter((r) => r.depth === 1).length;
  const total = rows.reduce((s, r) => s + r.balanceMinor, 0);
  out.log(`${rows.length} member(s), ${direct} direct, ${rows.length - direct} below; balances total ${formatMinor(total)}`);
}
