// Setting (first time: with the login password) or changing (with the old one) the payment
// password, or either with an SMS code to the bound number (docs/money.md, "Payment password").
// The server's refusals (weak, same as the login password, locked with the time left) are shown
// as it gives them.

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@/components/field/PasswordField';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SmsCodeField } from '@/components/sms-button/SmsCodeField';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { sendPaymentPasswordSms, setPaymentPassword } from '@/api/security';
import { checkLoginPassword, checkSmsCode } from '@/lib/validation';
import { useSmsSender } from '@/state/sms-sender';
import { showToast } from '@/state/ui';
import type { RowFormProps } from './row-form';
import { securityErrorText } from './security-errors';
import { checkSixDigits, checkSixDigitsConfirm } from './six-digits';

type Proof = 'login' | 'old' | 'code';

export function PaymentPasswordForm({ config, done }: RowFormProps) {
  const { t } = useLingui();
  const first: Proof = config.paymentPasswordSet ? 'old' : 'login';
  const [proof, setProof] = useState<Proof>(first);
  const tabs = [
    { id: first, label: first === 'login' ? t`Login password` : t`Old payment password` },
    { id: 'code' as const, label: t`SMS code` },
  ];
  return (
    <div>
      <Tabs label={t`How to confirm it is you`} tabs={tabs} selected={proof} onSelect={setProof} />
      <div {...tabPanelProps(proof)}>
        <ProofForm key={proof} proof={proof} done={done} />
      </div>
    </div>
  );
}

function ProofForm({ proof, done }: { proof: Proof; done: () => void }) {
  const { t, i18n } = useLingui();
  const sms = useSmsSender(sendPaymentPasswordSms);
  const form = useForm({
    initial: { proof: '', fresh: '', confirm: '' },
    fields: ['proof', 'fresh', 'confirm'],
    check: (field, v) => {
      if (field === 'fresh') return checkSixDigits(v.fresh);
      if (field === 'confirm') return checkSixDigitsConfirm(v.fresh, v.confirm);
      if (proof === 'code') return checkSmsCode(v.proof);
      return proof === 'old' ? checkSixDigits(v.proof) : checkLoginPassword({}, v.proof);
    },
    dependents: { fresh: ['confirm'] },
    send: async (v) => {
      await setPaymentPassword({
        newPaymentPassword: v.fresh,
        confirmNewPaymentPassword: v.confirm,
        loginPassword: proof === 'login' ? v.proof : '',
        oldPaymentPassword: proof === 'old' ? v.proof : '',
        verificationCode: proof === 'code' ? v.proof : '',
      });
      showToast(t`Saved`, { kind: 'success' });
      done();
    },
    failed: (err) => showToast(securityErrorText(err, i18n), { kind: 'error' }),
  });
  const sendCode = async () => {
    const failure = await sms.send('', '');
    if (failure) showToast(securityErrorText(failure, i18n), { kind: 'error' });
    else form.focus('proof');
  };
  const six = (field: 'proof' | 'fresh' | 'confirm', label: string) => (
    <TextField
      id={`pp-${field}`}
      label={label}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      required
      {...form.field(field)}
    />
  );
  return (
    <form noValidate onSubmit={form.submit}>
      {proof === 'login' && (
        <PasswordField id="pp-login" label={t`Login password`} autoComplete="current-password" required {...form.field('proof')} />
      )}
      {proof === 'old' && six('proof', t`Old payment password`)}
      {proof === 'code' && (
        <SmsCodeField
          id="pp-code"
          {...form.field('proof')}
          hint={sms.sent ? undefined : t`Get a code first: we will send it by SMS to this account's mobile number.`}
          disabled={!sms.sent}
          required
          sms={sms}
          onSend={() => void sendCode()}
        />
      )}
      {six('fresh', t`New payment password (6 digits)`)}
      {six('confirm', t`Confirm new payment password`)}
      <SubmitButton pending={form.pending}>{t`Save`}</SubmitButton>
    </form>
  );
}
