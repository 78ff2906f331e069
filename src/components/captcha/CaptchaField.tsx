// The captcha input with its picture beside it. The picture is a button: a tap asks the page for
// a new code and empties the input (the typed code belongs to the old picture). While loading, a
// box of the picture's size holds its place; after a failure (image null, not loading) the same
// box offers "Tap to retry".

import type { Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/field/TextField';
import css from './CaptchaField.module.css';

export interface CaptchaFieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  error?: string | null;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Default 6 (specification §9). */
  maxLength?: number;
  /** A data URL (`data:image/png;base64,…`); null while loading or after a failure. */
  image: string | null;
  loading: boolean;
  onReload: () => void;
}

export function CaptchaField({ image, loading, onReload, maxLength = 6, ...field }: CaptchaFieldProps) {
  const { t } = useLingui();
  const reload = () => {
    if (loading) return;
    field.onInput('');
    onReload();
  };
  const picture = (
    <button
      type="button"
      class={css.picture}
      aria-label={image || loading ? t`Tap the picture for a new code` : undefined}
      aria-busy={loading || undefined}
      onClick={reload}
    >
      {loading ? null : image ? <img src={image} alt={t`Captcha picture`} width={120} height={40} /> : t`Tap to retry`}
    </button>
  );
  return <TextField {...field} inputMode="numeric" autoComplete="off" maxLength={maxLength} suffix={picture} />;
}
