// The agent home's rules as data (spec doc. 2 §2 "Agent home", §4, §9): the navigation grid with the
// merchant menu whitelist key that shows each item, and who loads the dividend info. Who may open
// the agent home is in agent-access.ts, apart: the shell's access rules ship in the entry chunk,
// and this table must not.

import type { PathName } from './paths';

export interface AgentNavItem {
  /** The target page; its title (`route.<name>`) is the item's label. */
  name: PathName;
  query?: Readonly<Record<string, string>>;
  /** The whitelist key that shows the item; null: always shown. */
  key: string | null;
}

/** In the specification's order. Customer service opens an external link (the page decides which);
 *  its path is the in-app fallback when no link is configured. */
export const agentNav: readonly AgentNavItem[] = [
  { name: 'teamOverview', key: 'AGEPAG' },
  { name: 'transactionRecord', query: { types: 'A' }, key: 'TRANSREC3' },
  { name: 'teamManagement', key: 'DOWNMAN' },
  // The spec's "assumed pairing": the notes list the key without its item.
  { name: 'redRain', key: 'AGENTRANSMULTDOWN3' },
  { name: 'teamPnl', key: 'AGETEAMPNL3' },
  { name: 'teamBetting', key: 'TEAMBETTING3' },
  // The spec names no key for the rebate setting. It is an agent feature like the rest of the grid,
  // so it follows the agent module's own switch (AGEINFO3, the group the grid's keys belong to):
  // a merchant that turns the agent tools off loses it too, and it is never shown unconditionally.
  { name: 'agentRebate', key: 'AGEINFO3' },
  { name: 'teamRebate', key: 'AGEREBINC3' },
  { name: 'securityCenter', key: 'SECPRIV' },
  { name: 'webEmail', key: 'MAILCEN' },
  { name: 'service', key: null },
];

/** The grid items the merchant's switches enable (a key is on when present). */
export const visibleAgentNav = (switches: Readonly<Record<string, boolean | undefined>>): AgentNavItem[] =>
  agentNav.filter((item) => item.key === null || switches[item.key] === true);

/** Types that get no dividend info (and no contract prompts): spec doc. 2 §4, §9. */
const NO_DIVIDEND: readonly number[] = [4, 40, 41, 42];

export const loadsDividend = (memberType: number): boolean => !NO_DIVIDEND.includes(memberType);
