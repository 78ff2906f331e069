// /m/set (specification §2 "Settings screen", §4 "Sign-out"): one entry, change password, and the
// sign-out button. Signing out asks first, shows the busy indicator, and reloads to /m/home. Also
// the data-saver switch (docs/offline.md), kept on this device.

import { useState } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { paths } from '@/lib/paths';
import { dataSaver, setDataSaver } from '@/state/data-saver';
import { signOutAndReload } from '@/state/sign-out';
import css from './settings.module.css';

export default function SettingsPage() {
  const { t } = useLingui();
  const [leaving, setLeaving] = useState(false);

  return (
    <div class={css.page}>
      <ul class={css.list}>
        <li>
          <Link href={paths.changePsw} class={css.entry}>{t`Change password`}</Link>
        </li>
        <li>
          <label class={css.entry}>
            <span>
              {t`Data saver`}
              <small class={css.hint}>{t`Smaller pictures, no moving banners, nothing loaded ahead`}</small>
            </span>
            <input
              type="checkbox"
              role="switch"
              class={css.switch}
              checked={dataSaver.value}
              onChange={(e) => setDataSaver(e.currentTarget.checked)}
            />
          </label>
        </li>
      </ul>
      <button type="button" class={css.signOut} disabled={leaving} onClick={() => void signOutAndReload(() => setLeaving(true))}>
        {t`Sign out`}
      </button>
    </div>
  );
}
