// The shell omits its header on register (specification "Layout"), so the page draws a compact
// one of its own: back to home, the title, the language switcher.

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon/Icon';
import { LanguageSwitcher } from '@/components/language-switcher/LanguageSwitcher';
import { locale, setLocale } from '@/i18n/locale';
import { paths } from '@/lib/paths';
import css from './register.module.css';

export function RegisterTop() {
  const { t } = useLingui();
  return (
    <div class={css.top}>
      <Link href={paths.home} class={css.back} aria-label={t`Back`}>
        <Icon name="back" />
      </Link>
      <h1 class={css.title}>{t`Register`}</h1>
      <LanguageSwitcher current={locale.value} onChange={(l) => void setLocale(l)} />
    </div>
  );
}
