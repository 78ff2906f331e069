// /m/voucherCenter/result?orderNo=: where the payment provider sends the player back. It reads the
// order every 3 s until it is final, for at most 60 s, then says it is still processing
// (docs/money.md, "Deposit: the two ways"); a paid order refreshes the header's balance. A module of
// its own: the deposit form, the most visited money page, does not carry it.

import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { fetchDepositOrder } from '@/api/deposit-order';
import { LoadState } from '@/components/load-state/LoadState';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { paths } from '@/lib/paths';
import { useResource } from '@/lib/use-resource';
import { session } from '@/state/session';
import { refreshBalance } from '@/state/wallet';
import css from './deposit-result.module.css';

const POLL_MS = 3000;
const POLL_FOR_MS = 60_000;

export default function DepositResult() {
  const { t } = useLingui();
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  const order = useResource(
    // Without an order number (an address typed or shared without it) there is nothing to ask for.
    () => ({
      key: () => (orderNo ? (session.value?.token ?? null) : null),
      fetch: (_token: string, signal: AbortSignal) => fetchDepositOrder(orderNo, signal),
    }),
    [orderNo],
  );
  const [gaveUp, setGaveUp] = useState(false);
  const status = order.data.value?.status;

  useEffect(() => {
    // Only a pending order is polled: before the first answer (or after it failed, when the retry
    // is on screen) nothing is asked for behind the player's back.
    if (status !== 'PENDING') {
      if (status === 'SUCCESS') void refreshBalance();
      return;
    }
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= POLL_FOR_MS) {
        clearInterval(timer);
        setGaveUp(true);
      } else void order.load({ fresh: true });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [status, order]);

  const data = order.data.value;
  if (!orderNo) {
    return (
      <div class={css.page} role="status">
        <h2 class={css.bad}>{t`No deposit order was given.`}</h2>
        <Link href={paths.voucherCenter} class={css.again}>
          {t`Make another deposit`}
        </Link>
      </div>
    );
  }
  if (!data) return <LoadState failed={order.failed.value} onRetry={() => order.load()} />;
  const amount = formatMoney(data.amount, locale.value);
  const credited = formatMoney(data.credited, locale.value);
  return (
    <div class={css.page} role="status">
      {data.status === 'SUCCESS' && <h2 class={css.ok}>{t`Deposit successful: ${credited} added to your balance`}</h2>}
      {data.status === 'FAILED' && (
        <h2 class={css.bad}>
          {t`Deposit failed`}
          {data.reason && `: ${data.reason}`}
        </h2>
      )}
      {data.status === 'PENDING' && (
        <h2 class={css.wait}>
          {gaveUp ? t`Still processing. We will update your balance as soon as the payment is confirmed.` : t`Waiting for the payment…`}
        </h2>
      )}
      <p>{t`Amount: ${amount}`}</p>
      <p class={css.order}>{t`Order number: ${orderNo}`}</p>
      <Link href={paths.voucherCenter} class={css.again}>
        {data.status === 'FAILED' ? t`Try again` : t`Make another deposit`}
      </Link>
    </div>
  );
}
