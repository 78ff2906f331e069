// Popular games (specification doc. 2 §2): tabs HOT first, then the merchant's categories with
// ESPORTS and COCKFIGHT split out of SPORTS (lib/categories.ts); under them up to 9 of the tab's
// hot games, 3 per row, and a link to the tab's full game list. Each tab's list is kept for the
// visit (state/home-games.ts). Rows have a fixed height so nothing moves when icons arrive.
//
// Part of home's first screen: its first row is what players came for (docs/perf.md, "Games
// first"). Until the tab's games are known it shows a row of empty tiles, which the prerendered
// page carries and the inline start-up script fills (src/early.ts) from the answer the server put
// in the page, the copy kept from the last visit or its own early request; the app then renders
// the same tiles over them, so no icon loads twice.

import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter-preact';
import { GameTile, type GameTileProps } from '@/components/game-tile/GameTile';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { locale } from '@/i18n/locale';
import { categoryHref, HOT, popularTabs } from '@/lib/categories';
import { useSeen } from '@/lib/use-seen';
import { loadVendorData, tabGamesOf, vendorCategories } from '@/state/home-games';
import { imageUrl } from '@/state/images';
import { launchGame } from '@/state/launch';
import { useCategoryLabel } from '@/i18n/category-labels';
import css from './PopularGames.module.css';

const SHOWN = 9;
/** The row of the first screen: its tiles' icons are timed (`elementtiming`). */
const FIRST_ROW = 3;
/** Tiles of games not known yet. */
const PENDING = Array.from({ length: FIRST_ROW }, () => null);

/** One tile: the first row's icons load with the page (and are timed); the rows below take their
 *  icon once they come near the viewport (lib/use-seen.ts). */
function Tile({ first, icon, ...tile }: Omit<GameTileProps, 'timing'> & { first: boolean }) {
  const item = useRef<HTMLLIElement>(null);
  const seen = useSeen(item);
  return (
    <li ref={item}>
      <GameTile {...tile} icon={first || seen ? icon : undefined} timing={first ? 'game' : undefined} />
    </li>
  );
}

export function PopularGames() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const categoryLabel = useCategoryLabel();
  const [tab, setTab] = useState(HOT);
  const key = `${locale.value}:${tab}`;
  const games = tabGamesOf(tab);

  // Without the vendor data there are no category tabs; HOT alone still works.
  useEffect(() => void loadVendorData().catch(() => {}), []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key names what games is for
  useEffect(() => void games.load(), [key]);

  const tabs = popularTabs(vendorCategories.value).map((id) => ({ id, label: categoryLabel(id) }));
  const label = categoryLabel(tab);
  const list = games.data.value;
  return (
    <section class={css.popular} aria-labelledby="home-popular">
      <h2 id="home-popular" class={css.title}>{t`Popular games`}</h2>
      <div class={css.tabs}>
        <Tabs label={t`Game categories`} tabs={tabs} selected={tab} onSelect={setTab} />
      </div>
      <div {...(tabs.length > 1 && tabPanelProps(tab))} class={css.panel}>
        {!list && games.failed.value ? (
          <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={() => games.load()} />
        ) : (
          // Marked while its games are not known: the slots the start-up script fills.
          <ul class={css.grid} data-early-games={list ? undefined : ''}>
            {(list ? list.slice(0, SHOWN) : PENDING).map((game, i) => (
              // By place, not by game: the first answer fills the tiles already there.
              <Tile
                key={i}
                first={i < FIRST_ROW}
                name={game ? game.name : ''}
                icon={game ? imageUrl(game.iconUrl) : undefined}
                onSelect={() => game && void launchGame(game, navigate)}
              />
            ))}
          </ul>
        )}
        <Link class={css.more} href={categoryHref(tab)} aria-label={t`More: ${label}`}>
          {t`More`}
        </Link>
      </div>
    </section>
  );
}
