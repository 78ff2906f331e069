// The agent home (docs/member-area.md): team KPI, agent announcements and dividend info. The
// announcements come from the announcements call with type A (content.ts).

import type { Announcements, UnreadAnswer } from './content.ts';
import type { ContractView } from './contracts.ts';
import type { ContractFlag } from './member.ts';

/** Counts over the agent's whole downline for the days asked. */
export interface TeamKpi {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

/** GET /wps/relay/ODSFE2_TeamKPIA (B, C alike): `list` is the report's rows, always empty here. */
export interface TeamKpiAnswer {
  list: unknown[];
  footer: TeamKpi;
}

export interface AgentNotice {
  id: number;
  title: string;
  /** HTML: the client sanitises it. */
  content: string;
  /** ISO 8601. */
  createdAt: string;
  read: boolean;
}

/** What type A adds to the announcements answer. */
export interface AgentNotices {
  agent: AgentNotice[];
  footer: UnreadAnswer;
}

/** GET /wps/relay/MCSFE_getListAnnouncements with type A. */
export type AgentAnnouncements = Announcements & AgentNotices;

// POST /wps/relay/MCSFE_readAnnouncement takes a ReadBody (content.ts) and answers an UnreadAnswer.

/** GET /wps/relay/MCS2_processDividendReq: the dividends switch, the contract flags
 *  (member.ts, ContractStatus) that ask for an answer, and the dividend contract with its periods
 *  (contracts.ts; the running period first, pending). */
export interface DividendInfo extends ContractView {
  /** The agent has dividends (shows the footer's dividends item). */
  enabled: boolean;
  dailysalreqtype: ContractFlag;
  divtypecompperiodreq: ContractFlag;
  contracthoursalreq: ContractFlag;
}
