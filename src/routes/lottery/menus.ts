// The menus of each prize mode in each language, kept for the visit: switching tabs back and forth,
// or opening all lotteries after the lobby, costs no second call on a slow network. Draw times stay
// right without a refetch (draw-clock.ts counts on by the interval). A failure is forgotten, so a
// retry asks again.

import { fetchLotteryMenus, type LotteryGame, type LotteryMenu } from '@/api/lottery';
import { locale } from '@/i18n/locale';
import type { PrizeMode } from '@/lib/launch-rules';

const kept = new Map<string, Promise<LotteryMenu[]>>();

export function loadMenus(mode: PrizeMode): Promise<LotteryMenu[]> {
  const key = `${locale.value}:${mode}`;
  let menus = kept.get(key);
  if (!menus) {
    kept.set(key, (menus = fetchLotteryMenus(mode)));
    menus.catch(() => kept.delete(key));
  }
  return menus;
}

/** Every game of some menus once (a game may be listed in two menus). */
export const gamesOf = (menus: LotteryMenu[]): LotteryGame[] => [...new Map(menus.flatMap((m) => m.games).map((g) => [g.nodeId, g])).values()];

/** Forgets what was kept (tests). */
export const forgetMenus = () => kept.clear();
