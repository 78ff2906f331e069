// /m/member/team (DOWNMAN): the downline as the one record list (components/record-list), without
// dates, searched by username, direct members or all levels. A member's detail links to its rebate
// (/m/member/agent/agentRebeat?member=) and, for an active direct member, holds the transfer.

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { fetchDownlines, fetchTransferLimits, type DownlineRow, type DownlineSummary, type TransferLimits } from '@/api/agent-team';
import { Disclosure } from '@/components/disclosure/Disclosure';
import { RecordList, type RecordDef } from '@/components/record-list/RecordList';
import { href, paths } from '@/lib/paths';
import { useResource } from '@/lib/use-resource';
import { session } from '@/state/session';
import { count, dateTime, money } from './format';
import { DownlineTransfer } from './transfer';
import css from './team.module.css';

const member = () => session.value?.token ?? null;
const keyOf = (r: DownlineRow) => r.username;

function useTeamRecord(limits: TransferLimits | undefined): RecordDef<DownlineRow, DownlineSummary> {
  const { t } = useLingui();
  const type = (r: DownlineRow) => (r.type === 'agent' ? t`Agent` : t`Player`);
  const status = (r: DownlineRow) => (r.status === 'active' ? t`Active` : t`Disabled`);
  const level = (r: DownlineRow) => (r.level === 1 ? t`Direct` : t`Level ${count(r.level)}`);
  return {
    label: t`Team members`,
    fetchPage: fetchDownlines,
    keyOf,
    dated: false,
    filters: [
      { name: 'username', label: t`Search by username` },
      {
        name: 'scope',
        label: t`Members`,
        options: [
          { value: 'all', label: t`All levels` },
          { value: 'direct', label: t`Direct members` },
        ],
      },
    ],
    totals: (s) => [
      [t`Members`, count(s.members)],
      [t`Total balance`, money(s.balance)],
    ],
    row: (r) => (
      <>
        <span>{r.username}</span>
        <span>{money(r.balance)}</span>
        <span>{`${level(r)} · ${type(r)}`}</span>
        <span>{status(r)}</span>
      </>
    ),
    detail: (r) => ({
      title: r.username,
      fields: [
        [t`Level`, level(r)],
        [t`Type`, type(r)],
        [t`Balance`, money(r.balance)],
        [t`Registered`, dateTime(r.registered)],
        [t`Last login`, r.lastLogin ? dateTime(r.lastLogin) : t`Never`],
        [t`Status`, status(r)],
        ...(r.teamSize === null ? [] : [[t`Team size`, count(r.teamSize)] as const]),
      ],
      actions: (
        <div class={css.actions}>
          <Link class={css.link} href={href(paths.agentRebate, { member: r.username })}>{t`Rebate`}</Link>
          {r.level === 1 && r.status === 'active' && limits && (
            <Disclosure title={t`Transfer`} level={3}>
              <DownlineTransfer username={r.username} limits={limits} />
            </Disclosure>
          )}
        </div>
      ),
    }),
    empty: t`No team members found.`,
  };
}

export function TeamManagement() {
  const limits = useResource(() => ({ key: member, fetch: (_: string, signal: AbortSignal) => fetchTransferLimits(signal) }), []);
  return <RecordList def={useTeamRecord(limits.data.value)} member={member} />;
}
