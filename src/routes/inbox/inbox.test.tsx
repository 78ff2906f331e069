// /m/webEmail and /m/message in BN and EN, against a mocked API client: the unread count (Bengali
// digits in BN), the unread marks, paging, opening a message marks it read everywhere, a message
// opened by its link, the empty state and the retry.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { Router } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { request, type RequestOptions } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { InboxMessage } from '@/api/inbox-messages';
import type { Locale } from '@/i18n/locale';
import { unreadMessages } from '@/state/inbox';
import { session } from '@/state/session';
import { renderWithI18n } from '../../../tests/render';
import { forgetInbox } from './inbox-store';
import InboxPage from './index';

vi.mock('@/api/client', () => ({ request: vi.fn() }));

const message = (id: number, read = false): InboxMessage => ({
  id,
  title: `Message ${id}`,
  content: `<p>Body ${id}</p>`,
  createdAt: '2026-11-20T10:30:00Z',
  read,
});

/** A fake inbox server: `total` messages, newest (highest id) first; 1 and 2 unread. */
function serve(total: number) {
  const read = new Set(Array.from({ length: total }, (_, i) => i + 1).filter((id) => id > 2));
  const all = () => Array.from({ length: total }, (_, i) => message(total - i, read.has(total - i)));
  const unreadCount = () => total - read.size;
  vi.mocked(request).mockImplementation(async (opts: RequestOptions) => {
    if (opts.url === '/wps/relay/CSP_readInbox') {
      read.add((opts.data as { id: number }).id);
      return { unreadCount: unreadCount() };
    }
    const { pageNo, pageSize } = opts.params as { pageNo: number; pageSize: number };
    const list = all().slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return { list, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), unreadCount: unreadCount() };
  });
}

async function open(path: string, locale: Locale) {
  const location = memoryLocation({ path, record: true });
  await renderWithI18n(
    <Router hook={location.hook}>
      <InboxPage />
    </Router>,
    locale,
  );
  return location;
}

beforeEach(() => {
  vi.resetAllMocks();
  forgetInbox();
  session.value = { token: 'tok', merchantCode: 'bdm01', userName: 'demo01', type: 0, firstTimeLogin: false };
  unreadMessages.value = 0;
});

const texts = {
  bn: {
    two: '২টি অপঠিত',
    one: '১টি অপঠিত',
    unread: 'অপঠিত',
    more: 'আরও দেখুন',
    empty: 'এখনও কোনো বার্তা নেই।',
    retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
    all: 'সব বার্তা',
    missing: 'বার্তাটি খুঁজে পাওয়া যায়নি।',
    year: '২০২৬',
  },
  en: {
    two: '2 unread',
    one: '1 unread',
    unread: 'Unread',
    more: 'Load more',
    empty: 'No messages yet.',
    retry: 'Loading failed, tap to retry',
    all: 'All messages',
    missing: 'This message could not be found.',
    year: '2026',
  },
} as const;

describe.each(['bn', 'en'] as const)('the message centre in %s', (locale) => {
  const t = texts[locale];

  it('lists the messages with the unread count and marks, 20 a page', async () => {
    serve(25);
    await open('/m/webEmail', locale);
    const list = await screen.findByRole('list', { name: t.two });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    expect(unreadMessages.value).toBe(2);
    const newest = within(list).getByRole('link', { name: new RegExp('^Message 25') });
    expect(newest).toHaveAttribute('href', '/m/message?id=25');
    expect(newest).toHaveTextContent(t.year);
    expect(within(newest).queryByText(t.unread)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.more }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(25));
    expect(within(within(list).getByRole('link', { name: /^Message 2\b/ })).getByText(t.unread)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.more })).toBeNull();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/wps/relay/CSP_getInbox', moduleId: 'INBOX3', params: { pageNo: 2, pageSize: 20 } }),
    );
  });

  it('opens a message, marks it read, and the list and the shared count follow', async () => {
    serve(3);
    const location = await open('/m/webEmail', locale);
    fireEvent.click(await screen.findByRole('link', { name: /^Message 2\b/ }));
    expect(location.history?.at(-1)).toBe('/m/message?id=2');
    expect(await screen.findByRole('heading', { name: 'Message 2' })).toBeInTheDocument();
    expect(screen.getByText('Body 2')).toBeInTheDocument();
    await waitFor(() => expect(unreadMessages.value).toBe(1));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/relay/CSP_readInbox', method: 'post', data: { id: 2 } }));
    fireEvent.click(screen.getByRole('link', { name: t.all }));
    const list = await screen.findByRole('list', { name: t.one });
    expect(within(list).getByRole('link', { name: /^Message 2\b/ })).not.toHaveTextContent(t.unread);
  });

  it('finds a message opened by its link and marks it read', async () => {
    serve(3);
    await open('/m/message?id=1', locale);
    expect(await screen.findByRole('heading', { name: 'Message 1' })).toBeInTheDocument();
    await waitFor(() => expect(unreadMessages.value).toBe(1));
  });

  it('says when a message does not exist', async () => {
    serve(3);
    await open('/m/message?id=99', locale);
    expect(await screen.findByText(t.missing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.all })).toHaveAttribute('href', '/m/webEmail');
  });

  it('offers a retry after a failure, then the empty state', async () => {
    vi.mocked(request).mockRejectedValueOnce(new ApiError(0, 'client.network', ''));
    await open('/m/webEmail', locale);
    serve(0);
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});

it('does not mark a message read twice', async () => {
  serve(3);
  await open('/m/message?id=3', 'en');
  expect(await screen.findByRole('heading', { name: 'Message 3' })).toBeInTheDocument();
  expect(vi.mocked(request).mock.calls.some(([o]) => o.url === '/wps/relay/CSP_readInbox')).toBe(false);
});

it('shows the kept list on return, and loads it again when the shared count has moved', async () => {
  serve(3);
  const first = await open('/m/webEmail', 'en');
  await screen.findByRole('list', { name: '2 unread' });
  first.navigate('/m/message?id=3');
  await screen.findByRole('heading', { name: 'Message 3' });
  first.navigate('/m/webEmail');
  await screen.findByRole('list', { name: '2 unread' });
  expect(request).toHaveBeenCalledTimes(1);
  unreadMessages.value = 3; // the home page heard of a new message
  first.navigate('/m/message?id=3');
  await screen.findByRole('heading', { name: 'Message 3' });
  first.navigate('/m/webEmail');
  await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
});
