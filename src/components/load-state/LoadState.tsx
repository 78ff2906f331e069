// What a page shows while its data is missing: the spinner while loading, and after a failure the
// specification's "Loading failed, tap to retry" (texts of the shell catalog, which has them).

import { useLingui } from '@lingui/react/macro';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Spinner } from '@/components/spinner/Spinner';
import css from './LoadState.module.css';

export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => Promise<unknown> }) {
  const { t } = useLingui();
  if (!failed) return <Spinner label={t`Please wait`} />;
  return (
    <div class={css.retry}>
      <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Please wait`} onRetry={onRetry} />
    </div>
  );
}
