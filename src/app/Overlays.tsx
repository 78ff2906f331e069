// Loaded on first use (and prefetched when the browser is idle): the confirm dialog, the busy
// indicator and the login dialog, which no first paint needs.

import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { BusyOverlay } from '@/components/busy/BusyOverlay';
import { ConfirmDialog } from '@/components/confirm-dialog/ConfirmDialog';
import { LoginDialog } from '@/components/login-dialog/LoginDialog';
import { href, paths } from '@/lib/paths';
import { switches } from '@/state/config';
import { closeLoginPrompt, loginPromptOpen } from '@/state/login-prompt';
import { answerConfirm, busy, confirmRequest } from '@/state/ui';

export default function Overlays() {
  const { t } = useLingui();
  const req = confirmRequest.value;
  const working = busy.value;
  return (
    <>
      {loginPromptOpen.value && <LoginPrompt />}
      {req && (
        <ConfirmDialog
          message={req.message}
          title={req.title}
          confirmText={req.confirmText}
          cancelText={req.cancelText}
          alert={req.alert}
          onAnswer={answerConfirm}
        />
      )}
      {working && <BusyOverlay label={working.label ?? t`Please wait`} />}
    </>
  );
}

/** The login dialog for the current page: after logging in the player comes back here. */
function LoginPrompt() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const openedAt = useRef(location).current;
  // Any navigation closes it, the browser's back button included.
  useEffect(() => {
    if (location !== openedAt) closeLoginPrompt();
  }, [location, openedAt]);
  const on = switches.value;
  return (
    <LoginDialog
      loginHref={href(paths.login, { redirect: search ? `${location}?${search}` : location })}
      registerHref={on.DIRECTREG3 || on.USERNAMEREG3 || on.MOBILENUMREG3 ? paths.register : undefined}
      trialHref={on.FREEPLAY3 ? paths.trail : undefined}
      onGo={(to) => {
        closeLoginPrompt();
        navigate(to);
      }}
      onClose={closeLoginPrompt}
    />
  );
}
