// Starts a game through the general launcher (contract item 6, platform reference §7.16) and
// returns the address to open: casino games (launchMode GLS; which games come here is decided by
// lib/launch-rules.ts) and lottery games (launchMode LOTT, from the /m/launchGame page).

import type { LaunchAnswer, LaunchAnswerVariants } from '../../contract/games';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { apiContext } from '@/lib/api-context';
import { isRecord } from '@/lib/guards';
import type { LaunchParams } from '@/lib/launch-rules';

/** `content.game_url`, or one of the platform's older shapes. */
function urlOf(v: unknown): unknown {
  if (!isRecord<LaunchAnswer & LaunchAnswerVariants>(v)) return undefined;
  if (isRecord<LaunchAnswer['content']>(v.content) && v.content.game_url) return v.content.game_url;
  return v.url ?? v.gameUrl ?? v.link ?? v.launchUrl;
}

/** Only a web address or a same-origin path may be opened: never `javascript:`, nor `//host` or
 *  `/\host`, which browsers read as another host. */
const isSafeUrl = (u: unknown): u is string => typeof u === 'string' && /^(https?:\/\/|\/(?![/\\]))/i.test(u);

/** Asks the launcher for a game's address: the fixed fields plus `params`. */
async function launch(params: Record<string, string>, signal?: AbortSignal): Promise<string> {
  const value = await request<unknown>({
    url: '/wps/game/launchGame',
    params: { accountType: 1, platform: 'html5', language: apiContext.getLanguage(), ...params },
    moduleId: 'GAMELO3',
    auth: true,
    signal,
  });
  const url = urlOf(value);
  if (!isSafeUrl(url)) throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  return url;
}

/** `backUrl`: the in-app page the game page leads back to (platform reference §7.16). */
export function launchGame(params: LaunchParams & { backUrl?: string }, signal?: AbortSignal): Promise<string> {
  return launch({ launchMode: 'GLS', ...params }, signal);
}

export interface LotteryLaunch {
  /** '' when the address named none (the specification's own link). */
  vendor: string;
  gameType: 'LOTT' | 'ELOTT';
  gameCode: string;
  prizeMode: 'Lott' | 'Elott' | 'ZY';
  /** '' for none. */
  playType: '' | 'Tradition' | 'Entertainment';
  /** The game's betting page, or the vendor's lobby. */
  view: 'betting' | 'lobby';
}

/** A lottery game through the same launcher (contract item 6): the game code goes as both codes. */
export function launchLottery({ vendor, gameType, gameCode, prizeMode, playType, view }: LotteryLaunch, signal?: AbortSignal): Promise<string> {
  const params: Record<string, string> = {
    launchMode: 'LOTT',
    gameType,
    gameCode,
    lottoPrizeMode: prizeMode,
    lottoGameCode: gameCode,
    lottoView: view,
  };
  // The specification's link names no vendor: the launcher finds the game by its lottery code.
  if (vendor) params.vassalage = vendor;
  if (playType) params.playType = playType;
  return launch(params, signal);
}
