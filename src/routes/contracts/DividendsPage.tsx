// /m/member/agent/agentDivident (the agent home's footer, when dividends are on): every dividend
// period, the running one first (its figures so far), with the team's net result, the rate it
// reached, the amount and its state. The data is the dividend contract call's (one answer).

import { useLingui } from '@lingui/react/macro';
import type { ContractPeriod } from '@/api/contract-terms';
import { LoadState } from '@/components/load-state/LoadState';
import { formatMoney, formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { periodLabel } from './period-label';
import { useContract } from './use-contract';
import css from './contracts.module.css';

export function DividendsPage() {
  const { t } = useLingui();
  const r = useContract('dividend');
  const view = r.data.value;
  if (!view) return <LoadState failed={r.failed.value} onRetry={() => r.load({ fresh: true })} />;
  const l = locale.value;
  const states: Record<ContractPeriod['state'], string> = { pending: t`Pending`, paid: t`Paid`, none: t`No dividend` };
  return (
    <div class={css.page}>
      {view.periods.length ? (
        <ul class={css.periods} data-testid="dividend-periods">
          {view.periods.map((p) => (
            <li key={p.period}>
              <span>
                {periodLabel(p.period, l)}
                <small>{p.teamNet >= 0 ? t`Team net loss ${formatMoney(p.teamNet, l)}` : t`Team net win ${formatMoney(-p.teamNet, l)}`}</small>
                <small>{t`Rate ${formatNumber(p.tierPay, l)}%`}</small>
              </span>
              <span class={css.amount}>
                <strong>{formatMoney(p.amount, l)}</strong>
                <small>{states[p.state]}</small>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p class={css.empty}>{t`No dividend periods yet.`}</p>
      )}
    </div>
  );
}
