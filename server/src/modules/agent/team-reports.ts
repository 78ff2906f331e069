import type { TeamLevel, TeamPnlPage, TeamPnlRow } from '../../../../contract/team-reports.ts';
import type { Db } from '../../db/connection.ts';
import type { Member } from '../accounts/members.ts';
import type { BetScope } from '../bets/bet-records.ts';
import { toMajor } from '../wallet/amount.ts';
import { totalPages, type RecordQuery } from '../wallet/record-query.ts';
import { downlineMember, TEAM_CTE } from './downline.ts';

/**
 * The agent's team reports (docs/agent-area.md, "Team reports"): team profit and loss
 * (ODSFE2_MemPNL) and the scope of team betting (ODSFE2_TeamBetDet, bets/bet-records.ts). Both
 * read over `TEAM_CTE` from the session's agent; a member the client names goes through
 * `downlineMember` first, so another team's member is 404 like a missing one.
 */

export const TEAM_LEVELS: readonly TeamLevel[] = ['DIRECT', 'ALL'];
export type TeamPnlGroup = 'MEMBER' | 'CATEGORY';
export const TEAM_PNL_GROUPS: readonly TeamPnlGroup[] = ['MEMBER', 'CATEGORY'];

/** The agent's members at the level, as an SQL set of ids (binds `:agent` and `:direct`). */
const teamIds = `(WITH RECURSIVE ${TEAM_CTE} SELECT id FROM team WHERE :direct = 0 OR depth = 1)`;

/** Whose bets team betting reads: one named member of the downline (at the level), or the team. */
export function teamBetScope(db: Db, agent: Member, level: TeamLevel, username: string): BetScope {
  if (!username) return { members: `member_id IN ${teamIds}`, params: { agent: agent.id, direct: level === 'DIRECT' ? 1 : 0 } };
  const member = downlineMember(db, agent, username, level === 'DIRECT' ? 'direct' : 'all');
  return { members: 'member_id = :member', params: { member: member.id } };
}

interface Raw {
  key: string;
  depth: number;
  bets: number;
  stake: number;
  payout: number;
  rebate: number;
}

/**
 * GET /wps/relay/ODSFE2_MemPNL: the team's bets and rebate claims over the range, by member
 * (members who bet or claimed, the largest stake first) or by game category (rebate 0: a claim
 * pays every category at once, as in the member's own profit and loss). Paged; the summary
 * totals the whole range.
 */
export function teamProfitAndLoss(db: Db, agent: Member, q: RecordQuery, level: TeamLevel, groupBy: TeamPnlGroup): TeamPnlPage {
  const args = { agent: agent.id, direct: level === 'DIRECT' ? 1 : 0, from: q.from, to: q.to };
  const inRange = (time: string) => `member_id IN (SELECT id FROM scope) AND ${time} >= :from AND ${time} < :to`;
  const scope = `WITH RECURSIVE ${TEAM_CTE}, scope AS (SELECT id, depth FROM team WHERE :direct = 0 OR depth = 1)`;
  const rows =
    groupBy === 'MEMBER'
      ? `${scope},
         b AS (SELECT member_id AS id, count(*) AS bets, sum(stake_minor) AS stake, sum(payout_minor) AS payout
               FROM bets WHERE ${inRange('placed_at')} GROUP BY member_id),
         r AS (SELECT member_id AS id, sum(amount_minor) AS rebate FROM ledger
               WHERE type = 'rebate' AND ${inRange('created_at')} GROUP BY member_id),
         rows AS (SELECT m.username AS key, s.depth, coalesce(b.bets, 0) AS bets, coalesce(b.stake, 0) AS stake,
                    coalesce(b.payout, 0) AS payout, coalesce(r.rebate, 0) AS rebate
                  FROM scope s JOIN members m ON m.id = s.id LEFT JOIN b ON b.id = s.id LEFT JOIN r ON r.id = s.id
                  WHERE b.id IS NOT NULL OR r.id IS NOT NULL)`
      : `${scope},
         rows AS (SELECT category AS key, 0 AS depth, count(*) AS bets, sum(stake_minor) AS stake, sum(payout_minor) AS payout, 0 AS rebate
                  FROM bets WHERE ${inRange('placed_at')} GROUP BY category)`;
  // The rebate total is the members' claims whatever the grouping.
  const totals = db
    .prepare(
      `${scope},
         b AS (SELECT member_id, stake_minor, payout_minor FROM bets WHERE ${inRange('placed_at')}),
         r AS (SELECT member_id, amount_minor FROM ledger WHERE type = 'rebate' AND ${inRange('created_at')})
       SELECT (SELECT count(*) FROM (SELECT member_id FROM b UNION SELECT member_id FROM r)) AS members, (SELECT count(*) FROM b) AS bets,
         (SELECT coalesce(sum(stake_minor), 0) FROM b) AS stake, (SELECT coalesce(sum(payout_minor), 0) FROM b) AS payout,
         (SELECT coalesce(sum(amount_minor), 0) FROM r) AS rebate`,
    )
    .get(args) as { members: number; bets: number; stake: number; payout: number; rebate: number };
  const count = (db.prepare(`${rows} SELECT count(*) AS n FROM rows`).get(args) as { n: number }).n;
  const list = db
    .prepare(`${rows} SELECT * FROM rows ORDER BY stake DESC, key LIMIT :limit OFFSET :offset`)
    .all({ ...args, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize }) as Raw[];
  return {
    list: list.map((r): TeamPnlRow => ({
      key: r.key,
      depth: r.depth,
      bets: r.bets,
      stake: toMajor(r.stake),
      payout: toMajor(r.payout),
      winLoss: toMajor(r.payout - r.stake),
      rebate: toMajor(r.rebate),
      profit: toMajor(r.payout - r.stake + r.rebate),
    })),
    pageNum: q.pageNo,
    totalPages: totalPages(count, q.pageSize),
    totalCount: count,
    summary: {
      members: totals.members,
      bets: totals.bets,
      stake: toMajor(totals.stake),
      payout: toMajor(totals.payout),
      winLoss: toMajor(totals.payout - totals.stake),
      rebate: toMajor(totals.rebate),
      profit: toMajor(totals.payout - totals.stake + totals.rebate),
    },
  };
}
