// ENTRY CHUNK. Who may open which page (specification §4 "Access", §6 "Roles and permissions").
// A pure rule table: the shell asks it before rendering a page and follows the redirect.

import { agentAccess } from '@/lib/agent-access';
import { paths, type AppPath } from '@/lib/paths';
import { TRIAL_MEMBER_TYPE } from '@/state/session';

/** "Visitors are redirected to /m/home from settings and change-password." */
const visitorsHome: ReadonlySet<AppPath> = new Set([paths.set, paths.changePsw]);

/** The member area a trial member may not enter (free_reject): the member centre, its
 *  sub-pages and the money pages. Settings stay open to them, so they can sign out. */
const memberArea: ReadonlySet<AppPath> = new Set([
  paths.mine, paths.benefits, paths.changePsw, paths.voucherCenter, paths.withdraw, paths.securityCenter,
  paths.depositRecord, paths.withdrawRecord, paths.profitAndLoss, paths.transactionRecord, paths.gameRecord,
  paths.uplineTransfer, paths.manualRebate, paths.rebateReport, paths.feedback, paths.inviteFriends,
]);

/** The agent home and its announcements (spec doc. 2 §4 "Agent home access"): no session, or a
 *  member type that is not an agent (a trial member too), goes home, not to log in, and without a
 *  message ("Agent home has no error messages shown", §8). */
const agentPages: ReadonlySet<AppPath> = new Set([paths.agent, paths.agentNotice]);

/** The agent's tools (the agent home's grid, the contract pages of the home prompts): a visitor is
 *  asked to log in and comes back to the page (a "not available yet" page told them nothing); a
 *  member who is no agent goes home, as from the agent home. */
const agentTools: ReadonlySet<AppPath> = new Set([
  paths.teamOverview, paths.teamManagement, paths.teamPnl, paths.teamBetting, paths.agentRebate, paths.teamRebate,
  paths.agentDividend, paths.agentRegister, paths.salaryContract, paths.dividendContract, paths.hourContract,
]);

/** Log in and register are for visitors: a signed-in member is sent where they were going (the
 *  `redirect` parameter) or home. A trial member may still sign up, or in with a real account. */
const visitorsOnly: ReadonlySet<AppPath> = new Set([paths.login, paths.register]);

/** Pages that only make sense with a session: visitors are sent to log in (spec §6). The member
 *  centre itself is open to visitors: it shows a login prompt. */
const membersOnly: ReadonlySet<AppPath> = new Set([
  paths.voucherCenter, paths.withdraw, paths.webEmail, paths.message, paths.inviteFriends,
  paths.securityCenter, paths.depositRecord, paths.withdrawRecord, paths.profitAndLoss, paths.transactionRecord,
  paths.gameRecord, paths.uplineTransfer, paths.manualRebate, paths.rebateReport, paths.feedback,
  paths.benefits, paths.launchGame,
]);

/** 'member': to the `redirect` parameter's page, else home (lib/redirect.ts). */
export type Access =
  | { kind: 'open' }
  | { kind: 'redirect'; to: AppPath; reason: 'visitor' | 'trial' | 'notAgent' | 'member' };

/** `memberType` is null for a visitor. */
export function accessFor(path: AppPath, memberType: number | null): Access {
  if (agentPages.has(path) && agentAccess(memberType) === 'home') return { kind: 'redirect', to: paths.home, reason: 'notAgent' };
  if (memberType === null) {
    if (visitorsHome.has(path)) return { kind: 'redirect', to: paths.home, reason: 'visitor' };
    if (membersOnly.has(path) || agentTools.has(path)) return { kind: 'redirect', to: paths.login, reason: 'visitor' };
    return { kind: 'open' };
  }
  if (agentTools.has(path) && agentAccess(memberType) === 'home') return { kind: 'redirect', to: paths.home, reason: 'notAgent' };
  if (memberType === TRIAL_MEMBER_TYPE) {
    return memberArea.has(path) ? { kind: 'redirect', to: paths.home, reason: 'trial' } : { kind: 'open' };
  }
  return visitorsOnly.has(path) ? { kind: 'redirect', to: paths.home, reason: 'member' } : { kind: 'open' };
}
