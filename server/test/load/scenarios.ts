import type { Db } from '../../src/db/connection.ts';
import { balancesOf, checkClaims, claimableBonuses, claimRequest, planClaims } from './claims.ts';
import { checkToggles, gamesOf, planToggles, setupRequests, toggleRequest } from './favourites.ts';
import { fire, succeeded, type Stats } from './fire.ts';
import { eachLimited } from './pool.ts';
import { checkReads, planReads } from './reads.ts';
import { checkRegistrations, planRegistrations, prepareRegistration } from './registrations.ts';

/**
 * The server load test, in two sizes: a short one in CI (server/test/load.test.ts) and the full
 * one of `npm run bench:server` (server/bench/). Same scenarios, same checks; only the bench
 * prints the figures. `db` is a connection to the server's database file, for the checks.
 */

export interface LoadSizes {
  registrations: number;
  /** Requests racing for one username. */
  usernameRace: number;
  /** Favourite toggles = registered members × this. */
  togglesPerMember: number;
  /** Distinct claims = registered members × this ... */
  claimsPerMember: number;
  /** ... plus these members claiming one more bonus `racedClaimCopies` times each. */
  racedClaimPairs: number;
  racedClaimCopies: number;
  /** Home start-up reads; 0 = none. */
  reads: number;
  /** Sockets at once for the toggle, claim and read bursts (the registrations all leave at once). */
  connections: number;
}

/** 50 registrations, 200 toggles, 200 claims: well under 30 s on a shared 2-CPU machine. */
export const SHORT_LOAD: LoadSizes = {
  registrations: 50,
  usernameRace: 10,
  togglesPerMember: 4,
  claimsPerMember: 3,
  racedClaimPairs: 5,
  racedClaimCopies: 10,
  reads: 0,
  connections: 200,
};

/** 200 registrations, 1,000 toggles, 1,000 claims, 10,000 reads. */
export const FULL_LOAD: LoadSizes = {
  registrations: 200,
  usernameRace: 20,
  togglesPerMember: 5,
  claimsPerMember: 4,
  racedClaimPairs: 10,
  racedClaimCopies: 20,
  reads: 10_000,
  connections: 1000,
};

export interface ScenarioReport {
  name: string;
  stats: Stats;
  /** Broken integrity rules, one line each; empty when all hold. */
  problems: string[];
}

/** Prepared requests per moment while preparing (captcha, SMS code, encryption): not measured. */
const PREPARE_CONCURRENCY = 8;

export async function runLoad(target: { port: number; db: Db }, sizes: LoadSizes, prefix = 'ld'): Promise<ScenarioReport[]> {
  const { port, db } = target;
  const reports: ScenarioReport[] = [];

  const plans = planRegistrations(prefix, sizes.registrations, sizes.usernameRace);
  const registrations = await eachLimited(plans, PREPARE_CONCURRENCY, (plan) => prepareRegistration(port, plan));
  const registered = await fire(port, registrations, registrations.length);
  const { problems, members } = checkRegistrations(db, plans, registered.answers);
  reports.push({ name: 'registrations', stats: registered.stats, problems });
  if (members.length <= sizes.racedClaimPairs) return reports;

  const toggles = planToggles(members, gamesOf(db, 50), sizes.togglesPerMember);
  const setup = await fire(port, setupRequests(toggles), 50);
  const toggled = await fire(
    port,
    toggles.map((t) => toggleRequest(t)),
    sizes.connections,
  );
  const setupProblems = setup.answers.every(succeeded) ? [] : ['favourites: adding the starting favourites failed'];
  reports.push({ name: 'favourite toggles', stats: toggled.stats, problems: [...setupProblems, ...checkToggles(db, toggles, toggled.answers)] });

  const claims = planClaims(members, await claimableBonuses(port, members[0]!), sizes.claimsPerMember, sizes.racedClaimPairs, sizes.racedClaimCopies);
  const before = balancesOf(db, members);
  const claimed = await fire(port, claims.map(claimRequest), sizes.connections);
  reports.push({ name: 'promotion claims', stats: claimed.stats, problems: checkClaims(db, claims, claimed.answers, before) });

  if (sizes.reads > 0) {
    const reads = planReads(sizes.reads);
    const read = await fire(port, reads, Math.min(sizes.connections, 50));
    reports.push({ name: 'home start-up reads', stats: read.stats, problems: checkReads(reads, read.answers) });
  }
  return reports;
}
