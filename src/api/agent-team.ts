// The agent's team and transfers (docs/agent-area.md, "Team and transfers"; docs/api.md, "Agent"):
// the overview, the downline list, the transfer limits, the transfer to a downline and the red
// envelope rain. The two transfers are money requests: encrypted, each with its action's
// idempotency key (./money-keys), paid at most once. Every answer is checked.

import type * as wire from '../../contract/agent-team';
import { request } from './client';
import { encryptedRequest } from './codec';
import { ApiError, clientErrorCodes } from './errors';
import { withMoneyKey } from './money-keys';
import { decodeMoneyOrder, type MoneyOrder } from './rebates';
import { PAGE_SIZE, type RecordPage, type RecordQuery } from './records';
import { isArrayOf, isNumber, isRecord, isString, isBoolean } from '@/lib/guards';

export type TeamFigures = wire.TeamFigures;
export type TeamOverview = wire.TeamOverviewAnswer;
export type DownlineRow = wire.DownlineRow;
export type DownlineSummary = wire.DownlinePage['summary'];
export type TransferLimits = wire.TransferLimits;
export type RainAnswer = wire.RainAnswer;
export type { MoneyOrder };

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

const FIGURES: ReadonlyArray<keyof TeamFigures> = [
  'members',
  'newMembers',
  'firstDeposits',
  'deposits',
  'withdrawals',
  'bets',
  'profitLoss',
  'online',
];

function decodeFigures(v: unknown): TeamFigures {
  if (!isRecord<TeamFigures>(v) || !FIGURES.every((k) => isNumber(v[k]))) throw invalid();
  return Object.fromEntries(FIGURES.map((k) => [k, v[k]])) as unknown as TeamFigures;
}

export async function fetchTeamOverview(range: { startDate: string; endDate: string }, signal: AbortSignal): Promise<TeamOverview> {
  const v = await request<unknown>({ url: '/wps/agent/teamOverview', moduleId: 'AGEPAG', params: range, signal });
  if (!isRecord<TeamOverview>(v)) throw invalid();
  return { direct: decodeFigures(v.direct), all: decodeFigures(v.all) };
}

const isRow = (r: unknown): r is DownlineRow =>
  isRecord<DownlineRow>(r) &&
  isString(r.username) &&
  isNumber(r.level) &&
  (r.type === 'player' || r.type === 'agent') &&
  isNumber(r.balance) &&
  isString(r.registered) &&
  (r.lastLogin === null || isString(r.lastLogin)) &&
  (r.status === 'active' || r.status === 'disabled') &&
  (r.teamSize === null || isNumber(r.teamSize));

/** A page of the downline: filters `scope` (`direct` or `all`) and `username` (a part of it). */
export async function fetchDownlines(q: RecordQuery, signal: AbortSignal): Promise<RecordPage<DownlineRow, DownlineSummary>> {
  const params = { scope: q.filters?.scope || 'all', username: q.filters?.username ?? '', pageNo: q.pageNo, pageSize: PAGE_SIZE };
  const v = await request<unknown>({ url: '/wps/agent/downlines', moduleId: 'DOWNMAN', params, signal });
  if (!isRecord<wire.DownlinePage>(v) || !isArrayOf(v.list, isRow) || !isRecord<DownlineSummary>(v.summary)) throw invalid();
  if (!isNumber(v.pageNum) || !isNumber(v.totalPages) || !isNumber(v.totalCount) || !isNumber(v.summary.members) || !isNumber(v.summary.balance))
    throw invalid();
  return { list: v.list, pageNum: v.pageNum, totalPages: v.totalPages, totalCount: v.totalCount, summary: v.summary as DownlineSummary };
}

export async function fetchTransferLimits(signal: AbortSignal): Promise<TransferLimits> {
  const v = await request<unknown>({ url: '/wps/agent/transferLimits', moduleId: 'DOWNMAN', signal });
  if (!isRecord<TransferLimits>(v) || !isNumber(v.min) || !isNumber(v.max) || !isNumber(v.maxRecipients) || !isBoolean(v.paymentPasswordSet))
    throw invalid();
  return { min: v.min, max: v.max, maxRecipients: v.maxRecipients, paymentPasswordSet: v.paymentPasswordSet };
}

/** Sends `amount` (taka) to a direct member; the key is the recipient's and the amount's, never the password's. */
export function transferToDownline(agent: string, username: string, amount: string, paymentPassword: string): Promise<MoneyOrder> {
  return withMoneyKey({ member: agent, name: `downline-transfer:${username.toLowerCase()}`, body: { amount } }, async (idempotencyKey) =>
    decodeMoneyOrder(
      await encryptedRequest<unknown>({
        url: '/wps/agent/transferDownline',
        moduleId: 'DOWNMAN',
        idempotencyKey,
        payload: { username, amount, paymentPassword } satisfies wire.TransferDownlineBody,
      }),
    ),
  );
}

export interface Rain {
  /** The chosen usernames, or every active direct member. */
  usernames: readonly string[] | 'allDirect';
  /** Taka: each recipient's, or the total when `split`. */
  amount: string;
  split: boolean;
}

const isShare = (r: unknown): r is RainAnswer['recipients'][number] =>
  isRecord<RainAnswer['recipients'][number]>(r) && isString(r.username) && isNumber(r.amount);

/** The red envelope rain: all the recipients paid in one order, or none. */
export function redEnvelopeRain(agent: string, rain: Rain, paymentPassword: string): Promise<RainAnswer> {
  const targets = rain.usernames === 'allDirect' ? { allDirect: true } : { usernames: [...rain.usernames] };
  const body = { ...targets, amount: rain.amount, split: rain.split };
  return withMoneyKey({ member: agent, name: 'red-envelope-rain', body }, async (idempotencyKey) => {
    const v = await encryptedRequest<unknown>({
      url: '/wps/agent/transferMultipleDownline',
      moduleId: 'AGENTRANSMULTDOWN3',
      idempotencyKey,
      payload: { ...body, paymentPassword } satisfies wire.TransferMultipleBody,
    });
    if (!isRecord<RainAnswer>(v) || !isArrayOf(v.recipients, isShare)) throw invalid();
    return { ...decodeMoneyOrder(v), recipients: v.recipients };
  });
}
