// The security centre's rows, as data: what each shows from the overview (securityConfig) and
// what opens under it. The page renders them in this order.

import type { ComponentType } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SecurityConfig } from '@/api/security';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { paths, type AppPath } from '@/lib/paths';
import { Devices } from './Devices';
import { EmailForm } from './EmailForm';
import { MobileForm } from './MobileForm';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { PayoutRow } from './PayoutRow';
import type { RowFormProps } from './row-form';

export interface SecurityRow {
  id: string;
  title: MessageDescriptor;
  /** What is set, masked as the server sent it. */
  status: (config: SecurityConfig, i18n: I18n) => string;
  /** A row that is a link to another page, or one that opens a form under it. */
  href?: AppPath;
  Form?: ComponentType<RowFormProps>;
}

const setOrNot = (set: boolean, i18n: I18n) => i18n._(set ? msg`Set` : msg`Not set`);

export const SECURITY_ROWS: readonly SecurityRow[] = [
  { id: 'login', title: msg`Login password`, status: (_, i18n) => i18n._(msg`Change`), href: paths.changePsw },
  {
    id: 'payment',
    title: msg`Payment password`,
    status: (c, i18n) => (c.paymentPasswordLockedUntil ? i18n._(msg`Locked`) : setOrNot(c.paymentPasswordSet, i18n)),
    Form: PaymentPasswordForm,
  },
  { id: 'mobile', title: msg`Mobile number`, status: (c, i18n) => c.mobileNum || setOrNot(false, i18n), Form: MobileForm },
  { id: 'email', title: msg`E-mail`, status: (c, i18n) => c.email || setOrNot(false, i18n), Form: EmailForm },
  {
    id: 'payout',
    title: msg`Payout accounts`,
    // The real name comes first (payout accounts must carry it): the row says so until it is set.
    status: (c, i18n) =>
      c.realName
        ? `${formatNumber(c.payoutAccountCount, locale.value)}/${formatNumber(c.payoutAccountMax, locale.value)}`
        : i18n._(msg`Real name not set`),
    Form: PayoutRow,
  },
  { id: 'devices', title: msg`Devices`, status: (c) => formatNumber(c.deviceCount, locale.value), Form: Devices },
];
