// Adding a payout account: its kind, number (bank: bank and branch) and the SMS code sent to the
// account's bound number. The holder is the real name, shown, not typed.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SmsCodeField } from '@/components/sms-button/SmsCodeField';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import type { PayoutAccounts, PayoutType } from '@/api/withdraw';
import type { PayoutAccountsModel } from '@/state/payout-accounts';
import { payoutTypes, usePayoutNames } from '@/i18n/wallet-names';
import { accountNoProblem, branchProblem, codeProblem } from './account-rules';
import css from './PayoutAccounts.module.css';

export function AddAccountForm({ data, model }: { data: PayoutAccounts; model: PayoutAccountsModel }) {
  const { t } = useLingui();
  const names = usePayoutNames();
  const [type, setType] = useState<PayoutType>('BKASH');
  const bank = type === 'BANK';
  const { sms } = model;
  const form = useForm({
    initial: { accountNo: '', bankCode: data.banks[0]?.code ?? '', branch: '', code: '' },
    fields: bank ? ['accountNo', 'branch', 'code'] : ['accountNo', 'code'],
    check: (field, v) => {
      if (field === 'accountNo') return accountNoProblem(type, v.accountNo ?? '');
      if (field === 'branch') return branchProblem(v.branch ?? '');
      return codeProblem(v.code ?? '');
    },
    send: (v) => model.add({ type, accountNo: v.accountNo, verificationCode: v.code, ...(bank ? { bankCode: v.bankCode, branch: v.branch } : {}) }),
    failed: model.showError,
  });
  const sendCode = async () => {
    if (await model.sendCode()) form.focus('code');
  };
  return (
    <form noValidate onSubmit={form.submit} class={css.box}>
      <label class={css.label}>
        {t`Account type`}
        <select class={css.select} value={type} onChange={(e) => setType((e.currentTarget as HTMLSelectElement).value as PayoutType)}>
          {payoutTypes.map((k) => (
            <option key={k} value={k}>
              {names.kind(k)}
            </option>
          ))}
        </select>
      </label>
      {bank && (
        <label class={css.label}>
          {t`Bank`}
          <select
            class={css.select}
            value={form.values.bankCode}
            onChange={(e) => form.set('bankCode', (e.currentTarget as HTMLSelectElement).value)}
          >
            {data.banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <TextField
        id="pa-number"
        label={bank ? t`Account number` : type === 'USDT_TRC20' ? t`TRC20 address` : t`Mobile number`}
        {...form.field('accountNo')}
        inputMode={type === 'USDT_TRC20' ? 'text' : 'numeric'}
        required
      />
      {bank && <TextField id="pa-branch" label={t`Branch`} {...form.field('branch')} maxLength={60} required />}
      {type !== 'USDT_TRC20' && <TextField id="pa-holder" label={t`Account holder`} value={data.realName} onInput={() => {}} readOnly />}
      <SmsCodeField
        id="pa-code"
        {...form.field('code')}
        hint={sms.sent ? undefined : t`Get a code first: we will send it by SMS to this account's mobile number.`}
        disabled={!sms.sent}
        required
        sms={sms}
        onSend={() => void sendCode()}
      />
      <SubmitButton pending={form.pending}>{t`Add account`}</SubmitButton>
    </form>
  );
}
