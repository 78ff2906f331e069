// The hot-match strip (specification doc. 1 §4, doc. 2 §2 and §9): one match at a time, moving up
// every 5 s in 500 ms and looping when there is more than one. A tap anywhere opens the list. Its
// box keeps its height while loading; it goes away when there are no matches.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchHotMatches } from '@/api/games';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { VerticalTicker } from '@/components/vertical-ticker/VerticalTicker';
import { tickerDelay } from '@/state/data-saver';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { WINNERS_RELOAD_DELAY } from '@/state/home-games';
import { HotMatchModal } from './HotMatchModal';
import { MatchLine } from './MatchLine';
import css from './hot-matches.module.css';

/** A step every 5 s (slower in data-saver mode). */
const MATCH_DELAY_MS = 5000;

export function HotMatchStrip() {
  const { t } = useLingui();
  const { data: matches, failed, retry } = useLocaleLoad((_, signal) => fetchHotMatches(signal), { reloadAfter: WINNERS_RELOAD_DELAY });
  const [open, setOpen] = useState(false);
  if (matches?.length === 0) return null;
  if (!matches) {
    return (
      <div class={css.strip}>{failed && <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={retry} />}</div>
    );
  }
  return (
    <>
      {/* The button names the control for keyboards and screen readers; its click, like one
          anywhere on the strip, reaches this handler. */}
      <div class={css.strip} onClick={() => setOpen(true)}>
        <button type="button" class={css.title} aria-haspopup="dialog">{t`Hot matches`}</button>
        <VerticalTicker
          items={matches}
          rowHeight={52}
          delay={tickerDelay(MATCH_DELAY_MS)}
          renderItem={(m, seen) => <MatchLine match={m} seen={seen} />}
        />
      </div>
      {open && <HotMatchModal matches={matches} onClose={() => setOpen(false)} />}
    </>
  );
}
