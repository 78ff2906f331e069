// The header's pop-over menu (specification §2 "Layout"): deposit, withdraw and refresh balance for
// everyone — a guest gets the login dialog —, hide/show balance when signed in, the data-saver
// switch for everyone (docs/offline.md), sign out when signed in.

import type { RefObject } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { PopoverMenu, type PopoverMenuItem } from '@/components/popover-menu/PopoverMenu';
import { paths } from '@/lib/paths';
import { requireSession } from '@/state/login-prompt';
import { dataSaver, setDataSaver } from '@/state/data-saver';
import { session } from '@/state/session';
import { balanceHidden, refreshBalance, toggleBalanceHidden } from '@/state/wallet';
import { signOutAndReload } from '@/state/sign-out';

export interface HeaderMenuProps {
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
}

export function HeaderMenu({ anchor, onClose }: HeaderMenuProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const member = (action: () => void) => () => requireSession() && action();
  const items: PopoverMenuItem[] = [
    { label: t`Deposit`, onSelect: member(() => navigate(paths.voucherCenter)) },
    { label: t`Withdraw`, onSelect: member(() => navigate(paths.withdraw)) },
    { label: t`Refresh balance`, onSelect: member(() => void refreshBalance()) },
  ];
  if (session.value) items.push({ label: balanceHidden.value ? t`Show balance` : t`Hide balance`, onSelect: toggleBalanceHidden });
  // For everyone: the settings page, which has it too, is for members only.
  items.push({ label: dataSaver.value ? t`Data saver: on` : t`Data saver: off`, onSelect: () => setDataSaver(!dataSaver.value) });
  if (session.value) items.push({ label: t`Sign out`, onSelect: () => void signOutAndReload() });
  return <PopoverMenu label={t`Menu`} items={items} anchor={anchor} onClose={onClose} />;
}
