// The "no internet" notice: shown while the browser is offline, in the active language, once; gone
// when the network returns.
import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAllCatalogs } from '../../tests/render';
import { showOfflineNotice } from './offline-notice';

afterEach(() => {
  vi.restoreAllMocks();
  dispatchEvent(new Event('online'));
});

describe.each([['bn', 'ইন্টারনেট সংযোগ নেই'], ['en', 'No internet connection']] as const)('offline notice in %s', (locale, text) => {
  it('shows once while offline and goes when the network returns', async () => {
    await loadAllCatalogs(locale);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    showOfflineNotice();
    showOfflineNotice();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    onLine.mockReturnValue(true);
    dispatchEvent(new Event('online'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing while online', async () => {
    await loadAllCatalogs(locale);
    showOfflineNotice();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
