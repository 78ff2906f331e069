// Data whose texts come in the player's language (help entries, notices, winners, lottery menus),
// as a component's own resource (lib/resource.ts): loaded on mount, again after a language change
// (`reloadAfter` ms after the last switch: game lists 200 ms, the winner ticker 250 ms,
// specification doc. 2 §4 and §9, so flipping languages quickly costs one call), on a retry and on
// any retry tap. What is shown stays until the new answer; an answer for an older language is
// dropped, and new `inputs` (another mode) start afresh.

import { useRef } from 'react';
import { locale, type Locale } from '@/i18n/locale';
import { useResource } from '@/lib/use-resource';

export interface LocaleLoad<T> {
  /** undefined until the first answer. */
  data: T | undefined;
  /** The last load failed (cleared while the next one runs). */
  failed: boolean;
  retry: () => Promise<void>;
}

export function useLocaleLoad<T>(
  load: (lang: Locale, signal: AbortSignal) => Promise<T>,
  { inputs = [], reloadAfter = 0 }: { inputs?: readonly unknown[]; reloadAfter?: number } = {},
): LocaleLoad<T> {
  // The latest closure (a page's id, a mode) serves the calls of this resource.
  const latest = useRef(load);
  latest.current = load;
  const r = useResource<T, Locale>(
    () => ({ key: () => locale.value, fetch: (l, signal) => latest.current(l, signal), onNewKey: 'keep', reloadAfter }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's inputs (reloadAfter is a constant of each caller)
    inputs,
  );
  return { data: r.data.value, failed: r.failed.value, retry: () => r.load({ fresh: true }) };
}
