// The payout accounts' data and actions (docs/money.md, "Security centre") for the shared
// component (components/payout-accounts/, which takes them as one prop): the list, the real name,
// the SMS code, adding and removing (after a confirmation), each failure said in a toast. Used by
// the withdraw page and the security centre: `onChange` tells the page that the list changed.

import { useLingui } from '@lingui/react/macro';
import type * as wire from '../../contract/withdraw';
import { addPayoutAccount, fetchPayoutAccounts, removePayoutAccount, sendPayoutSms, setRealName, type PayoutAccount } from '@/api/withdraw';
import { accountErrorText } from '@/lib/account-errors';
import { useResource } from '@/lib/use-resource';
import { session } from './session';
import { useSmsSender } from './sms-sender';
import { confirm, showToast } from './ui';

export type NewPayoutAccount = Omit<wire.AddPayoutAccountBody, 'accountName'>;

export function usePayoutAccounts(onChange?: () => void) {
  const { t, i18n } = useLingui();
  const accounts = useResource(() => ({ key: () => session.value?.token ?? null, fetch: (_token, signal) => fetchPayoutAccounts(signal) }), []);
  const sms = useSmsSender(sendPayoutSms);
  const member = () => session.value?.userName ?? '';
  const changed = () => {
    void accounts.load();
    onChange?.();
  };
  const showError = (err: unknown) => void showToast(accountErrorText(err, i18n), { kind: 'error' });
  return {
    data: accounts.data.value,
    failed: accounts.failed.value,
    retry: () => accounts.load(),
    sms,
    showError,
    /** Resolves once the code went out; a failure is said and resolves false. */
    sendCode: async (): Promise<boolean> => {
      const failure = await sms.send('', '');
      if (failure) showError(failure);
      return !failure;
    },
    setRealName: async (name: string) => {
      await setRealName(name);
      changed();
    },
    add: async (body: NewPayoutAccount) => {
      await addPayoutAccount(body, member());
      showToast(t`Payout account added`, { kind: 'success' });
      changed();
    },
    remove: async (account: PayoutAccount, label: string) => {
      if (!(await confirm({ message: t`Remove ${label}?`, confirmText: t`Remove` }))) return;
      try {
        await removePayoutAccount(account.id, member());
        showToast(t`Payout account removed`, { kind: 'success' });
        changed();
      } catch (err) {
        showError(err);
      }
    },
  };
}

export type PayoutAccountsModel = ReturnType<typeof usePayoutAccounts>;
