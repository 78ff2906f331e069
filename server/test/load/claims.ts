import type { Db } from '../../src/db/connection.ts';
import { MERCHANT, rawRequest } from '../helpers.ts';
import { errorCodeOf, succeeded, type Answer, type PlannedRequest } from './fire.ts';
import type { RegisteredMember } from './registrations.ts';

/**
 * Promotion claims under load: many members claiming different bonuses at once, and some
 * (member, promotion) pairs claimed by many requests at the same moment. Afterwards each pair
 * has at most one claim row and each balance rose by exactly the claims stored for it.
 */

export interface Claim {
  member: RegisteredMember;
  promotionId: number;
  /** One of several requests for the same pair. */
  raced: boolean;
}

/** The BONUS promotions a new member may claim, from the member's own list. */
export async function claimableBonuses(port: number, member: RegisteredMember): Promise<number[]> {
  const res = await rawRequest(port, '/wps/relay/MCSFE_getAvailablePromotions', { headers: { ...MERCHANT, Authorization: member.token } });
  const list = res.json().value.list as Array<{ id: number; type: string; status: string }>;
  return list.filter((p) => p.type === 'BONUS' && p.status === 'CLAIMABLE').map((p) => p.id);
}

/**
 * `perMember` different bonuses for every member, then `racedPairs` members each claiming one
 * more bonus `copies` times. The racers go first, their copies side by side, so they leave on
 * different connections in the same instant.
 */
export function planClaims(members: RegisteredMember[], bonuses: number[], perMember: number, racedPairs: number, copies: number): Claim[] {
  if (bonuses.length <= perMember) throw new Error(`only ${bonuses.length} claimable bonuses for ${perMember} + 1 per member`);
  const raced = members
    .slice(0, racedPairs)
    .flatMap((member) => Array.from({ length: copies }, () => ({ member, promotionId: bonuses[perMember]!, raced: true })));
  const distinct = members.flatMap((member) => bonuses.slice(0, perMember).map((promotionId) => ({ member, promotionId, raced: false })));
  return [...raced, ...distinct];
}

export const claimRequest = (claim: Claim): PlannedRequest => ({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimIssuedPromotion',
  headers: { ...MERCHANT, Authorization: claim.member.token, 'Content-Type': 'application/json;charset=UTF-8' },
  body: JSON.stringify({ promotionId: claim.promotionId }),
});

const balanceOf = (db: Db, memberId: number): number =>
  (db.prepare('SELECT balance_minor AS b FROM members WHERE id = ?').get(memberId) as { b: number }).b;

export const balancesOf = (db: Db, members: RegisteredMember[]): Map<number, number> => new Map(members.map((m) => [m.id, balanceOf(db, m.id)]));

const claimRow = (db: Db, memberId: number, promotionId: number): { n: number } =>
  db.prepare('SELECT count(*) AS n FROM promotion_claims WHERE member_id = ? AND promotion_id = ?').get(memberId, promotionId) as { n: number };

const claimedSum = (db: Db, memberId: number): number =>
  (db.prepare('SELECT coalesce(sum(amount_minor), 0) AS s FROM promotion_claims WHERE member_id = ?').get(memberId) as { s: number }).s;

/**
 * Every claim that answered success is stored; each distinct claim succeeded; each raced pair
 * has exactly one success and already-claimed for the rest; each balance rose by exactly what
 * its stored claims pay (`before` was read before the burst, when the members had no claims).
 */
export function checkClaims(db: Db, claims: Claim[], answers: Array<Answer | undefined>, before: Map<number, number>): string[] {
  const problems: string[] = [];
  const pairs = new Map<string, { claim: Claim; wins: number; refusals: string[] }>();
  claims.forEach((claim, i) => {
    const key = `${claim.member.id}/${claim.promotionId}`;
    const pair = pairs.get(key) ?? { claim, wins: 0, refusals: [] };
    pairs.set(key, pair);
    if (succeeded(answers[i])) pair.wins += 1;
    else pair.refusals.push(errorCodeOf(answers[i]));
  });
  for (const [key, { claim, wins, refusals }] of pairs) {
    const rows = claimRow(db, claim.member.id, claim.promotionId).n;
    if (wins !== 1) problems.push(`claim ${key}: ${wins} successes (${refusals.join(', ')})`);
    if (wins > 0 && rows !== 1) problems.push(`claim ${key} answered success but ${rows} rows are stored`);
    const wrong = refusals.filter((code) => code !== 'promotion.already.claimed');
    if (wrong.length > 0) problems.push(`claim ${key}: unexpected refusals ${wrong.join(', ')}`);
  }
  for (const [memberId, start] of before) {
    const raised = balanceOf(db, memberId) - start;
    const paid = claimedSum(db, memberId);
    if (raised !== paid) problems.push(`member ${memberId}: balance rose by ${raised}, its claims pay ${paid}`);
  }
  return problems;
}
