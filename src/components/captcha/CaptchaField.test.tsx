// The captcha field: the picture is a button that reloads; loading and failure keep the box.
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/render';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';

const png = 'data:image/png;base64,iVBORw0KGgo=';

describe.each([
  ['bn', 'নতুন কোডের জন্য ছবিতে ট্যাপ করুন', 'ক্যাপচা ছবি', 'আবার চেষ্টা করতে ট্যাপ করুন'],
  ['en', 'Tap the picture for a new code', 'Captcha picture', 'Tap to retry'],
] as const)('captcha in %s', (locale, reloadName, alt, retry) => {
  const field = (p: Partial<CaptchaFieldProps>) => (
    <CaptchaField id="captcha" label="Captcha" value="12" onInput={() => {}} image={png} loading={false} onReload={() => {}} {...p} />
  );

  it('a tap on the picture asks for a new code and empties the input', async () => {
    const onReload = vi.fn();
    const onInput = vi.fn();
    await renderWithI18n(field({ onReload, onInput, error: 'Please enter a captcha' }), locale);
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAccessibleDescription('Please enter a captcha');
    expect(screen.getByAltText(alt)).toHaveAttribute('src', png);
    fireEvent.click(screen.getByRole('button', { name: reloadName }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onInput).toHaveBeenCalledWith('');
  });

  it('while loading, the box stays and taps are ignored', async () => {
    const onReload = vi.fn();
    await renderWithI18n(field({ image: null, loading: true, onReload }), locale);
    const button = screen.getByRole('button', { name: reloadName });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(button);
    expect(onReload).not.toHaveBeenCalled();
  });

  it('after a failure offers a retry', async () => {
    const onReload = vi.fn();
    await renderWithI18n(field({ image: null, onReload, maxLength: 4 }), locale);
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute('maxlength', '4');
    fireEvent.click(screen.getByRole('button', { name: retry }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
