// The name search (specification doc. 2 §2, §5): applied on Enter (the form's submit), not while
// typing, so a slow network is not asked for a list per letter. An emptied box shows every game.

import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import css from './game-list.module.css';

export function SearchBar({ value, onSearch }: { value: string; onSearch: (name: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  // Another list (a tab, the back button) brings its own search.
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      class={css.search}
      onSubmit={(e) => {
        e.preventDefault();
        (e.currentTarget.querySelector('input') as HTMLInputElement).blur();
        onSearch(text);
      }}
    >
      <input
        type="search"
        class={css.searchInput}
        aria-label={t`Search games by name`}
        placeholder={t`Search games`}
        enterkeyhint="search"
        maxLength={64}
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
      />
    </form>
  );
}
