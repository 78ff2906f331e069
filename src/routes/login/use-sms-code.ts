// The "get code" button of the mobile tab (specification §4, §9): sends the login SMS, then counts
// down the server's expiry (minutes × 60 s). Held by the page, not the tab, so switching tabs and
// back does not offer a resend the server would refuse.

import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { sendLoginSms } from '@/api/session';
import { accountErrorText } from '@/lib/account-errors';
import { createCountdown, smsCountdownSeconds } from '@/lib/countdown';
import { showToast } from '@/state/ui';

/** Specification §9: the success toast shows for 1.5 s. */
const SENT_TOAST_MS = 1500;

export interface SmsCode {
  secondsLeft: number;
  sending: boolean;
  send: (mobile: string, dialCode: string) => Promise<boolean>;
}

export function useSmsCode(): SmsCode {
  const { t, i18n } = useLingui();
  const [countdown] = useState(createCountdown);
  const [sending, setSending] = useState(false);
  useEffect(() => countdown.stop, [countdown]);

  /** True when the code was sent. */
  const send = async (mobile: string, dialCode: string) => {
    setSending(true);
    try {
      const { expiredMinutes } = await sendLoginSms(mobile, dialCode);
      countdown.start(smsCountdownSeconds(expiredMinutes));
      showToast(t`SMS sent`, { kind: 'success', duration: SENT_TOAST_MS });
      return true;
    } catch (e) {
      showToast(accountErrorText(e, i18n), { kind: 'error' });
      return false;
    } finally {
      setSending(false);
    }
  };

  return { secondsLeft: countdown.seconds.value, sending, send };
}
