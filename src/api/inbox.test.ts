import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { fetchUnreadCount } from './inbox';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

describe('fetchUnreadCount', () => {
  it('reads the number of unread messages', async () => {
    vi.mocked(request).mockResolvedValue(2);
    await expect(fetchUnreadCount()).resolves.toBe(2);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/relay/CSP_unreadCount', moduleId: 'INBOX3' }));
  });

  it.each([null, '2', -1, Number.NaN, { count: 2 }])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchUnreadCount()).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});
