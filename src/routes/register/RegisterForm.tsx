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
import { checkMobile } from '@/lib/validation';
import { useCaptcha } from '@/state/captcha';
import { useSmsSender } from '@/state/sms-sender';
import { FieldInput } from './FieldInput';
import { landingCode, type Landing } from './landing';
import { formFields, type FlowSwitches, type RegisterTab } from './register-fields';
import { useDialCode } from './use-dial-code';
import { errorText, focusField, useRegisterForm } from './use-register-form';
import { useSubmit } from './use-submit';
import css from './register.module.css';

export interface RegisterFormProps {
  tabs: readonly RegisterTab[];
  rules: Readonly<Record<string, RegisterRule>>;
  flow: FlowSwitches;
  landing: Landing;
}

export function RegisterForm({ tabs, rules, flow, landing }: RegisterFormProps) {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<RegisterTab>(tabs[0] ?? 'username');
  const tab = tabs.includes(selected) ? selected : (tabs[0] ?? 'username');
  const { smsOnUsernameTab, passwordOnMobileTab } = flow;
  const fields = useMemo(
    () => formFields(rules, tab, { smsOnUsernameTab, passwordOnMobileTab }),
    [rules, tab, smsOnUsernameTab, passwordOnMobileTab],
  );
  const form = useRegisterForm(fields, { affiliateCode: landingCode(landing) });
  const dial = useDialCode();
  const captcha = useCaptcha(form.isShown('captcha'));
  const sms = useSmsSender((mobile, dialingCode) => sendRegisterSms(mobile, dialingCode, tab));
  const [agree, setAgree] = useState(true);
  const { pending, submit, report } = useSubmit({
    tab, form, landing, countryDialingCode: dial.dialCode, freshCaptcha: captcha.reload,
  });

  const switchTab = (next: RegisterTab) => {
    setSelected(next);
    form.clearErrors();
  };

  // A code needs a valid number first (specification §5).
  const sendCode = async () => {
    const mobile = form.values.mobileNum ?? '';
    const invalid = checkMobile(mobile, fields.find((f) => f.name === 'mobileNum')?.rule);
    if (invalid) {
      form.setError('mobileNum', invalid);
      return focusField('mobileNum');
    }
    const failure = await sms.send(mobile, dial.dialCode);
    if (failure) report(failure);
  };

  const extras = (name: RegisterField) => {
    if (name === 'mobileNum' && dial.countries.length) {
      return {
        prefix: (
          <DialCodeSelect countries={dial.countries} value={dial.dialCode} onChange={dial.setDialCode} label={t`Country code`} />
        ),
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
      <form
        class={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        {...(tabs.length > 1 ? tabPanelProps(tab) : {})}
      >
        {fields.map((f) => (
          <FieldInput
            key={f.name}
            field={f}
            value={form.values[f.name] ?? ''}
            error={errorText(form.errors[f.name], i18n)}
            onInput={(v) => form.setValue(f.name, v)}
            onBlur={() => form.blur(f.name)}
            {...extras(f.name)}
          />
        ))}
        <Checkbox id="reg-agree" checked={agree} onChange={setAgree}>
          {t`I am over 18 and agree to the user agreement`}
        </Checkbox>
        {/* Not <Trans> with a link inside: its runtime would join the framework chunk, in every page. */}
        <Link href={paths.userAgreement} class={css.alt}>{t`Read the user agreement`}</Link>
        <SubmitButton pending={pending} disabled={!agree}>
          {t`Register`}
        </SubmitButton>
        <p class={css.alt}>
          {t`Already have an account?`} <Link href={paths.login}>{t`Log in`}</Link>
        </p>
      </form>
    </>
  );
}
