// Popular games (specification doc. 2 §2): tabs HOT first, then the merchant's categories with
// ESPORTS and COCKFIGHT split out of SPORTS (lib/categories.ts); under them up to 9 of the tab's
// hot games, 3 per row, and a link to the tab's full game list. Each tab's list is kept for the
// visit (state/home-games.ts). Rows have a fixed height so nothing moves when icons arrive.

import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter-preact';
import type { Game } from '@/api/games';
import { GameTile } from '@/components/game-tile/GameTile';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { locale } from '@/i18n/locale';
import { categoryHref, HOT, popularTabs } from '@/lib/categories';
import { loadTabGames, loadVendorData, vendorCategories } from '@/state/home-games';
import { imageUrl } from '@/state/images';
import { launchGame } from '@/state/launch';
import { useCategoryLabel } from '@/i18n/category-labels';
import css from './PopularGames.module.css';

const SHOWN = 9;

export function PopularGames() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const categoryLabel = useCategoryLabel();
  const [tab, setTab] = useState(HOT);
  const [games, setGames] = useState<{ key: string; list: Game[] | null }>({ key: '', list: null });
  const key = `${locale.value}:${tab}`;

  // Without the vendor data there are no category tabs; HOT alone still works.
  useEffect(() => void loadVendorData().catch(() => {}), []);

  const load = () =>
    loadTabGames(tab).then(
      (list) => setGames({ key, list }),
      () => setGames({ key, list: null }),
    );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key names what load asks for (a new load every render)
  useEffect(() => void load(), [key]);

  const tabs = popularTabs(vendorCategories.value).map((id) => ({ id, label: categoryLabel(id) }));
  const label = categoryLabel(tab);
  const current = games.key === key ? games.list : undefined;
  return (
    <section class={css.popular} aria-labelledby="home-popular">
      <h2 id="home-popular" class={css.title}>{t`Popular games`}</h2>
      <div class={css.tabs}>
        <Tabs label={t`Game categories`} tabs={tabs} selected={tab} onSelect={setTab} />
      </div>
      <div {...(tabs.length > 1 && tabPanelProps(tab))} class={css.panel}>
        {current === null ? (
          <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={load} />
        ) : (
          <ul class={css.grid}>
            {current?.slice(0, SHOWN).map((game) => (
              <li key={game.nodeId}>
                <GameTile name={game.name} icon={imageUrl(game.iconUrl)} onSelect={() => void launchGame(game, navigate)} />
              </li>
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
