// A button that runs an async retry once at a time: disabled, with a working label, until the
// attempt settles (so impatient taps on a slow network do not stack requests). A tap retries every
// failed load on the screen, not only this one (lib/retry-all.ts); the inbox's "load more", which is
// one too, then also asks again for what failed.

import { useEffect, useRef, useState } from 'react';
import { RETRY_ALL, retryAll } from '@/lib/retry-all';

export interface RetryButtonProps {
  label: string;
  workingLabel: string;
  onRetry: () => Promise<unknown>;
}

export function RetryButton({ label, workingLabel, onRetry }: RetryButtonProps) {
  const [working, setWorking] = useState(false);
  // A ref, not the state: this button's own tap and the retry-all it sends arrive in one tick.
  const busy = useRef(false);
  const run = useRef<() => void>();
  run.current = () => {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    const done = () => {
      busy.current = false;
      setWorking(false);
    };
    // A failed retry shows in the loader's own state (its failed flag): here it only ends the attempt.
    onRetry().then(done, done);
  };
  useEffect(() => {
    const onRetryAll = () => run.current!();
    addEventListener(RETRY_ALL, onRetryAll);
    return () => removeEventListener(RETRY_ALL, onRetryAll);
  }, []);
  return (
    <button type="button" disabled={working} aria-busy={working} onClick={() => (run.current!(), retryAll())}>
      {working ? workingLabel : label}
    </button>
  );
}
