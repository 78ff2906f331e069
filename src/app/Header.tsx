// ENTRY CHUNK. The top header: the logo and account actions on home, a back arrow and the page
// title on inner pages (specification, "Layout").

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon/Icon';
import { LanguageSwitcher } from '@/components/language-switcher/LanguageSwitcher';
import { locale, setLocale } from '@/i18n/locale';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { switches } from '@/state/config';
import { session } from '@/state/session';
import css from './Header.module.css';

export function Header({ kind, title, onBack }: { kind: 'logo' | 'back'; title: string; onBack: () => void }) {
  const { t } = useLingui();
  if (kind === 'back') {
    return (
      <header class={css.header}>
        <button type="button" class={css.back} aria-label={t`Back`} onClick={onBack}>
          <Icon name="back" />
        </button>
        <h1 class={css.title}>{title}</h1>
        <span class={css.spacer} />
      </header>
    );
  }
  const user = session.value;
  return (
    <header class={css.header}>
      <span class={css.logo} aria-label={env.brand} role="img">
        {env.brand}
      </span>
      <div class={css.actions}>
        {user ? (
          <>
            <span class={css.user}>{user.userName}</span>
            <Link href={paths.voucherCenter} class={css.primary}>{t`Deposit`}</Link>
          </>
        ) : (
          <>
            <Link href={paths.login} class={css.secondary}>{t`Log in`}</Link>
            {switches.value.DIRECTREG3 && <Link href={paths.register} class={css.primary}>{t`Register`}</Link>}
            <LanguageSwitcher current={locale.value} onChange={(l) => void setLocale(l)} />
          </>
        )}
      </div>
    </header>
  );
}
