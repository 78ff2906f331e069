// The balance state: one call at a time, a failure keeps the last value with a toast, the hidden
// choice persisted and validated, the balance forgotten when the session ends.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBalance } from '@/api/wallet';
import { activate } from '@/i18n/locale';
import { session } from './session';
import { toasts } from './ui';
import { balance, balanceHidden, balanceRefreshing, refreshBalance, toggleBalanceHidden } from './wallet';

vi.mock('@/api/wallet', () => ({ fetchBalance: vi.fn() }));

const user = { token: 'tok1', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };

beforeAll(() => activate('en'));

beforeEach(() => {
  vi.mocked(fetchBalance).mockReset();
  session.value = user;
  toasts.value = [];
  balance.value = null;
});

describe('balance', () => {
  it('loads once while a call is in flight, refreshing meanwhile', async () => {
    let answer: (v: { sumBalance: number }) => void = () => {};
    vi.mocked(fetchBalance).mockReturnValue(new Promise((r) => (answer = r)));
    const first = refreshBalance();
    const second = refreshBalance();
    expect(balanceRefreshing.value).toBe(true);
    expect(fetchBalance).toHaveBeenCalledOnce();
    answer({ sumBalance: 12345.67 });
    await Promise.all([first, second]);
    expect(balance.value).toBe(12345.67);
    expect(balanceRefreshing.value).toBe(false);
  });

  it('keeps the last value on failure and shows a toast', async () => {
    vi.mocked(fetchBalance).mockResolvedValueOnce({ sumBalance: 10 }).mockRejectedValueOnce(new Error('offline'));
    await refreshBalance();
    await refreshBalance();
    expect(balance.value).toBe(10);
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'error', text: 'Could not refresh the balance' })]);
  });

  it('does nothing without a session and is forgotten when the session ends', async () => {
    vi.mocked(fetchBalance).mockResolvedValue({ sumBalance: 10 });
    await refreshBalance();
    session.value = null;
    expect(balance.value).toBeNull();
    await refreshBalance();
    expect(fetchBalance).toHaveBeenCalledOnce();
  });

  it('drops an answer that arrives after the session ended, without a toast', async () => {
    let fail: (e: Error) => void = () => {};
    vi.mocked(fetchBalance).mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const call = refreshBalance();
    session.value = null;
    fail(new Error('login.not.session'));
    await call;
    expect(balance.value).toBeNull();
    expect(toasts.value).toEqual([]);
  });
});

describe('hidden balance', () => {
  /** A fresh module, as on the next visit: it reads the stored choice. */
  async function nextVisit() {
    vi.resetModules();
    return import('./wallet');
  }

  it('toggles and persists', async () => {
    expect(balanceHidden.value).toBe(false);
    toggleBalanceHidden();
    expect(balanceHidden.value).toBe(true);
    expect(localStorage.getItem('hideBalance')).toBe('true');
    expect((await nextVisit()).balanceHidden.value).toBe(true);
    toggleBalanceHidden();
    expect(localStorage.getItem('hideBalance')).toBe('false');
  });

  it('reads garbage as shown, and removes it', async () => {
    localStorage.setItem('hideBalance', '"yes"');
    expect((await nextVisit()).balanceHidden.value).toBe(false);
    expect(localStorage.getItem('hideBalance')).toBeNull();
  });
});
