import type { RainAnswer, TransferLimits } from '../../../../contract/agent-team.ts';
import type { MoneyOrderAnswer } from '../../../../contract/rebates.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Member } from '../accounts/members.ts';
import { findPaymentPassword } from '../payment-password/verify.ts';
import { RuleError } from '../rule-error.ts';
import { toMajor as taka } from '../wallet/amount.ts';
import { changeBalance } from '../wallet/ledger.ts';
import { newOrderNo } from '../wallet/order-no.ts';
import { downlineMember } from './downline.ts';

/**
 * An agent's transfers to its downline (docs/agent-area.md, "Team and transfers"): to direct
 * members only (a sub-agent serves its own team), ৳1–৳50,000 per recipient, from the agent's
 * available balance. One order per request; each recipient is one ledger pair
 * (`agent_transfer_out` / `agent_transfer_in`) and its turnover +1×, all in one IMMEDIATE
 * transaction: a rain to 30 members writes 30 pairs or, on any refusal, nothing.
 */

export const AGENT_TRANSFER_MIN_MINOR = 100;
export const AGENT_TRANSFER_MAX_MINOR = 5_000_000;
/** One rain's recipients at most: one transaction stays short (a few ms per pair). */
export const RAIN_MAX_RECIPIENTS = 200;

export function transferLimits(db: Db, agent: Member): TransferLimits {
  return {
    min: taka(AGENT_TRANSFER_MIN_MINOR),
    max: taka(AGENT_TRANSFER_MAX_MINOR),
    maxRecipients: RAIN_MAX_RECIPIENTS,
    paymentPasswordSet: findPaymentPassword(db, agent.id) !== undefined,
  };
}

function checkAmount(amountMinor: number): void {
  if (amountMinor < AGENT_TRANSFER_MIN_MINOR || amountMinor > AGENT_TRANSFER_MAX_MINOR) {
    throw new RuleError('transfer.amount.out.of.range', { min: taka(AGENT_TRANSFER_MIN_MINOR), max: taka(AGENT_TRANSFER_MAX_MINOR) });
  }
}

/** A direct, enabled member of the agent's, or the refusal (404 outside the team or deeper). */
function recipient(db: Db, agent: Member, username: string): Member {
  const member = downlineMember(db, agent, username, 'direct');
  if (member.disabled) throw new RuleError('agent.transfer.member.disabled', { username: member.username });
  return member;
}

/** What a request asks: the recipients by username and the amount in paisa (each, or the total to split). */
export interface RainRequest {
  usernames: readonly string[] | 'allDirect';
  amountMinor: number;
  split: boolean;
}

/** Every active direct member, in username order. */
function allDirect(db: Db, agent: Member): string[] {
  const rows = db
    .prepare('SELECT username FROM members WHERE upline_id = ? AND disabled = 0 ORDER BY username COLLATE NOCASE')
    .all(agent.id) as Array<{
    username: string;
  }>;
  return rows.map((r) => r.username);
}

/**
 * The recipients and each one's paisa. A split total gives everyone ⌊total / n⌋ and the remaining
 * paisa (fewer than n) one each to the first recipients in username order: the sum is the total exactly.
 */
export function planRain(db: Db, agent: Member, request: RainRequest): Array<{ member: Member; amountMinor: number }> {
  const names = request.usernames === 'allDirect' ? allDirect(db, agent) : [...request.usernames];
  const unique = new Set(names.map((n) => n.toLowerCase()));
  if (names.length === 0 || unique.size !== names.length) throw new RuleError('request.param.invalid');
  if (names.length > RAIN_MAX_RECIPIENTS) throw new RuleError('agent.rain.too.many', { max: RAIN_MAX_RECIPIENTS });
  const members = names.map((n) => recipient(db, agent, n)).sort((a, b) => a.username.toLowerCase().localeCompare(b.username.toLowerCase()));
  const n = members.length;
  const share = request.split ? Math.floor(request.amountMinor / n) : request.amountMinor;
  const remainder = request.split ? request.amountMinor - share * n : 0;
  const plan = members.map((member, i) => ({ member, amountMinor: share + (i < remainder ? 1 : 0) }));
  // The smallest share (the last one's) and the largest (the first one's) are in range, or none is.
  checkAmount(plan[n - 1]!.amountMinor);
  checkAmount(plan[0]!.amountMinor);
  return plan;
}

/** The checks made before the payment password is asked (a refused transfer spends no guess). */
export function checkSingle(db: Db, agent: Member, username: string, amountMinor: number): Member {
  checkAmount(amountMinor);
  return recipient(db, agent, username);
}

/** Writes one order with its pairs; the caller's checks run again inside (a member may have left meanwhile). */
function writeOrder(db: Db, agent: Member, kind: 'SINGLE' | 'RAIN', plan: ReadonlyArray<{ member: Member; amountMinor: number }>) {
  const at = now();
  const orderNo = newOrderNo('A', at);
  const reference = `agent-transfer:${orderNo}`;
  const total = plan.reduce((s, p) => s + p.amountMinor, 0);
  const id = Number(
    db
      .prepare('INSERT INTO agent_transfers (order_no, agent_id, kind, total_minor, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(orderNo, agent.id, kind, total, at).lastInsertRowid,
  );
  const item = db.prepare('INSERT INTO agent_transfer_items (transfer_id, member_id, amount_minor) VALUES (?, ?, ?)');
  const turnover = db.prepare('UPDATE members SET turnover_minor = turnover_minor + ? WHERE id = ?');
  let balance = 0;
  for (const { member, amountMinor } of plan) {
    balance = changeBalance(db, agent.id, 'agent_transfer_out', -amountMinor, reference, at).balanceAfterMinor;
    changeBalance(db, member.id, 'agent_transfer_in', amountMinor, reference, at);
    // As the superior transfer: money received is played once before it can be withdrawn.
    turnover.run(amountMinor, member.id);
    item.run(id, member.id, amountMinor);
  }
  return { orderNo, total, balance };
}

/** One recipient, one pair, in one IMMEDIATE transaction (a savepoint inside the key's). */
export function transferToDownline(db: Db, agent: Member, username: string, amountMinor: number): MoneyOrderAnswer {
  return db
    .transaction((): MoneyOrderAnswer => {
      const member = checkSingle(db, agent, username, amountMinor);
      const { orderNo, balance } = writeOrder(db, agent, 'SINGLE', [{ member, amountMinor }]);
      return { orderNo, amount: taka(amountMinor), sumBalance: taka(balance) };
    })
    .immediate();
}

/** The red envelope rain: every recipient's pair or none (a refusal midway rolls back the pairs before it). */
export function redEnvelopeRain(db: Db, agent: Member, request: RainRequest): RainAnswer {
  return db
    .transaction((): RainAnswer => {
      const plan = planRain(db, agent, request);
      const { orderNo, total, balance } = writeOrder(db, agent, 'RAIN', plan);
      return {
        orderNo,
        amount: taka(total),
        sumBalance: taka(balance),
        recipients: plan.map((p) => ({ username: p.member.username, amount: taka(p.amountMinor) })),
      };
    })
    .immediate();
}
