import type { Db } from '../../db/connection.ts';
import { TEAM_CTE } from '../agent/downline.ts';
import { DAY_MS, dayStart } from '../wallet/dhaka-day.ts';

/**
 * The periods a contract pays for (Dhaka time, docs/agent-area.md): a daily salary's day, an hourly
 * salary's hours, a dividend's half month (1st–15th, 16th–last), and the team's bets in them.
 */

export interface Period {
  /** 'YYYY-MM-DD', 'YYYY-MM-DD HH' or 'YYYY-MM-DD..YYYY-MM-DD' (contract_settlements.period). */
  key: string;
  /** The first day it covers. */
  firstDay: string;
  start: number;
  end: number;
}

const HOUR_MS = 3_600_000;

export const dayPeriod = (day: string): Period => ({ key: day, firstDay: day, start: dayStart(day), end: dayStart(day) + DAY_MS });

export const hourPeriods = (day: string): Period[] =>
  Array.from({ length: 24 }, (_, h) => ({
    key: `${day} ${String(h).padStart(2, '0')}`,
    firstDay: day,
    start: dayStart(day) + h * HOUR_MS,
    end: dayStart(day) + (h + 1) * HOUR_MS,
  }));

/** The half month that holds `day`. */
export function halfMonthOf(day: string): Period {
  const month = day.slice(0, 7);
  const firstHalf = Number(day.slice(8)) <= 15;
  const first = `${month}-${firstHalf ? '01' : '16'}`;
  const last = firstHalf ? `${month}-15` : lastDayOf(month);
  return { key: `${first}..${last}`, firstDay: first, start: dayStart(first), end: dayStart(last) + DAY_MS };
}

function lastDayOf(month: string): string {
  const next = new Date(Date.parse(`${month}-01T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return new Date(next.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/** The dividend period that ends on `day` (the 15th or the month's last day), or none. */
export function dividendPeriodEnding(day: string): Period | undefined {
  const period = halfMonthOf(day);
  return period.key.endsWith(`..${day}`) ? period : undefined;
}

export interface TeamFigures {
  stakeMinor: number;
  /** Stake minus payouts: positive when the team lost. */
  netMinor: number;
}

/** A reader of the agent's whole downline's bets placed in a period (the agent's own excluded),
 *  prepared once for a run over many periods. */
export function teamFigures(db: Db): (agentId: number, period: Pick<Period, 'start' | 'end'>) => TeamFigures {
  const query = db.prepare(
    `WITH RECURSIVE ${TEAM_CTE}
     SELECT coalesce(sum(b.stake_minor), 0) AS stakeMinor, coalesce(sum(b.stake_minor - b.payout_minor), 0) AS netMinor
     FROM bets b JOIN team t ON t.id = b.member_id WHERE b.placed_at >= :start AND b.placed_at < :end`,
  );
  return (agentId, period) => query.get({ agent: agentId, start: period.start, end: period.end }) as TeamFigures;
}
