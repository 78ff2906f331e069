// The home shortcut row (spec 001 §2 "Home screen (games parts)"): deposit, withdraw, manual rebate
// and missions. Each needs a session: a guest gets the login dialog instead.

import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { paths, type AppPath } from '@/lib/paths';
import { requireSession } from '@/state/login-prompt';
import { LineIcon, shortcutIcons } from './icons';
import css from './HomeShortcuts.module.css';

export function HomeShortcuts() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const shortcuts: Array<[label: string, icon: string, to: AppPath]> = [
    [t`Deposit`, shortcutIcons.deposit, paths.voucherCenter],
    [t`Withdraw`, shortcutIcons.withdraw, paths.withdraw],
    [t`Manual rebate`, shortcutIcons.rebate, paths.manualRebate],
    [t`Missions`, shortcutIcons.missions, paths.leaderBoard],
  ];
  return (
    <ul class={css.row}>
      {shortcuts.map(([label, icon, to]) => (
        <li key={to}>
          <button type="button" class={css.shortcut} onClick={() => requireSession() && navigate(to)}>
            <span class={css.icon}>
              <LineIcon d={icon} />
            </span>
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}
