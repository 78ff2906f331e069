// The agent home's calls (docs/member-area.md; spec doc. 2 §7 "Agent", "Content and service"):
// the team's figures, the agent announcements and their read state, the dividend info, and the
// session renewal the page makes on load. Every answer is checked; anything else is an ApiError.

import type * as wire from '../../contract/agent';
import type { RenewAnswer, RenewBody } from '../../contract/accounts';
import type { ReadBody, UnreadAnswer } from '../../contract/content';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { env } from '@/lib/env';
import { isArrayOf, isBoolean, isNumber, isRecord, isString, type Fields } from '@/lib/guards';

export type TeamKpi = wire.TeamKpi;

/** `content` is raw HTML: sanitise before rendering (lib/sanitize-html). */
export type AgentNotice = wire.AgentNotice;

export interface AgentNotices {
  notices: AgentNotice[];
  unreadCount: number;
}

/** The answer also carries the contract request flags (dailysalreqtype, divtypecompperiodreq,
 *  contracthoursalreq); nothing here reads them yet, so they are not decoded. */
export type DividendInfo = Pick<wire.DividendInfo, 'enabled'>;

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');
const isCount = (v: unknown): v is number => isNumber(v) && v >= 0 && Number.isInteger(v);

/** A count of the answer: absent means 0 (spec doc. 2 §3 "each defaulting to 0"), anything but a
 *  whole number ≥ 0 is a broken answer. */
function count(rec: Fields<TeamKpi>, key: keyof TeamKpi): number {
  const v = rec[key];
  if (v === undefined || v === null) return 0;
  if (!isCount(v)) throw invalid();
  return v;
}

function decodeTeamKpi(value: unknown): TeamKpi {
  if (!isRecord<wire.TeamKpiAnswer>(value) || !isRecord<TeamKpi>(value.footer)) throw invalid();
  const f = value.footer;
  return {
    teamLoginMemberCount: count(f, 'teamLoginMemberCount'),
    teamBetMemberCount: count(f, 'teamBetMemberCount'),
    teamRegisterMemberCount: count(f, 'teamRegisterMemberCount'),
    teamOnlineCount: count(f, 'teamOnlineCount'),
  };
}

const isNotice = (v: unknown): v is AgentNotice =>
  isRecord<AgentNotice>(v) && isCount(v.id) && isString(v.title) && isString(v.content) && isString(v.createdAt) && isBoolean(v.read);

function decodeAgentNotices(value: unknown): AgentNotices {
  if (!isRecord<wire.AgentNotices>(value) || !isArrayOf(value.agent, isNotice) || !isRecord<UnreadAnswer>(value.footer)) throw invalid();
  const { footer } = value;
  if (!isCount(footer.unreadCount)) throw invalid();
  return { notices: value.agent, unreadCount: footer.unreadCount };
}

function decodeDividendInfo(value: unknown): DividendInfo {
  if (!isRecord<wire.DividendInfo>(value) || !isBoolean(value.enabled)) throw invalid();
  return { enabled: value.enabled };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD of the device's own calendar day (the agent's "today"). */
export const localDate = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The team's four counts for today. */
export async function fetchTeamKpi(today: Date, signal?: AbortSignal): Promise<TeamKpi> {
  const day = localDate(today);
  const v = await request<unknown>({
    url: '/wps/relay/ODSFE2_TeamKPIA',
    moduleId: 'AGEINFO3',
    params: { startDate: day, endDate: day, size: 0 },
    signal,
  });
  return decodeTeamKpi(v);
}

export async function fetchAgentNotices(signal?: AbortSignal): Promise<AgentNotices> {
  const v = await request<unknown>({
    url: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'AGEANNOUNCE3',
    params: { types: 'A', groupName: 'm_home', merchantCode: env.merchant },
    signal,
  });
  return decodeAgentNotices(v);
}

/** Marks one announcement read (twice is harmless); answers how many remain unread. */
export async function readAgentNotice(id: number): Promise<number> {
  const v = await request<unknown>({
    method: 'post',
    url: '/wps/relay/MCSFE_readAnnouncement',
    moduleId: 'AGEANNOUNCE3',
    data: { id } satisfies ReadBody,
  });
  if (!isRecord<UnreadAnswer>(v) || !isCount(v.unreadCount)) throw invalid();
  return v.unreadCount;
}

export async function fetchDividendInfo(signal?: AbortSignal): Promise<DividendInfo> {
  const v = await request<unknown>({ url: '/wps/relay/MCS2_processDividendReq', moduleId: 'SIGNCONDIV3', signal });
  return decodeDividendInfo(v);
}

/** Extends the token's life; `force: false` leaves a token far from expiring as it is. */
export async function renewSession(): Promise<RenewAnswer> {
  const v = await request<unknown>({ method: 'put', url: '/wps/session/renew', moduleId: 'COMM3', data: { force: false } satisfies RenewBody });
  if (!isRecord<RenewAnswer>(v) || !isString(v.expiresAt)) throw invalid();
  return { expiresAt: v.expiresAt };
}
