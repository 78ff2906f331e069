// The transfer to a direct member (in team management's detail): an amount and the payment
// password, paid once (api/agent-team.ts, its own idempotency key); the answer's balance goes into
// the header at once.

import { useState } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { transferToDownline, type MoneyOrder, type TransferLimits } from '@/api/agent-team';
import { ApiError } from '@/api/errors';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { checkPaymentPassword, checkTransferAmount } from '@/lib/transfer-checks';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';
import { setBalance } from '@/state/wallet';
import { money } from './format';
import css from './team.module.css';

/** Set a payment password first: the note and the way to the security centre. */
export function NoPaymentPassword() {
  const { t } = useLingui();
  return (
    <p class={css.card}>
      {t`Set a payment password first.`} <Link href={paths.securityCenter}>{t`Security centre`}</Link>
    </p>
  );
}

export function DownlineTransfer({ username, limits }: { username: string; limits: TransferLimits }) {
  const { t, i18n } = useLingui();
  const [done, setDone] = useState<MoneyOrder | null>(null);
  const form = useForm({
    initial: { amount: '', password: '' },
    fields: ['amount', 'password'],
    check: (field, values) =>
      field === 'amount' ? checkTransferAmount(values.amount ?? '', limits.min, limits.max) : checkPaymentPassword(values.password ?? ''),
    send: async (values) => {
      const order = await transferToDownline(session.peek()?.userName ?? '', username, values.amount ?? '', values.password ?? '');
      setBalance(order.sumBalance);
      setDone(order);
      showToast(t`Transferred`, { kind: 'success' });
      form.reset();
    },
    failed: (err) => {
      showToast(accountErrorText(err, i18n), { kind: 'error' });
      if (err instanceof ApiError && err.errorCode.startsWith('payment.password.')) form.focus('password');
    },
  });
  if (!limits.paymentPasswordSet) return <NoPaymentPassword />;
  return (
    <form noValidate onSubmit={form.submit} class={css.transfer} aria-label={t`Transfer to ${username}`}>
      <TextField
        id="dt-amount"
        label={t`Amount (৳)`}
        hint={t`From ${money(limits.min)} to ${money(limits.max)}`}
        {...form.field('amount')}
        autoComplete="off"
        required
      />
      <PasswordField id="dt-password" label={t`Payment password`} {...form.field('password')} maxLength={6} autoComplete="off" required />
      <SubmitButton pending={form.pending}>{t`Transfer`}</SubmitButton>
      {done && (
        <p class={css.result} role="status">
          {t`Sent ${money(done.amount)} (order ${done.orderNo}). New balance: ${money(done.sumBalance)}`}
        </p>
      )}
    </form>
  );
}
