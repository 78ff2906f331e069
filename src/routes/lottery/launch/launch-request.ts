// What /m/launchGame reads from its address (specification doc. 2 §2 routes:
// `?playType=trad&prize_mode&code&pageBack=home`; lib/launch-rules.ts sends `vendor`, `gameCode`,
// `prizeMode` and `playType`), and the one launch per request: a page mounted twice for the same
// address shares the call in flight, so a game is never launched twice from one tap.

import { launchLottery, type LotteryLaunch } from '@/api/launch';
import { prizeModeOfType } from '@/lib/launch-rules';
import { paths } from '@/lib/paths';

export interface LaunchRequest {
  launch: LotteryLaunch;
  /** Where "back" leads after a failure. */
  back: string;
}

const playTypes: Record<string, LotteryLaunch['playType']> = {
  trad: 'Tradition',
  tradition: 'Tradition',
  ent: 'Entertainment',
  entertainment: 'Entertainment',
};
const prizeModes: LotteryLaunch['prizeMode'][] = ['Lott', 'Elott', 'ZY'];

/** null when the game is not named (no code). The specification's own link names no vendor
 *  (`?playType=trad&prize_mode&code&pageBack=home`): the launcher then finds the lottery game by its
 *  code (docs/api.md, "Lottery"), and the type follows the vendor, else the prize mode. */
export function launchRequestOf(search: string): LaunchRequest | null {
  const query = new URLSearchParams(search);
  const get = (...keys: string[]) => keys.map((k) => query.get(k)?.trim()).find(Boolean) ?? '';
  const vendor = get('vendor', 'vassalage');
  const gameCode = get('gameCode', 'code', 'lottoGameCode');
  if (!gameCode) return null;
  const mode = get('prizeMode', 'prize_mode', 'lottoPrizeMode').toLowerCase();
  const prizeMode = prizeModes.find((m) => m.toLowerCase() === mode);
  const type = get('gameType').toUpperCase();
  const elott = vendor ? /^(TCG_LOTTO_VN|ELOTT)/.test(vendor) : prizeMode === 'Elott';
  const gameType = type === 'LOTT' || type === 'ELOTT' ? type : elott ? 'ELOTT' : 'LOTT';
  const launch: LotteryLaunch = {
    vendor,
    gameType,
    gameCode,
    // Without a mode, the game's own type decides (an ELOTT game plays in the entertainment mode).
    prizeMode: prizeMode ?? prizeModeOfType(gameType),
    playType: playTypes[get('playType').toLowerCase()] ?? '',
    view: 'betting',
  };
  return { launch, back: get('pageBack') === 'home' ? paths.home : paths.lottery };
}

/** How the game's address is opened: replacing this page, so that "back" from the game does not
 *  land here and launch again. Tests replace it. */
export const opener = { replace: (url: string) => location.replace(url) };

const inFlight = new Map<string, Promise<string>>();

export function startLaunch(request: LotteryLaunch): Promise<string> {
  const key = JSON.stringify(request);
  let call = inFlight.get(key);
  if (!call) {
    inFlight.set(key, (call = launchLottery(request)));
    void call.catch(() => {}).finally(() => inFlight.delete(key));
  }
  return call;
}
