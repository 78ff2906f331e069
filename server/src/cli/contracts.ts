import type { ContractKind } from '../../../contract/contracts.ts';
import type { Db } from '../db/connection.ts';
import { now } from '../lib/clock.ts';
import { findMemberByUsername, type Member } from '../modules/accounts/members.ts';
import { isAgent } from '../modules/agent/agent-types.ts';
import { listContracts, offerContract } from '../modules/contracts/offers.ts';
import { settle } from '../modules/contracts/settle.ts';
import { isContractKind, parseTiers, tiersOf } from '../modules/contracts/terms.ts';
import { formatMinor } from '../modules/wallet/audit.ts';
import { dayStart, merchantDay } from '../modules/wallet/dhaka-day.ts';
import type { Output } from './output.ts';

/** The merchant's contract commands (docs/agent-area.md, "Contracts, salaries and dividends"). */

export const CONTRACT_OPTIONS = { 'contract offer': ['--kind', '--tiers', '--from'], settle: ['--date', '--user'] };
export const CONTRACT_USAGE = `contract offer <username> --kind daily|hourly|dividend --tiers FROM:PAY,... [--from YYYY-MM-DD]
       contract list [username]`;
export const SETTLE_USAGE = 'settle salaries|dividends --date YYYY-MM-DD [--user NAME]';

type Usage = (message: string) => Error;

function memberNamed(db: Db, merchant: string, username: string): Member {
  const member = findMemberByUsername(db, merchant, username);
  if (!member) throw new Error(`No member '${username}' in ${merchant}`);
  return member;
}

function day(value: string | undefined, usage: Usage): string {
  try {
    dayStart(value ?? '');
    return value ?? '';
  } catch {
    throw usage(`Bad date '${value ?? ''}': YYYY-MM-DD`);
  }
}

const tierText = (kind: ContractKind, json: string): string =>
  tiersOf(json)
    .map((t) => `${formatMinor(t.fromMinor)}:${kind === 'dividend' ? `${t.pay / 100}%` : formatMinor(t.pay)}`)
    .join(',');

export function contractCommand(db: Db, merchant: string, args: string[], options: Map<string, string>, out: Output, usage: Usage): void {
  const [action, username, ...extra] = args;
  if (action === 'offer' && username && !extra.length) {
    const kind = options.get('--kind');
    if (!isContractKind(kind)) throw usage(`Usage: ${CONTRACT_USAGE}`);
    let tiers;
    try {
      tiers = parseTiers(kind, options.get('--tiers') ?? '');
    } catch (e) {
      throw usage((e as Error).message);
    }
    const startsOn = options.has('--from') ? day(options.get('--from'), usage) : merchantDay(now());
    const member = memberNamed(db, merchant, username);
    if (!isAgent(member)) throw new Error(`'${member.username}' is not an agent`);
    out.log(`${member.username}: ${kind} contract ${offerContract(db, member, kind, tiers, startsOn, null)} offered (pending)`);
  } else if (action === 'list' && !extra.length && !options.size) {
    const rows = listContracts(db, merchant, username ? memberNamed(db, merchant, username).id : null);
    if (!rows.length) out.log('(no contracts)');
    for (const r of rows) out.log(`${r.id}  ${r.username}  ${r.kind}  ${r.status}  from ${r.startsOn}  ${tierText(r.kind, r.tiers)}`);
  } else {
    throw usage(`Usage: ${CONTRACT_USAGE}`);
  }
}

export function settleCommand(db: Db, merchant: string, args: string[], options: Map<string, string>, out: Output, usage: Usage): void {
  const [what, ...extra] = args;
  if ((what !== 'salaries' && what !== 'dividends') || extra.length) throw usage(`Usage: ${SETTLE_USAGE}`);
  const date = day(options.get('--date'), usage);
  const user = options.get('--user');
  const r = settle(db, merchant, what, date, user === undefined ? null : memberNamed(db, merchant, user).id);
  out.log(
    `${merchant} ${what} ${date}: paid ${r.paid} (${formatMinor(r.paidMinor)}), nothing due ${r.none}, settled before ${r.settledBefore}, not over ${r.notOver}`,
  );
}
