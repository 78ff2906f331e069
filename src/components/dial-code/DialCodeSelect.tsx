// The dialing-code picker for a mobile input's prefix slot. A native <select> (the phone's own
// picker: cheap and accessible) lies transparent over a short "+880 ▾" face, so the closed picker
// takes little room while each option reads "+880 Bangladesh".

import css from './DialCodeSelect.module.css';

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

export function DialCodeSelect({ countries, value, onChange, label, disabled }: DialCodeSelectProps) {
  return (
    <span class={css.picker}>
      <span aria-hidden="true">
        {value} ▾
      </span>
      <select
        class={css.select}
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {countries.map((c) => (
          <option key={c.countryCode} value={c.dialingCode}>
            {c.dialingCode} {c.countryName}
          </option>
        ))}
      </select>
    </span>
  );
}
