import { now } from '../lib/clock.ts';
import { findMemberByUsername } from '../modules/accounts/members.ts';
import { answerContract, offerContract } from '../modules/contracts/offers.ts';
import { settle } from '../modules/contracts/settle.ts';
import { parseTiers } from '../modules/contracts/terms.ts';
import { DAY_MS, merchantDay } from '../modules/wallet/dhaka-day.ts';
import type { Db } from './connection.ts';

/**
 * agent01's contracts (docs/agent-area.md, "Contracts, salaries and dividends"), inside seed()'s
 * transaction and after the team's bets: a signed hourly salary settled for the last 7 days (the
 * hours the seeded bets reached a tier are paid), a signed dividend contract settled for the half
 * months of the last 45 days and then replaced by a new dividend offer, and a daily salary offer:
 * the two pending offers prompt on the home page. Payments go through the ledger, so agent01 ends
 * above its opening ৳50,000. Written only for an agent01 without contracts: a re-seed adds nothing.
 */
export function seedContracts(db: Db, merchant: string): void {
  // A database older than migration 031 (the migration tests seed old schemas) has nowhere to keep them.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'contract_settlements'").get()) return;
  const agent = findMemberByUsername(db, merchant, 'agent01');
  if (!agent || db.prepare('SELECT 1 FROM agent_contracts WHERE member_id = ?').get(agent.id)) return;
  const daysAgo = (n: number): string => merchantDay(now() - n * DAY_MS);

  const hourly = offerContract(db, agent, 'hourly', parseTiers('hourly', '10:5,100:15'), daysAgo(7), null);
  answerContract(db, agent, 'hourly', hourly, 'sign');
  for (let d = 7; d >= 1; d--) settle(db, merchant, 'salaries', daysAgo(d), agent.id);

  const dividend = offerContract(db, agent, 'dividend', parseTiers('dividend', '0:30,500:40'), daysAgo(45), null);
  answerContract(db, agent, 'dividend', dividend, 'sign');
  for (let d = 45; d >= 1; d--) settle(db, merchant, 'dividends', daysAgo(d), agent.id);

  offerContract(db, agent, 'dividend', parseTiers('dividend', '0:35,50000:45'), daysAgo(0), null);
  offerContract(db, agent, 'daily', parseTiers('daily', '20000:200,50000:500,100000:1200'), daysAgo(0), null);
}
