// One form's state, for every form (ARCHITECTURE §2, "one form primitive"): the values, the
// messages under the fields and the submit. A field's message comes from the form's own check (the
// rules of lib/validation.ts and friends, as Lingui descriptors, translated when shown) or from the
// server (`fail`). It shows once the field is touched: left with a value, or checked by a refused
// submit; it follows the typing from then on and goes as soon as the value passes (in a `sticky`
// form a field left once, even empty, keeps showing whatever its value breaks). A refused submit
// focuses the first invalid field in form order; a submit under way cannot start again, and a
// failed one keeps the values.

import { useEffect, useRef, useState } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { afterLanguageChange } from '@/i18n/locale';
import type { Check } from '@/lib/validation';

/** A form's values by field name (a field not typed into yet may be missing). */
type Texts<V> = Readonly<Partial<Record<keyof V, string>>>;
type Name<V> = Extract<keyof V, string>;
/** A server failure under a field: a descriptor, or text made in the language shown. */
export type Message = MessageDescriptor | ((i18n: I18n) => string);

/** Specification §4 and §9: the re-check after a language change waits 200 ms. */
const RECHECK_DELAY_MS = 200;

export interface FormOptions<V extends Texts<V>> {
  initial: V;
  /** The fields checked, in form order. */
  fields: readonly Name<V>[];
  check: (field: Name<V>, values: V) => Check;
  /** Resolves when done: the button stays disabled (the page leaves, or `reset` opens it again). */
  send: (values: V) => Promise<void>;
  /** A send failed: the button is enabled again, the values are kept; say why. */
  failed: (error: unknown) => void;
  /** Fields whose check reads another one: editing that one re-checks them once they are filled. */
  dependents?: Partial<Record<Name<V>, readonly Name<V>[]>>;
  /** A field left once, even empty, shows its message from then on (a form whose submit stays
   *  disabled until every field passes tells the player what is missing that way). */
  sticky?: boolean;
  /** Re-checks the filled fields 200 ms after a language change (specification §4, login). */
  recheckOnLanguage?: boolean;
}

interface State<V extends Texts<V>> {
  values: V;
  touched: Partial<Record<Name<V>, true>>;
  server: Partial<Record<Name<V>, Message>>;
  pending: boolean;
}

export function useForm<V extends Texts<V>>(options: FormOptions<V>) {
  const { i18n } = useLingui();
  const opts = useRef(options);
  opts.current = options;
  // The state lives in a ref, so a submit right after typing (or replayed at boot) reads it at once.
  const state = useRef<State<V>>({ values: options.initial, touched: {}, server: {}, pending: false });
  const [, setRenders] = useState(0);
  // Set at once: two taps within one frame both see `pending` still false.
  const busy = useRef(false);
  const inputs = useRef<Partial<Record<Name<V>, HTMLElement | null>>>({});

  const update = (next: Partial<State<V>>) => {
    state.current = { ...state.current, ...next };
    setRenders((n) => n + 1);
  };
  const fails = (field: Name<V>) => opts.current.check(field, state.current.values) !== null;
  const focus = (field: Name<V>) => inputs.current[field]?.focus();

  /** Checks fields now: a failing one shows its message, a passing one none (server's included). */
  const touch = (...fields: Name<V>[]) => {
    const touched = { ...state.current.touched };
    const server = { ...state.current.server };
    for (const f of fields) {
      delete server[f];
      if (opts.current.sticky || fails(f)) touched[f] = true;
      else delete touched[f];
    }
    update({ touched, server });
  };

  const set = (field: Name<V>, value: string) => {
    const { values, touched, server } = state.current;
    state.current = { ...state.current, values: { ...values, [field]: value } };
    const again = new Set<Name<V>>(touched[field] || server[field] ? [field] : []);
    for (const d of opts.current.dependents?.[field] ?? []) if (state.current.values[d]) again.add(d);
    // A message that no longer applies goes (a confirmation once its password matches again).
    if (!opts.current.sticky) for (const f of Object.keys(touched) as Name<V>[]) if (!fails(f)) again.add(f);
    touch(...again);
  };

  const blur = (field: Name<V>) => {
    if (opts.current.sticky || state.current.values[field]) touch(field);
  };

  useEffect(
    () =>
      afterLanguageChange(() => {
        const { fields, recheckOnLanguage } = opts.current;
        if (recheckOnLanguage) touch(...fields.filter((f) => state.current.values[f]));
      }, RECHECK_DELAY_MS),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- touch works through refs: the first render's does
    [],
  );

  /** Runs a send (or a sign-in without the form's checks) unless one is under way. */
  const run = async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    update({ pending: true });
    try {
      await task();
    } catch (error) {
      busy.current = false;
      update({ pending: false });
      opts.current.failed(error);
    }
  };

  const submit = (e?: Event) => {
    e?.preventDefault();
    if (busy.current) return;
    const failing = opts.current.fields.filter(fails);
    const found = Object.fromEntries(failing.map((f) => [f, true])) as State<V>['touched'];
    update({ touched: opts.current.sticky ? { ...state.current.touched, ...found } : found, server: {} });
    if (failing[0]) return focus(failing[0]);
    void run(() => opts.current.send(state.current.values));
  };

  /** The message under a field, translated; null when none shows. */
  const message = (field: Name<V>): string | null => {
    const { touched, server } = state.current;
    const m = server[field] ?? (touched[field] ? opts.current.check(field, state.current.values) : null);
    return !m ? null : typeof m === 'function' ? m(i18n) : i18n._(m);
  };
  const inputRef = (field: Name<V>) => (el: HTMLElement | null) => {
    inputs.current[field] = el;
  };

  const { values, pending } = state.current;
  const errors: Partial<Record<Name<V>, MessageDescriptor>> = {};
  for (const f of options.fields) {
    const check = options.check(f, values);
    if (check) errors[f] = check;
  }

  return {
    values,
    /** What every field breaks now, shown or not (a "get code" button needs a valid number). */
    errors,
    valid: Object.keys(errors).length === 0,
    pending,
    set,
    blur,
    touch,
    message,
    focus,
    inputRef,
    submit,
    run,
    /** The props of a TextField or PasswordField bound to a field. */
    field: (name: Name<V>) => ({
      value: values[name] ?? '',
      onInput: (v: string) => set(name, v),
      onBlur: () => blur(name),
      error: message(name),
      inputRef: inputRef(name),
    }),
    /** A server failure under its field (it goes when the field is edited, left or sent again). */
    fail: (field: Name<V>, m: Message) => update({ server: { ...state.current.server, [field]: m } }),
    /** Empties a field and hides its message (the page says why another way). */
    clear: (field: Name<V>) => {
      const touched = { ...state.current.touched };
      const server = { ...state.current.server };
      delete touched[field];
      delete server[field];
      update({ values: { ...state.current.values, [field]: '' }, touched, server });
    },
    /** Fills values without checking them (a remembered login), from the latest ones. */
    fill: (change: (values: V) => V) => update({ values: change(state.current.values) }),
    /** Hides every message (another tab of the form was chosen). */
    hideMessages: () => update({ touched: {}, server: {} }),
    /** Back to the initial values, no message, the button enabled (after a send that stays on the page). */
    reset: () => {
      busy.current = false;
      update({ values: opts.current.initial, touched: {}, server: {}, pending: false });
    },
  };
}

export type Form<V extends Texts<V>> = ReturnType<typeof useForm<V>>;
