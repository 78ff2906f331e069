// Below the login form (specification §2): trial play when FREEPLAY3 is on, the app download
// page, and the links block (home, register when registration is open, forgot password, customer
// service).

import { useState } from 'react';
import { Link, useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { accountErrorText } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { playTrial } from '@/state/account';
import { switches } from '@/state/config';
import { showBusy, showToast } from '@/state/ui';
import css from './login.module.css';

function TrialButton() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    const hide = showBusy({ label: t`Please wait` });
    try {
      await playTrial();
      navigate(paths.home, { replace: true });
    } catch (e) {
      showToast(accountErrorText(e, i18n), { kind: 'error' });
      setPending(false);
    } finally {
      hide();
    }
  };
  return (
    <button type="button" class={css.trial} disabled={pending} aria-busy={pending || undefined} onClick={() => void start()}>
      {t`Free trial`}
    </button>
  );
}

export function LoginLinks() {
  const { t } = useLingui();
  const sw = switches.value;
  const registerOpen = sw.DIRECTREG3 || sw.USERNAMEREG3 || sw.MOBILENUMREG3;
  return (
    <>
      {sw.FREEPLAY3 && <TrialButton />}
      <Link href={paths.appDownload} class={css.download}>{t`Download the app`}</Link>
      <nav class={css.links} aria-label={t`More options`}>
        <Link href={paths.home}>{t`Home`}</Link>
        {registerOpen && <Link href={paths.register}>{t`Register`}</Link>}
        <Link href={paths.forget}>{t`Forgot password`}</Link>
        <Link href={paths.service}>{t`Customer service`}</Link>
      </nav>
    </>
  );
}
