// The top of the login page, which has no shell header (specification, "Layout"): back to home,
// the page title and the language switcher.

import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon/Icon';
import { LanguageSwitcher } from '@/components/language-switcher/LanguageSwitcher';
import { locale, setLocale } from '@/i18n/locale';
import { paths } from '@/lib/paths';
import css from './login.module.css';

export function LoginTop() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <div class={css.top}>
      <button type="button" class={css.back} aria-label={t`Back`} onClick={() => navigate(paths.home)}>
        <Icon name="back" />
      </button>
      <h1 class={css.title}>{t`Log in`}</h1>
      <LanguageSwitcher current={locale.value} onChange={(l) => void setLocale(l)} />
    </div>
  );
}
