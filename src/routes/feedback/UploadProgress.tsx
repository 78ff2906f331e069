// The upload's progress while it goes (on 2G three photos take many seconds) and the cancel
// button; cancelling keeps the form as it was.

import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import css from './feedback.module.css';

export interface UploadProgressProps {
  /** Sent so far, 0 to 1. */
  share: number;
  onCancel: () => void;
}

export function UploadProgress({ share, onCancel }: UploadProgressProps) {
  const { t } = useLingui();
  const percent = formatNumber(Math.round(share * 100), locale.value);
  return (
    <div class={css.progress}>
      <progress max={1} value={share} aria-label={t`Sending: ${percent}%`} />
      <span aria-hidden="true">{`${percent}%`}</span>
      <button type="button" class={css.cancel} onClick={onCancel}>{t`Cancel`}</button>
    </div>
  );
}
