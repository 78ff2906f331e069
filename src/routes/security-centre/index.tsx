// /m/securityCenter, the security centre (docs/money.md, "Security centre"): the overview from
// securityConfig (what is set, masked) as a list of rows (rows.tsx); a row opens its form under
// it, or links to its page. Visitors and trial members never get here (app/access.ts).

import { useState } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { LoadState } from '@/components/load-state/LoadState';
import { fetchSecurityConfig } from '@/api/security';
import { useResource } from '@/lib/use-resource';
import { session } from '@/state/session';
import { SECURITY_ROWS, type SecurityRow } from './rows';
import css from './security-centre.module.css';

export default function SecurityCentrePage() {
  const { i18n } = useLingui();
  const config = useResource(() => ({ key: () => session.value?.token ?? null, fetch: (_token, signal) => fetchSecurityConfig(signal) }), []);
  const [open, setOpen] = useState<string | null>(null);
  const data = config.data.value;
  if (!data) return <LoadState failed={config.failed.value} onRetry={() => config.load()} />;

  const refresh = () => void config.load({ fresh: true });
  const done = () => {
    setOpen(null);
    refresh();
  };
  const head = (row: SecurityRow) => (
    <>
      <span class={css.title}>{i18n._(row.title)}</span>
      <span class={css.status}>{row.status(data, i18n)}</span>
    </>
  );
  return (
    <ul class={css.page}>
      {SECURITY_ROWS.map((row) => {
        const isOpen = open === row.id;
        return (
          <li key={row.id} class={css.row} data-row={row.id}>
            {row.href ? (
              <Link href={row.href} class={css.head}>
                {head(row)}
              </Link>
            ) : (
              <button type="button" class={css.head} aria-expanded={isOpen} onClick={() => setOpen(isOpen ? null : row.id)}>
                {head(row)}
              </button>
            )}
            {isOpen && row.Form && (
              <div class={css.body}>
                <row.Form config={data} done={done} refresh={refresh} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
