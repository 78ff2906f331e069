// The download bar's visibility rules and the link per device, in BN and EN.
import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStandalone } from '@/lib/env';
import { APP_USER_AGENT_MARKER } from '@/lib/register-method';
import { systemStatus } from '@/state/config';
import { session } from '@/state/session';
import { obfuscate } from '../../../../tests/obfuscate';
import { statusFixture, whiteLabelNode } from '../../../../tests/fixtures';
import { renderWithI18n } from '../../../../tests/render';
import { DownloadBar } from './DownloadBar';
import { APP_SHELL_MARKER, isIos } from './download-link';

vi.mock('@/lib/env', async (original) => ({ ...(await original<typeof import('@/lib/env')>()), isStandalone: vi.fn() }));

const ANDROID = 'https://download.bdplay.example/app/bdplay.apk';
const IOS = 'https://download.bdplay.example/app/ios';
const PROFILE = 'https://download.bdplay.example/app/bdplay.mobileconfig';
const UA = {
  android: 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
};

async function useStatus(opts: { types?: string[]; switches?: string[]; background?: string } = {}) {
  const links: Record<string, string> = { Android: ANDROID, IOS, MOBILECONFIG: PROFILE };
  const types = opts.types ?? ['Android', 'IOS', 'MOBILECONFIG'];
  systemStatus.value = statusFixture({
    info: {
      whitelabel: (opts.switches ?? []).map((id) => whiteLabelNode(id)),
      imageCDNs: ['/cdn'],
      currency: 'BDT',
      mobileTemplate: { app_background: opts.background ?? '#0b3d2e', app_desc: 'BD Play app: faster games', app_desc_font_color: '#ffffff' },
      resources: await Promise.all(types.map(async (resourceType) => ({ resourceType, url: await obfuscate(links[resourceType]!) }))),
    },
  });
}

let userAgent = UA.android;
beforeEach(() => {
  userAgent = UA.android;
  vi.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => userAgent);
  vi.mocked(isStandalone).mockReturnValue(false);
  session.value = null;
});
afterEach(() => vi.restoreAllMocks());

/** Link decoding is asynchronous (Web Crypto): let it finish before asserting absence. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

describe.each([
  ['bn', 'অ্যাপ ডাউনলোড', 'ডাউনলোড', 'ডাউনলোড বার বন্ধ করুন', 'ডাউনলোড বোনাস সর্বোচ্চ ৮,৮৮৮.০০৳'],
  ['en', 'App download', 'Download', 'Close the download bar', 'Download bonus up to ৳8,888.00'],
] as const)('download bar in %s', (locale, name, download, close, teaser) => {
  it('shows the template text, the bonus teaser and the Android link in a new tab', async () => {
    await useStatus();
    await renderWithI18n(<DownloadBar />, locale);
    const bar = await screen.findByRole('complementary', { name });
    expect(bar).toHaveTextContent('BD Play app: faster games');
    expect(bar).toHaveTextContent(teaser);
    expect(bar).toHaveStyle({ background: '#0b3d2e' });
    const link = screen.getByRole('link', { name: download });
    expect(link).toHaveAttribute('href', ANDROID);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closing hides it, also on the next visit', async () => {
    await useStatus();
    const view = await renderWithI18n(<DownloadBar />, locale);
    fireEvent.click(await screen.findByRole('button', { name: close }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem('downloadBarClosed')).toBe('true');
    view.unmount();
    await renderWithI18n(<DownloadBar />, locale);
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('download bar visibility', () => {
  const shown = async () => {
    await renderWithI18n(<DownloadBar />, 'en');
    await settle();
    return screen.queryByRole('link', { name: 'Download' });
  };

  it('hidden when running as an installed web app', async () => {
    vi.mocked(isStandalone).mockReturnValue(true);
    await useStatus();
    expect(await shown()).toBeNull();
  });

  it('hidden inside our app shell', async () => {
    userAgent = `${UA.android} ${APP_SHELL_MARKER}/2.1`;
    await useStatus();
    expect(await shown()).toBeNull();
  });

  it('hidden with no link for the device', async () => {
    await useStatus({ types: ['IOS', 'MOBILECONFIG'] });
    expect(await shown()).toBeNull();
  });

  it('hidden when the link does not decode', async () => {
    await useStatus({ types: [] });
    systemStatus.value!.info.resources = [{ resourceType: 'Android', url: 'garbage-value-12345678' }];
    expect(await shown()).toBeNull();
  });

  it('DOWNLOADLOGIN3: only with a session', async () => {
    await useStatus({ switches: ['DOWNLOADLOGIN3'] });
    expect(await shown()).toBeNull();
    act(() => void (session.value = { token: 't', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false }));
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', ANDROID);
  });

  it('ignores a template background that is not a plain colour', async () => {
    await useStatus({ background: 'url(https://x.example/a.png); position: static' });
    await renderWithI18n(<DownloadBar />, 'en');
    expect(await screen.findByRole('complementary', { name: 'App download' })).not.toHaveAttribute('style');
  });

  it('iOS gets the app link', async () => {
    userAgent = UA.iphone;
    await useStatus();
    expect(await shown()).toHaveAttribute('href', IOS);
  });

  it('iOS without an app link gets the profile', async () => {
    userAgent = UA.iphone;
    await useStatus({ types: ['Android', 'MOBILECONFIG'] });
    expect(await shown()).toHaveAttribute('href', PROFILE);
  });
});

describe('device rules', () => {
  it('recognises iPhone and iPadOS (a Mac with touch), not Android or a desktop Mac', () => {
    expect(isIos(UA.iphone, 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.5 Safari/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.5 Safari/605.1.15', 0)).toBe(false);
    expect(isIos(UA.android, 5)).toBe(false);
  });

  it('uses the same app marker as the registration method', () => {
    expect(APP_SHELL_MARKER).toBe(APP_USER_AGENT_MARKER);
  });
});
