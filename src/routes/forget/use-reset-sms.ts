// The "get code" step of the phone recovery (specification §4, §9): send, then count down the
// server's expiry minutes × 60 s; 'SMS sent' shows for 1.5 s. The code input stays disabled until
// a code has been sent at least once.

import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { sendResetSms } from '@/api/password';
import { accountErrorText } from '@/lib/account-errors';
import { createCountdown, smsCountdownSeconds } from '@/lib/countdown';
import { showToast } from '@/state/ui';

const SENT_TOAST_MS = 1500;

export interface ResetSms {
  sending: boolean;
  /** A code went out (the code input is enabled from then on). */
  sent: boolean;
  secondsLeft: number;
  send: (mobileNum: string, countryDialingCode: string) => Promise<void>;
}

export function useResetSms(): ResetSms {
  const { t, i18n } = useLingui();
  const countdown = useMemo(createCountdown, []);
  useEffect(() => countdown.stop, [countdown]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async (mobileNum: string, countryDialingCode: string) => {
    setSending(true);
    try {
      const { expiredMinutes } = await sendResetSms(mobileNum, countryDialingCode);
      countdown.start(smsCountdownSeconds(expiredMinutes));
      setSent(true);
      showToast(t`SMS sent`, { kind: 'success', duration: SENT_TOAST_MS });
    } catch (err) {
      showToast(accountErrorText(err, i18n), { kind: 'error' });
    } finally {
      setSending(false);
    }
  };

  return { sending, sent, secondsLeft: countdown.seconds.value, send };
}
