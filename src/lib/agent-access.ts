// ENTRY CHUNK (app/access.ts). Which member types the agent area is for (spec doc. 2 §4 "Agent home
// access", §6, §9). Apart from the agent home's own rules (agent-nav.ts): a module the entry
// imports ships whole in the entry chunk.

/** Types 0 (member), 4 (trial) and 40 are not agents. */
const NOT_AGENTS: readonly number[] = [0, 4, 40];

/** 'home' (redirect there, replacing history) for no session or a non-agent type; else 'open'. */
export const agentAccess = (memberType: number | null): 'home' | 'open' => (memberType === null || NOT_AGENTS.includes(memberType) ? 'home' : 'open');
