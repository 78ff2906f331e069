// /m/trail, "free trial" (specification §2, §6): what trial play is, and a button that creates a
// trial account (FREEPLAY3) and goes home signed in. A failure says why and offers a retry; with
// the switch off the page says trial play is unavailable. Both ways lead to register and log in.

import { useState } from 'react';
import { Link, useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { playTrial } from '@/state/account';
import { switches } from '@/state/config';
import { showBusy } from '@/state/ui';
import css from './trail.module.css';

function StartTrial() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const start = async () => {
    setPending(true);
    setFailure(null);
    const hide = showBusy({ label: t`Please wait` });
    try {
      await playTrial();
      navigate(paths.home, { replace: true });
    } catch (error) {
      setFailure({ error });
      setPending(false);
    } finally {
      hide();
    }
  };
  return (
    <>
      {failure && (
        <p role="alert" class={css.alert}>
          {accountErrorText(failure.error, i18n)}
        </p>
      )}
      <button type="button" class={css.start} disabled={pending} aria-busy={pending || undefined} onClick={() => void start()}>
        {failure ? t`Try again` : t`Start free trial`}
      </button>
    </>
  );
}

export default function TrailPage() {
  const { t } = useLingui();
  const sw = switches.value;
  const registerOpen = sw.DIRECTREG3 || sw.USERNAMEREG3 || sw.MOBILENUMREG3;
  return (
    <section class={css.page} aria-labelledby="trail-title">
      {sw.FREEPLAY3 ? (
        <>
          <h2 id="trail-title" class={css.title}>{t`Play for free`}</h2>
          <ul class={css.points}>
            <li>{t`You get a demo balance to try the games.`}</li>
            <li>{t`Deposits and withdrawals are not available in trial play.`}</li>
            <li>{t`Some functions need a real account.`}</li>
          </ul>
          <StartTrial />
        </>
      ) : (
        <>
          <h2 id="trail-title" class={css.title}>{t`Trial play is not available right now`}</h2>
          <p class={css.text}>{t`Register or log in to play.`}</p>
        </>
      )}
      <div class={css.links}>
        {registerOpen && <Link href={paths.register}>{t`Register`}</Link>}
        <Link href={paths.login}>{t`Log in`}</Link>
      </div>
    </section>
  );
}
