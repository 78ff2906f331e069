// A labelled text input for the account forms: visible label (a decorative star when required),
// the error under the field linked by aria-describedby, an optional clear button and slots before
// and after the input (a dial-code picker, an SMS button, a captcha picture).
// `required` sets aria-required, not the native attribute: the pages validate with the server's
// rules and show their own messages, the browser's bubbles would get in the way.

import type { ReactNode, Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StrokeIcon, glyphs } from './StrokeIcon';
import css from './Field.module.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  /** Already translated; null or empty shows none. */
  error?: string | null;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'password' | 'tel' | 'email';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  onBlur?: () => void;
  /** For focusing the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
  clearable?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
}

export function TextField(p: TextFieldProps) {
  const { t } = useLingui();
  const { id, label, error, hint } = p;
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  const clear = () => {
    p.onInput('');
    // The clear button disappears with the text: keep the focus in the field, not on <body>.
    document.getElementById(id)?.focus();
  };
  return (
    <div class={css.field}>
      <label for={id} class={css.label}>
        {label}
        {p.required && (
          <span class={css.star} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div class={error ? `${css.box} ${css.invalid}` : css.box}>
        {p.prefix}
        <input
          id={id}
          ref={p.inputRef}
          class={css.input}
          type={p.type ?? 'text'}
          inputMode={p.inputMode}
          maxLength={p.maxLength}
          autoComplete={p.autoComplete}
          // Usernames, codes and passwords: no capitals or corrections from the phone keyboard.
          autoCapitalize="off"
          spellcheck={false}
          placeholder={p.placeholder}
          disabled={p.disabled}
          readOnly={p.readOnly}
          value={p.value}
          aria-required={p.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onInput={(e) => p.onInput(e.currentTarget.value)}
          onBlur={p.onBlur}
        />
        {p.clearable && p.value && !p.disabled && !p.readOnly && (
          <button type="button" class={css.icon} aria-label={t`Clear ${label}`} onClick={clear}>
            <StrokeIcon d={glyphs.clear} />
          </button>
        )}
        {p.suffix}
      </div>
      {error && (
        <p id={`${id}-error`} class={css.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} class={css.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
