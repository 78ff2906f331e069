// The two prize modes the lobby offers (specification doc. 2 §3 "Prize mode"), their names, and
// where tapping a lottery game leads: the lottery launch route with the mode it was listed under.
// Not state/launch.ts: its rule sends TCG_LOTTO_VN games to this very lobby.

import { useLingui } from '@lingui/react/macro';
import type { LotteryGame } from '@/api/lottery';
import { prizeModeOfType, type PrizeMode } from '@/lib/launch-rules';
import { href, paths } from '@/lib/paths';

export const prizeModes: readonly PrizeMode[] = ['Lott', 'Elott'];

/** A mode named in a query (`?prizeMode=elott`), or null. ZY has no tab of its own. */
export const modeParam = (v: string | null): PrizeMode | null => prizeModes.find((m) => m.toLowerCase() === v?.toLowerCase()) ?? null;

export function useModeLabels(): Record<PrizeMode, string> {
  const { t } = useLingui();
  return { Lott: t`Lottery`, Elott: t`Entertainment lottery` };
}

/** Popular and recent games are listed under no mode: an ELOTT game plays in the entertainment one. */
export const modeOf = (game: LotteryGame): PrizeMode => prizeModeOfType(game.gameType);

export const launchHref = (game: LotteryGame, mode = modeOf(game)): string =>
  href(paths.launchGame, { vendor: game.vendor, gameCode: game.gameCode, prizeMode: mode, playType: game.playType });
