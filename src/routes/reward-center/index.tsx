// /m/rewardCenter: a signed-in member's promotions (not the missions: those are /m/leaderBoard) in
// two tabs, Available and Claimed, each card with its claim button (state/promotion-claims: one
// request per tap, the balance and the footer badge follow). A card claimed here stays in the
// Available tab until the page is left, so it does not vanish under the player's finger. Guests see
// a login prompt above the merchant's promotions, read-only.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Promotion } from '@/api/promotions';
import { LoadState } from '@/components/load-state/LoadState';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { requireSession } from '@/state/login-prompt';
import {
  memberPromotions,
  memberPromotionsFailed,
  merchantPromotions,
  merchantPromotionsFailed,
  loadMemberPromotions,
  loadMerchantPromotions,
  usePromotionLists,
} from '@/state/promotion-claims';
import { session } from '@/state/session';
import { RewardCard } from './RewardCard';
import css from './reward-center.module.css';

type Tab = 'available' | 'claimed';

const rewards = <T extends Promotion>(list: T[]) => list.filter((p) => p.type !== 'MISSION');

function Guest() {
  const { t } = useLingui();
  const list = merchantPromotions.value && rewards(merchantPromotions.value);
  return (
    <>
      <div class={css.prompt}>
        <p>{t`Log in to claim your rewards.`}</p>
        <button type="button" class={css.primary} onClick={() => requireSession()}>{t`Log in`}</button>
      </div>
      {!list ? (
        <LoadState failed={merchantPromotionsFailed.value} onRetry={loadMerchantPromotions} />
      ) : list.length === 0 ? (
        <p class={css.empty}>{t`No promotions are running right now. Check back soon.`}</p>
      ) : (
        <ul class={css.list} aria-label={t`Current promotions`}>
          {list.map((p) => (
            <RewardCard key={p.id} promotion={p} />
          ))}
        </ul>
      )}
    </>
  );
}

function Member() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('available');
  const [claimedHere] = useState(() => new Set<number>());
  const list = memberPromotions.value;
  if (!list) return <LoadState failed={memberPromotionsFailed.value} onRetry={loadMemberPromotions} />;
  const shown = rewards(list).filter((p) => (p.status === 'CLAIMED' && !claimedHere.has(p.id)) === (tab === 'claimed'));
  const tabs = [
    { id: 'available', label: t`Available` },
    { id: 'claimed', label: t`Claimed` },
  ] as const;
  return (
    <>
      <Tabs label={t`Rewards`} tabs={tabs} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps(tab)}>
        {shown.length === 0 ? (
          <p class={css.empty}>
            {tab === 'available' ? t`No rewards to claim right now. Check back soon.` : t`You have not claimed any rewards yet.`}
          </p>
        ) : (
          <ul class={css.list}>
            {shown.map((p) => (
              <RewardCard key={p.id} promotion={p} onClaim={() => claimedHere.add(p.id)} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export default function RewardCenter() {
  const member = session.value !== null;
  usePromotionLists({ merchant: !member, member });
  return <div class={css.page}>{member ? <Member /> : <Guest />}</div>;
}
