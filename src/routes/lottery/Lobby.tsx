// /m/lottery: for members the recently played lottery games, then the prize-mode tabs (the one in
// `?prizeMode=`, else the merchant's mode from the vendor data) and each menu of that mode with its
// games, then a link to all lotteries. The tab choice goes into the address (replaced, not pushed),
// so a reload or coming back from a game shows the same mode.

import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter-preact';
import { fetchRecentLottery } from '@/api/lottery';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { prizeModeOf, type PrizeMode } from '@/lib/launch-rules';
import { href, paths } from '@/lib/paths';
import { GAMES_RELOAD_DELAY, loadVendorData } from '@/state/home-games';
import { session } from '@/state/session';
import { loadMenus } from './menus';
import { modeParam, prizeModes, useModeLabels } from './modes';
import { Loading, LotteryTiles, Skeleton } from './parts';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import css from './lottery.module.css';

function Recent() {
  const { t } = useLingui();
  const { data, failed } = useLocaleLoad(() => fetchRecentLottery(), { reloadAfter: GAMES_RELOAD_DELAY });
  // The row is extra: a failure or no games hides it; while it loads it keeps its place.
  if ((failed && !data) || data?.length === 0) return null;
  return (
    <section class={css.recent} aria-labelledby="lottery-recent">
      <h2 id="lottery-recent" class={css.title}>{t`Recently played`}</h2>
      {data && <LotteryTiles games={data} row />}
    </section>
  );
}

function Menus({ mode }: { mode: PrizeMode }) {
  const { t } = useLingui();
  const menus = useLocaleLoad(() => loadMenus(mode), { inputs: [mode], reloadAfter: GAMES_RELOAD_DELAY });
  return (
    <Loading state={menus} empty={t`There are no lottery games here right now.`}>
      {(list) =>
        list.map((menu) => (
          <section key={menu.code} aria-labelledby={`menu-${menu.code}`}>
            <h2 id={`menu-${menu.code}`} class={css.title}>
              {menu.name}
            </h2>
            <LotteryTiles games={menu.games} mode={mode} />
          </section>
        ))
      }
    </Loading>
  );
}

export function Lobby() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const labels = useModeLabels();
  const asked = modeParam(new URLSearchParams(useSearch()).get('prizeMode'));
  const [merchant, setMerchant] = useState<PrizeMode | null>(null);
  // Asked for only when the address names no mode (also after it stops naming one).
  useEffect(() => {
    if (!asked && !merchant)
      void loadVendorData()
        .then(prizeModeOf, () => 'Lott' as const)
        .then(setMerchant);
  }, [asked, merchant]);
  const mode = asked ?? merchant;
  return (
    <>
      {session.value && <Recent />}
      <div class={css.tabs}>
        {mode && (
          <Tabs
            label={t`Prize modes`}
            tabs={prizeModes.map((id) => ({ id, label: labels[id] }))}
            selected={mode}
            onSelect={(id) => navigate(href(paths.lottery, { prizeMode: id }), { replace: true })}
          />
        )}
      </div>
      {mode ? (
        <div {...tabPanelProps(mode)}>
          <Menus mode={mode} />
        </div>
      ) : (
        <div class={css.waiting}>
          <Skeleton />
        </div>
      )}
      <Link class={css.more} href={paths.moreLottery}>{t`All lotteries`}</Link>
    </>
  );
}
