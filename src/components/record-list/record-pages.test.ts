import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordPage, RecordQuery } from '@/api/records';
import { signal } from '@preact/signals-react';
import { recordPages } from './record-pages';

type Row = { id: number };
const page = (pageNum: number, ids: number[], totalPages = 3): RecordPage<Row, { n: number }> => ({
  list: ids.map((id) => ({ id })),
  pageNum,
  totalPages,
  totalCount: 6,
  summary: { n: 6 },
});
const session = signal<string | null>(null);
const member = () => session.value;
const signIn = (token: string) => (session.value = token);
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => (session.value = null));

describe('recordPages', () => {
  it('loads page 1, appends the next pages near the end, and stops at the last', async () => {
    signIn('a');
    const fetch = vi.fn((q: RecordQuery) => Promise.resolve(page(q.pageNo, [q.pageNo * 10, q.pageNo * 10 + 1])));
    const r = recordPages(fetch, { startDate: '2026-03-01', endDate: '2026-03-01', filters: { status: 'PENDING' } }, (x) => x.id, member);
    await r.load();
    expect(fetch).toHaveBeenLastCalledWith(
      { startDate: '2026-03-01', endDate: '2026-03-01', filters: { status: 'PENDING' }, pageNo: 1 },
      expect.anything(),
    );
    r.next();
    r.next(); // ignored: page 2 is loading
    await r.load();
    expect(r.data.value?.list.map((x) => x.id)).toEqual([10, 11, 20, 21]);
    r.next();
    await r.load();
    expect(r.canLoadMore.value).toBe(false);
    r.next();
    expect(fetch).toHaveBeenCalledTimes(3);
    r.dispose();
  });

  it('keeps the rows shown when a page fails, and shows a row that moved down a page once', async () => {
    signIn('a');
    const fetch = vi.fn((q: RecordQuery) => Promise.resolve(page(q.pageNo, q.pageNo === 1 ? [1, 2] : [2, 3])));
    const r = recordPages(fetch, { startDate: '2026-03-01', endDate: '2026-03-01' }, (x) => x.id, member);
    await r.load();
    fetch.mockRejectedValueOnce(new Error('offline'));
    r.next();
    await flush();
    expect(r.failed.value).toBe(true);
    expect(r.data.value?.list.map((x) => x.id)).toEqual([1, 2]);
    await r.load({ fresh: true });
    expect(r.data.value?.list.map((x) => x.id)).toEqual([1, 2, 3]);
    r.dispose();
  });

  it("clears another member's rows when the session changes", async () => {
    signIn('a');
    const fetch = vi.fn((q: RecordQuery) => Promise.resolve(page(q.pageNo, [1])));
    const r = recordPages(fetch, { startDate: '2026-03-01', endDate: '2026-03-01' }, (x) => x.id, member);
    await r.load();
    fetch.mockReturnValueOnce(new Promise(() => undefined));
    signIn('b');
    expect(r.data.value).toBeUndefined();
    r.dispose();
  });
});
