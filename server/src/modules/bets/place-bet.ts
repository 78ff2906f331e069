import type { DemoBetAnswer } from '../../../../contract/bets.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/random.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { accrueAgentRebates } from '../agent/rebate-difference.ts';
import { accrueRebate } from '../rebates/accrue.ts';
import { RuleError } from '../rule-error.ts';
import { toMajor as taka } from '../wallet/amount.ts';
import { changeBalance } from '../wallet/ledger.ts';
import { newOrderNo } from '../wallet/order-no.ts';
import { demoDraw, wins, type Pick } from './draw.ts';

/**
 * POST /demo-game/bet (docs/money.md, "Bets in the demo game"): one IMMEDIATE transaction writes
 * the stake's `bet` row, a win's `payout` row, the bet row, the member's turnover and VIP bet
 * total, the rebate accrual and the upline agents' rebate difference, or nothing at all.
 */

export const STAKE_MIN_MINOR = 100;
export const STAKE_MAX_MINOR = 500_000;
/** Under ৳1 left (and nothing frozen) the turnover a deposit set is void: the money is gone. */
const TURNOVER_RESET_BELOW_MINOR = 100;

export interface BetRequest {
  launchId: string;
  stakeMinor: number;
  pick: Pick;
}

interface LaunchedGame {
  memberId: number;
  accountType: number;
  gameRef: number;
  nameBn: string;
  nameEn: string;
  vendor: string;
  gameType: string;
}

function liveLaunch(db: Db, launchHash: string): LaunchedGame | undefined {
  return db
    .prepare(
      `SELECT l.member_id AS memberId, l.account_type AS accountType, g.id AS gameRef, g.name_bn AS nameBn,
              g.name_en AS nameEn, g.vendor, g.game_type AS gameType
       FROM game_launches l JOIN games g ON g.id = l.game_ref WHERE l.id_hash = ? AND l.expires_at > ?`,
    )
    .get(launchHash, now()) as LaunchedGame | undefined;
}

export function placeBet(db: Db, member: Member, seed: string, request: BetRequest): DemoBetAnswer {
  if (request.stakeMinor < STAKE_MIN_MINOR || request.stakeMinor > STAKE_MAX_MINOR) {
    throw new RuleError('bet.stake.out.of.range', { min: taka(STAKE_MIN_MINOR), max: taka(STAKE_MAX_MINOR) });
  }
  const launchHash = sha256Hex(request.launchId);
  return db
    .transaction((): DemoBetAnswer => {
      const game = liveLaunch(db, launchHash);
      // Another member's launch is refused exactly like an ended or unknown one: it tells nothing.
      // A free-play launch (accountType 0) plays no money.
      if (!game || game.memberId !== member.id || game.accountType !== 1) throw new RuleError('bet.launch.invalid');
      const { n: betIndex } = db.prepare('SELECT count(*) AS n FROM bets WHERE launch_hash = ?').get(launchHash) as { n: number };
      const draw = demoDraw(seed, request.launchId, betIndex);
      const payoutMinor = wins(request.pick, draw) ? 2 * request.stakeMinor : 0;
      const at = now();
      const betNo = newOrderNo('B', at);
      const reference = `bet:${betNo}`;
      let balance = changeBalance(db, member.id, 'bet', -request.stakeMinor, reference).balanceAfterMinor;
      if (payoutMinor > 0) balance = changeBalance(db, member.id, 'payout', payoutMinor, reference).balanceAfterMinor;
      db.prepare(
        `INSERT INTO bets (bet_no, member_id, launch_hash, bet_index, game_ref, game_name_bn, game_name_en, vendor, category,
           stake_minor, pick, draw, payout_minor, placed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        betNo,
        member.id,
        launchHash,
        betIndex,
        game.gameRef,
        game.nameBn,
        game.nameEn,
        game.vendor,
        game.gameType,
        request.stakeMinor,
        request.pick,
        draw,
        payoutMinor,
        at,
      );
      // A trial account's demo credit counts for nothing: no turnover, no VIP progress, no rebate.
      if (member.type !== TRIAL_TYPE) {
        settleTurnover(db, member.id, request.stakeMinor, balance);
        accrueRebate(db, member, game.gameType, request.stakeMinor, at);
        accrueAgentRebates(db, member.id, game.gameType, request.stakeMinor, at);
      }
      return { betNo, draw, win: payoutMinor > 0, payout: taka(payoutMinor), balance: taka(balance) };
    })
    .immediate();
}

/**
 * The stake counts against the turnover still to play (never below 0) and towards the VIP bet
 * total. The turnover resets when the bet leaves under ৳1 available with nothing frozen (a
 * pending withdrawal may still come back to the balance: the turnover guarding it stays).
 */
function settleTurnover(db: Db, memberId: number, stakeMinor: number, balanceAfterMinor: number): void {
  const reset = balanceAfterMinor < TURNOVER_RESET_BELOW_MINOR;
  db.prepare(
    `UPDATE members SET vip_bet_minor = vip_bet_minor + ?,
       turnover_minor = CASE WHEN ? AND frozen_minor = 0 THEN 0 ELSE max(turnover_minor - ?, 0) END WHERE id = ?`,
  ).run(stakeMinor, reset ? 1 : 0, stakeMinor, memberId);
}
