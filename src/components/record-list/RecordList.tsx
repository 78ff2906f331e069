// The one record list (docs/money.md, "Records"): a date range (today, yesterday, last 7 or 30
// days, or custom up to 90 Dhaka days), the record's filters (a choice or a search field), the
// totals of the whole range from the answer's summary, the rows virtualised at a fixed height
// (components/virtual-grid) and paged as the player nears the end, each opening a sheet with its
// detail (rows carry it: no second call on 2G). A page declares only its record: the call, the
// filters, the row, the detail, the totals; a link's query can start it (`start`). A list that is
// no record of days (the agent's team) goes without the range (`dated: false`).

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RecordPage } from '@/api/records';
import { LoadState } from '@/components/load-state/LoadState';
import { Modal } from '@/components/modal/Modal';
import { RetryButton } from '@/components/retry-button/RetryButton';
import { Spinner } from '@/components/spinner/Spinner';
import { VirtualGrid } from '@/components/virtual-grid/VirtualGrid';
import { DateRangePicker } from './DateRangePicker';
import { SearchForm } from './SearchForm';
import { presetRange, type DateRange } from './date-range';
import { recordPages, type FetchPage } from './record-pages';
import css from './RecordList.module.css';

export type Field = readonly [label: string, value: ReactNode];

export interface RecordFilter {
  /** The query parameter (`status`, `type`, `gameType`, `groupBy`, `username`). */
  name: string;
  label: string;
  /** The first is the default; value '' sends no filter (all). None: a search field, asked for
   *  when the player commits it (enter or leaving the field), not at every key. */
  options?: ReadonlyArray<{ value: string; label: string }>;
}

export interface RecordDef<T, S> {
  /** The list's accessible name. */
  label: string;
  fetchPage: FetchPage<T, S>;
  keyOf: (row: T) => string | number;
  filters?: readonly RecordFilter[];
  /** The totals of the whole range. */
  totals: (summary: S) => readonly Field[];
  /** A row as listed (fits 64 px: two lines). */
  row: (row: T) => ReactNode;
  /** The detail sheet's heading, fields and what may be done with the row (links, a form). The
   *  range shown: a link can carry it on. */
  detail: (row: T, range: DateRange) => { title: string; fields: readonly Field[]; actions?: ReactNode };
  /** Not a record of days: no date range. */
  dated?: false;
  empty: string;
  /** Shown above the range (my rebate's rates). */
  header?: ReactNode;
}

const ROW_HEIGHT = 64;
/** Rows enough to fill a phone's screen below the filters. */
const SKELETON_ROWS = 8;
/** A summary before the answer, for the totals' labels: every figure of a summary is a number. */
const NO_SUMMARY = new Proxy({}, { get: () => 0 });

/** The totals' lines; `ghost`: the figures as muted blocks of the same size (the skeleton). */
function Totals({ fields, ghost }: { fields: readonly Field[]; ghost?: boolean }) {
  return (
    <>
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{ghost ? <span class={css.ghost}>{value}</span> : value}</dd>
        </div>
      ))}
    </>
  );
}

/** What a list opens with besides today and each filter's first option (a link's query). */
export interface RecordStart {
  range?: DateRange;
  filters?: Readonly<Record<string, string>>;
}

/** `member`: whom the rows are for (the session's token; null when signed out). */
export function RecordList<T, S>({ def, member, start }: { def: RecordDef<T, S>; member: () => string | null; start?: RecordStart }) {
  const { t } = useLingui();
  const [range, setRange] = useState<DateRange>(() => start?.range ?? presetRange('today'));
  const [filters, setFilters] = useState(() =>
    Object.fromEntries((def.filters ?? []).map((f) => [f.name, start?.filters?.[f.name] ?? f.options?.[0]?.value ?? ''])),
  );
  const [open, setOpen] = useState<T | null>(null);
  const { fetchPage, keyOf } = def;
  const pages = useMemo(() => recordPages(fetchPage, { ...range, filters }, keyOf, member), [fetchPage, keyOf, range, filters, member]);
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
  const shown = open && def.detail(open, range);
  const set = (name: string, value: string) => {
    if (filters[name] !== value.trim()) setFilters({ ...filters, [name]: value.trim() });
  };

  return (
    <div class={css.page}>
      {def.header}
      {def.dated !== false && <DateRangePicker range={range} onChange={setRange} />}
      {def.filters?.map((f) =>
        f.options ? (
          <label key={f.name} class={css.filter}>
            <span>{f.label}</span>
            <select value={filters[f.name]} onChange={(e) => set(f.name, e.currentTarget.value)}>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <SearchForm key={f.name} label={f.label} initial={filters[f.name]} onSearch={(text) => set(f.name, text)} />
        ),
      )}
      {!data ? (
        <>
          {/* The skeleton has the final boxes: the totals' labels over muted figures, then rows.
              Its own key: the answer's totals are new elements, not these resized (a shift). */}
          {!failed && (
            <dl key="skeleton" class={css.totals} aria-hidden="true">
              <Totals fields={def.totals(NO_SUMMARY as S)} ghost />
            </dl>
          )}
          <LoadState failed={failed} onRetry={() => pages.load({ fresh: true })} shape={{ kind: 'row', count: SKELETON_ROWS }} />
        </>
      ) : (
        <>
          <dl class={css.totals} aria-label={t`Totals`}>
            <Totals fields={def.totals(data.summary)} />
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
