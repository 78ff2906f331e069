// /m/upLine/transfer (docs/money.md, "Superior transfer"): a member sends money to its upline,
// confirmed by the payment password. The server's gate (UPLINETRANS3 on, an upline, not type 2)
// answers the terms call with `transfer.not.allowed`: its message is the page. The transfer is a
// money request (api/rebates.ts): encrypted, with its own idempotency key, paid once; the answer's
// balance goes into the header at once.

import { useState } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@/api/errors';
import { fetchTransferInfo, transferToUpline, type MoneyOrder, type UplineTransferInfo } from '@/api/rebates';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { LoadState } from '@/components/load-state/LoadState';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';
import { setBalance } from '@/state/wallet';
import { checkPaymentPassword, checkTransferAmount } from '@/lib/transfer-checks';
import css from './upline-transfer.module.css';

/** The refusals that close the page rather than fail its load: their text is what the player reads. */
const CLOSED = ['transfer.not.allowed', 'member.trial.forbidden'];

type Terms = { info: UplineTransferInfo } | { closed: string };

async function loadTerms(signal: AbortSignal): Promise<Terms> {
  try {
    return { info: await fetchTransferInfo(signal) };
  } catch (e) {
    if (e instanceof ApiError && CLOSED.includes(e.errorCode)) return { closed: e.message };
    throw e;
  }
}

export default function UplineTransferPage() {
  const { data, failed, retry } = useLocaleLoad((_, signal) => loadTerms(signal));
  if (!data) return <LoadState failed={failed} onRetry={retry} />;
  return (
    <div class={css.page}>
      {'closed' in data ? (
        <p class={css.closed} role="status" data-testid="transfer-closed">
          {data.closed}
        </p>
      ) : (
        <TransferForm info={data.info} onDone={retry} />
      )}
    </div>
  );
}

function TransferForm({ info, onDone }: { info: UplineTransferInfo; onDone: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const [done, setDone] = useState<MoneyOrder | null>(null);
  const money = (value: number) => formatMoney(value, locale.value);
  const form = useForm({
    initial: { amount: '', password: '' },
    fields: ['amount', 'password'],
    check: (field, values) =>
      field === 'amount' ? checkTransferAmount(values.amount ?? '', info.min, info.max) : checkPaymentPassword(values.password ?? ''),
    send: async (values) => {
      const order = await transferToUpline(session.peek()?.userName ?? '', values.amount ?? '', values.password ?? '');
      setBalance(order.sumBalance);
      setDone(order);
      showToast(t`Transferred`, { kind: 'success' });
      form.reset();
      await onDone();
    },
    failed: (err) => {
      showToast(accountErrorText(err, i18n), { kind: 'error' });
      const code = err instanceof ApiError ? err.errorCode : '';
      if (code.startsWith('payment.password.')) form.focus('password');
    },
  });

  return (
    <>
      <p class={css.card}>
        {t`To your superior`} <strong data-testid="transfer-upline">{info.upline}</strong>
        <br />
        {t`From ${money(info.min)} to ${money(info.max)}`}
      </p>
      {info.turnoverRemaining > 0 && <p class={css.card}>{t`Bet ${money(info.turnoverRemaining)} more before you can transfer.`}</p>}
      {!info.paymentPasswordSet ? (
        <p class={css.card}>
          {t`Set a payment password first.`} <Link href={paths.securityCenter}>{t`Security centre`}</Link>
        </p>
      ) : (
        <form noValidate onSubmit={form.submit}>
          <TextField id="ut-amount" label={t`Amount (৳)`} {...form.field('amount')} autoComplete="off" required />
          <PasswordField id="ut-password" label={t`Payment password`} {...form.field('password')} maxLength={6} autoComplete="off" required />
          <SubmitButton pending={form.pending}>{t`Transfer`}</SubmitButton>
        </form>
      )}
      {done && (
        <p class={css.result} role="status">
          {t`Sent ${money(done.amount)} (order ${done.orderNo}). New balance: ${money(done.sumBalance)}`}
        </p>
      )}
    </>
  );
}
