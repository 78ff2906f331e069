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

/** Pages that only make sense with a session: visitors are sent to log in (spec §6). The member
 *  centre itself is open to visitors: it shows a login prompt. */
const membersOnly: ReadonlySet<AppPath> = new Set([
  paths.voucherCenter, paths.withdraw, paths.webEmail, paths.message, paths.inviteFriends,
  paths.securityCenter, paths.depositRecord, paths.withdrawRecord, paths.profitAndLoss, paths.transactionRecord,
  paths.gameRecord, paths.uplineTransfer, paths.manualRebate, paths.rebateReport, paths.feedback,
  paths.benefits, paths.launchGame,
]);

export type Access =
  | { kind: 'open' }
  | { kind: 'redirect'; to: AppPath; reason: 'visitor' | 'trial' | 'notAgent' };

/** `memberType` is null for a visitor. */
export function accessFor(path: AppPath, memberType: number | null): Access {
  if (agentPages.has(path) && agentAccess(memberType) === 'home') return { kind: 'redirect', to: paths.home, reason: 'notAgent' };
  if (memberType === null) {
    if (visitorsHome.has(path)) return { kind: 'redirect', to: paths.home, reason: 'visitor' };
    if (membersOnly.has(path)) return { kind: 'redirect', to: paths.login, reason: 'visitor' };
    return { kind: 'open' };
  }
  if (memberType === TRIAL_MEMBER_TYPE && memberArea.has(path)) return { kind: 'redirect', to: paths.home, reason: 'trial' };
  return { kind: 'open' };
}
