// /m/moreLottery: every lottery game of both prize modes, grouped by mode (the menus of each mode
// are asked once for the visit, menus.ts), each game once.

import { useLingui } from '@lingui/react/macro';
import { loadMenus, gamesOf } from './menus';
import { prizeModes, useModeLabels } from './modes';
import { Loading, LotteryTiles } from './parts';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { GAMES_RELOAD_DELAY } from '@/state/home-games';
import css from './lottery.module.css';

const loadAll = () =>
  Promise.all(prizeModes.map(async (mode) => ({ mode, games: gamesOf(await loadMenus(mode)) }))).then((groups) =>
    groups.filter((g) => g.games.length > 0),
  );

export function AllLotteries() {
  const { t } = useLingui();
  const labels = useModeLabels();
  const groups = useLocaleLoad(loadAll, { reloadAfter: GAMES_RELOAD_DELAY });
  return (
    <Loading state={groups} empty={t`There are no lottery games here right now.`}>
      {(list) =>
        list.map(({ mode, games }) => (
          <section key={mode} aria-labelledby={`all-${mode}`}>
            <h2 id={`all-${mode}`} class={css.title}>
              {labels[mode]}
            </h2>
            <LotteryTiles games={games} mode={mode} />
          </section>
        ))
      }
    </Loading>
  );
}
