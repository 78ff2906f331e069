// ENTRY CHUNK. One flag button per language; the pressed one is the active language.
// Language names are autonyms, as language pickers conventionally show them.

import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/i18n/locale';
import { FlagBD, FlagGB } from './flags';
import css from './LanguageSwitcher.module.css';

const options = [
  { locale: 'bn', name: 'বাংলা', Flag: FlagBD },
  { locale: 'en', name: 'English', Flag: FlagGB },
] as const;

export interface LanguageSwitcherProps {
  current: Locale;
  onChange: (l: Locale) => void;
}

export function LanguageSwitcher({ current, onChange }: LanguageSwitcherProps) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Language`} class={css.group}>
      {options.map(({ locale, name, Flag }) => (
        <button
          type="button"
          key={locale}
          lang={locale}
          aria-label={name}
          aria-pressed={current === locale}
          class={css.option}
          onClick={() => current !== locale && onChange(locale)}
        >
          <Flag />
        </button>
      ))}
    </div>
  );
}
