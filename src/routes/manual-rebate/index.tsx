// /m/member/manualRebate (docs/money.md, "Rebates"): the rebate accrued and not yet claimed, by
// game category, and one Claim button that pays all of it (at least ৳1). The claim is a money
// request with its own idempotency key (api/rebates.ts): a lost answer is asked again, paid once.
// The answer's balance goes into the header at once; the list is asked again after it.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { claimRebate, fetchManualRebate, type MoneyOrder } from '@/api/rebates';
import { LoadState } from '@/components/load-state/LoadState';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { useCategoryLabel } from '@/i18n/category-labels';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { accountErrorText } from '@/lib/account-errors';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';
import { setBalance } from '@/state/wallet';
import css from './manual-rebate.module.css';

/** Under ৳1 the server has nothing to pay (`rebate.nothing.to.claim`). */
const CLAIM_MIN = 1;

export default function ManualRebatePage() {
  const { t, i18n } = useLingui();
  const categoryLabel = useCategoryLabel();
  const { data, failed, retry } = useLocaleLoad((_, signal) => fetchManualRebate(signal));
  const [pending, setPending] = useState(false);
  const [paid, setPaid] = useState<MoneyOrder | null>(null);
  if (!data) return <LoadState failed={failed} onRetry={retry} />;
  const money = (value: number) => formatMoney(value, locale.value);

  const claim = async () => {
    setPending(true);
    try {
      const order = await claimRebate(session.peek()?.userName ?? '');
      setBalance(order.sumBalance);
      setPaid(order);
      showToast(t`Rebate claimed`, { kind: 'success' });
      await retry();
    } catch (e) {
      showToast(accountErrorText(e, i18n), { kind: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <div class={css.page}>
      <p class={css.total}>
        {t`Rebate to claim`}
        <strong data-testid="rebate-claimable">{money(data.claimable)}</strong>
      </p>
      {data.list.length > 0 && (
        <ul class={css.list} aria-label={t`Rebate by game category`}>
          {data.list.map((line) => (
            <li key={line.category} class={css.row}>
              <span>{t`${categoryLabel(line.category)}: bets ${money(line.stake)}`}</span>
              <span>{money(line.rebate)}</span>
            </li>
          ))}
        </ul>
      )}
      <p class={css.note}>{t`Every bet earns a rebate at your VIP level's rate. Claim it any time from ${money(CLAIM_MIN)}.`}</p>
      <button
        type="button"
        class={css.claim}
        disabled={pending || data.claimable < CLAIM_MIN}
        aria-busy={pending || undefined}
        onClick={() => void claim()}
      >
        {t`Claim`}
      </button>
      {paid && (
        <p class={css.result} role="status">
          {t`Claimed ${money(paid.amount)} (order ${paid.orderNo}). New balance: ${money(paid.sumBalance)}`}
        </p>
      )}
    </div>
  );
}
