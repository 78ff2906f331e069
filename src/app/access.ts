// ENTRY CHUNK. Who may open which page (specification §4 "Access", §6 "Roles and permissions").
// A pure rule table: the shell asks it before rendering a page and follows the redirect.

import { paths, type AppPath } from '@/lib/paths';
import { TRIAL_MEMBER_TYPE } from '@/state/session';

/** "Visitors are redirected to /m/home from settings and change-password." */
const visitorsHome: ReadonlySet<AppPath> = new Set([paths.set, paths.changePsw]);

/** The member area a trial member may not enter (free_reject): the member centre, its
 *  sub-pages and the money pages. Settings stay open to them, so they can sign out. */
const memberArea: ReadonlySet<AppPath> = new Set([
  paths.mine, paths.benefits, paths.changePsw, paths.voucherCenter, paths.withdraw, paths.securityCenter,
  paths.depositRecord, paths.withdrawRecord, paths.profitAndLoss, paths.transactionRecord, paths.gameRecord,
  paths.uplineTransfer, paths.manualRebate, paths.rebateReport, paths.feedback, paths.agent, paths.inviteFriends,
]);

/** Pages that only make sense with a session: visitors are sent to log in (spec §6). The member
 *  centre itself is open to visitors: it shows a login prompt. */
const membersOnly: ReadonlySet<AppPath> = new Set([
  paths.voucherCenter, paths.withdraw, paths.webEmail, paths.message, paths.agent, paths.inviteFriends,
  paths.securityCenter, paths.depositRecord, paths.withdrawRecord, paths.profitAndLoss, paths.transactionRecord,
  paths.gameRecord, paths.uplineTransfer, paths.manualRebate, paths.rebateReport, paths.feedback,
  paths.benefits, paths.launchGame,
]);

export type Access =
  | { kind: 'open' }
  | { kind: 'redirect'; to: AppPath; reason: 'visitor' | 'trial' };

/** `memberType` is null for a visitor. */
export function accessFor(path: AppPath, memberType: number | null): Access {
  if (memberType === null) {
    if (visitorsHome.has(path)) return { kind: 'redirect', to: paths.home, reason: 'visitor' };
    if (membersOnly.has(path)) return { kind: 'redirect', to: paths.login, reason: 'visitor' };
    return { kind: 'open' };
  }
  if (memberType === TRIAL_MEMBER_TYPE && memberArea.has(path)) return { kind: 'redirect', to: paths.home, reason: 'trial' };
  return { kind: 'open' };
}
