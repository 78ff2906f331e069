// The registration form's values and errors. An error shown under a field follows later edits of
// that field (it clears once the value passes); editing the password re-checks a typed
// confirmation (specification §5). Server failures are kept as the failure itself, so their text
// is translated when shown and follows a language change like the client's own messages.

import { useState } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { RegisterField } from '@/api/register';
import { accountErrorText } from '@/lib/account-errors';
import { firstInvalid } from '@/lib/validation';
import { checkField, type Values } from './checks';
import type { FormField } from './register-fields';

export type FieldError = MessageDescriptor | { failure: unknown };
export type Errors = Partial<Record<RegisterField, FieldError>>;

export const fieldId = (name: RegisterField): string => `reg-${name}`;

/** Moves the focus to a field (the first invalid one, or the one a failure names). */
export const focusField = (name: RegisterField): void => document.getElementById(fieldId(name))?.focus();

export const errorText = (e: FieldError | undefined, i18n: I18n): string | null =>
  !e ? null : 'failure' in e ? accountErrorText(e.failure, i18n) : i18n._(e);

interface FormState {
  values: Values;
  errors: Errors;
}

function withCheck(errors: Errors, field: FormField | undefined, values: Values): Errors {
  if (!field) return errors;
  const { [field.name]: _old, ...rest } = errors;
  const check = checkField(field, values);
  return check ? { ...rest, [field.name]: check } : rest;
}

export function useRegisterForm(fields: readonly FormField[], initial: Values) {
  const [{ values, errors }, setState] = useState<FormState>({ values: initial, errors: {} });
  const find = (name: RegisterField) => fields.find((f) => f.name === name);

  const setValue = (name: RegisterField, value: string) =>
    setState((s) => {
      const next = { ...s.values, [name]: value };
      let errs = s.errors[name] ? withCheck(s.errors, find(name), next) : s.errors;
      if (name === 'password' && next.confirmPassword) errs = withCheck(errs, find('confirmPassword'), next);
      return { values: next, errors: errs };
    });

  /** Leaving a typed field checks it; an empty one waits for the submit. */
  const blur = (name: RegisterField) =>
    setState((s) => (s.values[name] ? { ...s, errors: withCheck(s.errors, find(name), s.values) } : s));

  /** Checks every field; returns the first invalid one (focus it), or null. */
  const validate = (): RegisterField | null => {
    const errs: Partial<Record<RegisterField, MessageDescriptor>> = {};
    for (const f of fields) {
      const check = checkField(f, values);
      if (check) errs[f.name] = check;
    }
    setState((s) => ({ ...s, errors: errs }));
    return firstInvalid(fields.map((f) => f.name), errs);
  };

  const setError = (name: RegisterField, error: FieldError) =>
    setState((s) => ({ ...s, errors: { ...s.errors, [name]: error } }));

  const clearErrors = () => setState((s) => ({ ...s, errors: {} }));

  /** The values of the fields shown (a value typed on the other tab is not sent). */
  const shownValues = (): Values => Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? '']));

  return {
    values, errors, setValue, blur, validate, setError, clearErrors, shownValues,
    isShown: (name: RegisterField) => !!find(name),
  };
}
