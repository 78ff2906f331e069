// The registration SMS code (specification §4, §9): one send at a time, a 'SMS sent' toast for
// 1.5 s, then the countdown of the server's expiry (minutes × 60 s) replaces the fetch link.
// One countdown for both tabs: the code is for the number, whichever tab asked.

import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { sendRegisterSms } from '@/api/register';
import { createCountdown, smsCountdownSeconds } from '@/lib/countdown';
import { showToast } from '@/state/ui';
import type { RegisterTab } from './register-fields';

export function useSms() {
  const { t } = useLingui();
  const countdown = useMemo(createCountdown, []);
  useEffect(() => countdown.stop, [countdown]);
  const [sending, setSending] = useState(false);

  /** Sends the code; resolves with the failure (for the page to show), or null on success. */
  const send = async (mobileNo: string, countryDialingCode: string, tab: RegisterTab): Promise<unknown> => {
    setSending(true);
    try {
      const { expiredMinutes } = await sendRegisterSms(mobileNo, countryDialingCode, tab);
      showToast(t`SMS sent`, { kind: 'success', duration: 1500 });
      countdown.start(smsCountdownSeconds(expiredMinutes));
      return null;
    } catch (e) {
      return e;
    } finally {
      setSending(false);
    }
  };

  return { secondsLeft: countdown.seconds.value, sending, send };
}
