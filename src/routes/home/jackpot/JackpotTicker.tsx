// The home jackpot ticker (specification doc. 2 §2 and §9; lib/jackpot.ts): a link to the winner
// page whose amount grows on a timer. The amount is a signal and its formatted text a computed
// passed straight into JSX, so a step rewrites one text node and re-renders no component. Data
// saver slows it (state/data-saver.ts).

import { useEffect, useState } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { computed, signal } from '@preact/signals-react';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { jackpotDelay, jackpotStart, jackpotStep, type Random } from '@/lib/jackpot';
import { paths } from '@/lib/paths';
import { tickerDelay } from '@/state/data-saver';
import css from './JackpotTicker.module.css';

export function JackpotTicker({ random = Math.random }: { random?: Random }) {
  const { t } = useLingui();
  // Made once: the amount starts where the first render put it and only grows.
  const [[amount, text]] = useState(() => {
    const value = signal(jackpotStart(random));
    return [value, computed(() => formatNumber(value.value, locale.value, 0))] as const;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          // A hidden page skips the step: nobody sees it, and the phone stays idle.
          if (!document.hidden) amount.value += jackpotStep(random);
          schedule();
        },
        tickerDelay(jackpotDelay(random)),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [amount, random]);
  return (
    <Link href={paths.winnerPage} class={css.jackpot}>
      <span class={css.label}>{t`Jackpot`}</span>
      <span class={css.amount}>৳ {text}</span>
    </Link>
  );
}
