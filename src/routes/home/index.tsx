// /m/home: the landing page's frame. The welcome block is plain markup so it can be the first
// contentful and largest paint from the prerendered HTML; the category grid leads into the games.
// Banners, tickers, hot matches and popular games join this frame in the home issue.

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { href, paths } from '@/lib/paths';
import { CategoryGrid } from './CategoryGrid';
import css from './home.module.css';

export default function HomePage() {
  const { t } = useLingui();
  return (
    <div class={css.home}>
      <section class={css.hero} aria-labelledby="home-title">
        <h1 id="home-title" class={css.heroTitle}>{t`Sports, live casino, slots and more`}</h1>
        <p class={css.heroText}>{t`Over 600 games, made for your phone and light on data.`}</p>
        <Link class={css.heroAction} href={href(paths.gameList, { gameType: 'HOT' })}>
          {t`Browse games`}
        </Link>
      </section>
      <CategoryGrid />
    </div>
  );
}
