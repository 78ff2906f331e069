// /m/launchGame, the lottery launch (specification doc. 2 §2, §4 "Game launch"): "Starting the
// game…" while the launcher is asked once, then the game replaces this page. A failure says why
// (the server's message when it sent one) and offers a retry and a way back; an address that names
// no game says so and links to the lobby, without a call. Visitors never get here: the shell sends
// them to log in (app/access.ts).

import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter-preact';
import { ApiError } from '@/api/errors';
import { Spinner } from '@/components/spinner/Spinner';
import { paths } from '@/lib/paths';
import { launchRequestOf, opener, startLaunch } from './launch-request';
import css from './launch-game.module.css';

export function LaunchGamePage() {
  const { t } = useLingui();
  const search = useSearch();
  const request = useMemo(() => launchRequestOf(search), [search]);
  /** null while starting; else the server's message, or '' for ours. */
  const [failure, setFailure] = useState<string | null>(null);
  /** Only the latest attempt of a mounted page may act on its answer. */
  const attempt = useRef(0);

  const start = () => {
    if (!request) return;
    const mine = ++attempt.current;
    setFailure(null);
    startLaunch(request.launch).then(
      (url) => attempt.current === mine && opener.replace(url),
      (e: unknown) => attempt.current === mine && setFailure(e instanceof ApiError && e.message !== e.errorCode ? e.message : ''),
    );
  };
  /* eslint-disable react-hooks/exhaustive-deps -- started again for a new request only (start reads
     it); attempt is a counter, not a node: leaving must bump its latest value */
  useEffect(() => {
    start();
    return () => void attempt.current++;
  }, [request]);
  /* eslint-enable react-hooks/exhaustive-deps */

  if (!request) {
    return (
      <div class={css.page}>
        <p class={css.message}>{t`This game cannot be started`}</p>
        <Link class={css.link} href={paths.lottery}>{t`Go to the lottery lobby`}</Link>
      </div>
    );
  }
  if (failure === null) return <Spinner label={t`Starting the game…`} />;
  return (
    <div class={css.page}>
      <p class={css.message} role="alert">
        {failure || t`Could not start the game, try again`}
      </p>
      <button type="button" class={css.retry} onClick={start}>{t`Try again`}</button>
      <Link class={css.link} href={request.back}>
        {request.back === paths.home ? t`Back to the home page` : t`Back to the lottery lobby`}
      </Link>
    </div>
  );
}
