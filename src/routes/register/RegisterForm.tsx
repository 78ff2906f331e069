// The registration form: the method tabs the switches allow, the fields of the chosen tab, the
// agreement and the submit. The typed values are shared by both tabs, so the mobile number moves
// with the player when they switch (specification §2).

import { useMemo, useState } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { sendRegisterSms, type RegisterField } from '@/api/register';
import type { RegisterRule } from '@/api/types';
import { Checkbox } from '@/components/checkbox/Checkbox';
import { DialCodeSelect } from '@/components/dial-code/DialCodeSelect';
import { SmsCodeButton } from '@/components/sms-button/SmsCodeButton';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { paths } from '@/lib/paths';
import { useCaptcha } from '@/state/captcha';
import { useSmsSender } from '@/state/sms-sender';
import { FieldInput } from './FieldInput';
import type { Landing } from './landing';
import { formFields, type FlowSwitches, type RegisterTab } from './register-fields';
import { useDialCode } from './use-dial-code';
import { useRegisterForm } from './use-register-form';
import css from './register.module.css';

export interface RegisterFormProps {
  tabs: readonly RegisterTab[];
  rules: Readonly<Record<string, RegisterRule>>;
  flow: FlowSwitches;
  landing: Landing;
}

export function RegisterForm({ tabs, rules, flow, landing }: RegisterFormProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<RegisterTab>(tabs[0] ?? 'username');
  const tab = tabs.includes(selected) ? selected : (tabs[0] ?? 'username');
  const { smsOnUsernameTab, passwordOnMobileTab } = flow;
  const fields = useMemo(
    () => formFields(rules, tab, { smsOnUsernameTab, passwordOnMobileTab }),
    [rules, tab, smsOnUsernameTab, passwordOnMobileTab],
  );
  const dial = useDialCode();
  const captcha = useCaptcha(fields.some((f) => f.name === 'captcha'));
  const sms = useSmsSender((mobile, dialingCode) => sendRegisterSms(mobile, dialingCode, tab));
  const [agree, setAgree] = useState(true);
  const { form, report } = useRegisterForm({ tab, fields, landing, countryDialingCode: dial.dialCode, freshCaptcha: captcha.reload });

  const switchTab = (next: RegisterTab) => {
    setSelected(next);
    form.hideMessages();
  };

  // A code needs a valid number first (specification §5).
  const sendCode = async () => {
    if (form.errors.mobileNum) {
      form.touch('mobileNum');
      return form.focus('mobileNum');
    }
    const failure = await sms.send(form.values.mobileNum ?? '', dial.dialCode);
    if (failure) report(failure);
  };

  const extras = (name: RegisterField) => {
    if (name === 'mobileNum' && dial.countries.length) {
      return {
        prefix: <DialCodeSelect countries={dial.countries} value={dial.dialCode} onChange={dial.setDialCode} label={t`Country code`} />,
      };
    }
    if (name === 'verificationCode') {
      return {
        suffix: <SmsCodeButton variant="link" secondsLeft={sms.secondsLeft} sending={sms.sending} onSend={() => void sendCode()} />,
      };
    }
    if (name === 'captcha') return { captcha: { image: captcha.image, loading: captcha.loading, onReload: captcha.reload } };
    return {};
  };

  const tabLabels: Record<RegisterTab, string> = { username: t`Username`, mobile: t`Mobile number` };
  return (
    <>
      <Tabs label={t`Registration method`} tabs={tabs.map((id) => ({ id, label: tabLabels[id] }))} selected={tab} onSelect={switchTab} />
      <form class={css.form} noValidate onSubmit={form.submit} {...(tabs.length > 1 ? tabPanelProps(tab) : {})}>
        {fields.map((f) => (
          <FieldInput key={f.name} field={f} {...form.field(f.name)} {...extras(f.name)} />
        ))}
        <Checkbox id="reg-agree" checked={agree} onChange={setAgree}>
          {t`I am over 18 and agree to the user agreement`}
        </Checkbox>
        {/* Not <Trans> with a link inside: its runtime would join the framework chunk, in every page. */}
        <Link href={paths.userAgreement} class={css.alt}>{t`Read the user agreement`}</Link>
        <SubmitButton pending={form.pending} disabled={!agree}>
          {t`Register`}
        </SubmitButton>
        <p class={css.alt}>
          {t`Already have an account?`} <Link href={paths.login}>{t`Log in`}</Link>
        </p>
      </form>
    </>
  );
}
