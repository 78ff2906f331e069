// The footer badge's count: one answer per session, another member's never shown, a failure asked
// again, anything but a count read as 0.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals-react';
import { fetchMemberPromotionsValue } from '@/api/promotion-counts';
import { unclaimedBadge } from './reward-badge';
import { session, type SessionInfo } from './session';

vi.mock('@/api/promotion-counts', () => ({ fetchMemberPromotionsValue: vi.fn() }));
const fetchCount = vi.mocked(fetchMemberPromotionsValue);
const member = (token: string): SessionInfo => ({ token, merchantCode: 'bdm01', userName: token, type: 0, firstTimeLogin: false });
const count = signal(0);
const badge = unclaimedBadge(count);

afterEach(() => {
  session.value = null;
  fetchCount.mockReset();
});

describe('the reward badge count', () => {
  it('is asked once per session and cleared for the next member', async () => {
    fetchCount.mockResolvedValue({ unclaimedCount: 3 });
    session.value = member('a');
    await badge.load();
    await badge.load();
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(count.value).toBe(3);
    session.value = member('b');
    expect(count.value).toBe(0);
    fetchCount.mockResolvedValue({ unclaimedCount: 'many' });
    await badge.load();
    expect(fetchCount).toHaveBeenCalledTimes(2);
    expect(count.value).toBe(0);
  });

  it('asks again after a failure, and drops an answer for a session that has ended', async () => {
    session.value = member('c');
    fetchCount.mockRejectedValueOnce(new Error('offline'));
    await badge.load();
    expect(badge.failed.value).toBe(true);
    let answer: (v: unknown) => void = () => {};
    fetchCount.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const pending = badge.load();
    session.value = member('d');
    answer({ unclaimedCount: 9 });
    await pending;
    expect(count.value).toBe(0);
  });
});
