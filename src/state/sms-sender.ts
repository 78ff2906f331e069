// The "get code" flow shared by the login, registration and reset forms (spec §4 "SMS code
// button", §9): sending state, the countdown of the server's expiry minutes × 60 s, and the
// "SMS sent" toast for 1.5 s. A failure is handed back: each form shows it its own way.

import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SmsSent } from '@/api/session';
import { createCountdown, smsCountdownSeconds } from '@/lib/countdown';
import { showToast } from './ui';

/** Specification §9: the success toast shows for 1.5 s. */
const SENT_TOAST_MS = 1500;

export interface SmsSender {
  sending: boolean;
  /** A code went out during this visit (the reset form enables its code input from then on). */
  sent: boolean;
  secondsLeft: number;
  /** Resolves with null when the code went out, else with the failure. */
  send: (mobile: string, dialingCode: string) => Promise<unknown>;
}

/** `sentText`: the success toast when the code does not go by SMS (an e-mail binding code). */
export function useSmsSender(request: (mobile: string, dialingCode: string) => Promise<SmsSent>, sentText?: string): SmsSender {
  const { t } = useLingui();
  const countdown = useMemo(createCountdown, []);
  useEffect(() => countdown.stop, [countdown]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async (mobile: string, dialingCode: string): Promise<unknown> => {
    setSending(true);
    try {
      const { expiredMinutes } = await request(mobile, dialingCode);
      countdown.start(smsCountdownSeconds(expiredMinutes));
      setSent(true);
      showToast(sentText ?? t`SMS sent`, { kind: 'success', duration: SENT_TOAST_MS });
      return null;
    } catch (e) {
      return e;
    } finally {
      setSending(false);
    }
  };

  return { sending, sent, secondsLeft: countdown.seconds.value, send };
}
