// /m/leaderBoard, the missions: the member's MISSION promotions with their progress (a bar and
// "current/target" in the player's digits), reward and status, and the claim button once finished
// (the shared claim of state/promotion-claims). Guests get the login prompt.

import { useLingui } from '@lingui/react/macro';
import { ClaimAction } from '@/components/claim-action/ClaimAction';
import { LoadState } from '@/components/load-state/LoadState';
import { formatMoney, formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { requireSession } from '@/state/login-prompt';
import {
  claim,
  claimText,
  claiming,
  loadMemberPromotions,
  memberPromotions,
  memberPromotionsFailed,
  usePromotionLists,
} from '@/state/promotion-claims';
import { session } from '@/state/session';
import type { MemberPromotion } from '@/api/promotions';
import css from './missions.module.css';

function Mission({ mission: m }: { mission: MemberPromotion }) {
  const { t } = useLingui();
  const l = locale.value;
  const busy = claiming.value.has(m.id);
  const titleId = `mission-${m.id}`;
  const { current, target } = m.progress ?? { current: m.status === 'IN_PROGRESS' ? 0 : 1, target: 1 };
  const done = Math.min(current, target);
  const progress = `${formatNumber(done, l)}/${formatNumber(target, l)}`;
  const reward = formatMoney(m.amount, l);
  return (
    <li class={css.card}>
      <h2 id={titleId} class={css.title}>
        {m.title}
      </h2>
      <p class={css.summary}>{m.summary}</p>
      <div class={css.progress}>
        <div
          class={css.bar}
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={target}
          aria-valuenow={done}
          aria-valuetext={progress}
        >
          <span style={{ width: `${(done / target) * 100}%` }} />
        </div>
        <span>{progress}</span>
      </div>
      <div class={css.foot}>
        <span class={css.reward}>{t`Reward: ${reward}`}</span>
        <ClaimAction status={m.status} busy={busy} text={claimText(m.status, busy)} describedBy={titleId} onClaim={() => void claim(m.id)} />
      </div>
    </li>
  );
}

function Missions() {
  const { t } = useLingui();
  const list = memberPromotions.value;
  if (!list) return <LoadState failed={memberPromotionsFailed.value} onRetry={loadMemberPromotions} shape={{ kind: 'card', count: 3 }} />;
  const missions = list.filter((p) => p.type === 'MISSION');
  if (missions.length === 0) return <p class={css.empty}>{t`No missions are running right now. Check back soon.`}</p>;
  return (
    <ul class={css.list} aria-label={t`Missions`}>
      {missions.map((m) => (
        <Mission key={m.id} mission={m} />
      ))}
    </ul>
  );
}

export default function MissionsPage() {
  const { t } = useLingui();
  const member = session.value !== null;
  usePromotionLists({ member });
  return (
    <div class={css.page}>
      {member ? (
        <Missions />
      ) : (
        <div class={css.prompt}>
          <p>{t`Log in to see your missions and claim their rewards.`}</p>
          <button type="button" class={css.login} onClick={() => requireSession()}>{t`Log in`}</button>
        </div>
      )}
    </div>
  );
}
