// The submit button cannot submit twice: disabled and busy while pending.
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/render';
import { SubmitButton } from './SubmitButton';

describe.each([
  ['bn', 'লগ ইন'],
  ['en', 'Log in'],
] as const)('submit button in %s', (locale, label) => {
  const form = (onSubmit: () => void, pending: boolean, disabled = false) => (
    <form onSubmit={(e) => (e.preventDefault(), onSubmit())}>
      <SubmitButton pending={pending} disabled={disabled}>
        {label}
      </SubmitButton>
    </form>
  );

  it('submits its form', async () => {
    const onSubmit = vi.fn();
    await renderWithI18n(form(onSubmit, false), locale);
    const button = screen.getByRole('button', { name: label });
    expect(button).toHaveAttribute('type', 'submit');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('ignores clicks while pending', async () => {
    const onSubmit = vi.fn();
    await renderWithI18n(form(onSubmit, true), locale);
    const button = screen.getByRole('button', { name: label });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled when the page says so', async () => {
    await renderWithI18n(
      form(() => {}, false, true),
      locale,
    );
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
    expect(screen.getByRole('button', { name: label })).not.toHaveAttribute('aria-busy');
  });
});
