// One hot match: league and kick-off time (`MM/DD HH:mm`, the player's digits) over the two teams
// with their badges. The strip and the hot-match list both show it: the strip on one line (names
// cut), the list `stacked`, one team a line with its whole name, so players can tell matches apart.

import { useLingui } from '@lingui/react/macro';
import type { HotMatch } from '@/api/games';
import { intlTag, locale } from '@/i18n/locale';
import { formatMatchTime } from '@/lib/match-time';
import { imageUrl } from '@/state/images';
import css from './hot-matches.module.css';

const Badge = ({ path, seen }: { path: string; seen: boolean }) => (
  <img class={css.badge} src={seen ? imageUrl(path) : undefined} alt="" width={24} height={24} decoding="async" />
);

/** `seen`: false while the strip is still out of view (its badges wait; components/vertical-ticker). */
export function MatchLine({ match, stacked = false, seen = true }: { match: HotMatch; stacked?: boolean; seen?: boolean }) {
  const { t } = useLingui();
  return (
    <div class={stacked ? `${css.match} ${css.stacked}` : css.match}>
      <span class={css.league}>{match.league}</span>
      <time class={css.time} dateTime={new Date(match.matchTime).toISOString()}>
        {formatMatchTime(match.matchTime, intlTag[locale.value])}
      </time>
      <span class={css.teams}>
        <Badge path={match.homeTeamImageUrl} seen={seen} />
        <span class={css.team}>{match.homeTeam}</span>
        <span class={css.vs}>{t`vs`}</span>
        <span class={css.team}>{match.awayTeam}</span>
        <Badge path={match.awayTeamImageUrl} seen={seen} />
      </span>
    </div>
  );
}
