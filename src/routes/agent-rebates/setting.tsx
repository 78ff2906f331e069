// Rebate setting, /m/member/agent/agentRebeat: the agent's own rates (read-only: the upline sets
// them) and its defaults for new members; with ?member=NAME (team management links here) that
// direct member's rates. Both forms are capped at the agent's own rates by the server.

import { useState } from 'react';
import { useSearch } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import {
  fetchAgentRebates,
  fetchDownlineRebates,
  saveDownlineRebates,
  saveRebateDefaults,
  type AgentRebateSettings,
  type DownlineRebates,
} from '@/api/agent-rebates';
import { ApiError } from '@/api/errors';
import { LoadState } from '@/components/load-state/LoadState';
import { useResource } from '@/lib/use-resource';
import { useCategoryName } from './category-name';
import { percent } from './format';
import { RatesForm } from './RatesForm';
import css from './agent-rebates.module.css';

export function RebateSetting() {
  const member = new URLSearchParams(useSearch()).get('member')?.trim();
  return member ? <MemberRates key={member} member={member} /> : <OwnRates />;
}

function OwnRates() {
  const { t } = useLingui();
  const name = useCategoryName();
  const loaded = useResource(() => ({ fetch: (_key: string, signal: AbortSignal) => fetchAgentRebates(signal) }), []);
  const [saved, setSaved] = useState<AgentRebateSettings>();
  const data = saved ?? loaded.data.value;
  if (!data) return <LoadState failed={loaded.failed.value} onRetry={() => loaded.load({ fresh: true })} />;
  return (
    <div class={css.page}>
      <section class={css.card} aria-labelledby="rb-own">
        <h2 id="rb-own">{t`My rebate rates`}</h2>
        <p class={css.note}>{t`Set by your superior.`}</p>
        <dl class={css.rates}>
          {data.categories.map((c) => (
            <div key={c}>
              <dt>{name(c)}</dt>
              <dd>{percent(data.own[c] ?? 0)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section class={css.card} aria-labelledby="rb-defaults">
        <h2 id="rb-defaults">{t`Rates for new members`}</h2>
        <RatesForm
          key={JSON.stringify(data.defaults)}
          id="rb-default"
          categories={data.categories}
          own={data.own}
          initial={data.defaults}
          save={async (rates) => setSaved(await saveRebateDefaults(rates))}
        />
      </section>
    </div>
  );
}

function MemberRates({ member }: { member: string }) {
  const { t } = useLingui();
  const loaded = useResource(
    () => ({
      fetch: async (_key: string, signal: AbortSignal): Promise<DownlineRebates | { refused: string }> => {
        try {
          return await fetchDownlineRebates(member, signal);
        } catch (e) {
          // Not in the team (or no such member): the server's message is the page.
          if (e instanceof ApiError && e.errorCode === 'agent.downline.not.found') return { refused: e.message };
          throw e;
        }
      },
    }),
    [member],
  );
  const [saved, setSaved] = useState<DownlineRebates>();
  const data = saved ?? loaded.data.value;
  if (!data) return <LoadState failed={loaded.failed.value} onRetry={() => loaded.load({ fresh: true })} />;
  if ('refused' in data) {
    return (
      <p class={css.refused} role="status">
        {data.refused}
      </p>
    );
  }
  return (
    <div class={css.page}>
      <section class={css.card} aria-labelledby="rb-member">
        <h2 id="rb-member">{t`Rebate rates of ${data.member}`}</h2>
        <RatesForm
          key={JSON.stringify(data.rates)}
          id="rb-member"
          categories={data.categories}
          own={data.own}
          initial={data.rates}
          save={async (rates) => setSaved(await saveDownlineRebates(data.member, rates))}
        />
      </section>
    </div>
  );
}
