import type { DownlinePage, DownlineRow } from '../../../../contract/agent-team.ts';
import type { Db } from '../../db/connection.ts';
import type { Member } from '../accounts/members.ts';
import { toMajor as taka } from '../wallet/amount.ts';
import { totalPages } from '../wallet/record-query.ts';
import { isAgent } from './agent-types.ts';
import { downlineDepth, downlineMember, TEAM_CTE } from './downline.ts';

/**
 * Team management's list and detail (docs/agent-area.md, "Team and transfers"): the agent's
 * downline over TEAM_CTE, newest registration first, searched by a part of the username, direct
 * members or all levels. An agent's row carries its own team's size (rows carry their detail).
 */

export interface DownlineQuery {
  scope: 'direct' | 'all';
  /** A part of the username, '' for all. */
  search: string;
  pageNo: number;
  pageSize: number;
}

interface Row {
  username: string;
  depth: number;
  type: number;
  balanceMinor: number;
  regDate: string;
  lastLoginAt: number | null;
  disabled: number;
  id: number;
}

const SELECT = `SELECT m.id, m.username, t.depth, m.type, m.balance_minor AS balanceMinor, m.reg_date AS regDate,
  m.last_login_at AS lastLoginAt, m.disabled FROM team t JOIN members m ON m.id = t.id`;

/** LIKE's own wildcards in a search are letters to find, not patterns. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function teamSize(db: Db, agentId: number): number {
  return (db.prepare(`WITH RECURSIVE ${TEAM_CTE} SELECT count(*) AS n FROM team`).get({ agent: agentId }) as { n: number }).n;
}

function toRow(db: Db, r: Row): DownlineRow {
  const agent = isAgent(r);
  return {
    username: r.username,
    level: r.depth,
    type: agent ? 'agent' : 'player',
    balance: taka(r.balanceMinor),
    registered: r.regDate,
    lastLogin: r.lastLoginAt === null ? null : new Date(r.lastLoginAt).toISOString(),
    status: r.disabled ? 'disabled' : 'active',
    teamSize: agent ? teamSize(db, r.id) : null,
  };
}

export function downlinePage(db: Db, agent: Member, q: DownlineQuery): DownlinePage {
  const where = `WHERE (:direct = 0 OR t.depth = 1) AND (:search = '' OR m.username LIKE :pattern ESCAPE '\\')`;
  const params = { agent: agent.id, direct: q.scope === 'direct' ? 1 : 0, search: q.search, pattern: likePattern(q.search) };
  const totals = db
    .prepare(
      `WITH RECURSIVE ${TEAM_CTE} SELECT count(*) AS n, coalesce(sum(m.balance_minor), 0) AS balance FROM team t JOIN members m ON m.id = t.id ${where}`,
    )
    .get(params) as { n: number; balance: number };
  const rows = db
    .prepare(`WITH RECURSIVE ${TEAM_CTE} ${SELECT} ${where} ORDER BY m.reg_date DESC, m.id DESC LIMIT :limit OFFSET :offset`)
    .all({ ...params, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize }) as Row[];
  return {
    list: rows.map((r) => toRow(db, r)),
    pageNum: q.pageNo,
    totalPages: totalPages(totals.n, q.pageSize),
    totalCount: totals.n,
    summary: { members: totals.n, balance: taka(totals.balance) },
  };
}

/** One member of the downline (404 `agent.downline.not.found` for anyone else). */
export function downlineDetail(db: Db, agent: Member, username: string): DownlineRow {
  const member = downlineMember(db, agent, username);
  return toRow(db, {
    id: member.id,
    username: member.username,
    depth: downlineDepth(db, agent.id, member.id)!,
    type: member.type,
    balanceMinor: member.balanceMinor,
    regDate: member.regDate,
    lastLoginAt: member.lastLoginAt,
    disabled: member.disabled ? 1 : 0,
  });
}
