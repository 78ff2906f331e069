// A list's search: a field and its button, submitted whole (no request per keystroke on 2G).

import { useLingui } from '@lingui/react/macro';
import css from './RecordList.module.css';

export function SearchForm({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  return (
    <form
      role="search"
      class={css.search}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(new FormData(e.currentTarget).get('search')?.toString().trim() ?? '');
      }}
    >
      <input type="search" name="search" aria-label={label} placeholder={label} autoComplete="off" maxLength={32} />
      <button type="submit">{t`Search`}</button>
    </form>
  );
}
