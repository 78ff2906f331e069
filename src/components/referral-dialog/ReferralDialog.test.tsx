// The referral dialog in BN and EN: the details load when it opens (retry after a failure), the
// figures, copying the link and the code (the Clipboard API, else the field's selection), sharing
// where the browser can, and closing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/preact';
import type { ReferralInfo } from '@/api/referral';
import { renderWithI18n } from '../../../tests/render';
import { ReferralDialog } from './ReferralDialog';

const info: ReferralInfo = { code: 'RDEMO01', link: 'https://bdplay.example/m/register?r=RDEMO01', invitedCount: 12, rewardAmount: 100 };
const load = vi.fn<(signal: AbortSignal) => Promise<ReferralInfo>>();
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.resetAllMocks();
  load.mockResolvedValue(info);
  writeText.mockResolvedValue();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

describe.each([
  [
    'bn',
    {
      title: 'বন্ধুদের আমন্ত্রণ',
      close: 'বন্ধ করুন',
      link: 'আপনার আমন্ত্রণ লিঙ্ক',
      code: 'আপনার আমন্ত্রণ কোড',
      copyLink: 'লিঙ্ক কপি করুন',
      copyCode: 'কোড কপি করুন',
      linkCopied: 'লিঙ্ক কপি হয়েছে',
      codeCopied: 'কোড কপি হয়েছে',
      selected: 'নির্বাচিত হয়েছে: কপি করতে চেপে ধরে রাখুন',
      share: 'শেয়ার করুন',
      count: '১২',
      reward: '১০০.০০৳',
      retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
      shareText: 'আমার আমন্ত্রণ কোড RDEMO01 দিয়ে নিবন্ধন করুন',
    },
  ],
  [
    'en',
    {
      title: 'Invite friends',
      close: 'Close',
      link: 'Your invite link',
      code: 'Your invite code',
      copyLink: 'Copy link',
      copyCode: 'Copy code',
      linkCopied: 'Link copied',
      codeCopied: 'Code copied',
      selected: 'Selected: press and hold to copy',
      share: 'Share',
      count: '12',
      reward: '৳100.00',
      retry: 'Loading failed, tap to retry',
      shareText: 'Sign up with my invite code RDEMO01',
    },
  ],
] as const)('the referral dialog in %s', (locale, t) => {
  const open = async (onClose = vi.fn()) => {
    await renderWithI18n(<ReferralDialog load={load} onClose={onClose} />, locale);
    return screen.findByRole('dialog', { name: t.title });
  };

  it('shows the link, the code, the friends invited and the reward per friend', async () => {
    const dialog = await open();
    expect(await within(dialog).findByLabelText(t.link)).toHaveValue(info.link);
    expect(within(dialog).getByLabelText(t.code)).toHaveValue('RDEMO01');
    expect(within(dialog).getByLabelText(t.link)).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent(t.count);
    expect(dialog).toHaveTextContent(t.reward);
    expect(load).toHaveBeenCalledOnce();
  });

  it('copies the link and the code and says so', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: t.copyLink }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.linkCopied);
    expect(writeText).toHaveBeenLastCalledWith(info.link);
    fireEvent.click(screen.getByRole('button', { name: t.copyCode }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.codeCopied));
    expect(writeText).toHaveBeenLastCalledWith('RDEMO01');
  });

  it('selects the link for a copy by hand when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: t.copyLink }));
    expect(await screen.findByText(t.selected)).toBeInTheDocument();
    const field = screen.getByLabelText(t.link) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, info.link.length]);
  });

  it('shares through the phone’s share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: t.share }));
    expect(share).toHaveBeenCalledWith({ title: t.title, text: t.shareText, url: info.link });
  });

  it('has no share button without the share sheet, and closes', async () => {
    const onClose = vi.fn();
    await open(onClose);
    await screen.findByRole('button', { name: t.copyLink });
    expect(screen.queryByRole('button', { name: t.share })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offers a retry when loading fails', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    await open();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: t.retry })));
    expect(await screen.findByLabelText(t.code)).toHaveValue('RDEMO01');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
