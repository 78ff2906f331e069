// Data whose texts come in the player's language (help entries, notices): loaded on mount, again
// when the language changes, and on a retry. A newer load cancels an older one, and what is shown
// stays until the new answer arrives.

import { useEffect, useRef, useState } from 'react';
import { locale, type Locale } from '@/i18n/locale';

export interface LocaleLoad<T> {
  /** undefined until the first answer. */
  data: T | undefined;
  /** The last load failed. */
  failed: boolean;
  retry: () => Promise<void>;
}

export function useLocaleLoad<T>(load: (lang: Locale, signal: AbortSignal) => Promise<T>): LocaleLoad<T> {
  const l = locale.value;
  const [state, setState] = useState<{ data?: T; failed: boolean }>({ failed: false });
  const current = useRef<AbortController>();
  const run = () => {
    current.current?.abort();
    const call = (current.current = new AbortController());
    setState((s) => ({ ...s, failed: false }));
    return load(l, call.signal).then<void, void>(
      (data) => void (call.signal.aborted || setState({ data, failed: false })),
      () => void (call.signal.aborted || setState((s) => ({ ...s, failed: true }))),
    );
  };
  useEffect(() => {
    void run();
    return () => current.current?.abort();
  }, [l]);
  return { data: state.data, failed: state.failed, retry: run };
}
