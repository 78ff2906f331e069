import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/client';
import { loadUnreadCount, setUnreadCount, unreadMessages } from './inbox';
import { session, type SessionInfo } from './session';

vi.mock('@/api/client', () => ({ request: vi.fn() }));

const member: SessionInfo = { token: 'tok', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };

afterEach(() => {
  vi.resetAllMocks();
  session.value = null;
});

describe('unread messages', () => {
  it('is 0 for a guest, without a request', async () => {
    session.value = member;
    setUnreadCount(5);
    session.value = null;
    await loadUnreadCount();
    expect(unreadMessages.value).toBe(0);
    expect(request).not.toHaveBeenCalled();
  });

  it('loads the member’s count once at a time and keeps it on failure', async () => {
    session.value = member;
    vi.mocked(request).mockResolvedValue(2);
    await Promise.all([loadUnreadCount(), loadUnreadCount()]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(unreadMessages.value).toBe(2);
    vi.mocked(request).mockRejectedValue(new Error('offline'));
    await loadUnreadCount();
    expect(unreadMessages.value).toBe(2);
  });

  it('forgets the count when the session ends, even if an answer comes back later', async () => {
    session.value = member;
    let answer!: (n: number) => void;
    vi.mocked(request).mockReturnValue(new Promise((r) => (answer = r)));
    const loading = loadUnreadCount();
    session.value = null;
    answer(3);
    await loading;
    expect(unreadMessages.value).toBe(0);
  });

  it('takes a count from an answer that carries it; a count request started before is stale', async () => {
    session.value = member;
    let answer!: (n: number) => void;
    vi.mocked(request).mockReturnValue(new Promise((r) => (answer = r)));
    const loading = loadUnreadCount();
    setUnreadCount(1);
    expect(unreadMessages.value).toBe(1);
    answer(2);
    await loading;
    expect(unreadMessages.value).toBe(1);
  });

  it('ignores a count for a guest', () => {
    unreadMessages.value = 0;
    setUnreadCount(4);
    expect(unreadMessages.value).toBe(0);
  });
});
