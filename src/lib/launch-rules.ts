// Where tapping a game leads (specification doc. 2 §4 "Game launch", §3 "Prize mode"; platform
// reference §7.16 and §8):
//
//   no session                        → /m/login, replacing the history entry
//   vendor TCG_LOTTO_VN…, TCG_SEA…    → the lottery lobby /m/lottery
//   vendor LOTT…, ELOTT…              → /m/launchGame?vendor&gameCode&prizeMode[&playType]
//   anything else                     → the general launcher (/wps/game/launchGame) with the game's
//                                       type, vendor, code, room id (else game id), node id and
//                                       supportPlay
//
// Vendors are matched by prefix, as the platform's own client does (reference §8).

import type { VendorCategory } from './categories';
import { href, paths } from './paths';

/** What the launcher needs of a game; game tiles, winners and hot matches all carry it. */
export interface GameRef {
  nodeId: string;
  gameId: string;
  gameCode: string;
  gameType: string;
  /** The vendor code (the platform's `vassalage`). */
  vendor: string;
  /** '' when the game has no room. */
  roomId: string;
  /** Passed back to the launcher as the server sent it ('1' or '0'). */
  supportPlay: string;
  /** Lottery play type ('' for none). */
  playType: string;
}

/** The lottery prize mode (spec §3): the entertainment mode when the vendor data lists
 *  TCG_LOTTO_VN or LOTT under ELOTT, else the standard one. */
export type PrizeMode = 'Elott' | 'Lott';

/** The mode a lottery game plays in when no list says otherwise: its own type's. */
export const prizeModeOfType = (gameType: string): PrizeMode => (gameType === 'ELOTT' ? 'Elott' : 'Lott');

export function prizeModeOf(categories: readonly VendorCategory[]): PrizeMode {
  const elott = categories.find((c) => c.category === 'ELOTT');
  return elott?.vendors.some((v) => v.vendor === 'TCG_LOTTO_VN' || v.vendor === 'LOTT') ? 'Elott' : 'Lott';
}

/** The general launcher's query (contract item 6), without the fixed fields. */
export interface LaunchParams {
  gameType: string;
  vassalage: string;
  gameCode: string;
  gameId: string;
  nodeId: string;
  supportPlay: string;
}

export type LaunchStep = { kind: 'login' } | { kind: 'route'; to: string } | { kind: 'launch'; params: LaunchParams };

export function launchStep(game: GameRef, prizeMode: PrizeMode, hasSession: boolean): LaunchStep {
  if (!hasSession) return { kind: 'login' };
  const { vendor, gameCode, playType } = game;
  if (/^TCG_(LOTTO_VN|SEA)/.test(vendor)) return { kind: 'route', to: paths.lottery };
  if (/^E?LOTT/.test(vendor)) return { kind: 'route', to: href(paths.launchGame, { vendor, gameCode, prizeMode, playType }) };
  return {
    kind: 'launch',
    params: {
      gameType: game.gameType,
      vassalage: vendor,
      gameCode,
      gameId: game.roomId || game.gameId,
      nodeId: game.nodeId,
      supportPlay: game.supportPlay,
    },
  };
}
