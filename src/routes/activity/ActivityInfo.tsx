// /m/activityInfo?id=: one promotion (image, title, dates, reward, its sanitised content) and, for a
// signed-in member to whom it applies, the claim button. An id that is not running (ended, or
// never was) says so and leads back to the activity centre.

import { useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter-preact';
import type { Promotion } from '@/api/promotions';
import { ClaimAction } from '@/components/claim-action/ClaimAction';
import { HtmlContent } from '@/components/html-content/HtmlContent';
import { formatMoney } from '@/i18n/format';
import { formatDate } from '@/i18n/dates';
import { locale } from '@/i18n/locale';
import { paths } from '@/lib/paths';
import { imageUrl } from '@/state/images';
import { claim, claimText, claiming, memberPromotions } from '@/state/promotion-claims';
import css from './activity.module.css';

const IMAGE_WIDTH = 360;
const IMAGE_HEIGHT = 135;

function ClaimButton({ id }: { id: number }) {
  const mine = memberPromotions.value?.find((p) => p.id === id);
  const busy = claiming.value.has(id);
  // The referral promotion is never claimed: its reward comes per invited friend.
  if (!mine || mine.type === 'REFERRAL') return null;
  return <ClaimAction status={mine.status} busy={busy} text={claimText(mine.status, busy)} onClaim={() => void claim(id)} wide />;
}

export function ActivityInfo({ list }: { list: Promotion[] }) {
  const { t } = useLingui();
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const p = list.find((x) => x.id === id) ?? memberPromotions.value?.find((x) => x.id === id);
  const l = locale.value;
  if (!p) {
    return (
      <div class={css.ended}>
        <p>{t`This promotion has ended.`}</p>
        <Link href={paths.activity}>{t`See the current promotions`}</Link>
      </div>
    );
  }
  const start = formatDate(p.startTime, l);
  const end = formatDate(p.endTime, l);
  const reward = formatMoney(p.amount, l);
  return (
    <article class={css.detail}>
      {p.imageUrl && <img class={css.image} src={imageUrl(p.imageUrl)} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} />}
      <h2 class={css.heading}>{p.title}</h2>
      <p class={css.muted}>{end ? t`${start} to ${end}` : t`From ${start}`}</p>
      <p class={css.reward}>{t`Reward: ${reward}`}</p>
      <ClaimButton id={p.id} />
      <HtmlContent html={p.content} />
    </article>
  );
}
