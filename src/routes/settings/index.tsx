// /m/set (specification §2 "Settings screen", §4 "Sign-out"): one entry, change password, and the
// sign-out button. Signing out asks first, shows the busy indicator, and reloads to /m/home.

import { useState } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { paths } from '@/lib/paths';
import { signOut } from '@/state/account';
import { clearSession } from '@/state/session';
import { confirm, showBusy } from '@/state/ui';
import { reloadTo } from './reload';
import css from './settings.module.css';

export default function SettingsPage() {
  const { t } = useLingui();
  const [leaving, setLeaving] = useState(false);

  const onSignOut = async () => {
    if (!(await confirm({ message: t`Are you sure you want to sign out?` }))) return;
    setLeaving(true);
    const hideBusy = showBusy({ label: t`Signing out…` });
    try {
      await signOut();
    } catch {
      // The server's token dies on its own; this device must not stay signed in regardless.
      clearSession();
    } finally {
      hideBusy();
    }
    reloadTo(paths.home);
  };

  return (
    <div class={css.page}>
      <ul class={css.list}>
        <li>
          <Link href={paths.changePsw} class={css.entry}>{t`Change password`}</Link>
        </li>
      </ul>
      <button type="button" class={css.signOut} disabled={leaving} onClick={() => void onSignOut()}>
        {t`Sign out`}
      </button>
    </div>
  );
}
