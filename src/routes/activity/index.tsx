// /m/activity and /m/activityInfo (one module: it reads the path). The activity centre, open to
// guests: the running promotions by category ("All" and the categories present, in the
// specification's order), each card leading to its details; the details page shows one promotion
// with its sanitised content and, for a signed-in member, the claim button.

import { useLocation } from 'wouter-preact';
import { LoadState } from '@/components/load-state/LoadState';
import { normalisePath, paths } from '@/lib/paths';
import { loadMerchantPromotions, merchantPromotions, merchantPromotionsFailed, usePromotionLists } from '@/state/promotion-claims';
import { session } from '@/state/session';
import { ActivityCentre } from './ActivityCentre';
import { ActivityInfo } from './ActivityInfo';
import css from './activity.module.css';

export default function ActivityPage() {
  const details = normalisePath(useLocation()[0]) === paths.activityInfo;
  usePromotionLists({ merchant: true, member: details && session.value !== null });
  const list = merchantPromotions.value;
  return (
    <div class={css.page}>
      {!list ? (
        <LoadState failed={merchantPromotionsFailed.value} onRetry={loadMerchantPromotions} shape={{ kind: 'card', count: 3 }} />
      ) : details ? (
        <ActivityInfo list={list} />
      ) : (
        <ActivityCentre list={list} />
      )}
    </div>
  );
}
