// The latest winners (specification doc. 2 §2 "Winner board", §4, §9): a ticker of three rows that
// loops with more than three entries (else three still slots), each with the game's icon, the
// masked name, the game, the amount and a play-now button. It reloads 250 ms after a language
// change (state/home-games.ts). Empty shows nothing.

import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter-preact';
import { fetchWinners, type Winner } from '@/api/games';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { VerticalTicker } from '@/components/vertical-ticker/VerticalTicker';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { WINNERS_RELOAD_DELAY } from '@/state/home-games';
import { imageUrl } from '@/state/images';
import { launchGame } from '@/state/launch';
import css from './LatestWinners.module.css';

export function LatestWinners() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { data: winners, failed, retry } = useLocaleLoad((_, signal) => fetchWinners(signal), { reloadAfter: WINNERS_RELOAD_DELAY });
  if (winners?.length === 0) return null;
  const row = ({ customerName, amount, currency, game }: Winner, seen: boolean) => {
    const gameName = game.name;
    return (
      <>
        <img class={css.icon} src={seen ? imageUrl(game.iconUrl) : undefined} alt="" width={40} height={40} decoding="async" />
        <span class={css.who}>
          <span class={css.name}>{customerName}</span>
          <span class={css.game}>{gameName}</span>
        </span>
        <span class={css.amount}>{formatMoney(amount, locale.value, currency)}</span>
        <button type="button" class={css.play} aria-label={t`Play now: ${gameName}`} onClick={() => void launchGame(game, navigate)}>
          {t`Play now`}
        </button>
      </>
    );
  };
  return (
    <section class={css.winners} aria-labelledby="home-winners">
      <h2 id="home-winners" class={css.title}>{t`Latest winners`}</h2>
      {winners ? (
        <VerticalTicker items={winners} rows={3} rowHeight={56} renderItem={row} />
      ) : (
        <div class={css.waiting}>{failed && <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={retry} />}</div>
      )}
    </section>
  );
}
