// The dialing-code picker for a mobile input's prefix slot. A native <select> (the phone's own
// picker: cheap and accessible) lies transparent over a short "+880 ▾" face, so the closed picker
// takes little room while each option reads "+880 বাংলাদেশ" (in EN "+880 Bangladesh").

import css from './DialCodeSelect.module.css';
import { intlTag, locale } from '@/i18n/locale';

export interface DialCountry {
  countryName: string;
  countryCode: string;
  dialingCode: string;
}

export interface DialCodeSelectProps {
  countries: readonly DialCountry[];
  /** A dialing code such as `+880`. */
  value: string;
  onChange: (dialingCode: string) => void;
  /** Accessible name, e.g. "Country code". */
  label: string;
  disabled?: boolean;
}

const namers: Record<string, Intl.DisplayNames> = {};

/** The country's name in the player's language: the server sends English names, and Intl knows
 *  every region's name in Bengali. The server's name where Intl has none (no Intl.DisplayNames, a
 *  code that is no region). One namer per language. */
function countryName(c: DialCountry, tag: string): string {
  try {
    return (namers[tag] ??= new Intl.DisplayNames(tag, { type: 'region', fallback: 'none' })).of(c.countryCode) ?? c.countryName;
  } catch {
    return c.countryName;
  }
}

export function DialCodeSelect({ countries, value, onChange, label, disabled }: DialCodeSelectProps) {
  const tag = intlTag[locale.value];
  return (
    <span class={css.picker}>
      <span aria-hidden="true">{value} ▾</span>
      <select class={css.select} aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)}>
        {countries.map((c) => (
          <option key={c.countryCode} value={c.dialingCode}>
            {c.dialingCode} {countryName(c, tag)}
          </option>
        ))}
      </select>
    </span>
  );
}
