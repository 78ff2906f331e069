// The slots centre's hot slots: up to nine of the merchant's hot RNG games, started with the usual
// launcher. Names reload after a language change (state/home-games.ts).

import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter-preact';
import { fetchHotGames } from '@/api/games';
import { GameTile } from '@/components/game-tile/GameTile';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { GAMES_RELOAD_DELAY } from '@/state/home-games';
import { imageUrl } from '@/state/images';
import { launchGame } from '@/state/launch';
import css from './hubs.module.css';

const SHOWN = 9;
const hotSlots = (signal: AbortSignal) => fetchHotGames({ gameType: 'RNG' }, signal);

export function HotSlots() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { data: games, failed, retry } = useLocaleLoad((_, signal) => hotSlots(signal), { reloadAfter: GAMES_RELOAD_DELAY });
  return (
    <section class={css.hot} aria-labelledby="hub-hot">
      <h2 id="hub-hot" class={css.title}>{t`Hot slots`}</h2>
      {games?.length === 0 && <p class={css.empty}>{t`No hot slots right now.`}</p>}
      {failed && !games && <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={retry} />}
      {!!games?.length && (
        <ul class={css.grid}>
          {games.slice(0, SHOWN).map((game) => (
            <li key={game.nodeId}>
              <GameTile name={game.name} icon={imageUrl(game.iconUrl)} onSelect={() => void launchGame(game, navigate)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
