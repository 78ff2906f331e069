import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { fetchUnreadCount } from './inbox';
import { decodeInboxPage, fetchInbox, readMessage } from './inbox-messages';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const message = { id: 7, title: 'Welcome', content: '<p>Hi</p>', createdAt: '2026-11-20T10:30:00Z', read: false };
const page = { list: [message], pageNum: 1, totalPages: 3, unreadCount: 2 };

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

describe('fetchInbox', () => {
  it('asks for a page, 20 messages by default, and decodes it', async () => {
    vi.mocked(request).mockResolvedValue(page);
    await expect(fetchInbox(2)).resolves.toEqual(page);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/wps/relay/CSP_getInbox', moduleId: 'INBOX3', params: { pageNo: 2, pageSize: 20 } }),
    );
  });

  it.each([
    null,
    [],
    { ...page, list: null },
    { ...page, unreadCount: -1 },
    { ...page, totalPages: '3' },
    { ...page, pageNum: undefined },
    { ...page, list: [{ ...message, id: '7' }] },
    { ...page, list: [{ ...message, read: 'no' }] },
    { ...page, list: [{ ...message, content: null }] },
    { ...page, list: [{ ...message, createdAt: 0 }] },
    { ...page, list: [null] },
  ])('refuses %j', (v) => {
    expect(() => decodeInboxPage(v)).toThrow(expect.objectContaining({ errorCode: 'client.response.invalid' }));
  });
});

describe('readMessage', () => {
  it('posts the id and answers the new unread count', async () => {
    vi.mocked(request).mockResolvedValue({ unreadCount: 1 });
    await expect(readMessage(7)).resolves.toBe(1);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/wps/relay/CSP_readInbox', moduleId: 'INBOX3', method: 'post', data: { id: 7 } }),
    );
  });

  it.each([null, 1, {}, { unreadCount: '1' }])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(readMessage(7)).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
  });
});
