// The pieces every lottery view uses: a game's next-draw line, a grid (or row) of lottery tiles
// that lead to the launch route, and the load states (a skeleton of fixed size, the retry, the
// empty sentence).

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter-preact';
import type { LotteryGame } from '@/api/lottery';
import { GameTile } from '@/components/game-tile/GameTile';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { locale } from '@/i18n/locale';
import type { PrizeMode } from '@/lib/launch-rules';
import { imageUrl } from '@/state/images';
import { clockText, nextDraw, now } from './draw-clock';
import { launchHref } from './modes';
import type { LocaleLoad } from '@/i18n/use-locale-load';
import css from './lottery.module.css';

export function DrawTime({ game }: { game: LotteryGame }) {
  const { t } = useLingui();
  const at = now.value;
  const time = clockText(nextDraw(game, at) - at, locale.value);
  return <span class={css.draw}>{t`Next draw in ${time}`}</span>;
}

/** Tiles of lottery games; `mode` is the prize mode they are listed under (else each game's own). */
export function LotteryTiles({ games, mode, row }: { games: LotteryGame[]; mode?: PrizeMode; row?: boolean }) {
  const [, navigate] = useLocation();
  return (
    <ul class={row ? css.row : css.grid}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameTile name={game.name} icon={imageUrl(game.iconUrl)} onSelect={() => navigate(launchHref(game, mode))} />
          <DrawTime game={game} />
        </li>
      ))}
    </ul>
  );
}

/** Tile-shaped placeholders: the box keeps the size of two rows of tiles while nothing is known. */
export const Skeleton = () => (
  <ul class={css.grid} aria-hidden="true">
    {[1, 2, 3, 4, 5, 6].map((i) => (
      <li key={i} class={css.ghost} />
    ))}
  </ul>
);

/** The content for a loaded, non-empty list; else the skeleton, the retry or the sentence. */
export function Loading<T>({ state, empty, children }: { state: LocaleLoad<T[]>; empty: string; children: (data: T[]) => ReactNode }) {
  const { t } = useLingui();
  const { data, failed, retry } = state;
  if (data?.length === 0) return <p class={css.empty}>{empty}</p>;
  if (data) return <>{children(data)}</>;
  return (
    <div class={css.waiting}>
      {failed ? <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={retry} /> : <Skeleton />}
    </div>
  );
}
