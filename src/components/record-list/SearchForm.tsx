// A list's search: a field and its button. The text is asked for when the player commits it (the
// button, enter or leaving the field), not at every key: no request per keystroke on 2G. The record
// list's search filters and the red envelope rain's member picker use it.

import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import css from './RecordList.module.css';

export function SearchForm({ label, onSearch, initial = '' }: { label: string; onSearch: (text: string) => void; initial?: string }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <form
      role="search"
      class={css.filter}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(new FormData(e.currentTarget).get('search')?.toString().trim() ?? '');
      }}
    >
      <label for={id}>{label}</label>
      <span class={css.search}>
        <input
          id={id}
          type="search"
          name="search"
          defaultValue={initial}
          autoComplete="off"
          maxLength={32}
          onBlur={(e) => onSearch(e.currentTarget.value.trim())}
        />
        <button type="submit">{t`Search`}</button>
      </span>
    </form>
  );
}
