// /m/help and /m/helpDetail, the help centre (specification doc. 2 §2 "Help centre";
// docs/member-area.md): the entries of the player's language as an accordion, the one named by
// `?i=` (0-based; default and out of range: the first) open first and scrolled into view, children
// nested below their parent; /m/helpDetail?i= shows that entry on its own page (an unknown `i`
// goes to the list). The layout omits the header on /m/help, so the list draws its own top.

import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { fetchHelpEntries, type HelpEntry } from '@/api/help';
import { Disclosure } from '@/components/disclosure/Disclosure';
import { HtmlContent } from '@/components/html-content/HtmlContent';
import { Icon } from '@/components/icon/Icon';
import { LoadState } from '@/components/load-state/LoadState';
import { useLocaleLoad } from '@/i18n/use-locale-load';
import type { Locale } from '@/i18n/locale';
import { href, paths } from '@/lib/paths';
import css from './help.module.css';

/** One request per language for the visit: the list and the detail page read the same answer. */
const loaded = new Map<Locale, Promise<HelpEntry[]>>();

function loadHelp(l: Locale): Promise<HelpEntry[]> {
  let entries = loaded.get(l);
  if (!entries) {
    entries = fetchHelpEntries(l === 'bn' ? 'BN' : 'EN');
    entries.catch(() => loaded.delete(l)); // a failure is tried again
    loaded.set(l, entries);
  }
  return entries;
}

/** Forgets the answers (tests). */
export const forgetHelp = () => loaded.clear();

/** The entry index of `?i=`, or -1 when missing, malformed or out of range. */
function chosenIndex(search: string, count: number): number {
  const raw = new URLSearchParams(search).get('i') ?? '';
  const i = /^\d+$/.test(raw) ? Number(raw) : -1;
  return i < count ? i : -1;
}

interface EntryProps {
  entry: HelpEntry;
  level?: 2 | 3;
  open?: boolean;
  /** The entry `?i=` named: scrolled into view. */
  named?: boolean;
}

function Entry({ entry, level = 2, open, named }: EntryProps) {
  return (
    <Disclosure title={entry.title} level={level} defaultOpen={open} scrollTo={named}>
      <EntryBody entry={entry} />
    </Disclosure>
  );
}

function EntryBody({ entry }: { entry: HelpEntry }) {
  return (
    <>
      <HtmlContent html={entry.content} />
      {entry.children.length > 0 && (
        <div class={css.children}>
          {entry.children.map((c, k) => (
            <Entry key={k} entry={c} level={3} />
          ))}
        </div>
      )}
    </>
  );
}

export default function HelpPage() {
  const { t } = useLingui();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { data: entries, failed, retry } = useLocaleLoad(loadHelp);
  const detail = path === paths.helpDetail;
  const i = entries ? chosenIndex(search, entries.length) : -1;
  const alone = detail && entries?.[i];
  useEffect(() => {
    if (detail && entries && !alone) navigate(paths.help, { replace: true });
  }, [detail, entries, alone, navigate]);

  if (detail) {
    if (!alone)
      return (
        <div class={css.page}>
          <LoadState failed={failed} onRetry={retry} shape={{ kind: 'item', count: 6 }} />
        </div>
      );
    return (
      <article class={css.page} aria-labelledby="help-entry-title">
        <h2 id="help-entry-title" class={css.entryTitle}>
          {alone.title}
        </h2>
        <EntryBody entry={alone} />
        <Link class={css.more} href={href(paths.help, { i })}>{t`All help topics`}</Link>
      </article>
    );
  }
  const back = () => (history.length > 1 ? history.back() : navigate(paths.home));
  return (
    <div class={css.page}>
      <div class={css.top}>
        <button type="button" class={css.back} aria-label={t`Back`} onClick={back}>
          <Icon name="back" />
        </button>
        <h1 class={css.title}>{t`Help centre`}</h1>
      </div>
      {!entries ? (
        <LoadState failed={failed} onRetry={retry} shape={{ kind: 'item', count: 6 }} />
      ) : entries.length === 0 ? (
        <div class={css.empty}>
          <p>{t`There are no help topics yet.`}</p>
          <Link href={paths.service}>{t`Contact customer service`}</Link>
        </div>
      ) : (
        <div class={css.list}>
          {entries.map((e, k) => (
            <Entry key={k} entry={e} open={k === Math.max(i, 0)} named={k === i} />
          ))}
        </div>
      )}
    </div>
  );
}
