// Open account (docs/agent-area.md, "Open account and links"): username, password and its
// confirmation under the register page's rules and messages (lib/validation.ts, the start-up
// info's `register` rules), the kind and the rates. The username's availability is asked 400 ms
// after typing stops, once it passes its rule. Success shows the new username with "open another".

import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { checkUsername, openAccount, type AffiliateLinks, type DownlineKind, type OpenedAccount } from '@/api/agent-accounts';
import { ApiError } from '@/api/errors';
import { decodeStartupInfo } from '@/api/startup-info';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { accountErrorText, failedField } from '@/lib/account-errors';
import { checkConfirm, checkRule, type FieldRule } from '@/lib/validation';
import { systemStatus } from '@/state/config';
import { showToast } from '@/state/ui';
import { checkRate, initialRates, RATE_PREFIX, rateCategories, rateField, ratesFrom } from './rates';
import { KindAndRates } from './KindAndRates';
import css from './agent-register.module.css';

const CHECK_DELAY_MS = 400;
const TAKEN = 'register.username.exists';

type Values = Record<string, string>;

/** A merchant that publishes no rule for the field: any text, as the server then checks. */
const ANY_TEXT: FieldRule = { required: true, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 64 };

/** The field a refusal concerns, else null (a toast says it). */
function fieldOf(err: unknown): string | null {
  const code = err instanceof ApiError ? err.errorCode : '';
  if (code === TAKEN) return 'username';
  if (code === 'register.format.invalid') return failedField(err);
  if (code === 'register.confirm.mismatch') return 'confirmPassword';
  if (code === 'agent.rebate.above.own' && err instanceof ApiError) {
    const category = (err.value as { category?: unknown } | null)?.category;
    return typeof category === 'string' ? rateField(category) : null;
  }
  return null;
}

export function OpenAccountForm({ rates }: { rates: AffiliateLinks }) {
  const { t, i18n } = useLingui();
  const rules = useMemo(() => decodeStartupInfo(systemStatus.value?.info).register, []);
  const [kind, setKind] = useState<DownlineKind>(0);
  const [opened, setOpened] = useState<OpenedAccount | null>(null);
  const [free, setFree] = useState('');
  const rateFields = rateCategories(rates.own).map(rateField);
  const initial = () => ({ username: '', password: '', confirmPassword: '', ...initialRates(rates.own, rates.defaults) });

  const form = useForm<Values>({
    initial: initial(),
    fields: ['username', 'password', 'confirmPassword', ...rateFields],
    check: (field, values) => {
      const value = values[field] ?? '';
      if (field === 'username' || field === 'password') return checkRule({ ...(rules[field] ?? ANY_TEXT), enabled: true, required: true }, value);
      if (field === 'confirmPassword') return checkConfirm(values.password ?? '', value, 'register');
      return checkRate(value, rates.own[field.slice(RATE_PREFIX.length)] ?? 0);
    },
    dependents: { password: ['confirmPassword'] },
    send: async (values) => {
      const { username = '', password = '', confirmPassword = '' } = values;
      setOpened(await openAccount({ username, password, confirmPassword, type: kind, rates: ratesFrom(values, rates.own) }));
      showToast(t`Account opened`, { kind: 'success' });
    },
    failed: (err) => {
      const field = fieldOf(err);
      const text = (i18n: Parameters<typeof accountErrorText>[1]) => accountErrorText(err, i18n);
      if (field) {
        form.fail(field, text);
        form.focus(field);
      } else showToast(text(i18n), { kind: 'error' });
    },
  });

  // Availability as the agent types: only for a name that passes its rule, the latest one only.
  const username = form.values.username ?? '';
  const usernameValid = !form.errors.username;
  useEffect(() => {
    if (!usernameValid || opened) return;
    const ask = new AbortController();
    const timer = setTimeout(() => {
      checkUsername(username, ask.signal).then(
        (available) => {
          if (available) setFree(username);
          else form.fail('username', (i18n) => accountErrorText(new ApiError(400, TAKEN, ''), i18n));
        },
        () => {}, // The submit asks again: a failed check only means no early word.
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ask.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks per name; form works through refs
  }, [username, usernameValid, opened]);

  if (opened) {
    const name = opened.username;
    const code = opened.affiliateCode;
    return (
      <div class={css.done} role="status" data-testid="account-opened">
        <p>{opened.type === 1 ? t`Sub-agent ${name} is ready to sign in.` : t`Player ${name} is ready to sign in.`}</p>
        {code && <p>{t`Invitation code: ${code}`}</p>}
        <button
          type="button"
          class={css.button}
          onClick={() => {
            form.reset();
            setFree('');
            setOpened(null);
          }}
        >
          {t`Open another`}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.submit} class={css.form}>
      <TextField
        id="oa-username"
        label={t`Username`}
        autoComplete="off"
        clearable
        required
        hint={free && free === username ? t`Username available` : undefined}
        {...form.field('username')}
      />
      <PasswordField id="oa-password" label={t`Password`} autoComplete="new-password" required {...form.field('password')} />
      <PasswordField id="oa-confirm" label={t`Confirm password`} autoComplete="new-password" required {...form.field('confirmPassword')} />
      <KindAndRates idPrefix="oa" kind={kind} onKind={setKind} own={rates.own} field={form.field} />
      <SubmitButton pending={form.pending}>{t`Open account`}</SubmitButton>
    </form>
  );
}
