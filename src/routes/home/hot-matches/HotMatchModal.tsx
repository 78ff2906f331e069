// The hot-match list (specification doc. 2 §2): every match with a bet button that launches the
// match's game (state/launch.ts: a guest goes to the login page).

import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter-preact';
import type { HotMatch } from '@/api/games';
import { Modal } from '@/components/modal/Modal';
import { launchGame } from '@/state/launch';
import { MatchLine } from './MatchLine';
import css from './hot-matches.module.css';

export function HotMatchModal({ matches, onClose }: { matches: readonly HotMatch[]; onClose: () => void }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <Modal title={t`Hot matches`} closeLabel={t`Close`} onClose={onClose}>
      <ul class={css.list}>
        {matches.map((match, i) => {
          const { homeTeam, awayTeam } = match;
          return (
            <li key={i} class={css.item}>
              <MatchLine match={match} stacked />
              <button
                type="button"
                class={css.bet}
                aria-label={t`Bet: ${homeTeam} vs ${awayTeam}`}
                onClick={() => void launchGame({ ...match, name: `${homeTeam} – ${awayTeam}` }, navigate)}
              >
                {t`Bet`}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
