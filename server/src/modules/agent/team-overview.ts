import type { TeamFigures, TeamOverviewAnswer } from '../../../../contract/agent-team.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Member } from '../accounts/members.ts';
import { toMajor as taka } from '../wallet/amount.ts';
import type { RecordQuery } from '../wallet/record-query.ts';
import { TEAM_CTE } from './downline.ts';

/**
 * The team overview (docs/agent-area.md, "Team and transfers"): the team's figures over a range of
 * Dhaka days, for the direct members and for the whole downline. Deposits and withdrawals are the
 * ledger's rows, as in the personal profit and loss (docs/money.md, "Records"): a deposit when
 * credited, a withdrawal when frozen, less what came back; bets and their result are the bets
 * table's; first deposits are the deposits table's first successful order per member.
 */

/** The SQL's row: the answer's fields, its amounts still in paisa. */
type FiguresRow = TeamFigures;

const FIGURES_SQL = `WITH RECURSIVE ${TEAM_CTE},
  scoped AS (SELECT t.id, m.reg_date FROM team t JOIN members m ON m.id = t.id WHERE :direct = 0 OR t.depth = 1)
SELECT
  (SELECT count(*) FROM scoped WHERE reg_date < :toIso) AS members,
  (SELECT count(*) FROM scoped WHERE reg_date >= :fromIso AND reg_date < :toIso) AS newMembers,
  (SELECT count(*) FROM scoped s WHERE (SELECT min(d.settled_at) FROM deposits d WHERE d.member_id = s.id AND d.state = 'SUCCESS')
     BETWEEN :from AND :to - 1) AS firstDeposits,
  (SELECT coalesce(sum(l.amount_minor), 0) FROM ledger l JOIN scoped s ON s.id = l.member_id
     WHERE l.type = 'deposit' AND l.created_at >= :from AND l.created_at < :to) AS deposits,
  (SELECT coalesce(-sum(l.amount_minor), 0) FROM ledger l JOIN scoped s ON s.id = l.member_id
     WHERE l.type IN ('withdrawal_freeze', 'withdrawal_return') AND l.created_at >= :from AND l.created_at < :to) AS withdrawals,
  (SELECT coalesce(sum(b.stake_minor), 0) FROM bets b JOIN scoped s ON s.id = b.member_id
     WHERE b.placed_at >= :from AND b.placed_at < :to) AS bets,
  (SELECT coalesce(sum(b.payout_minor - b.stake_minor), 0) FROM bets b JOIN scoped s ON s.id = b.member_id
     WHERE b.placed_at >= :from AND b.placed_at < :to) AS profitLoss,
  (SELECT count(*) FROM scoped s WHERE EXISTS (SELECT 1 FROM sessions x WHERE x.member_id = s.id AND x.expires_at > :now)) AS online`;

function figures(db: Db, agent: Member, q: Pick<RecordQuery, 'from' | 'to'>, direct: boolean): TeamFigures {
  const r = db.prepare(FIGURES_SQL).get({
    agent: agent.id,
    direct: direct ? 1 : 0,
    from: q.from,
    to: q.to,
    fromIso: new Date(q.from).toISOString(),
    toIso: new Date(q.to).toISOString(),
    now: now(),
  }) as FiguresRow;
  return { ...r, deposits: taka(r.deposits), withdrawals: taka(r.withdrawals), bets: taka(r.bets), profitLoss: taka(r.profitLoss) };
}

export function teamOverview(db: Db, agent: Member, q: Pick<RecordQuery, 'from' | 'to'>): TeamOverviewAnswer {
  return { direct: figures(db, agent, q, true), all: figures(db, agent, q, false) };
}
