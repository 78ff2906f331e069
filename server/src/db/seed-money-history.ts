import { now } from '../lib/clock.ts';
import { sha256Hex } from '../lib/random.ts';
import { seededRandom, type SeededRandom } from '../lib/seeded-random.ts';
import { wins } from '../modules/bets/draw.ts';
import { accrueRebate, ROW_REBATE_SQL } from '../modules/rebates/accrue.ts';
import { DAY_MS, merchantDay } from '../modules/wallet/dhaka-day.ts';
import { changeBalance } from '../modules/wallet/ledger.ts';
import { newOrderNo } from '../modules/wallet/order-no.ts';
import type { Db } from './connection.ts';
import { seedTeam } from './seed-data/agent-area.ts';
import { WITHDRAWAL_HISTORY, withdrawnMinor, writeSeedWithdrawal, type SeedWithdrawal } from './seed-withdrawals.ts';

/**
 * The money history of the demo accounts (docs/money.md, "Seed history"), inside seed()'s
 * transaction: the 30 days before the seeding, relative to it, so the record pages show real data
 * whenever the database was made. demo01 gets deposits in each state, about 150 bets, their
 * rebate accruals and one claim, and ends at its documented balance (the opening row 30 days ago
 * is sized for it); agent01's members get a deposit and a few bets. Every balance change is a
 * ledger row at its moment (changeBalance with its time), so the audit is clean. Written only for
 * a member without ledger rows: a re-seed changes nothing.
 */

interface HistoryPlan {
  username: string;
  /** The balance to end at (paisa); none: where the history leaves it. */
  targetMinor?: number;
  bets: number;
  full: boolean;
  turnoverMinor: number;
}

/** demo01's balance in the README, reached through its history. */
export const DEMO01_BALANCE_MINOR = 1_234_567;

export const historyPlans: readonly HistoryPlan[] = [
  { username: 'demo01', targetMinor: DEMO01_BALANCE_MINOR, bets: 150, full: true, turnoverMinor: 0 },
  ...seedTeam
    .filter((m) => m.type === 0)
    .map((m) => ({ username: m.username, bets: 12, full: false, turnoverMinor: m.username === 'rahim2024' ? 240_000 : 0 })),
];

/** Members whose opening row the history writes (seed-accounts leaves it to it). */
export const historyOwnsOpening = (username: string): boolean => historyPlans.some((p) => p.username === username && p.targetMinor !== undefined);

type DepositState = 'SUCCESS' | 'FAILED' | 'PENDING';
interface DepositPlan {
  channel: string;
  way: 'GATEWAY' | 'MANUAL';
  /** Whole units of the channel's currency. */
  units: number;
  state: DepositState;
  reason?: string;
  daysAgo: number;
}

const DEMO_DEPOSITS: readonly DepositPlan[] = [
  { channel: 'BKASH', way: 'MANUAL', units: 2_000, state: 'SUCCESS', daysAgo: 29 },
  { channel: 'NAGAD', way: 'GATEWAY', units: 1_500, state: 'SUCCESS', daysAgo: 25 },
  { channel: 'USDT_TRC20', way: 'MANUAL', units: 20, state: 'SUCCESS', daysAgo: 20 },
  { channel: 'BKASH', way: 'GATEWAY', units: 1_000, state: 'SUCCESS', daysAgo: 15 },
  { channel: 'BKASH', way: 'MANUAL', units: 800, state: 'FAILED', reason: 'TrxID not found', daysAgo: 12 },
  { channel: 'NAGAD', way: 'MANUAL', units: 3_000, state: 'SUCCESS', daysAgo: 10 },
  { channel: 'NAGAD', way: 'GATEWAY', units: 500, state: 'FAILED', reason: 'Expired', daysAgo: 8 },
  { channel: 'BKASH', way: 'MANUAL', units: 1_200, state: 'SUCCESS', daysAgo: 5 },
  { channel: 'BKASH', way: 'MANUAL', units: 1_000, state: 'PENDING', daysAgo: 0 },
];

const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP'] as const;
const HOUR_MS = 3_600_000;
const CLAIM_DAYS_AGO = 3;

interface Channel {
  id: number;
  code: string;
  currency: 'BDT' | 'USDT';
  rateMinor: number | null;
  feeBp: number;
}
interface Game {
  id: number;
  nameBn: string;
  nameEn: string;
  vendor: string;
}

