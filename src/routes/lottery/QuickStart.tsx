// /m/startLottery: the merchant's popular lottery games as large cards (icon, name, next draw, a
// play button), then the ways on: the lobby and all lotteries.

import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter-preact';
import { fetchPopularLottery } from '@/api/lottery';
import { paths } from '@/lib/paths';
import { imageUrl } from '@/state/images';
import { launchHref } from './modes';
import { DrawTime, Loading } from './parts';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { GAMES_RELOAD_DELAY } from '@/state/home-games';
import css from './lottery.module.css';

const POPULAR_COUNT = 6;
const ICON_SIZE = 64;

export function QuickStart() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const popular = useLocaleLoad(() => fetchPopularLottery(POPULAR_COUNT), { reloadAfter: GAMES_RELOAD_DELAY });
  return (
    <>
      <Loading state={popular} empty={t`There are no lottery games here right now.`}>
        {(games) => (
          <ul class={css.cards}>
            {games.map((game) => {
              const name = game.name;
              return (
                <li key={game.nodeId} class={css.card}>
                  <img
                    class={css.cardIcon}
                    src={imageUrl(game.iconUrl)}
                    alt=""
                    width={ICON_SIZE}
                    height={ICON_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                  <span class={css.cardText}>
                    <span class={css.cardName}>{name}</span>
                    <DrawTime game={game} />
                  </span>
                  <button type="button" class={css.play} aria-label={t`Play: ${name}`} onClick={() => navigate(launchHref(game))}>
                    {t`Play`}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Loading>
      <nav class={css.links} aria-label={t`More lotteries`}>
        <Link href={paths.lottery}>{t`Lottery lobby`}</Link>
        <Link href={paths.moreLottery}>{t`All lotteries`}</Link>
      </nav>
    </>
  );
}
