// The network notices: "no internet" while the browser is offline, once, gone when the network
// returns; "the network is slow" while at least one slow call is still waiting. In BN and EN.
import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAllCatalogs } from '../../tests/render';
import { showOfflineNotice, showSlowNotice } from './network-notice';

afterEach(() => {
  vi.restoreAllMocks();
  dispatchEvent(new Event('online'));
});

describe.each([
  ['bn', 'ইন্টারনেট সংযোগ নেই', 'নেটওয়ার্ক ধীর'],
  ['en', 'No internet connection', 'The network is slow'],
] as const)('network notices in %s', (locale, offlineText, slowText) => {
  it('says "no internet" once while offline and goes when the network returns', async () => {
    await loadAllCatalogs(locale);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    showOfflineNotice();
    showOfflineNotice();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(offlineText);
    onLine.mockReturnValue(true);
    dispatchEvent(new Event('online'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing while online', async () => {
    await loadAllCatalogs(locale);
    showOfflineNotice();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says "slow" once while slow calls wait, and goes when the last one settles', async () => {
    await loadAllCatalogs(locale);
    const first = new AbortController();
    const second = new AbortController();
    showSlowNotice(first.signal);
    showSlowNotice(second.signal);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(slowText);
    first.abort();
    expect(screen.getByRole('status')).toHaveTextContent(slowText);
    second.abort();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ignores a call that settled before its notice loaded, and stacks with "no internet"', async () => {
    await loadAllCatalogs(locale);
    const done = new AbortController();
    done.abort();
    showSlowNotice(done.signal);
    expect(screen.queryByRole('status')).toBeNull();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const waiting = new AbortController();
    showSlowNotice(waiting.signal);
    showOfflineNotice();
    expect(screen.getAllByRole('status').map((n) => n.textContent)).toEqual([slowText, offlineText]);
    waiting.abort();
  });
});
