// The member's payout accounts (docs/money.md, "Security centre"): the list, adding one with an
// SMS code, removing one after a confirmation, and the real name first when none is set. Data and
// actions come as one prop, from state/payout-accounts.ts:
//   const model = usePayoutAccounts(onChange);  <PayoutAccounts model={model} />

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoadState } from '@/components/load-state/LoadState';
import type { PayoutAccountsModel } from '@/state/payout-accounts';
import { usePayoutNames } from '@/i18n/wallet-names';
import { AddAccountForm } from './AddAccountForm';
import { RealNameForm } from './RealNameForm';
import css from './PayoutAccounts.module.css';

export function PayoutAccounts({ model }: { model: PayoutAccountsModel }) {
  const { t } = useLingui();
  const { label: accountLabel } = usePayoutNames();
  // Open for the list as it was: once an account is added (the list grows), the form closes.
  const [addingAt, setAddingAt] = useState<number | null>(null);
  const { data } = model;
  if (!data) return <LoadState failed={model.failed} onRetry={model.retry} />;
  if (!data.realName) return <RealNameForm model={model} />;
  return (
    <section class={css.box} aria-label={t`Payout accounts`}>
      <h2 class={css.title}>{t`Payout accounts (${data.list.length}/${data.max})`}</h2>
      {data.list.length === 0 && <p class={css.muted}>{t`No payout account yet. Add one to withdraw.`}</p>}
      <ul class={css.list}>
        {data.list.map((a) => (
          <li key={a.id} class={css.item}>
            <span>
              {accountLabel(a)}
              {a.accountName && <small>{a.accountName}</small>}
            </span>
            <button type="button" class={css.remove} onClick={() => void model.remove(a, accountLabel(a))}>
              {t`Remove`}
            </button>
          </li>
        ))}
      </ul>
      {data.list.length < data.max &&
        (addingAt === data.list.length ? (
          <AddAccountForm data={data} model={model} />
        ) : (
          <button type="button" class={css.add} onClick={() => setAddingAt(data.list.length)}>
            {t`Add payout account`}
          </button>
        ))}
    </section>
  );
}
