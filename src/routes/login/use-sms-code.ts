// The mobile tab's "get code" (spec §4): the shared sender with the login call; a failure shows
// as an error toast (the number field has its own client-side checks).

import { useLingui } from '@lingui/react/macro';
import { sendLoginSms } from '@/api/session';
import { accountErrorText } from '@/lib/account-errors';
import { useSmsSender } from '@/state/sms-sender';
import { showToast } from '@/state/ui';

export interface SmsCode {
  secondsLeft: number;
  sending: boolean;
  /** True when the code was sent. */
  send: (mobile: string, dialCode: string) => Promise<boolean>;
}

export function useSmsCode(): SmsCode {
  const { i18n } = useLingui();
  const sender = useSmsSender(sendLoginSms);
  const send = async (mobile: string, dialCode: string) => {
    const failure = await sender.send(mobile, dialCode);
    if (failure) showToast(accountErrorText(failure, i18n), { kind: 'error' });
    return !failure;
  };
  return { secondsLeft: sender.secondsLeft, sending: sender.sending, send };
}
