// /m/home, the page every player opens first (specification doc. 1 §2 "Home screen", doc. 2 §2).
// Top to bottom: notices and messages, the banners (the largest paint: see banners/), the jackpot,
// the shortcut row, hot matches, popular games and the latest winners; then the floating service
// buttons, the download bar and the dialogs (announcement popup, agent contract prompts). Each
// part loads its own data and keeps its box while it does, so nothing shifts.

import { useLingui } from '@lingui/react/macro';
import { env } from '@/lib/env';
import { loadHomeAnnouncements } from '@/state/home-announcements';
import { BannerCarousel } from './banners/BannerCarousel';
import { ContractPrompts } from './contracts/ContractPrompts';
import { DownloadBar } from './download/DownloadBar';
import { HotMatchStrip } from './hot-matches/HotMatchStrip';
import { JackpotTicker } from './jackpot/JackpotTicker';
import { HomePopup } from './notice/HomePopup';
import { NoticeBar } from './notice/NoticeBar';
import { PopularGames } from './popular/PopularGames';
import { HomeServiceButtons } from './service/HomeServiceButtons';
import { HomeShortcuts } from './shortcuts/HomeShortcuts';
import { LatestWinners } from './winners/LatestWinners';
import css from './home.module.css';

// Asked for as soon as this code arrives, before the first render: the answer the inline start-up
// script already requested (src/early.js) is then in state when the page renders over the banner.
if (!import.meta.env.SSR) void loadHomeAnnouncements();

export default function HomePage() {
  const { t } = useLingui();
  return (
    <div class={css.home}>
      <h1 class="visually-hidden">{t`${env.brand}: sports, live casino, slots and more`}</h1>
      <NoticeBar />
      <BannerCarousel />
      <JackpotTicker />
      <HomeShortcuts />
      <HotMatchStrip />
      <PopularGames />
      <LatestWinners />
      <HomeServiceButtons />
      <DownloadBar />
      <HomePopup />
      <ContractPrompts />
    </div>
  );
}
