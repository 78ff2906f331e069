// A modal confirm dialog with the specification's default "Cancel" / "Confirm" texts (it loads
// with the overlays, on first use). Focus moves into the dialog on open, so a screen reader reads
// it, and Escape cancels.

import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import css from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  message: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  /** One button only; Escape and the button both answer true. */
  alert?: boolean;
  onAnswer: (ok: boolean) => void;
}

export function ConfirmDialog({ message, title, confirmText, cancelText, alert, onAnswer }: ConfirmDialogProps) {
  const { t } = useLingui();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onAnswer(!!alert);
  return (
    <div class={css.backdrop} onKeyDown={onKey}>
      <div class={css.dialog} role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-message">
        <h2 id="confirm-title" class={css.title}>
          {title ?? t`Prompt`}
        </h2>
        <p id="confirm-message" class={css.message}>
          {message}
        </p>
        <div class={css.actions}>
          {!alert && (
            <button type="button" class={css.cancel} onClick={() => onAnswer(false)}>
              {cancelText ?? t`Cancel`}
            </button>
          )}
          <button type="button" class={css.confirm} ref={confirmRef} onClick={() => onAnswer(true)}>
            {confirmText ?? (alert ? t`OK` : t`Confirm`)}
          </button>
        </div>
      </div>
    </div>
  );
}
