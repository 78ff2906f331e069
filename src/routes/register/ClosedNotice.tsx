// Neither registration switch is on: say so, and offer the ways that still work.

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { paths } from '@/lib/paths';
import css from './register.module.css';

export function ClosedNotice() {
  const { t } = useLingui();
  return (
    <section class={css.closed} aria-labelledby="reg-closed-title">
      <h2 id="reg-closed-title" class={css.closedTitle}>{t`Registration is closed`}</h2>
      <p>{t`New accounts cannot be opened at the moment. If you already have one, log in; for help, contact customer service.`}</p>
      <p class={css.closedLinks}>
        <Link href={paths.login}>{t`Log in`}</Link>
        <Link href={paths.service}>{t`Customer service`}</Link>
      </p>
    </section>
  );
}
