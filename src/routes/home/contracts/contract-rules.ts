// Who is asked about contracts, which are still to ask, and the answer's memory: each pending
// contract is asked about at most once a day per member (docs/decisions.md, "Contract prompts").

import { fetchPendingContracts, type PendingContracts } from '@/api/contracts';
import { isRecord } from '@/lib/guards';
import { paths, type AppPath } from '@/lib/paths';
import { readJson, writeJson } from '@/lib/storage';

export type ContractKind = keyof PendingContracts;

/** Players (0) are not agents (spec 001 §6: agent types exclude 0, 4, 40); of the agents, 41 and
 *  42 get no contract prompts (types other than 4, 40, 41, 42). */
const NOT_PROMPTED = new Set([0, 4, 40, 41, 42]);
export const contractAgent = (type: number): boolean => !NOT_PROMPTED.has(type);

/** The page behind each prompt, in the specification's order; null while that page is not built
 *  (app/pages.ts: its module is "not available yet"). The prompt then only informs: a
 *  button must not lead to a dead end. src/app/contract-pages.test.ts fails when a page gets built, so
 *  that its prompt offers it. */
export const contractPages: Record<ContractKind, AppPath | null> = {
  dailySalary: paths.salaryContract,
  dividend: paths.dividendContract,
  hourlySalary: paths.hourContract,
};
/** The paths the prompts would open (the test above compares them with the route table). */
export const contractPaths: Record<ContractKind, AppPath> = {
  dailySalary: paths.salaryContract,
  dividend: paths.dividendContract,
  hourlySalary: paths.hourContract,
};

/** localStorage: per member, the day (YYYY-MM-DD, local time) each contract was last asked about. */
const ASKED_KEY = 'contractPrompts';
type AskedDays = Record<string, Partial<Record<ContractKind, string>>>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isAskedDays = (v: unknown): v is AskedDays =>
  isRecord(v) && Object.values(v).every((days) => isRecord(days) && Object.values(days).every((d) => typeof d === 'string' && DAY.test(d)));

/** Today in the phone's time zone (the player's day, not UTC's). */
export const today = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** What storage holds, validated (anything else reads as nothing, and is removed). */
export const askedDays = (): AskedDays => readJson(ASKED_KEY, isAskedDays) ?? {};

/** Answered (either button): not asked again today. Other members' days are kept; storage that
 *  cannot be written only means asking again on the next visit. */
export function markAnswered(user: string, kind: ContractKind, day = today()): void {
  const all = askedDays();
  writeJson(ASKED_KEY, { ...all, [user]: { ...all[user], [kind]: day } });
}

/** The status is loaded once per visit (page load) and session; a failed load asks nothing now and
 *  is tried again the next time home opens. */
let loaded: { token: string; status: Promise<PendingContracts | null> } | null = null;
/** Asked already during this visit: leaving home and coming back does not ask again. */
const asked = new Set<ContractKind>();
export const markAsked = (kind: ContractKind): void => void asked.add(kind);

/** The pending contracts not asked about yet (this visit, or today), in the specification's order. */
export async function unansweredContracts(token: string, user: string): Promise<Array<{ kind: ContractKind; page: AppPath | null }>> {
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
  const days = askedDays()[user] ?? {};
  const day = today();
  return (Object.keys(contractPaths) as ContractKind[])
    .filter((kind) => status[kind] && !asked.has(kind) && days[kind] !== day)
    .map((kind) => ({ kind, page: contractPages[kind] }));
}
