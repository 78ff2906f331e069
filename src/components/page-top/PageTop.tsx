// The top of the pages that omit the shell's header (login, register): a link home, the page's
// title as its heading, and the language switcher (specification §2 "Layout": back goes home there).

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon/Icon';
import { LanguageSwitcher } from '@/components/language-switcher/LanguageSwitcher';
import { locale, setLocale } from '@/i18n/locale';
import css from './PageTop.module.css';

export function PageTop({ title, backHref }: { title: string; backHref: string }) {
  const { t } = useLingui();
  return (
    <div class={css.top}>
      <Link href={backHref} class={css.back} aria-label={t`Back`}>
        <Icon name="back" />
      </Link>
      <h1 class={css.title}>{title}</h1>
      <LanguageSwitcher current={locale.value} onChange={(l) => void setLocale(l)} />
    </div>
  );
}
