// One promotion of the reward centre: image, title, summary, reward, end date and a link to its
// details; a member's card adds the claim button (or "In progress" while it cannot be claimed yet;
// a DEPOSIT promotion's card, a link to the deposit page instead).

import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter-preact';
import type { MemberPromotion, Promotion } from '@/api/promotions';
import { ClaimAction } from '@/components/claim-action/ClaimAction';
import { formatMoney } from '@/i18n/format';
import { formatDate } from '@/i18n/dates';
import { locale } from '@/i18n/locale';
import { href, paths } from '@/lib/paths';
import { imageUrl } from '@/state/images';
import { claim, claimText, claiming } from '@/state/promotion-claims';
import css from './reward-center.module.css';

const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 120;

/** A member's card that can be claimed: the referral promotion never is (its reward comes per
 *  invited friend), so it shows no claim state. */
const isClaimCard = (p: Promotion): p is MemberPromotion => 'status' in p && p.type !== 'REFERRAL';

/** A DEPOSIT promotion not had yet: picked on the deposit page and paid with the deposit, never
 *  claimed here (docs/money.md, "Deposit promotions and turnover"). */
const isDepositPick = (p: MemberPromotion): boolean => p.category === 'DEPOSIT' && p.status === 'IN_PROGRESS';

/** `onClaim` runs as the claim starts (the page keeps the card in its tab). */
export function RewardCard({ promotion: p, onClaim }: { promotion: Promotion | MemberPromotion; onClaim?: () => void }) {
  const { t } = useLingui();
  const l = locale.value;
  const end = formatDate(p.endTime, l);
  const titleId = `reward-${p.id}`;
  const busy = claiming.value.has(p.id);
  return (
    <li class={css.card}>
      {p.imageUrl && (
        <img class={css.image} src={imageUrl(p.imageUrl)} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} loading="lazy" decoding="async" />
      )}
      <h2 id={titleId} class={css.title}>
        {p.title}
      </h2>
      <p class={css.summary}>{p.summary}</p>
      <p class={css.meta}>
        <span class={css.amount}>{formatMoney(p.amount, l)}</span>
        <span>{end ? t`Ends ${end}` : t`No end date`}</span>
      </p>
      <div class={css.actions}>
        <Link class={css.details} href={href(paths.activityInfo, { id: p.id })} aria-describedby={titleId}>{t`Details`}</Link>
        {isClaimCard(p) &&
          (isDepositPick(p) ? (
            <Link class={css.details} href={paths.voucherCenter} aria-describedby={titleId}>{t`Deposit`}</Link>
          ) : (
            <ClaimAction
              status={p.status}
              busy={busy}
              text={claimText(p.status, busy)}
              describedBy={titleId}
              onClaim={() => (onClaim?.(), void claim(p.id))}
            />
          ))}
      </div>
    </li>
  );
}
