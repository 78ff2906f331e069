// One record's rows for one query (a range and a filter), page after page, through the one
// loading mechanism (lib/resource.ts). The key is the member and the page wanted: another member
// clears the rows; the next page keeps them shown and appends its own. A failure keeps what was
// shown and sets `failed`; any retry tap asks for that page again.

import { computed, signal } from '@preact/signals-react';
import type { RecordPage, RecordQuery } from '@/api/records';
import { resource, type Resource } from '@/lib/resource';

export type FetchPage<T, S> = (q: RecordQuery, signal: AbortSignal) => Promise<RecordPage<T, S>>;

export interface RecordPages<T, S> extends Resource<RecordPage<T, S>> {
  /** More pages to load and none loading or failed. */
  readonly canLoadMore: { readonly value: boolean };
  /** Asks for the next page (ignored when there is none or one is loading). */
  next: () => void;
}

/** `member`: whom the rows are for (the session's token; null: signed out, nothing loads). A
 *  component may not read the app's state: the page passes it. */
export function recordPages<T, S>(
  fetchPage: FetchPage<T, S>,
  query: Omit<RecordQuery, 'pageNo'>,
  keyOf: (row: T) => string | number,
  member: () => string | null,
): RecordPages<T, S> {
  const pageNo = signal(1);
  const memberOf = (key: string | null) => (key ? key.slice(0, key.lastIndexOf('#')) : null);
  const pages: Resource<RecordPage<T, S>> = resource<RecordPage<T, S>>({
    key: () => {
      const who = member();
      return who === null ? null : `${who}#${pageNo.value}`;
    },
    fetch: async (key, abort) => {
      const n = Number(key.slice(key.lastIndexOf('#') + 1));
      const page = await fetchPage({ ...query, pageNo: n }, abort);
      const before = n > 1 ? (pages.data.peek()?.list ?? []) : [];
      // A row that moved down a page (newer rows came in meanwhile) shows once.
      const seen = new Set(before.map(keyOf));
      return { ...page, list: [...before, ...page.list.filter((row) => !seen.has(keyOf(row)))] };
    },
    onNewKey: (before, after) => (memberOf(before) === memberOf(after) ? 'keep' : 'clear'),
    reloadAfter: 0,
  });
  const canLoadMore = computed(() => {
    const d = pages.data.value;
    return !!d && d.pageNum < d.totalPages && !pages.loading.value && !pages.failed.value;
  });
  return {
    ...pages,
    canLoadMore,
    next: () => {
      const d = pages.data.peek();
      if (d && canLoadMore.peek()) pageNo.value = d.pageNum + 1;
    },
  };
}
