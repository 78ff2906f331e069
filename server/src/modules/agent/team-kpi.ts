import type { TeamKpi } from '../../../../contract/agent.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { DAY_MS as DAY, dayStart, merchantDay } from '../wallet/dhaka-day.ts';

/**
 * ODSFE2_TeamKPIA/B/C (docs/member-area.md): four counts over the agent's whole downline (direct
 * and indirect) for whole days of the merchant's time zone, Asia/Dhaka (UTC+6, no daylight saving).
 * - registered: reg_date in the range;
 * - logged in: the last login, or a session started, in the range (a member who logged in during
 *   the range and again after it still counts while that session lives);
 * - bet: launched a game in the range (recent_games, the last launch of each game: this server
 *   has no bets, a launch is the nearest thing);
 * - online: holds an unexpired session now, whatever the range.
 */

/** About a quarter: the longest range a report asks for. */
const KPI_MAX_DAYS = 93;

/** The counts as the SQL names them: the answer's field names, which tsc checks against the
 *  contract when the row is returned. */
interface KpiRow {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

/** `startDate`..`endDate` inclusive; both '' means today. */
export function teamKpi(db: Db, agent: Member, startDate: string, endDate: string): TeamKpi {
  const today = merchantDay(now());
  const from = dayStart(startDate || today);
  const to = dayStart(endDate || today) + DAY;
  if (to <= from || to - from > KPI_MAX_DAYS * DAY) throw new RuleError('request.param.invalid');
  const [fromIso, toIso] = [new Date(from).toISOString(), new Date(to).toISOString()];
  return db
    .prepare(
      `WITH RECURSIVE team (id) AS (
       SELECT id FROM members WHERE upline_id = :agent
       UNION SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id
     )
     SELECT
       (SELECT count(*) FROM team t JOIN members m ON m.id = t.id
        WHERE m.last_login_at >= :from AND m.last_login_at < :to
           OR EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = t.id AND s.created_at >= :from AND s.created_at < :to)
       ) AS teamLoginMemberCount,
       (SELECT count(*) FROM team t WHERE EXISTS (SELECT 1 FROM recent_games r
          WHERE r.member_id = t.id AND r.played_at >= :from AND r.played_at < :to)) AS teamBetMemberCount,
       (SELECT count(*) FROM team t JOIN members m ON m.id = t.id
        WHERE m.reg_date >= :fromIso AND m.reg_date < :toIso) AS teamRegisterMemberCount,
       (SELECT count(*) FROM team t WHERE EXISTS (SELECT 1 FROM sessions s
          WHERE s.member_id = t.id AND s.expires_at > :now)) AS teamOnlineCount`,
    )
    .get({ agent: agent.id, from, to, fromIso, toIso, now: now() }) as KpiRow;
}
