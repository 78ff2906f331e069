// The primary, full-width submit button of a form. While `pending` it is disabled (a second tap,
// or Enter in a field, cannot submit again) and shows a small spinner beside its label. The
// page-wide Spinner is a block with its own status text, too big for inside a button.

import type { ReactNode } from 'react';
import css from './SubmitButton.module.css';

export interface SubmitButtonProps {
  pending?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

export function SubmitButton({ pending, disabled, children }: SubmitButtonProps) {
  return (
    <button type="submit" class={css.submit} disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending && <span class={css.ring} aria-hidden="true" />}
      {children}
    </button>
  );
}
