// Data of a lottery view in the player's language: loaded on mount and when `key` changes (another
// mode), and again 200 ms after a language change (specification doc. 2 §4 and §9: game lists
// reload 200 ms after it, debounced, so flipping languages quickly costs one call). Names already
// shown stay until the new ones arrive; an answer for an older key or language is dropped.

import { useEffect, useRef, useState } from 'react';
import { afterLanguageChange, locale, type Locale } from '@/i18n/locale';
import { GAMES_RELOAD_DELAY } from '@/state/home-games';

export interface Loaded<T> {
  /** undefined until the first answer for this key. */
  data: T | undefined;
  /** The last load failed and nothing is shown. */
  failed: boolean;
  retry: () => Promise<void>;
}

/** The language, changed GAMES_RELOAD_DELAY after the player's last switch. */
function useSettledLocale(): Locale {
  const [settled, setSettled] = useState(locale.value);
  useEffect(() => afterLanguageChange(() => setSettled(locale.peek()), GAMES_RELOAD_DELAY), []);
  return settled;
}

export function useLocaleData<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const id = `${useSettledLocale()}:${key}`;
  const [state, setState] = useState<{ id: string; key: string; data?: T; failed?: boolean }>({ id: '', key: '' });
  const current = useRef(id);
  current.current = id;
  const run = () =>
    load().then(
      (data) => void (current.current === id && setState({ id, key, data })),
      () => void (current.current === id && setState((s) => ({ ...s, id, failed: true }))),
    );
  useEffect(() => void run(), [id]);
  useEffect(() => () => void (current.current = ''), []);
  const data = state.key === key ? state.data : undefined;
  return { data, failed: state.id === id && !!state.failed && data === undefined, retry: run };
}
