import type { Db } from '../db/connection.ts';
import { now } from '../lib/clock.ts';
import { settleAgentRebates } from '../modules/agent/rebate-difference.ts';
import { formatMinor } from '../modules/wallet/audit.ts';
import { merchantDay } from '../modules/wallet/dhaka-day.ts';
import type { Output } from './output.ts';

/** `settle agent-rebates` (docs/agent-area.md, "Rebate difference"): what the hourly run does, now. */

export const SETTLE_USAGE = 'settle agent-rebates [--date YYYY-MM-DD]';

/** The day to settle ('' for every past day), or undefined for bad usage. */
export function parseSettleArgs(args: readonly string[], date: string | undefined): string | undefined {
  if (args.length !== 1 || args[0] !== 'agent-rebates') return undefined;
  if (date === undefined) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : undefined;
}

/** Credits the day (or every past day) once; a second run credits nothing. Today is not over: exit 1. */
export function settleAgentRebatesCommand(db: Db, day: string, out: Output): void {
  if (day && day >= merchantDay(now())) throw new Error(`${day} is not over yet in Dhaka: only past days are settled`);
  const { settled, creditedMinor } = settleAgentRebates(db, day ? { day } : {});
  out.log(`agent rebates ${day || 'all past days'}: settled ${settled} agent-day(s), credited ${formatMinor(creditedMinor)}`);
}
