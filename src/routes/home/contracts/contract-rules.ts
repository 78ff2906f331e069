// Who is asked about contracts, which are still to ask, and the "Later" memory.

import { fetchPendingContracts, type PendingContracts } from '@/api/contracts';
import { paths, type AppPath } from '@/lib/paths';
import { readString, writeString } from '@/lib/storage';

export type ContractKind = keyof PendingContracts;

/** Players (0) are not agents (spec 001 §6: agent types exclude 0, 4, 40); of the agents, 41 and
 *  42 get no contract prompts (types other than 4, 40, 41, 42). */
const NOT_PROMPTED = new Set([0, 4, 40, 41, 42]);
export const contractAgent = (type: number): boolean => !NOT_PROMPTED.has(type);

/** In the specification's order. */
const pages: Record<ContractKind, AppPath> = {
  dailySalary: paths.salaryContract,
  dividend: paths.dividendContract,
  hourlySalary: paths.hourContract,
};

const laterKey = (kind: ContractKind) => `contractLater.${kind}`;

/** "Later": not asked again in this browser session (sessionStorage). */
export const putOff = (kind: ContractKind): void => void writeString(laterKey(kind), '1', 'session');

/** The status is loaded once per visit (page load) and session; a failed load asks nothing now and
 *  is tried again the next time home opens. */
let loaded: { token: string; status: Promise<PendingContracts | null> } | null = null;
/** Asked already during this visit: leaving home and coming back does not ask again. */
const asked = new Set<ContractKind>();
export const markAsked = (kind: ContractKind): void => void asked.add(kind);

/** The pending contracts not asked about yet, in the specification's order. */
export async function unansweredContracts(token: string): Promise<Array<{ kind: ContractKind; page: AppPath }>> {
  if (loaded?.token !== token) {
    const status = fetchPendingContracts().catch(() => {
      loaded = null;
      return null;
    });
    loaded = { token, status };
    asked.clear();
  }
  const status = await loaded.status;
  if (!status) return [];
  return (Object.keys(pages) as ContractKind[])
    .filter((kind) => status[kind] && !asked.has(kind) && readString(laterKey(kind), 'session') !== '1')
    .map((kind) => ({ kind, page: pages[kind] }));
}
