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
  const [remember, setRemember] = useState(true);
  /** The last failure, translated when shown (so a language change translates it too). */
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const provider = getPhoneAuthProvider();

  const attempt = async (login: LoginForm, remembered: boolean) => {
    setFailure(null);
    await logIn(login, { remember: remembered, rememberAs: method });
    navigate(redirectTarget(search), { replace: true });
  };
  const form = useLoginForm(method, captcha.shown, {
    send: (values) => attempt(formOf(method, values, captcha.shown), remember),
    failed: (error) => {
      setFailure({ error });
      // The server consumed the captcha that was sent, right or wrong: a new picture for the retry.
      if (asksForCaptcha(error) || captcha.shown) {
        form.set('captcha', '');
        captcha.reload();
      }
    },
  });
  const sms = useSmsCode();

  // Only with a phone-auth provider (none is configured); its token logs in as `firebase`.
  const signInWith = async (kind: SocialKind) => {
    if (!provider) return;
    const signedIn = await provider.signIn(kind).catch((error: unknown) => void setFailure({ error }));
    if (!signedIn) return;
    const login: LoginForm = { username: '', password: '', captcha: '', type: 'firebase', firebaseChannel: 'sms', ...signedIn };
    await form.run(() => attempt(login, false));
  };

  const selectTab = (id: Method) => {
    setChosen(id);
    setFailure(null);
  };

  const why = loginReason(search);
  return (
    <div class={css.page}>
      <PageTop title={t`Log in`} backHref={paths.home} />
      {why && <p class={css.why}>{'play' in why ? t`Log in to play ${why.play}` : t`Log in to open ${i18n._(`route.${why.page}`)}`}</p>}
      <Tabs label={t`Login method`} tabs={tabs} selected={method} onSelect={selectTab} />
      <form class={css.form} onSubmit={form.submit}>
        <div {...(tabs.length > 1 ? tabPanelProps(method) : {})}>
          {method === 'username' ? <UsernameFields form={form} /> : <MobileFields form={form} sms={sms} />}
        </div>
        {captcha.shown && (
          <CaptchaField
            id="login-captcha"
            label={t`Captcha`}
            value={form.values.captcha}
            onInput={(v) => form.set('captcha', v)}
            error={form.message('captcha')}
            inputRef={form.inputRef('captcha')}
            image={captcha.image}
            loading={captcha.loading}
            onReload={captcha.reload}
          />
        )}
        <Checkbox id="login-remember" checked={remember} onChange={setRemember}>
          {t`Remember me`}
        </Checkbox>
        {failure && (
          <p role="alert" class={css.alert}>
            {accountErrorText(failure.error, i18n)}
          </p>
        )}
        <SubmitButton pending={form.pending}>{t`Log in`}</SubmitButton>
      </form>
      <SocialButtons providers={socialProviders(sw, provider !== null)} onSelect={(k) => void signInWith(k)} disabled={form.pending} />
      <LoginLinks />
    </div>
  );
}
