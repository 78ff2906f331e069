// A contract page (/m/member/agent/getSalaryContract, getHourContract, getDevidendContract): the
// terms of the latest offer of the kind, sign or decline while it is pending (a confirmation
// first; the answer's view replaces the page's), and the periods paid under the member's
// contracts of the kind. An answer that fails says why and loads the page again: an offer replaced
// meanwhile (404) or answered on another phone (409) shows as it is now.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchContract, type ContractKind, type ContractTerms } from '@/api/contract-terms';
import { LoadState } from '@/components/load-state/LoadState';
import { formatMoney, formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { accountErrorText } from '@/lib/account-errors';
import { confirm, showToast } from '@/state/ui';
import { periodLabel } from './period-label';
import { useContract } from './use-contract';
import css from './contracts.module.css';

export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useLingui();
  const r = useContract(kind);
  const view = r.data.value;
  if (!view) return <LoadState failed={r.failed.value} onRetry={() => r.load({ fresh: true })} />;
  const l = locale.value;
  const paid = view.periods.filter((p) => p.state === 'paid');
  return (
    <div class={css.page}>
      {view.contract ? (
        <Terms kind={kind} contract={view.contract} onAnswered={(next) => r.set(next)} onFailed={() => void r.load({ fresh: true })} />
      ) : (
        <p class={css.empty}>{t`No contract of this kind has been offered to you.`}</p>
      )}
      <h2 class={css.heading}>{t`Payment history`}</h2>
      {paid.length ? (
        <ul class={css.periods} data-testid="contract-payments">
          {paid.map((p) => (
            <li key={p.period}>
              <span>
                {periodLabel(p.period, l)}
                <small>{kind === 'dividend' ? t`Team net loss ${formatMoney(p.teamNet, l)}` : t`Team stake ${formatMoney(p.teamStake, l)}`}</small>
              </span>
              <strong class={css.amount}>{formatMoney(p.amount, l)}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p class={css.empty}>{t`No payments yet.`}</p>
      )}
    </div>
  );
}

type View = Awaited<ReturnType<typeof fetchContract>>;

function Terms({
  kind,
  contract,
  onAnswered,
  onFailed,
}: {
  kind: ContractKind;
  contract: ContractTerms;
  onAnswered: (v: View) => void;
  onFailed: () => void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const l = locale.value;
  const states = { pending: t`Offered: waiting for your answer`, signed: t`Signed`, declined: t`Declined`, ended: t`Ended` };
  const figure = { daily: t`Team stake in a day`, hourly: t`Team stake in an hour`, dividend: t`Team net loss in a half month` }[kind];
  const pays = kind === 'dividend' ? t`Dividend` : t`Salary`;

  const answer = async (action: 'sign' | 'decline') => {
    const ok = await confirm(
      action === 'sign'
        ? { message: t`Sign this contract? Its terms apply from the day shown.`, confirmText: t`Sign` }
        : { message: t`Decline this contract?`, confirmText: t`Decline` },
    );
    if (!ok) return;
    setBusy(true);
    try {
      onAnswered(await fetchContract(kind, undefined, { action, id: contract.id }));
      showToast(action === 'sign' ? t`Contract signed` : t`Contract declined`, { kind: 'success' });
    } catch (e) {
      showToast(accountErrorText(e, i18n), { kind: 'error' });
      onFailed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class={css.card} aria-label={t`Contract terms`}>
      <p class={css.state} data-testid="contract-state">
        {states[contract.status]}
      </p>
      <table class={css.tiers}>
        <thead>
          <tr>
            <th scope="col">{figure}</th>
            <th scope="col">{pays}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier) => (
            <tr key={tier.from}>
              <td>{t`From ${formatMoney(tier.from, l)}`}</td>
              <td>{kind === 'dividend' ? `${formatNumber(tier.pay, l)}%` : formatMoney(tier.pay, l)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t`Pays from ${periodLabel(contract.startsOn, l)}`}</p>
      {contract.status === 'pending' && (
        <div class={css.actions}>
          <button type="button" class={css.sign} disabled={busy} onClick={() => void answer('sign')}>
            {t`Sign`}
          </button>
          <button type="button" class={css.decline} disabled={busy} onClick={() => void answer('decline')}>
            {t`Decline`}
          </button>
        </div>
      )}
    </section>
  );
}
