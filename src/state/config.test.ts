// Start-up mode choice, white-label switches and the cached status.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statusFixture, whiteLabelNode as node } from '../../tests/fixtures';
import { locale } from '@/i18n/locale';
import { flattenWhiteLabel, isCachedStatus, loadStatus, modeOf, startupMode, statusFailed, switches, systemStatus } from './config';

afterEach(() => {
  vi.unstubAllGlobals();
  systemStatus.value = null;
  statusFailed.value = false;
});

describe('modeOf', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [true, true, 1], // maintenance wins whether or not the region is restricted
    [false, true, 2],
  ] as const)('maintenance=%s region=%s → mode %i', (maintenance, regionRestriction, mode) => {
    expect(modeOf({ maintenance, regionRestriction })).toBe(mode);
  });
});

describe('flattenWhiteLabel', () => {
  it('turns the tree into a map of switches that are on', () => {
    const s = flattenWhiteLabel([node('REG3', true, [node('USERNAMEREG3'), node('MOBILENUMREG3', false)]), node('DIRECTREG3'), node('AGEPAG')]);
    expect(s.USERNAMEREG3).toBe(true);
    expect(s.MOBILENUMREG3).toBeUndefined();
    expect(s.DIRECTREG3).toBe(true);
    expect(s.AGEPAG).toBe(true); // keys outside the typed list still arrive
    expect(s.GOOGLELOGIN3).toBeUndefined();
  });

  it('reads each node’s own flag, whatever its group says (as the platform does)', () => {
    const s = flattenWhiteLabel([node('REG3', false, [node('USERNAMEREG3'), node('MOBILENUMREG3', false)])]);
    expect(s.REG3).toBeUndefined();
    expect(s.USERNAMEREG3).toBe(true);
    expect(s.MOBILENUMREG3).toBeUndefined();
  });
});

describe('derived state', () => {
  it('follows the status signal', () => {
    systemStatus.value = statusFixture({ maintenance: true });
    expect(startupMode.value).toBe(1);
    systemStatus.value = statusFixture({ regionRestriction: true });
    expect(startupMode.value).toBe(2);
    expect(switches.value.DIRECTREG3).toBe(true);
    systemStatus.value = null;
    expect(startupMode.value).toBe(0);
  });
});

describe('isCachedStatus', () => {
  it('accepts a stored status and rejects damaged ones', () => {
    const good = JSON.parse(JSON.stringify(statusFixture()));
    expect(isCachedStatus(good)).toBe(true);
    expect(isCachedStatus({ ...good, maintenance: 'no' })).toBe(false);
    expect(isCachedStatus({ ...good, location: null })).toBe(false);
    expect(isCachedStatus({ ...good, info: { whitelabel: [{ modId: 1 }] } })).toBe(false);
    expect(isCachedStatus('garbage')).toBe(false);
  });
});

describe('loadStatus', () => {
  const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }));

  it('stores and caches the answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(statusFixture({ maintenance: true }))),
    );
    await loadStatus();
    expect(startupMode.value).toBe(1);
    expect(JSON.parse(localStorage.getItem('SYSTEM_STATUS')!).maintenance).toBe(true);
    expect(statusFailed.value).toBe(false);
  });

  it('shares one request between simultaneous callers', async () => {
    const fetch = vi.fn(async () => envelope(statusFixture()));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([loadStatus(), loadStatus()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good status and records the failure', async () => {
    systemStatus.value = statusFixture();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":false,"errorCode":"request.path.not.found"}', { status: 404 })),
    );
    await loadStatus();
    expect(statusFailed.value).toBe(true);
    expect(systemStatus.value).not.toBeNull();
  });

  it('asks again after a language change: the download bar tagline comes in the new language', async () => {
    const tagline = (app_desc: string) => ({ ...statusFixture(), info: { ...statusFixture().info, mobileTemplate: { app_desc } } });
    const fetch = vi.fn(async () => envelope(tagline('BD Play অ্যাপ')));
    vi.stubGlobal('fetch', fetch);
    await loadStatus();
    fetch.mockImplementation(async () => envelope(tagline('BD Play app')));
    locale.value = 'en';
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(systemStatus.value?.info).toMatchObject({ mobileTemplate: { app_desc: 'BD Play app' } }));
    locale.value = 'bn';
  });
});
