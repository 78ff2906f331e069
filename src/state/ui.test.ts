import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerConfirm, BUSY_MAX, busy, confirm, confirmRequest, showBusy, showToast, toasts } from './ui';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  toasts.value = [];
  busy.value = null;
  confirmRequest.value = null;
});

describe('toasts', () => {
  it('short toasts last 3 s, long ones 8 s', () => {
    showToast('short one');
    showToast('long one', { duration: 'long' });
    vi.advanceTimersByTime(2999);
    expect(toasts.value.map((t) => t.text)).toEqual(['short one', 'long one']);
    vi.advanceTimersByTime(1);
    expect(toasts.value.map((t) => t.text)).toEqual(['long one']);
    vi.advanceTimersByTime(5000);
    expect(toasts.value).toEqual([]);
  });

  it('takes an exact duration (free_reject is 2 s)', () => {
    showToast('free_reject', { duration: 2000, kind: 'offline' });
    vi.advanceTimersByTime(2000);
    expect(toasts.value).toEqual([]);
  });
});

describe('confirm', () => {
  it('resolves with the answer', async () => {
    const answer = confirm({ message: 'Sign out?' });
    expect(confirmRequest.value?.message).toBe('Sign out?');
    answerConfirm(true);
    await expect(answer).resolves.toBe(true);
    expect(confirmRequest.value).toBeNull();
  });

  it('a newer question cancels the older one', async () => {
    const first = confirm({ message: 'one' });
    const second = confirm({ message: 'two' });
    await expect(first).resolves.toBe(false);
    answerConfirm(true);
    await expect(second).resolves.toBe(true);
  });
});

describe('busy indicator', () => {
  it('hides when told to', () => {
    const hide = showBusy({ label: 'Signing out' });
    expect(busy.value?.label).toBe('Signing out');
    hide();
    expect(busy.value).toBeNull();
  });

  it('never outlives its maximum duration', () => {
    showBusy();
    vi.advanceTimersByTime(BUSY_MAX);
    expect(busy.value).toBeNull();
  });

  it('an old hide does not close a newer indicator', () => {
    const hideOld = showBusy();
    showBusy({ label: 'newer' });
    hideOld();
    expect(busy.value?.label).toBe('newer');
  });
});
