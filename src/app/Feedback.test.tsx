// Toasts, the confirm dialog (default texts) and the busy indicator, in BN and EN.
import { act, fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { alertDialog, confirm, showBusy, showToast } from '@/state/ui';
import { renderApp } from '../../tests/render';

describe.each([
  ['bn', 'বাতিল', 'নিশ্চিত করুন', 'অনুগ্রহ করে অপেক্ষা করুন', 'ঠিক আছে'],
  ['en', 'Cancel', 'Confirm', 'Please wait', 'OK'],
] as const)('feedback in %s', (locale, cancel, ok, wait, alertOk) => {
  it('a toast is announced in the status region', async () => {
    await renderApp({ locale });
    act(() => void showToast('sms sent'));
    expect(screen.getByText('sms sent').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });

  it('the confirm dialog has the default texts and answers', async () => {
    await renderApp({ locale });
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = confirm({ message: 'Sign out?' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sign out?');
    expect(screen.getByRole('button', { name: cancel })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: ok }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an alert has a single OK button', async () => {
    await renderApp({ locale });
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = alertDialog({ message: 'Same password' })));
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('button', { name: cancel })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: alertOk }));
    await expect(answer).resolves.toBe(true);
  });

  it('the busy indicator shows its default label', async () => {
    await renderApp({ locale });
    let hide = () => {};
    act(() => void (hide = showBusy()));
    expect(await screen.findByText(wait)).toBeInTheDocument();
    act(() => hide());
    expect(screen.queryByText(wait)).toBeNull();
  });
});
