import type { Member } from '../accounts/members.ts';

/** Member types that are not agents (spec §3): 0 member, 4 trial, 40 non-agent. 1, 2, 41 and 42 are agents. */
const NON_AGENT_TYPES: ReadonlySet<number> = new Set([0, 4, 40]);

/** Whether the member may use the agent calls (team KPI, agent announcements, dividend info). */
export const isAgent = (member: Pick<Member, 'type'>): boolean => !NON_AGENT_TYPES.has(member.type);
