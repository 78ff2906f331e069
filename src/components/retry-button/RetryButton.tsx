// A button that runs an async retry once at a time: disabled, with a working label, until the
// attempt settles (so impatient taps on a slow network do not stack requests).

import { useState } from 'react';

export interface RetryButtonProps {
  label: string;
  workingLabel: string;
  onRetry: () => Promise<unknown>;
}

export function RetryButton({ label, workingLabel, onRetry }: RetryButtonProps) {
  const [working, setWorking] = useState(false);
  const run = () => {
    setWorking(true);
    onRetry().finally(() => setWorking(false));
  };
  return (
    <button type="button" disabled={working} aria-busy={working} onClick={run}>
      {working ? workingLabel : label}
    </button>
  );
}
