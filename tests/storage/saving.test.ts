// Saving with Web Storage that does not work (ARCHITECTURE §5; broken-storage.ts: full, blocked,
// absent): every action that saves must still work for this page load (the value is kept in
// memory) and never throw. Start-up itself is in boot-*.test.tsx.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breakStorage, restoreStorage } from './broken-storage';

afterEach(() => {
  restoreStorage();
  vi.useRealTimers();
});

/** A fresh module graph: every module reads storage anew, as on a page load. */
const freshApp = () => vi.resetModules();

describe.each(['full', 'blocked', 'absent'] as const)('with %s storage, actions that save', (mode) => {
  beforeEach(() => breakStorage(mode));

  it('keep the data saver choice, the hidden balance and the session for this page load', async () => {
    freshApp();
    const { dataSaver, setDataSaver } = await import('@/state/data-saver');
    const { balanceHidden, toggleBalanceHidden } = await import('@/state/wallet');
    const { clearSession, session, setSession } = await import('@/state/session');
    setDataSaver(true);
    expect(dataSaver.value).toBe(true);
    toggleBalanceHidden();
    expect(balanceHidden.value).toBe(true);
    setSession({ token: 't', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false });
    expect(session.value?.userName).toBe('demo01');
    clearSession();
    expect(session.value).toBeNull();
  });

  it('remember me: saving, reading and forgetting a login never throws', async () => {
    freshApp();
    const remembered = await import('@/state/remembered-login');
    remembered.saveRememberedLogin({ type: 'username', username: 'demo01', countryDialingCode: '+880' });
    expect(remembered.loadRememberedLogin('username')).toBeNull(); // nothing could be kept
    remembered.forgetRememberedLogin('username');
    remembered.forgetRememberedLogin();
  });

  it('a closed popup stays closed on the next refresh of the list', async () => {
    vi.useFakeTimers();
    freshApp();
    const { homeAnnouncements } = await import('@/state/home-announcements');
    const { closePopup, shownPopups, watchPopups } = await import('@/state/announcement-popup');
    const popup = { id: '1', title: 'Hello', content: '<p>x</p>', execution: 'B' as const, promotionType: '' };
    homeAnnouncements.value = { banners: [], notices: [], popups: [popup] };
    const stop = watchPopups();
    await vi.advanceTimersByTimeAsync(600);
    expect(shownPopups.value?.items).toHaveLength(1);
    closePopup();
    expect(shownPopups.value).toBeNull();
    homeAnnouncements.value = { banners: [], notices: [], popups: [{ ...popup }] };
    await vi.advanceTimersByTimeAsync(600);
    expect(shownPopups.value).toBeNull();
    stop();
  });

  it("the device id, the list place, a contract prompt's answer and the invitation code", async () => {
    freshApp();
    const { deviceId } = await import('@/lib/device-id');
    const { savePlace, takePlace } = await import('@/routes/game-list/place-memory');
    const { markAnswered } = await import('@/routes/home/contracts/contract-rules');
    const { readLanding } = await import('@/routes/register/landing');
    expect(deviceId()).toBe(deviceId()); // one id for the page load
    savePlace('k', 2, 300);
    expect(takePlace('k')).toBeNull();
    markAnswered('agent01', 'dividend');
    expect(readLanding('?affiliateCode=AG1001')).toMatchObject({ affiliateCode: 'AG1001' });
  });
});
