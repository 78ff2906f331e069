// Shared pieces of the hubs: a vendor's drawn logo (contract item 8), and the place of a list
// while the vendor data loads (a box of fixed height with the spinner, then the retry in it after a
// failure).

import { useLingui } from '@lingui/react/macro';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Spinner } from '@/components/spinner/Spinner';
import { imageUrl } from '@/state/images';
import type { Categories } from './use-categories';
import css from './hubs.module.css';

/** The logos are drawn 120×48; shown at half size in the category cards. */
export const VendorLogo = ({ vendor, small }: { vendor: string; small?: boolean }) => (
  <img
    class={css.logo}
    src={imageUrl(`/cdn/vendors/${vendor}.svg`)}
    alt=""
    width={small ? 60 : 120}
    height={small ? 24 : 48}
    loading="lazy"
    decoding="async"
  />
);

export function Waiting({ state }: { state: Pick<Categories, 'failed' | 'retry'> }) {
  const { t } = useLingui();
  return (
    <div class={css.waiting}>
      {state.failed ? (
        <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={state.retry} />
      ) : (
        <Spinner label={t`Loading…`} />
      )}
    </div>
  );
}
