// /m/agentRegister (docs/agent-area.md, "Open account and links"): the agent opens an account for
// a new direct member, or manages its affiliate links, on two tabs. Both need the agent's own rates
// and defaults, which come with the links.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchLinks } from '@/api/agent-accounts';
import { LoadState } from '@/components/load-state/LoadState';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import { LinksPanel } from './LinksPanel';
import { OpenAccountForm } from './OpenAccountForm';
import css from './agent-register.module.css';

type Tab = 'open' | 'links';

export default function AgentRegisterPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('open');
  const { data, failed, retry } = useLocaleLoad((_, signal) => fetchLinks(signal));
  if (!data) return <LoadState failed={failed} onRetry={retry} />;
  const tabs = [
    { id: 'open' as const, label: t`Open account` },
    { id: 'links' as const, label: t`Affiliate links` },
  ];
  return (
    <div class={css.page}>
      <Tabs label={t`Open account`} tabs={tabs} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps(tab)}>{tab === 'open' ? <OpenAccountForm rates={data} /> : <LinksPanel data={data} onChange={retry} />}</div>
    </div>
  );
}
