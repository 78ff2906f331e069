// The home banner carousel (specification §2 "Home screen": every image tappable; with more than
// one banner it loops, autoplays every 5000 ms and shows a pagination indicator).
//
// The first banner is plain markup with explicit size and high fetch priority: it is the page's
// largest paint. The prerendered page holds an empty first slide that the inline start-up script
// (src/early.ts) fills before any bundle arrives; this component then renders the same markup over
// it, so the image is never replaced. Swiper loads only after that image and the page have loaded,
// when the browser is idle: it is never on the critical path. In data-saver mode Swiper never
// loads and nothing moves by itself: a tiny chunk adds two arrows instead (start-still.ts), and the
// pictures are the small ones (banner-url.ts).

import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@/api/announcements';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { contentLinkTarget } from '@/lib/content-link';
import { retryAll } from '@/lib/retry-all';
import { homeAnnouncements, homeAnnouncementsFailed } from '@/state/home-announcements';
import { dataSaver } from '@/state/data-saver';
import { afterFirstBanner, AUTOPLAY_MS, whenMoving } from './after-first-banner';
import { bannerUrl } from './banner-url';
import css from './banners.module.css';

/** Banner pictures are 720×225 (16:5); the slot keeps that ratio before they arrive. */
const WIDTH = 720;
const HEIGHT = 225;

function Slide({ banner, index, onApp }: { banner?: Banner; index: number; onApp: (path: string) => void }) {
  const { t } = useLingui();
  const first = index === 0;
  const src = banner && bannerUrl(banner.imageUrl);
  // A banner out of view has no source until the carousel first moves (start-swiper.ts) or, in
  // data saver, until its arrow shows it (start-still.ts); lazy loading alone would still fetch it,
  // it is near the viewport.
  const held = !first;
  const target = banner ? contentLinkTarget(banner.linkUrl) : null;
  const external = target?.kind === 'external';
  return (
    <div class={css.slide}>
      <a
        class={css.link}
        // The empty prerendered slide the inline start-up script fills (src/early.ts).
        data-early-banner={banner ? undefined : ''}
        href={target ? (external ? target.url : target.path) : undefined}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        onClick={(e) => {
          if (target?.kind !== 'app') return;
          e.preventDefault();
          onApp(target.path);
        }}
      >
        <img
          class={css.image}
          src={held ? undefined : src}
          data-src={held ? src : undefined}
          alt={banner ? banner.title || t`Banner ${formatNumber(index + 1, locale.value)}` : ''}
          width={WIDTH}
          height={HEIGHT}
          fetchpriority={first ? 'high' : undefined}
          loading={first ? undefined : 'lazy'}
          decoding="async"
        />
      </a>
    </div>
  );
}

/** Swiper moves the slides around once it runs; a re-render with the same list (a language switch)
 *  leaves their DOM order alone, and a new list remounts the carousel (see `key`). */
function Slides({ banners, onApp }: { banners: readonly Banner[]; onApp: (path: string) => void }) {
  return (
    <div class={css.wrapper}>
      {banners.length ? banners.map((b, i) => <Slide key={b.id} banner={b} index={i} onApp={onApp} />) : <Slide index={0} onApp={onApp} />}
    </div>
  );
}

export function BannerCarousel() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const banners = homeAnnouncements.value?.banners;
  const count = banners?.length ?? 0;
  const key = banners?.map((b) => b.id).join() ?? '';
  // Swiper writes the bullets itself: it reads their names through this, in the current language.
  const label = useRef((n: number) => String(n));
  label.current = (n) => t`Banner ${formatNumber(n, locale.value)}`;

  // Swiper wrote the bullets' names once: a language switch renames them.
  const l = locale.value;
  useEffect(() => {
    root.current?.querySelectorAll(`.${css.bullet}`).forEach((b, i) => b.setAttribute('aria-label', label.current(i + 1)));
  }, [l]);

  const saving = dataSaver.value;
  // Data saver's arrows are named once: a language switch renames them by starting again.
  const arrowsLocale = saving && l;
  useEffect(() => {
    const el = root.current;
    if (!el || count < 2) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const offline = () => {}; // offline before it came: the first banner stays, still
    // Data saver: arrows once the page has settled. Else Swiper once the carousel is first to move
    // (touched, or its first step due): until then the first banner is all there is to see.
    if (saving)
      afterFirstBanner(
        el,
        () =>
          void import('./start-still')
            .then(({ startStill }) => {
              if (!cancelled) stop = startStill(el);
            })
            .catch(offline),
      );
    const waiting = saving
      ? null
      : whenMoving(
          el,
          AUTOPLAY_MS,
          (byTimer) =>
            void import('./start-swiper')
              .then(({ startSwiper }) => {
                if (!cancelled) stop = startSwiper(el, css, (i) => label.current(i + 1), byTimer);
              })
              .catch(offline),
        );
    return () => {
      cancelled = true;
      waiting?.();
      stop?.();
    };
  }, [key, count, saving, arrowsLocale]);

  // Known to have none: nothing to show (only a merchant without banners sees the slot go).
  if (banners && count === 0) return null;
  return (
    <section class={css.carousel} aria-label={t`Offers`} aria-roledescription={t`carousel`}>
      <div key={key} ref={root} class={css.swiper}>
        <Slides banners={banners ?? []} onApp={navigate} />
        {!banners && homeAnnouncementsFailed.value && (
          <button type="button" class={css.retry} onClick={retryAll}>
            {t`Loading failed, tap to retry`}
          </button>
        )}
        {count > 1 && !saving && <div class={css.pagination} />}
      </div>
    </section>
  );
}
