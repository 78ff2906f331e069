// /m/withdraw (docs/money.md, "Withdrawal"): the balance and the frozen money, the turnover still
// to play (the form waits until it is met), the payout accounts to pay to (none: add one here),
// and the form. One call loads it all (withdraw/info: 2G).

import { useState } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { LoadState } from '@/components/load-state/LoadState';
import { PayoutAccounts } from '@/components/payout-accounts/PayoutAccounts';
import { fetchWithdrawInfo, type WithdrawResult } from '@/api/withdraw';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { paths } from '@/lib/paths';
import { useResource } from '@/lib/use-resource';
import { usePayoutAccounts } from '@/state/payout-accounts';
import { session } from '@/state/session';
import { WithdrawForm } from './WithdrawForm';
import css from './withdraw.module.css';

export default function WithdrawPage() {
  const { t } = useLingui();
  const money = (v: number) => formatMoney(v, locale.value);
  const info = useResource(() => ({ key: () => session.value?.token ?? null, fetch: (_token, signal) => fetchWithdrawInfo(signal) }), []);
  const [last, setLast] = useState<WithdrawResult | null>(null);
  const accounts = usePayoutAccounts(() => void info.load());
  const data = info.data.value;
  if (!data) return <LoadState failed={info.failed.value} onRetry={() => info.load()} />;
  const reload = () => void info.load();
  const turnoverMet = data.turnoverRemaining <= 0;

  return (
    <div class={css.page}>
      <dl class={css.wallet}>
        <div>
          <dt>{t`Balance`}</dt>
          <dd data-testid="wd-balance">{money(data.balance)}</dd>
        </div>
        <div>
          <dt>{t`Frozen (withdrawals under review)`}</dt>
          <dd data-testid="wd-frozen">{money(data.frozen)}</dd>
        </div>
      </dl>
      {last && (
        <p class={css.note} role="status">
          {t`Order ${last.orderNo}: ${money(last.amount)} is waiting for review.`}
        </p>
      )}
      {!turnoverMet && (
        <p class={css.note} role="status">
          {t`Bet ${money(data.turnoverRemaining)} more before you can withdraw.`}
        </p>
      )}
      {turnoverMet && !data.paymentPasswordSet && (
        <p class={css.note}>
          {t`Set a payment password first: it confirms every withdrawal.`} <Link href={paths.securityCenter}>{t`Security centre`}</Link>
        </p>
      )}
      {data.paymentPasswordSet && data.accounts.length > 0 && (
        // Shown but disabled while turnover remains: the player sees what waits behind the reason above.
        <fieldset class={css.plain} disabled={!turnoverMet}>
          <WithdrawForm
            info={data}
            onDone={(result) => {
              setLast(result);
              reload();
            }}
          />
        </fieldset>
      )}
      <PayoutAccounts model={accounts} />
    </div>
  );
}
