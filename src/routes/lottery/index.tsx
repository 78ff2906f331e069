// /m/lottery, /m/moreLottery, /m/startLottery and /m/launchGame (one module: it reads the path):
// the lottery lobby, all lotteries, the quick start of popular lotteries, and the lottery launch.
// The lists run one clock for every "next draw" countdown on them (draw-clock.ts). Tapping a game
// opens /m/launchGame, which sends guests to log in (app/access.ts); the launch is in this chunk,
// so that step costs no download when the player comes from the lobby.

import type { ComponentType } from 'react';
import { useLocation } from 'wouter-preact';
import { normalisePath, paths } from '@/lib/paths';
import { AllLotteries } from './AllLotteries';
import { useDrawClock } from './draw-clock';
import { LaunchGamePage } from './launch/LaunchGame';
import { Lobby } from './Lobby';
import { QuickStart } from './QuickStart';
import css from './lottery.module.css';

const views: Record<string, ComponentType> = { [paths.moreLottery]: AllLotteries, [paths.startLottery]: QuickStart };

export default function LotteryPages() {
  const [location] = useLocation();
  return normalisePath(location) === paths.launchGame ? <LaunchGamePage /> : <LotteryPage path={normalisePath(location)} />;
}

function LotteryPage({ path }: { path: string }) {
  useDrawClock();
  const View = views[path] ?? Lobby;
  return (
    <div class={css.page}>
      <View />
    </div>
  );
}
