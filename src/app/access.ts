// ENTRY CHUNK. Who may open which page (specification §4 "Access", §6 "Roles and permissions"). Each
// page's rule is in its record (pages.ts); what a rule does is here. The shell asks before
// rendering a page and follows the redirect.

import type { AccessRule } from './pages';
import { agentAccess } from '@/lib/agent-access';
import { nameOf, paths, type AppPath } from '@/lib/paths';
import { TRIAL_MEMBER_TYPE } from '@/state/session';
import { accessRules } from 'virtual:paths';

/** 'member': to the `redirect` parameter's page, else home (lib/redirect.ts). */
export type Access = { kind: 'open' } | { kind: 'redirect'; to: AppPath; reason: 'visitor' | 'trial' | 'notAgent' | 'member' };

const open: Access = { kind: 'open' };
const go = (to: AppPath, reason: 'visitor' | 'trial' | 'notAgent' | 'member'): Access => ({ kind: 'redirect', to, reason });

/** The rule for a visitor (null), a trial member, or another member type. */
const rules: Record<AccessRule, (memberType: number | null) => Access> = {
  // A member on log in or register goes where they were going; a trial member may still sign up,
  // or in with a real account.
  visitors: (type) => (type === null || type === TRIAL_MEMBER_TYPE ? open : go(paths.home, 'member')),
  // Pages that only make sense with a session (spec §6).
  members: (type) => (type === null ? go(paths.login, 'visitor') : open),
  // The member area a trial member may not enter (free_reject): the money pages and the member
  // centre's sub-pages.
  players: (type) => (type === null ? go(paths.login, 'visitor') : type === TRIAL_MEMBER_TYPE ? go(paths.home, 'trial') : open),
  memberCentre: (type) => (type === TRIAL_MEMBER_TYPE ? go(paths.home, 'trial') : open),
  // "Visitors are redirected to /m/home from settings and change-password." Settings stay open to
  // trial members, so they can sign out.
  account: (type) => (type === null ? go(paths.home, 'visitor') : open),
  ownAccount: (type) => (type === null ? go(paths.home, 'visitor') : type === TRIAL_MEMBER_TYPE ? go(paths.home, 'trial') : open),
  // Doc. 2 §4 "Agent home access": no session, or a member type that is not an agent (a trial
  // member too), goes home, not to log in, and without a message ("Agent home has no error
  // messages shown", §8).
  agentHome: (type) => (agentAccess(type) === 'home' ? go(paths.home, 'notAgent') : open),
  // A visitor is asked to log in and comes back to the page; a member who is no agent goes home,
  // as from the agent home.
  agentTool: (type) => (type === null ? go(paths.login, 'visitor') : agentAccess(type) === 'home' ? go(paths.home, 'notAgent') : open),
};

const ruleOf = new Map(Object.entries(accessRules).flatMap(([rule, names]) => names.map((n) => [n, rule as AccessRule])));

/** `memberType` is null for a visitor. */
export function accessFor(path: AppPath, memberType: number | null): Access {
  const rule = ruleOf.get(nameOf(path));
  return rule ? rules[rule](memberType) : open;
}
