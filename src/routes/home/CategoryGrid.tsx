// The game categories of the platform (specification doc. 2 §1), each opening its game list;
// lottery has its own lobby.

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { href, paths } from '@/lib/paths';
import css from './home.module.css';

export function CategoryGrid() {
  const { t } = useLingui();
  const categories = [
    { type: 'SPORTS', label: t`Sports` },
    { type: 'ESPORTS', label: t`E-sports` },
    { type: 'LIVE', label: t`Live casino` },
    { type: 'RNG', label: t`Slots` },
    { type: 'FISH', label: t`Fishing` },
    { type: 'PVP', label: t`Card games` },
    { type: 'INHOUSE', label: t`In-house games` },
    { type: 'COCKFIGHT', label: t`Cockfight` },
    { type: 'LOTT', label: t`Lottery` },
  ];
  return (
    <section class={css.section} aria-labelledby="home-categories">
      <h2 id="home-categories" class={css.sectionTitle}>{t`Game categories`}</h2>
      <ul class={css.grid}>
        {categories.map(({ type, label }) => (
          <li key={type}>
            <Link class={css.tile} href={type === 'LOTT' ? paths.lottery : href(paths.gameList, { gameType: type })}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
