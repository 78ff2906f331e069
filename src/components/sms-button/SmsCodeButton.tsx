// The "get code" button of specification §4: idle, then "Sending…", then disabled with the
// seconds left until the page's countdown reaches 0. The 'link' variant is the register page's
// fetch link. Visible text stays short (it sits beside an input on a 360 px screen); the
// accessible name spells the wait out.

import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import css from './SmsCodeButton.module.css';

export interface SmsCodeButtonProps {
  secondsLeft: number;
  sending: boolean;
  /** E.g. no valid mobile number yet. */
  disabled?: boolean;
  onSend: () => void;
  variant?: 'button' | 'link';
}

export function SmsCodeButton({ secondsLeft, sending, disabled, onSend, variant = 'button' }: SmsCodeButtonProps) {
  const { t } = useLingui();
  const counting = secondsLeft > 0;
  const seconds = formatNumber(secondsLeft, locale.value);
  return (
    <button
      type="button"
      class={css[variant]}
      disabled={disabled || sending || counting}
      aria-busy={sending || undefined}
      aria-label={counting ? t`Resend code in ${seconds} seconds` : undefined}
      onClick={onSend}
    >
      {sending ? t`Sending…` : counting ? t`${seconds} s` : t`Get code`}
    </button>
  );
}
