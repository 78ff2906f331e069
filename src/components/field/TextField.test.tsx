// TextField and PasswordField as a player meets them, in BN and EN.
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/render';
import { TextField, type TextFieldProps } from './TextField';
import { PasswordField } from './PasswordField';

/** A field with its own state, as a page holds it. */
function Controlled(props: Partial<TextFieldProps> & { password?: boolean }) {
  const [value, setValue] = useState(props.value ?? '');
  const Field = props.password ? PasswordField : TextField;
  return <Field id="f" label="Username" {...props} value={value} onInput={setValue} />;
}

describe.each([
  ['bn', 'Username মুছুন', 'পাসওয়ার্ড দেখান'],
  ['en', 'Clear Username', 'Show password'],
] as const)('fields in %s', (locale, clearName, showName) => {
  it('labels the input and links the error', async () => {
    await renderWithI18n(<TextField id="u" label="Username" value="" onInput={() => {}} error="Too short" required />, locale);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no error state without an error, and reports typing', async () => {
    const onInput = vi.fn();
    await renderWithI18n(<TextField id="u" label="Username" value="" onInput={onInput} hint="4 to 12 letters" />, locale);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('4 to 12 letters');
    fireEvent.input(input, { target: { value: 'demo' } });
    expect(onInput).toHaveBeenCalledWith('demo');
  });

  it('clear empties and focuses the input, and shows only when there is text', async () => {
    await renderWithI18n(<Controlled value="demo01" clearable />, locale);
    const input = screen.getByRole('textbox', { name: 'Username' });
    fireEvent.click(screen.getByRole('button', { name: clearName }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: clearName })).toBeNull();
  });

  it('password toggle shows and hides the password', async () => {
    const { container } = await renderWithI18n(<Controlled password label="Password" value="secret" />, locale);
    const input = container.querySelector('input')!;
    const toggle = screen.getByRole('button', { name: showName });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('secret');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('field attributes', () => {
  it('passes input attributes, prefix and suffix through', async () => {
    const ref = { current: null as HTMLInputElement | null };
    await renderWithI18n(
      <TextField
        id="m"
        label="Mobile"
        value=""
        onInput={() => {}}
        type="tel"
        inputMode="numeric"
        maxLength={20}
        autoComplete="tel-national"
        placeholder="01XXXXXXXXX"
        inputRef={ref}
        prefix={<span>+880</span>}
        suffix={<button type="button">Get code</button>}
      />,
      'en',
    );
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '20');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByText('+880')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
  });

  it('a read-only field offers no clear button; a password field passes autocomplete', async () => {
    await renderWithI18n(<TextField id="u" label="Username" value="demo01" onInput={() => {}} readOnly clearable />, 'en');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).toBeNull();
    const { container } = await renderWithI18n(
      <PasswordField id="p" label="New password" value="" onInput={() => {}} autoComplete="new-password" />,
      'en',
    );
    expect(container.querySelector('#p')).toHaveAttribute('autocomplete', 'new-password');
  });
});