type Event =
  | { kind: 'deposit'; at: number; plan: DepositPlan }
  | { kind: 'bet'; at: number; category: string; stakeMinor: number; pick: 'HIGH' | 'LOW'; draw: number }
  | { kind: 'claim'; at: number }
  | { kind: 'withdrawal'; at: number; plan: SeedWithdrawal };

function depositMoney(channel: Channel, units: number): { currencyAmount: number; amount: number; fee: number; credit: number } {
  const currencyAmount = units * 100;
  const amount = channel.rateMinor === null ? currencyAmount : units * channel.rateMinor;
  const fee = Math.floor((amount * channel.feeBp) / 10_000);
  return { currencyAmount, amount, fee, credit: amount - fee };
}

function plannedEvents(plan: HistoryPlan, rng: SeededRandom, start: number, categories: readonly string[]): Event[] {
  const at = (daysAgo: number) => start - daysAgo * DAY_MS + rng.int(1, 20) * HOUR_MS;
  const deposits: DepositPlan[] = plan.full
    ? [...DEMO_DEPOSITS]
    : [{ channel: 'BKASH', way: 'MANUAL', units: rng.int(10, 30) * 100, state: 'SUCCESS', daysAgo: 28 }];
  const events: Event[] = deposits.map((d) => ({
    kind: 'deposit',
    // Today's pending one an hour ago: never in the future, whatever the hour of seeding.
    at: d.daysAgo === 0 ? start + (now() - start) / 2 : at(d.daysAgo),
    plan: d,
  }));
  for (let i = 0; i < plan.bets; i++) {
    events.push({
      kind: 'bet',
      at: at(rng.int(1, 27)),
      category: rng.pick(categories),
      stakeMinor: rng.int(1, 20) * 1_000,
      pick: rng.next() < 0.5 ? 'HIGH' : 'LOW',
      draw: rng.int(0, 99),
    });
  }
  if (plan.full) {
    events.push({ kind: 'claim', at: start - CLAIM_DAYS_AGO * DAY_MS });
    for (const w of WITHDRAWAL_HISTORY)
      events.push({ kind: 'withdrawal', at: w.daysAgo === 0 ? start + (now() - start) / 3 : at(w.daysAgo), plan: w });
  }
  return events.sort((a, b) => a.at - b.at);
}

/** The balance change each event makes, with the claim's amount from the accruals before it. */
function netMinor(events: readonly Event[], channels: ReadonlyMap<string, Channel>, rateBp: (category: string) => number): number {
  const accrued = new Map<string, number>();
  let net = 0;
  for (const e of events) {
    if (e.kind === 'withdrawal') net -= withdrawnMinor(e.plan);
    if (e.kind === 'deposit' && e.plan.state === 'SUCCESS') net += depositMoney(channels.get(e.plan.channel)!, e.plan.units).credit;
    if (e.kind === 'bet') {
      net += wins(e.pick, e.draw) ? e.stakeMinor : -e.stakeMinor;
      const key = `${merchantDay(e.at)}|${e.category}`;
      accrued.set(key, (accrued.get(key) ?? 0) + e.stakeMinor);
    }
    if (e.kind === 'claim') {
      let claim = 0;
      for (const [key, stake] of accrued) claim += Math.floor((stake * rateBp(key.split('|')[1]!)) / 10_000);
      // writeEvent pays nothing under ৳1, as the claim call.
      if (claim >= 100) net += claim;
      accrued.clear();
    }
  }
  return net;
}

export function seedMoneyHistory(db: Db, merchant: string): void {
  // The seeding day's Dhaka midnight: days ago count from there.
  const start = Date.parse(`${merchantDay(now())}T00:00:00Z`) - 6 * HOUR_MS;
  const channels = new Map(
    (
      db
        .prepare('SELECT id, code, currency, rate_minor AS rateMinor, fee_bp AS feeBp FROM payment_channels WHERE merchant = ?')
        .all(merchant) as Channel[]
    ).map((c) => [c.code, c]),
  );
  const gameStatement = db.prepare(
    'SELECT id, name_bn AS nameBn, name_en AS nameEn, vendor FROM games WHERE merchant = ? AND game_type = ? ORDER BY id LIMIT 1',
  );
  const gameOf = (category: string) => gameStatement.get(merchant, category) as Game | undefined;
  const categories = CATEGORIES.filter((c) => gameOf(c) !== undefined);
  for (const plan of historyPlans) {
    const member = db
      .prepare(
        `SELECT id, vip_level AS vipLevel FROM members m WHERE merchant = ? AND username = ?
         AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.member_id = m.id)`,
      )
      .get(merchant, plan.username) as { id: number; vipLevel: number } | undefined;
    if (!member) continue;
    const rates = db.prepare('SELECT rate_bp AS r FROM rebate_rates WHERE merchant = ? AND level = ? AND category = ?');
    const rateBp = (category: string) => (rates.get(merchant, member.vipLevel, category) as { r: number } | undefined)?.r ?? 0;
    const rng = seededRandom([...plan.username].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193), 0x811c9dc5));
    const events = plannedEvents(plan, rng, start, categories);
    if (plan.targetMinor !== undefined) {
      const opening = plan.targetMinor - netMinor(events, channels, rateBp);
      if (opening <= 0) throw new Error(`seed history: ${plan.username} would open at ${opening}`);
      changeBalance(db, member.id, 'opening', opening, 'opening', start - 30 * DAY_MS);
    }
    events.forEach((e, i) => writeEvent(db, { ...member, merchant }, e, i, channels, gameOf));
    db.prepare('UPDATE members SET turnover_minor = ? WHERE id = ?').run(plan.turnoverMinor, member.id);
  }
}

