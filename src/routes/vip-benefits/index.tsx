// /m/member/benefits, the VIP benefits from the member club (docs/member-area.md): the member's
// level, the deposit and bet that count towards the next one against its targets, and every
// level's targets and benefits, lowest first, the member's own marked. A failed load offers a retry.

import { useLingui } from '@lingui/react/macro';
import { fetchMemberClub } from '@/api/member-club';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Spinner } from '@/components/spinner/Spinner';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import css from './vip-benefits.module.css';

function Progress({ label, done, target }: { label: string; done: number; target: number }) {
  const l = locale.value;
  const text = `${formatMoney(done, l)} / ${formatMoney(target, l)}`;
  return (
    <div class={css.progress}>
      <span class={css.row}>
        <span>{label}</span>
        <span>{text}</span>
      </span>
      <progress max={target} value={Math.min(done, target)} aria-label={label} aria-valuetext={text} />
    </div>
  );
}

export default function VipBenefits() {
  const { t } = useLingui();
  // The benefits' titles and values come in the player's language: again after a language change.
  const { data: club, failed, retry: load } = useLocaleLoad((_, signal) => fetchMemberClub(signal));
  if (!club) {
    return (
      <div class={css.page}>
        {failed ? <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={load} /> : <Spinner label={t`Loading…`} />}
      </div>
    );
  }
  const l = locale.value;
  const next = club.levels.find((x) => x.level > club.level);
  const nextName = next?.name ?? '';
  return (
    <div class={css.page}>
      <section class={css.current} aria-labelledby="vip-current">
        <h2 id="vip-current" class={css.level}>
          {club.levelName}
        </h2>
        {next ? (
          <>
            <p class={css.muted}>{t`Towards ${nextName}`}</p>
            <Progress label={t`Deposit`} done={club.deposit} target={next.depositTarget} />
            <Progress label={t`Bets`} done={club.bet} target={next.betTarget} />
          </>
        ) : (
          <p class={css.muted}>{t`You have reached the highest level.`}</p>
        )}
      </section>
      <ol class={css.levels} aria-label={t`VIP levels`}>
        {club.levels.map((x) => {
          const deposit = formatMoney(x.depositTarget, l);
          const bet = formatMoney(x.betTarget, l);
          const mine = x.level === club.level;
          return (
            <li key={x.level} class={mine ? css.mine : css.item} aria-current={mine ? 'true' : undefined}>
              <h3 class={css.name}>
                {x.name}
                {mine && <span class={css.badge}>{t`Your level`}</span>}
              </h3>
              <p class={css.muted}>{t`Deposit ${deposit}, bets ${bet}`}</p>
              {x.benefits.length > 0 && (
                <dl class={css.benefits}>
                  {x.benefits.map((b) => (
                    <div key={b.code}>
                      <dt>{b.title}</dt>
                      <dd>{b.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
