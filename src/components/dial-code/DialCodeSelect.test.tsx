// The dialing-code picker: a native select listing the countries, reporting the chosen code.
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/render';
import { DialCodeSelect } from './DialCodeSelect';

const countries = [
  { countryName: 'Bangladesh', countryCode: 'BD', dialingCode: '+880' },
  { countryName: 'India', countryCode: 'IN', dialingCode: '+91' },
];

describe.each([
  ['bn', 'দেশের কোড'],
  ['en', 'Country code'],
] as const)('dial code in %s', (locale, label) => {
  it('lists the countries, shows the code and reports a change', async () => {
    const onChange = vi.fn();
    await renderWithI18n(<DialCodeSelect countries={countries} value="+880" onChange={onChange} label={label} />, locale);
    const select = screen.getByRole('combobox', { name: label });
    expect(select).toHaveValue('+880');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['+880 Bangladesh', '+91 India']);
    expect(screen.getByText('+880 ▾')).toHaveAttribute('aria-hidden', 'true');
    // A real 'change' event: testing-library's fireEvent.change fires 'input' under preact/compat.
    (select as HTMLSelectElement).value = '+91';
    fireEvent(select, new Event('change', { bubbles: true }));
    expect(onChange).toHaveBeenCalledWith('+91');
  });
});
