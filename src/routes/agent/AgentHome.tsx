// The agent home (spec doc. 2 §2 "Agent home", §4): its own top with a way home, the greeting by
// local hour with the agent's name, the total balance with withdraw and deposit, the team's four
// figures, the navigation grid and the footer. The shell lets only agents in (app/access.ts); the
// load sequence is in agent-data.ts.

import { useEffect } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon/Icon';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { formatMoney, formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { greetingAt } from '@/lib/greeting';
import { paths } from '@/lib/paths';
import { session } from '@/state/session';
import { loadServiceLinks } from '@/state/service-links';
import { balance, balanceHidden } from '@/state/wallet';
import { AgentFooter } from './AgentFooter';
import { AgentNavGrid } from './AgentNavGrid';
import { kpiFailed, loadAgentHome, loadKpi, teamKpi } from './agent-data';
import { pageTitle } from './page-title';
import css from './agent.module.css';

const MASK = '****';

export function AgentHome() {
  const { t } = useLingui();
  const user = session.value;
  const token = user?.token;
  const type = user?.type;
  // Again for every session (its token), not for every change of the session's other fields.
  useEffect(() => {
    if (type !== undefined) loadAgentHome(type);
  }, [token, type]);
  useEffect(() => void loadServiceLinks(), []);

  const l = locale.value;
  const greeting = {
    morning: t`Good morning`,
    earlyAfternoon: t`Good noon`,
    lateAfternoon: t`Good afternoon`,
    evening: t`Good evening`,
  }[greetingAt(new Date())];
  const amount = balance.value;
  const kpi = teamKpi.value;
  const figures = [
    [t`Logged in today`, kpi?.teamLoginMemberCount],
    [t`Bet today`, kpi?.teamBetMemberCount],
    [t`Registered today`, kpi?.teamRegisterMemberCount],
    [t`Online now`, kpi?.teamOnlineCount],
  ] as const;

  return (
    <div class={css.home}>
      {/* Its own top, not the account pages' PageTop: that one ships in their 8 kB kit. */}
      <div class={css.top}>
        <Link href={paths.home} class={css.back} aria-label={t`Back`}>
          <Icon name="back" />
        </Link>
        <h1>{pageTitle('agent')}</h1>
      </div>
      <section class={css.card}>
        <p class={css.greeting}>{greeting}</p>
        <p class={css.name}>{user?.userName}</p>
        <p class={css.muted}>{t`Total balance`}</p>
        <p class={css.balance}>{balanceHidden.value ? MASK : amount === null ? '–' : formatMoney(amount, l)}</p>
        <div class={css.actions}>
          <Link href={paths.withdraw} class={css.action}>
            {pageTitle('withdraw')}
          </Link>
          <Link href={paths.voucherCenter} class={css.primary}>
            {pageTitle('voucherCenter')}
          </Link>
        </div>
      </section>
      <section class={css.card} aria-label={t`Team today`} aria-busy={!kpi && !kpiFailed.value}>
        {kpiFailed.value && !kpi ? (
          <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Loading…`} onRetry={loadKpi} />
        ) : (
          <dl class={css.figures}>
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{formatNumber(value ?? 0, l)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <AgentNavGrid />
      <AgentFooter />
    </div>
  );
}
