// The login form's values and errors. Checks run on submit (all fields of the method, the first
// invalid one focused), on leaving a filled field, and while typing in a field that shows an
// error (so the error goes as soon as the value is right). A language change re-checks the filled
// fields 200 ms after the last change (specification §4). A tab's remembered login fills it when
// the page opens and when the tab is chosen.

import { useEffect, useMemo, useRef, useState } from 'react';
import { decodeRegister } from '@/api/startup-info';
import { locale } from '@/i18n/locale';
import { firstInvalid } from '@/lib/validation';
import { systemStatus } from '@/state/config';
import { loadRememberedLogin } from '@/state/remembered-login';
import {
  checkField, checkFields, emptyValues, fieldsOf, restoreInto,
  type FieldName, type LoginErrors, type LoginValues, type Method,
} from './fields';

/** Specification §9: language-change re-validation debounce. */
const REVALIDATE_DELAY_MS = 200;

export function useLoginForm(method: Method, captchaShown: boolean) {
  const status = systemStatus.value;
  const rules = useMemo(() => decodeRegister(status?.info.register), [status]);
  const [values, setValues] = useState<LoginValues>(emptyValues);
  const [errors, setErrors] = useState<LoginErrors>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const latest = useRef(values);
  latest.current = values;

  const recheck = (fields: readonly FieldName[], v: LoginValues) =>
    setErrors((prev) => {
      const next = { ...prev };
      for (const f of fields) {
        const e = checkField(f, v, rules);
        if (e) next[f] = e;
        else delete next[f];
      }
      return next;
    });

  const setValue = (field: keyof LoginValues, value: string) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    if (field !== 'dialCode' && errors[field]) recheck([field], next);
  };

  const blur = (field: FieldName) => () => {
    if (latest.current[field]) recheck([field], latest.current);
  };

  const focus = (field: FieldName) => inputs.current[field]?.focus();

  /** Checks the method's fields; focuses the first invalid one. True when all pass. */
  const validate = (): boolean => {
    const fields = fieldsOf(method, captchaShown);
    const found = checkFields(fields, latest.current, rules);
    setErrors(found);
    const first = firstInvalid(fields, found);
    if (first) focus(first);
    return !first;
  };

  const lang = locale.value;
  const shownIn = useRef(lang);
  useEffect(() => {
    if (lang === shownIn.current) return;
    shownIn.current = lang;
    const timer = setTimeout(() => {
      const filled = fieldsOf(method, captchaShown).filter((f) => latest.current[f] !== '');
      recheck(filled, latest.current);
    }, REVALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lang]);

  useEffect(() => {
    let live = true;
    void loadRememberedLogin(method).then((saved) => {
      if (!live || !saved) return;
      const next = restoreInto(latest.current, method, saved);
      latest.current = next;
      setValues(next);
    });
    return () => {
      live = false;
    };
  }, [method]);

  const inputRef = (field: FieldName) => (el: HTMLInputElement | null) => {
    inputs.current[field] = el;
  };

  return { rules, values, errors, setValue, blur, validate, inputRef, focus };
}
