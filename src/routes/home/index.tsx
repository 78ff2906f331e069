// /m/home, the page every player opens first (specification doc. 1 §2 "Home screen", doc. 2 §2).
// Top to bottom: notices and messages, the banners (the largest paint: see banners/), the shortcut
// row and the popular games, whose first row is on the first screen of a phone (what players came
// for: docs/perf.md, "Games first"); then the jackpot and, in a chunk that loads after the first
// render (SecondScreen), hot matches, the latest winners, the floating service buttons, the
// download bar and the dialogs. Each part loads its own data and keeps its box while it does, so
// nothing shifts.

import { useEffect, useState, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { chunkErrors } from '@/lib/chunk-errors';
import { env } from '@/lib/env';
import { HOT } from '@/lib/categories';
import { RETRY_ALL, retryAll } from '@/lib/retry-all';
import { loadHomeAnnouncements } from '@/state/home-announcements';
import { tabGamesOf } from '@/state/home-games';
import { BannerCarousel } from './banners/BannerCarousel';
import { JackpotTicker } from './jackpot/JackpotTicker';
import { NoticeBar } from './notice/NoticeBar';
import { PopularGames } from './popular/PopularGames';
import { HomeShortcuts } from './shortcuts/HomeShortcuts';
import css from './home.module.css';

/** Loads the rest of the page; a failed chunk (a dropped connection) offers a retry in its place. */
function useSecondScreen() {
  const [view, setView] = useState<{ Part?: ComponentType; failed?: boolean }>({});
  const load = () => {
    import('./SecondScreen').then(
      (m) => setView({ Part: m.default }),
      (e: unknown) => {
        chunkErrors.push(e); // field data counts it (lib/chunk-errors.ts)
        setView({ failed: true });
      },
    );
  };
  // Not part of the first render (nor of the prerendered page): requested right after it. Any retry
  // tap asks again (lib/retry-all.ts); a chunk already here answers at once.
  useEffect(() => {
    load();
    addEventListener(RETRY_ALL, load);
    return () => removeEventListener(RETRY_ALL, load);
  }, []);
  return view;
}

// Asked for as soon as this code arrives, before the first render: the answers the inline start-up
// script already requested or found in the page (src/early.ts) are then in state when the page
// renders over the banner and the first row of games it filled.
if (!import.meta.env.SSR) {
  void loadHomeAnnouncements();
  void tabGamesOf(HOT).load();
}

export default function HomePage() {
  const { t } = useLingui();
  const { Part, failed } = useSecondScreen();
  return (
    <div class={css.home}>
      <h1 class="visually-hidden">{t`${env.brand}: sports, live casino, slots and more`}</h1>
      <NoticeBar />
      <BannerCarousel />
      <HomeShortcuts />
      <PopularGames />
      <JackpotTicker />
      {Part && <Part />}
      {failed && (
        <button type="button" class={css.retry} onClick={retryAll}>
          {t`Loading failed, tap to retry`}
        </button>
      )}
    </div>
  );
}
