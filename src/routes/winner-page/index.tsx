// /m/winnerPage, the leaderboard (specification doc. 2 §2 "Winner board": "In another area, the
// list is sorted by win amount descending"): the latest 20 big wins, biggest first, each with its
// rank, the game's icon, the masked name, the game, the amount and a play-now button (the usual
// launcher: login for visitors, lottery routing). The top three stand out. Names reload 250 ms
// after a language change, as the home page's winner ticker does (state/home-games.ts).

import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter-preact';
import { fetchWinners } from '@/api/games';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { formatMoney, formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { WINNERS_RELOAD_DELAY } from '@/state/home-games';
import { imageUrl } from '@/state/images';
import { launchGame } from '@/state/launch';
import css from './winner-page.module.css';

const ICON_SIZE = 40;
/** Rows shown as placeholders while the board loads (about one phone screen). */
const PLACEHOLDER_ROWS = 8;
const TOP = 3;

export default function WinnerPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { data: list, failed, retry } = useLocaleLoad((_, signal) => fetchWinners(signal), { reloadAfter: WINNERS_RELOAD_DELAY });
  const l = locale.value;
  const winners = list && [...list].sort((a, b) => b.amount - a.amount);

  if (winners?.length === 0) return <p class={css.empty}>{t`No winners yet. Check back soon.`}</p>;
  if (!winners) {
    return (
      <div class={css.page}>
        {failed ? (
          <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={retry} />
        ) : (
          <ol class={css.list} aria-hidden="true">
            {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
              <li key={i} class={css.row} />
            ))}
          </ol>
        )}
      </div>
    );
  }
  return (
    <div class={css.page}>
      <ol class={css.list} aria-label={t`Biggest wins`}>
        {winners.map(({ customerName, amount, currency, game }, i) => {
          const gameName = game.name;
          return (
            <li key={`${i}:${game.nodeId}`} class={i < TOP ? css.top : css.row}>
              <span class={css.rank}>{formatNumber(i + 1, l)}</span>
              <img class={css.icon} src={imageUrl(game.iconUrl)} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" decoding="async" />
              <span class={css.who}>
                <span class={css.clip}>{customerName}</span>
                <span class={css.game}>{gameName}</span>
              </span>
              <span class={css.end}>
                <span class={css.amount}>{formatMoney(amount, l, currency)}</span>
                <button type="button" class={css.play} aria-label={t`Play now: ${gameName}`} onClick={() => void launchGame(game, navigate)}>
                  {t`Play now`}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
