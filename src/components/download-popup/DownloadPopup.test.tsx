// The download popup in BN and EN: the entries per device with their decoded links, the bonus
// teaser, the help-centre link, closing, and the home-screen guide step (legacy notice, hint,
// profile download, the iOS 12.4 note).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import type { ResourceLink } from '@/api/types';
import type { Locale } from '@/i18n/locale';
import { deviceOf, type Device } from '@/lib/download-entries';
import { renderWithI18n } from '../../../tests/render';
import { obfuscate } from '../../../tests/obfuscate';
import { DownloadPopup } from './DownloadPopup';

const ANDROID = 'https://dl.bdplay.example/bdplay.apk';
const IOS = 'https://apps.apple.com/app/id1234567890';
const PROFILE = 'https://dl.bdplay.example/bdplay.mobileconfig';

const resources = async (types = ['Android', 'IOS', 'MOBILECONFIG']): Promise<ResourceLink[]> => {
  const url: Record<string, string> = { Android: ANDROID, IOS, MOBILECONFIG: PROFILE };
  return Promise.all(types.map(async (resourceType) => ({ resourceType, url: await obfuscate(url[resourceType]!) })));
};

const iphone = (v: string) => deviceOf(`Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15`, 5, false);
const android = deviceOf('Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36', 5, false);
const desktop = deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0', 0, false);

async function open(locale: Locale, device: Device, links?: ResourceLink[], webclipFlag: string | null = null) {
  const onClose = vi.fn();
  const onHelp = vi.fn();
  await renderWithI18n(
    <DownloadPopup
      resources={links ?? (await resources())}
      device={device}
      webclipFlag={webclipFlag}
      currency="BDT"
      onClose={onClose}
      onHelp={onHelp}
    />,
    locale,
  );
  return { onClose, onHelp };
}

describe.each([
  [
    'bn',
    {
      title: 'অ্যাপ ডাউনলোড',
      android: 'অ্যান্ড্রয়েড অ্যাপ',
      ios: 'iOS অ্যাপ',
      profile: 'হোম স্ক্রিনে যোগ করুন (iOS)',
      bonus: '৮,৮৮৮.০০৳',
      help: 'সহায়তা কেন্দ্র',
      close: 'বন্ধ করুন',
      legacy: /iOS সংস্করণ অনেক পুরোনো/,
      hint: /শেয়ার বোতামে ট্যাপ করুন/,
      need: /iOS ১২.৪/,
      download: 'প্রোফাইল ডাউনলোড করুন',
      back: 'ডাউনলোডে ফিরে যান',
      missing: 'iOS অ্যাপ (এখনও উপলব্ধ নয়)',
    },
  ],
  [
    'en',
    {
      title: 'App download',
      android: 'Android app',
      ios: 'iOS app',
      profile: 'Add to home screen (iOS)',
      bonus: '৳8,888.00',
      help: 'Help centre',
      close: 'Close',
      legacy: /iOS version is too old/,
      hint: /tap the Share button/,
      need: /iOS 12\.4 or later/,
      download: 'Download the profile',
      back: 'Back to downloads',
      missing: 'iOS app (not available yet)',
    },
  ],
] as const)('the download popup in %s', (locale, t) => {
  it('offers an Android phone the Android app, with the bonus teaser and the help centre', async () => {
    const { onHelp, onClose } = await open(locale, android);
    expect(screen.getByRole('dialog', { name: t.title })).toHaveTextContent(t.bonus);
    expect(await screen.findByRole('link', { name: t.android })).toHaveAttribute('href', ANDROID);
    expect(screen.queryByRole('link', { name: t.ios })).toBeNull();
    expect(screen.queryByRole('button', { name: t.profile })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.help }));
    expect(onHelp).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers a desktop both apps, an unconfigured one disabled', async () => {
    await open(locale, desktop, await resources(['Android']));
    expect(await screen.findByRole('link', { name: t.android })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.missing })).toBeDisabled();
  });

  it('offers an iPhone the iOS app and the profile, and its guide step', async () => {
    await open(locale, iphone('17_0'));
    expect(await screen.findByRole('link', { name: t.ios })).toHaveAttribute('href', IOS);
    expect(screen.queryByRole('link', { name: t.android })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.profile }));
    expect(screen.getByText(t.hint)).toBeInTheDocument();
    expect(screen.getByText(t.need)).toBeInTheDocument();
    expect(screen.queryByText(t.legacy)).toBeNull();
    expect(screen.getByRole('link', { name: t.download })).toHaveAttribute('href', PROFILE);
    fireEvent.click(screen.getByRole('button', { name: t.back }));
    expect(screen.getByRole('link', { name: t.ios })).toBeInTheDocument();
  });

  it('shows an older iPhone the legacy notice instead of the hint', async () => {
    await open(locale, iphone('12_1'));
    fireEvent.click(await screen.findByRole('button', { name: t.profile }));
    expect(screen.getByText(t.legacy)).toBeInTheDocument();
    expect(screen.queryByText(t.hint)).toBeNull();
  });

  it('leaves the profile out once the web clip is installed', async () => {
    await open(locale, iphone('17_0'), undefined, '1');
    expect(await screen.findByRole('link', { name: t.ios })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.profile })).toBeNull();
  });
});
