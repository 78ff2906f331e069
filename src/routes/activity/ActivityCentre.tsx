// The activity centre's list: a tab per category present ("All" first), a card per promotion.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter-preact';
import { promotionCategories, type Promotion } from '@/api/promotions';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { formatDate } from '@/i18n/dates';
import { locale } from '@/i18n/locale';
import { href, paths } from '@/lib/paths';
import { imageUrl } from '@/state/images';
import { categoryNames } from './categories';
import css from './activity.module.css';

const ALL = 'ALL';
const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 120;

export function ActivityCentre({ list }: { list: Promotion[] }) {
  const { t, i18n } = useLingui();
  const [category, setCategory] = useState<string>(ALL);
  const l = locale.value;
  const present = promotionCategories.filter((c) => list.some((p) => p.category === c));
  const tabs = [{ id: ALL, label: t`All` }, ...present.map((c) => ({ id: c, label: i18n._(categoryNames[c]) }))];
  // A category that no longer runs (after a language reload) falls back to All.
  const selected = tabs.some((tab) => tab.id === category) ? category : ALL;
  const shown = selected === ALL ? list : list.filter((p) => p.category === selected);
  if (list.length === 0) return <p class={css.empty}>{t`No promotions are running right now. Check back soon.`}</p>;
  return (
    <>
      <div class={css.tabs}>
        <Tabs label={t`Promotion categories`} tabs={tabs} selected={selected} onSelect={setCategory} />
      </div>
      <div {...tabPanelProps(selected)}>
        <ul class={css.list}>
          {shown.map((p) => {
            const end = formatDate(p.endTime, l);
            return (
              <li key={p.id}>
                <Link class={css.card} href={href(paths.activityInfo, { id: p.id })}>
                  {p.imageUrl && (
                    <img
                      class={css.image}
                      src={imageUrl(p.imageUrl)}
                      alt=""
                      width={IMAGE_WIDTH}
                      height={IMAGE_HEIGHT}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  <span class={css.title}>{p.title}</span>
                  <span class={css.summary}>{p.summary}</span>
                  <span class={css.muted}>{end ? t`Ends ${end}` : t`No end date`}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
