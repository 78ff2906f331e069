// What a page shows while its data is missing: while loading, a skeleton shaped like the final
// layout (the caller picks the shape) or, for a page of no list, the spinner; after a failure the
// specification's "Loading failed, tap to retry" (texts of the shell catalog, which has them).
// While loading, the top progress bar runs too (lib/wait-bar.ts).

import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Spinner } from '@/components/spinner/Spinner';
import { holdWaitBar } from '@/lib/wait-bar';
import css from './LoadState.module.css';

/** `count` muted blocks of one kind's box: `row`, a record list's row (64 px, 1 px apart: exactly
 *  the virtual grid's, so rows replace it without a shift); `item`, a list entry of a line or two
 *  (notices, messages, help); `card`, a promotion's card. */
export interface SkeletonShape {
  kind: 'row' | 'item' | 'card';
  count: number;
}

export function LoadState({ failed, onRetry, shape }: { failed: boolean; onRetry: () => Promise<unknown>; shape?: SkeletonShape }) {
  const { t } = useLingui();
  useEffect(() => (failed ? undefined : holdWaitBar()), [failed]);
  if (failed)
    return (
      <div class={css.retry}>
        <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Please wait`} onRetry={onRetry} />
      </div>
    );
  if (!shape) return <Spinner label={t`Please wait`} />;
  return (
    <div aria-busy="true">
      <span class="visually-hidden" role="status">
        {t`Please wait`}
      </span>
      <ul class={`${css.skeleton} ${css[shape.kind]}`} aria-hidden="true">
        {Array.from({ length: shape.count }, (_, i) => (
          <li key={i} />
        ))}
      </ul>
    </div>
  );
}
