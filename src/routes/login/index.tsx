// /m/login (specification §2 "Login screen", §4 "Login", §5, §8): log in by username and password,
// or by mobile number and SMS code when MOBILEVERCODELOGIN3 is on. A failed login that asks for a
// captcha shows it from then on. Above the form, why it opened (the game tapped, the page to come
// back to: why.ts). Success goes to the `redirect` page, else home. Everything the
// player typed stays after a failure, except the captcha (each one is single use).

import { useState } from 'react';
import { useLocation, useSearch } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { PageTop } from '@/components/page-top/PageTop';
import { paths } from '@/lib/paths';
import { ApiError } from '@/api/errors';
import { getPhoneAuthProvider, type SocialKind } from '@/api/phone-auth';
import { CaptchaField } from '@/components/captcha/CaptchaField';
import { Checkbox } from '@/components/checkbox/Checkbox';
import { SocialButtons } from '@/components/social-buttons/SocialButtons';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { Tabs, tabPanelProps } from '@/components/tabs/Tabs';
import { accountErrorText } from '@/lib/account-errors';
import { isRecord } from '@/lib/guards';
import { logIn, type LoginForm } from '@/state/account';
import { useCaptcha } from '@/state/captcha';
import { switches } from '@/state/config';
import type { LoginValues, Method } from './fields';
import { LoginLinks } from './LoginLinks';
import { MobileFields } from './MobileFields';
import { redirectTarget } from '@/lib/redirect';
import { socialProviders } from './social';
import { useLoginForm } from './use-login-form';
import { loginReason } from './why';
import { useSmsCode } from './use-sms-code';
import { UsernameFields } from './UsernameFields';
import css from './login.module.css';

const asksForCaptcha = (e: unknown) => e instanceof ApiError && isRecord(e.value) && e.value.captcha === true;

function formOf(method: Method, v: LoginValues, withCaptcha: boolean): LoginForm {
  const captcha = withCaptcha ? v.captcha : '';
  return method === 'username'
    ? { username: v.username, password: v.password, captcha, type: 'username' }
    : { username: v.mobile, password: v.smsCode, captcha, type: 'sms', countryDialingCode: v.dialCode };
}

export default function LoginPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const sw = switches.value;
  const tabs: { id: Method; label: string }[] = [{ id: 'username', label: t`Username` }];
  if (sw.MOBILEVERCODELOGIN3) tabs.push({ id: 'mobile', label: t`Mobile number` });
  const [chosen, setChosen] = useState<Method>('username');
  const method = tabs.some((tab) => tab.id === chosen) ? chosen : 'username';

  const captcha = useCaptcha();
  const form = useLoginForm(method, captcha.shown);
  const sms = useSmsCode();
  const [remember, setRemember] = useState(true);
  const [pending, setPending] = useState(false);
  /** The last failure, translated when shown (so a language change translates it too). */
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const provider = getPhoneAuthProvider();

  const attempt = async (login: LoginForm, remembered: boolean) => {
    setPending(true);
    setFailure(null);
    try {
      await logIn(login, { remember: remembered, rememberAs: method });
      navigate(redirectTarget(search), { replace: true });
    } catch (error) {
      setFailure({ error });
      // The server consumed the captcha that was sent, right or wrong: a new picture for the retry.
      if (asksForCaptcha(error) || captcha.shown) {
        form.setValue('captcha', '');
        captcha.reload();
      }
      setPending(false);
    }
  };

  const submit = (e: Event) => {
    e.preventDefault();
    if (pending || !form.validate()) return;
    void attempt(formOf(method, form.values, captcha.shown), remember);
  };

  // Only with a phone-auth provider (none is configured); its token logs in as `firebase`.
  const signInWith = async (kind: SocialKind) => {
    if (!provider) return;
    const signedIn = await provider.signIn(kind).catch((error: unknown) => void setFailure({ error }));
    if (!signedIn) return;
    const login: LoginForm = { username: '', password: '', captcha: '', type: 'firebase', firebaseChannel: 'sms', ...signedIn };
    await attempt(login, false);
  };

  const selectTab = (id: Method) => {
    setChosen(id);
    setFailure(null);
  };

  const fields = { values: form.values, errors: form.errors, setValue: form.setValue, blur: form.blur, inputRef: form.inputRef };
  const why = loginReason(search);
  const captchaError = form.errors.captcha ? i18n._(form.errors.captcha) : null;
  return (
    <div class={css.page}>
      <PageTop title={t`Log in`} backHref={paths.home} />
      {why && <p class={css.why}>{'play' in why ? t`Log in to play ${why.play}` : t`Log in to open ${i18n._(`route.${why.page}`)}`}</p>}
      <Tabs label={t`Login method`} tabs={tabs} selected={method} onSelect={selectTab} />
      <form class={css.form} onSubmit={submit}>
        <div {...(tabs.length > 1 ? tabPanelProps(method) : {})}>
          {method === 'username' ? (
            <UsernameFields {...fields} />
          ) : (
            <MobileFields {...fields} rules={form.rules} sms={sms} onCodeSent={() => form.focus('smsCode')} />
          )}
        </div>
        {captcha.shown && (
          <CaptchaField
            id="login-captcha"
            label={t`Captcha`}
            value={form.values.captcha}
            onInput={(v) => form.setValue('captcha', v)}
            error={captchaError}
            inputRef={form.inputRef('captcha')}
            image={captcha.image}
            loading={captcha.loading}
            onReload={captcha.reload}
          />
        )}
        <Checkbox id="login-remember" checked={remember} onChange={setRemember}>
          {t`Remember me`}
        </Checkbox>
        {failure && <p role="alert" class={css.alert}>{accountErrorText(failure.error, i18n)}</p>}
        <SubmitButton pending={pending}>{t`Log in`}</SubmitButton>
      </form>
      <SocialButtons providers={socialProviders(sw, provider !== null)} onSelect={(k) => void signInWith(k)} disabled={pending} />
      <LoginLinks />
    </div>
  );
}
