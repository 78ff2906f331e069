// The get-code button: idle, sending, counting down (Bengali digits in BN).
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/render';
import { SmsCodeButton } from './SmsCodeButton';

describe.each([
  ['bn', 'কোড নিন', 'পাঠানো হচ্ছে…', '৫৯ সেকেন্ড পরে আবার কোড পাঠানো যাবে', '৫৯ সে.'],
  ['en', 'Get code', 'Sending…', 'Resend code in 59 seconds', '59 s'],
] as const)('SMS code button in %s', (locale, idle, sending, waitName, waitText) => {
  it('sends when idle', async () => {
    const onSend = vi.fn();
    await renderWithI18n(<SmsCodeButton secondsLeft={0} sending={false} onSend={onSend} />, locale);
    fireEvent.click(screen.getByRole('button', { name: idle }));
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('is disabled and busy while sending', async () => {
    await renderWithI18n(<SmsCodeButton secondsLeft={0} sending onSend={() => {}} />, locale);
    expect(screen.getByRole('button', { name: sending })).toBeDisabled();
    expect(screen.getByRole('button', { name: sending })).toHaveAttribute('aria-busy', 'true');
  });

  it('is disabled while counting and shows the seconds left', async () => {
    await renderWithI18n(<SmsCodeButton secondsLeft={59} sending={false} onSend={() => {}} variant="link" />, locale);
    const button = screen.getByRole('button', { name: waitName });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(waitText);
  });

  it('is disabled without a valid number', async () => {
    await renderWithI18n(<SmsCodeButton secondsLeft={0} sending={false} disabled onSend={() => {}} />, locale);
    expect(screen.getByRole('button', { name: idle })).toBeDisabled();
  });
});