function writeEvent(
  db: Db,
  member: { id: number; vipLevel: number; merchant: string },
  e: Event,
  index: number,
  channels: ReadonlyMap<string, Channel>,
  gameOf: (category: string) => Game | undefined,
): void {
  if (e.kind === 'deposit') {
    const channel = channels.get(e.plan.channel)!;
    const money = depositMoney(channel, e.plan.units);
    const orderNo = newOrderNo('D', e.at);
    const settledAt = e.plan.state === 'PENDING' ? null : e.at + 20 * 60_000;
    const reference = e.plan.way === 'MANUAL' ? sha256Hex(orderNo).slice(0, 10).toUpperCase() : null;
    db.prepare(
      `INSERT INTO deposits (order_no, member_id, channel_id, way, currency, currency_amount, rate_minor, amount_minor, fee_minor,
         credit_minor, sender, reference, state, reason, created_at, settled_at, decided_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      orderNo,
      member.id,
      channel.id,
      e.plan.way,
      channel.currency,
      money.currencyAmount,
      channel.rateMinor,
      money.amount,
      money.fee,
      money.credit,
      channel.currency === 'BDT' ? '01711000001' : '',
      reference,
      e.plan.state,
      e.plan.reason ?? '',
      e.at,
      settledAt,
      settledAt === null ? null : 'seed',
    );
    if (e.plan.state === 'SUCCESS') changeBalance(db, member.id, 'deposit', money.credit, `deposit:${orderNo}`, settledAt!);
    return;
  }
  if (e.kind === 'withdrawal') {
    writeSeedWithdrawal(db, member.id, e.plan, e.at);
    return;
  }
  if (e.kind === 'claim') {
    const { amount } = db
      .prepare(`SELECT coalesce(sum(${ROW_REBATE_SQL} - claimed_minor), 0) AS amount FROM rebate_accruals WHERE member_id = ?`)
      .get(member.id) as { amount: number };
    if (amount < 100) return;
    const orderNo = newOrderNo('R', e.at);
    db.prepare(`UPDATE rebate_accruals SET claimed_minor = ${ROW_REBATE_SQL} WHERE member_id = ?`).run(member.id);
    db.prepare('INSERT INTO rebate_claims (order_no, member_id, amount_minor, claimed_at) VALUES (?, ?, ?, ?)').run(orderNo, member.id, amount, e.at);
    changeBalance(db, member.id, 'rebate', amount, `rebate:${orderNo}`, e.at);
    return;
  }
  const game = gameOf(e.category);
  if (!game) return;
  const betNo = newOrderNo('B', e.at);
  const payout = wins(e.pick, e.draw) ? 2 * e.stakeMinor : 0;
  changeBalance(db, member.id, 'bet', -e.stakeMinor, `bet:${betNo}`, e.at);
  if (payout > 0) changeBalance(db, member.id, 'payout', payout, `bet:${betNo}`, e.at);
  db.prepare(
    `INSERT INTO bets (bet_no, member_id, launch_hash, bet_index, game_ref, game_name_bn, game_name_en, vendor, category,
       stake_minor, pick, draw, payout_minor, placed_at) VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    betNo,
    member.id,
    sha256Hex(`seed-history:${member.id}:${index}`),
    game.id,
    game.nameBn,
    game.nameEn,
    game.vendor,
    e.category,
    e.stakeMinor,
    e.pick,
    e.draw,
    payout,
    e.at,
  );
  accrueRebate(db, member, e.category, e.stakeMinor, e.at);
}
