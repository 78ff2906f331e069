// The one record list (docs/money.md, "Records"): a date range (today, yesterday, last 7 or 30
// days, or custom up to 90 Dhaka days), the record's filter, the totals of the whole range from
// the answer's summary, the rows virtualised at a fixed height (components/virtual-grid) and paged
// as the player nears the end, each opening a sheet with its detail (rows carry it: no second call
// on 2G). A page declares only its record: the call, the filter, the row, the detail, the totals.
// A list that is no record of days (the agent's team) goes without the range and may be searched.

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RecordPage } from '@/api/records';
import { LoadState } from '@/components/load-state/LoadState';
import { Modal } from '@/components/modal/Modal';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Spinner } from '@/components/spinner/Spinner';
import { VirtualGrid } from '@/components/virtual-grid/VirtualGrid';
import { DateRangePicker } from './DateRangePicker';
import { presetRange, type DateRange } from './date-range';
import { recordPages, type FetchPage } from './record-pages';
import { SearchForm } from './SearchForm';
import css from './RecordList.module.css';

export type Field = readonly [label: string, value: ReactNode];

export interface RecordFilter {
  /** The query parameter (`status`, `type`, `gameType`, `groupBy`). */
  name: string;
  label: string;
  /** The first is the default; value '' sends no filter (all). */
  options: ReadonlyArray<{ value: string; label: string }>;
}

export interface RecordDef<T, S> {
  /** The list's accessible name. */
  label: string;
  fetchPage: FetchPage<T, S>;
  keyOf: (row: T) => string | number;
  filter?: RecordFilter;
  /** The totals of the whole range. */
  totals: (summary: S) => readonly Field[];
  /** A row as listed (fits 64 px: two lines). */
  row: (row: T) => ReactNode;
  /** The detail sheet's heading and fields. */
  detail: (row: T) => { title: string; fields: readonly Field[]; actions?: ReactNode };
  empty: string;
  /** Shown above the range (my rebate's rates). */
  header?: ReactNode;
  /** false: no date range (the list is not of days; the call ignores the dates). */
  dated?: false;
  /** A search field (its text goes to the call as `search`), submitted with its button. */
  search?: { label: string };
}

const ROW_HEIGHT = 64;

/** `member`: whom the rows are for (the session's token; null when signed out). */
export function RecordList<T, S>({ def, member }: { def: RecordDef<T, S>; member: () => string | null }) {
  const { t } = useLingui();
  const [range, setRange] = useState<DateRange>(() => presetRange('today'));
  const [filter, setFilter] = useState(def.filter?.options[0]?.value ?? '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<T | null>(null);
  const { fetchPage, keyOf } = def;
  const name = def.filter?.name;
  const searchable = def.search !== undefined;
  const pages = useMemo(
    () => recordPages(fetchPage, { ...range, ...(searchable && { search }), filter: name ? { name, value: filter } : undefined }, keyOf, member),
    [fetchPage, keyOf, range, name, filter, searchable, search, member],
  );
  useEffect(() => {
    void pages.load();
    return pages.dispose;
  }, [pages]);

  const data: RecordPage<T, S> | undefined = pages.data.value;
  const failed = pages.failed.value;
  let footer: ReactNode = null;
  if (data && failed)
    footer = <RetryButton label={t`Loading failed, tap to retry`} workingLabel={t`Please wait`} onRetry={() => pages.load({ fresh: true })} />;
  else if (data && pages.loading.value) footer = <Spinner label={t`Please wait`} />;
  const shown = open && def.detail(open);

  return (
    <div class={css.page}>
      {def.header}
      {def.dated !== false && <DateRangePicker range={range} onChange={setRange} />}
      {def.search && <SearchForm label={def.search.label} onSearch={setSearch} />}
      {def.filter && (
        <label class={css.filter}>
          <span>{def.filter.label}</span>
          <select value={filter} onChange={(e) => setFilter(e.currentTarget.value)}>
            {def.filter.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {!data ? (
        <LoadState failed={failed} onRetry={() => pages.load({ fresh: true })} />
      ) : (
        <>
          <dl class={css.totals} aria-label={t`Totals`}>
            {def.totals(data.summary).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {data.list.length === 0 ? (
            <p class={css.empty}>{def.empty}</p>
          ) : (
            <VirtualGrid<T>
              items={data.list}
              label={def.label}
              rowHeight={ROW_HEIGHT}
              gap={1}
              columns={1}
              getKey={keyOf}
              renderItem={(row) => (
                <button type="button" class={css.row} onClick={() => setOpen(row)}>
                  {def.row(row)}
                </button>
              )}
              onNearEnd={pages.canLoadMore.value ? pages.next : undefined}
              footer={footer}
            />
          )}
        </>
      )}
      {shown && (
        <Modal title={shown.title} closeLabel={t`Close`} onClose={() => setOpen(null)}>
          <dl class={css.detail}>
            {shown.fields.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {shown.actions}
        </Modal>
      )}
    </div>
  );
}
