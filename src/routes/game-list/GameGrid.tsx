// The games of the list in a virtualised grid (components/virtual-grid): fixed 112 px rows of three
// tiles, so with 10,000 games loaded only the rows around the viewport are in the document. Near
// the end (500 px, at most once a second) it asks for the next page; a failed page ends paging
// with a retry button that resumes it (specification doc. 2 §4, §8, §9). In the favourites view
// a game whose star is turned off leaves the list (and comes back if the server refuses).

import { useMemo, type ReactElement } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter-preact';
import type { Game } from '@/api/games';
import { GameTile } from '@/components/game-tile/GameTile';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Spinner } from '@/components/spinner/Spinner';
import { VirtualGrid } from '@/components/virtual-grid/VirtualGrid';
import { favouriteIds } from '@/state/favourites';
import { hasMore, type PagedList } from '@/state/game-list';
import { imageUrl } from '@/state/images';
import { launchGame } from '@/state/launch';
import { FavouriteButton } from './FavouriteButton';
import css from './game-list.module.css';

const ROW_HEIGHT = 112;
const GAP = 8;

export interface GameGridProps {
  list: PagedList;
  /** Accessible name of the list. */
  label: string;
  favouritesView: boolean;
}

export function GameGrid({ list, label, favouritesView }: GameGridProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const s = list.state.value;
  const ids = favouritesView ? favouriteIds.value : null;
  const items = ids ? s.items.filter((g) => ids.has(g.nodeId)) : s.items;
  const more = hasMore(s) && !s.failed;
  // One element per game for the life of the list: when the window moves by a row, Preact skips
  // the tiles it already shows (an identical element is not diffed again), so a scroll frame only
  // builds the rows that come into view. The star follows the favourites by itself.
  const tileOf = useMemo(() => {
    const tiles = new WeakMap<Game, ReactElement>();
    return (game: Game) => {
      let tile = tiles.get(game);
      if (!tile) {
        tile = (
          <GameTile name={game.name} icon={imageUrl(game.iconUrl)} onSelect={() => void launchGame(game, navigate)}>
            <FavouriteButton game={game} />
          </GameTile>
        );
        tiles.set(game, tile);
      }
      return tile;
    };
  }, [navigate]);

  let footer = null;
  if (s.failed) footer = <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={list.retry} />;
  else if (s.loading || more) footer = <Spinner label={t`Loading…`} />;
  else if (!items.length) footer = <p class={css.note}>{favouritesView ? t`No favourites yet: tap the star on a game.` : t`No games found.`}</p>;

  return (
    <VirtualGrid<Game>
      items={items}
      label={label}
      rowHeight={ROW_HEIGHT}
      gap={GAP}
      columns={3}
      getKey={(g) => g.nodeId}
      renderItem={tileOf}
      // Not while a page loads: a call then would be dropped and still start the 1 s throttle.
      onNearEnd={more && !s.loading ? () => void list.loadNext() : undefined}
      footer={footer}
    />
  );
}
