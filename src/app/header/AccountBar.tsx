// The signed-in part of the home header: account name, total balance and the deposit shortcut.
// The balance loads when this mounts (spec 001 §4, "home load for logged-in members"); it shows as
// stars when hidden and while refreshing (specification §2 "Layout").

import { useEffect } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { paths } from '@/lib/paths';
import { balance, balanceHidden, balanceRefreshing, refreshBalance } from '@/state/wallet';
import shared from '../Header.module.css';
import css from './AccountBar.module.css';

const MASK = '****';

export function AccountBar({ userName }: { userName: string }) {
  const { t } = useLingui();
  useEffect(() => void refreshBalance(), []);
  const amount = balance.value;
  const shown = balanceHidden.value || balanceRefreshing.value ? MASK : amount === null ? '–' : formatMoney(amount, locale.value);
  return (
    <>
      <span class={css.account}>
        <span class={css.user}>{userName}</span>
        <span class={css.balance}>
          <span class="visually-hidden">{t`Balance`} </span>
          {shown}
        </span>
      </span>
      <Link href={paths.voucherCenter} class={shared.primary}>{t`Deposit`}</Link>
    </>
  );
}
