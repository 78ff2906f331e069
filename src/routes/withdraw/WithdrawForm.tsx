// The withdrawal form: the payout account, the amount within the account kind's range and today's
// limits, and the payment password. The answer's balance goes to the header at once; the order
// then waits for the cashier (PENDING).

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { usePayoutNames } from '@/i18n/wallet-names';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { withdraw, type WithdrawInfo, type WithdrawResult } from '@/api/withdraw';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { accountErrorText } from '@/lib/account-errors';
import { session } from '@/state/session';
import { setBalance } from '@/state/wallet';
import { showToast } from '@/state/ui';
import css from './withdraw.module.css';

const CHIPS = [500, 1000, 2000, 5000];

export function WithdrawForm({ info, onDone }: { info: WithdrawInfo; onDone: (result: WithdrawResult) => void }) {
  const { t, i18n } = useLingui();
  const { label: accountLabel } = usePayoutNames();
  const money = (v: number) => formatMoney(v, locale.value);
  const [accountId, setAccountId] = useState(info.accounts[0]?.id ?? 0);
  const account = info.accounts.find((a) => a.id === accountId) ?? info.accounts[0];
  const range = account ? info.limits[account.type] : { min: 0, max: 0 };
  const amountLeft = Math.max(0, info.today.amountLimit - info.today.amount);
  const max = Math.min(range.max, amountLeft, info.balance);

  const form = useForm({
    initial: { amount: '', password: '' },
    fields: ['amount', 'password'],
    check: (field, v) => {
      if (field === 'password') return /^[0-9]{6}$/.test(v.password ?? '') ? null : msg`Enter your 6-digit payment password`;
      const amount = Number(v.amount);
      if (!/^[0-9]{1,9}$/.test(v.amount ?? '') || amount < range.min) return msg`Enter a whole amount within the limits`;
      if (amount > info.balance) return msg`More than your balance`;
      return amount > max ? msg`Enter a whole amount within the limits` : null;
    },
    send: async (v) => {
      const result = await withdraw(
        { payoutAccountId: account?.id ?? 0, amount: v.amount, paymentPassword: v.password },
        session.value?.userName ?? '',
      );
      setBalance(result.sumBalance);
      showToast(t`Withdrawal requested: waiting for review`, { kind: 'success' });
      form.reset();
      onDone(result);
    },
    failed: (err) => {
      form.clear('password');
      showToast(accountErrorText(err, i18n), { kind: 'error' });
    },
  });

  const countLeft = info.today.countLimit === 0 ? null : Math.max(0, info.today.countLimit - info.today.count);
  return (
    <form noValidate onSubmit={form.submit} class={css.form}>
      <fieldset>
        <legend>{t`Pay to`}</legend>
        {info.accounts.map((a) => (
          <label key={a.id} class={css.choice}>
            <input type="radio" name="payout-account" checked={a.id === account?.id} onChange={() => setAccountId(a.id)} />
            {accountLabel(a)}
          </label>
        ))}
      </fieldset>
      <TextField
        id="wd-amount"
        label={t`Amount`}
        {...form.field('amount')}
        inputMode="numeric"
        maxLength={9}
        hint={t`${money(range.min)} to ${money(range.max)} per withdrawal`}
        required
      />
      <div class={css.chips}>
        {CHIPS.filter((c) => c >= range.min && c <= max).map((c) => (
          <button key={c} type="button" onClick={() => form.set('amount', String(c))}>
            {money(c)}
          </button>
        ))}
      </div>
      <p class={css.muted}>
        {countLeft === null ? t`Today: ${money(amountLeft)} left to withdraw` : t`Today: ${countLeft} withdrawals and ${money(amountLeft)} left`}
      </p>
      <PasswordField id="wd-password" label={t`Payment password`} {...form.field('password')} maxLength={6} autoComplete="off" required />
      <SubmitButton pending={form.pending} disabled={countLeft === 0}>
        {t`Withdraw`}
      </SubmitButton>
    </form>
  );
}
