import type { LaunchAnswer } from '../../../../contract/games.ts';
import type { PrizeMode } from '../../../../contract/lottery.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { randomToken, sha256Hex } from '../../lib/random.ts';
import type { Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { GAME_COLUMNS, type GameRow, type Language } from './catalogue.ts';
import { recordRecent } from './lists.ts';

/**
 * GET /wps/game/launchGame (reference §7.16). There are no real vendors here: a launch opens the
 * server's own demo game page (`/demo-game/?launch=<id>`) for two hours, and records the game as
 * the member's most recent one. A lottery launch (launchMode LOTT) must name a lottery game.
 */

export const LAUNCH_TTL_MS = 2 * 3600_000;
export const DEMO_GAME_PATH = '/demo-game/';

export interface LaunchRequest {
  /** Digits or ''. With a node id, a gameId (or the room id the client sends in its place, spec
   *  doc. 2 §4, or the node id again, as the platform's clients send it) or vassalage that is
   *  sent must match the game. */
  nodeId: string;
  gameId: string;
  vendor: string;
  gameCode: string;
  /** 1 real money, 0 free play. */
  accountType: 0 | 1;
  language: Language;
  /** Present for launchMode LOTT. */
  lottery?: LotteryLaunch;
  /** An in-app path (`/m/…`) for the demo page's way back; else the home page. */
  backUrl?: string;
}

export type PlayType = 'Tradition' | 'Entertainment';

export interface LotteryLaunch {
  /** The lottery game's code: stands in for `gameCode` when that is not sent, must equal it when it is. */
  lottoGameCode: string;
  prizeMode: PrizeMode | undefined;
  playType: PlayType | undefined;
}

/** Node ids fit a JavaScript number. */
const NODE_ID = /^\d{1,15}$/;

function findGame(db: Db, merchant: string, request: LaunchRequest): GameRow | undefined {
  const lottoCode = request.lottery?.lottoGameCode ?? '';
  if (lottoCode && request.gameCode && lottoCode !== request.gameCode) throw new RuleError('request.param.invalid');
  const r = lottoCode ? { ...request, gameCode: lottoCode } : request;
  const select = `SELECT ${GAME_COLUMNS} FROM games g WHERE g.merchant = ?`;
  const byNode = (nodeId: string, vendor: string): GameRow | undefined => {
    const game = db.prepare(`${select} AND g.node_id = ?`).get(merchant, Number(nodeId)) as GameRow | undefined;
    return game && (!vendor || vendor === game.vendor) ? game : undefined;
  };
  if (r.nodeId) {
    const game = byNode(r.nodeId, r.vendor);
    const sameGame = !r.gameId || (game && [game.gameId, game.roomId, String(game.nodeId)].includes(r.gameId));
    return sameGame ? game : undefined;
  }
  // The specification's lottery link (doc. 2 §2: `/m/launchGame?playType&prize_mode&code`) names
  // no vendor: a lottery launch may name its game by the lottery code alone (unique among the
  // merchant's lottery games).
  if (request.lottery && !r.vendor && r.gameCode) {
    return db.prepare(`${select} AND g.game_type IN ('LOTT', 'ELOTT') AND g.game_code = ? ORDER BY g.id LIMIT 1`).get(merchant, r.gameCode) as
      GameRow | undefined;
  }
  // Without a vendor, a gameId can only be the node id (the platform's clients send it there,
  // reference §7.16): a vendor's own game ids repeat across vendors.
  if (!r.vendor && !r.gameCode && NODE_ID.test(r.gameId)) return byNode(r.gameId, '');
  if (!r.vendor || (!r.gameCode && !r.gameId)) throw new RuleError('request.param.invalid');
  if (r.gameCode) return db.prepare(`${select} AND g.vendor = ? AND g.game_code = ?`).get(merchant, r.vendor, r.gameCode) as GameRow | undefined;
  // The vendor's game id, else the node id in its place.
  const game = db.prepare(`${select} AND g.vendor = ? AND g.game_id = ?`).get(merchant, r.vendor, r.gameId) as GameRow | undefined;
  return game ?? (NODE_ID.test(r.gameId) ? byNode(r.gameId, r.vendor) : undefined);
}

export function launchGame(db: Db, member: Member, request: LaunchRequest): LaunchAnswer {
  const game = findGame(db, member.merchant, request);
  if (!game) throw new RuleError('game.not.found');
  const lottery = request.lottery;
  if (lottery && game.gameType !== 'LOTT' && game.gameType !== 'ELOTT') throw new RuleError('request.param.invalid');
  // Without lottoPrizeMode, the mode of the game's own type.
  const prizeMode = lottery && (lottery.prizeMode ?? (game.gameType === 'ELOTT' ? 'Elott' : 'Lott'));
  const id = randomToken(18);
  const at = now();
  db.transaction(() => {
    db.prepare('DELETE FROM game_launches WHERE expires_at <= ?').run(at);
    db.prepare(
      `INSERT INTO game_launches (id_hash, member_id, game_ref, language, account_type, created_at, expires_at,
        prize_mode, play_type, back_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      sha256Hex(id),
      member.id,
      game.id,
      request.language,
      request.accountType,
      at,
      at + LAUNCH_TTL_MS,
      prizeMode ?? null,
      lottery?.playType ?? null,
      request.backUrl || null,
    );
    recordRecent(db, member.id, game.id, at);
  }).immediate();
  const url = `${DEMO_GAME_PATH}?launch=${id}`;
  return { content: { game_url: url }, url };
}

export interface DemoSession {
  nameBn: string;
  nameEn: string;
  vendorName: string;
  iconUrl: string;
  gameType: string;
  language: Language;
  accountType: number;
  /** Lottery launches only. */
  prizeMode: PrizeMode | null;
  playType: PlayType | null;
  /** The in-app path to go back to; null: home. */
  backUrl: string | null;
  /** The member's merchant and available balance (paisa), for the bet panel. */
  merchant: string;
  balanceMinor: number;
}

/** The live launch behind a game_url id, or undefined (unknown or expired). */
export function findLaunch(db: Db, id: string): DemoSession | undefined {
  if (!id || id.length > 64) return undefined;
  return db
    .prepare(
      `SELECT g.name_bn AS nameBn, g.name_en AS nameEn, v.display_name AS vendorName, g.icon_url AS iconUrl,
            g.game_type AS gameType, l.language, l.account_type AS accountType, l.prize_mode AS prizeMode,
            l.play_type AS playType, l.back_url AS backUrl, m.merchant, m.balance_minor AS balanceMinor
     FROM game_launches l
     JOIN games g ON g.id = l.game_ref
     JOIN members m ON m.id = l.member_id
     JOIN vendors v ON v.merchant = g.merchant AND v.code = g.vendor
     WHERE l.id_hash = ? AND l.expires_at > ?`,
    )
    .get(sha256Hex(id), now()) as DemoSession | undefined;
}
