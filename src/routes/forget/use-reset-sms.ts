// The reset form's "get code" (spec §2 "Forgot-password screen"): the shared sender with the
// reset call; `sent` enables the code input; a failure shows as an error toast.

import { useLingui } from '@lingui/react/macro';
import { sendResetSms } from '@/api/password';
import { accountErrorText } from '@/lib/account-errors';
import { useSmsSender, type SmsSender } from '@/state/sms-sender';
import { showToast } from '@/state/ui';

export type ResetSms = Omit<SmsSender, 'send'> & { send: (mobileNum: string, countryDialingCode: string) => Promise<void> };

export function useResetSms(): ResetSms {
  const { i18n } = useLingui();
  const sender = useSmsSender(sendResetSms);
  const send = async (mobileNum: string, countryDialingCode: string) => {
    const failure = await sender.send(mobileNum, countryDialingCode);
    if (failure) showToast(accountErrorText(failure, i18n), { kind: 'error' });
  };
  return { ...sender, send };
}
