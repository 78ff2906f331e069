// The registration submit (specification §4, §8): check the form (focus the first invalid field),
// check a typed invitation code first, send, then sign in, say so and go home. A failure lands
// under the field it concerns (and focuses it), else in a toast; after any failed send the
// captcha is fresh, since the server used the old one up.

import { useRef, useState } from 'react';
import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@/api/errors';
import { buildRegisterPayload, checkAffiliateCode, register, registerByMobile, type RegisterField } from '@/api/register';
import { accountErrorText, failedField } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { registerMethod } from '@/lib/register-method';
import { signInRegistered } from '@/state/account';
import { showToast } from '@/state/ui';
import { landingCode, type Landing } from './landing';
import type { RegisterTab } from './register-fields';
import { focusField, type useRegisterForm } from './use-register-form';

const INVITATION_INVALID = 'affiliate.code.invalid';

const fieldOfCode: Readonly<Record<string, RegisterField>> = {
  'register.username.exists': 'username',
  'register.mobile.exists': 'mobileNum',
  'mobile.format.invalid': 'mobileNum',
  'register.confirm.mismatch': 'confirmPassword',
  'verification.code.invalid': 'verificationCode',
  'verification.code.expired': 'verificationCode',
  [INVITATION_INVALID]: 'affiliateCode',
  'login.captcha.invalid': 'captcha',
  'login.captcha.required': 'captcha',
};

/** The field a failure concerns (on the mobile tab the username is the number). */
export function failureField(err: unknown, tab: RegisterTab): RegisterField | null {
  const code = err instanceof ApiError ? err.errorCode : '';
  if (code === 'register.format.invalid') return failedField(err) as RegisterField | null;
  if (code === 'register.username.exists' && tab === 'mobile') return 'mobileNum';
  return fieldOfCode[code] ?? null;
}

interface SubmitOptions {
  tab: RegisterTab;
  form: ReturnType<typeof useRegisterForm>;
  landing: Landing;
  countryDialingCode: string;
  freshCaptcha: () => void;
}

export function useSubmit({ tab, form, landing, countryDialingCode, freshCaptcha }: SubmitOptions) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  // Two taps within one frame both see pending === false; this sees the first at once.
  const inFlight = useRef(false);

  /** Shows a failure of the SMS send or of the submit. */
  const report = (err: unknown) => {
    const field = failureField(err, tab);
    const shown = field !== null && form.isShown(field);
    if (shown) form.setError(field, { failure: err });
    // 'Invitation code error' for 1 s (spec §8), even when the code came from the link (no field).
    if (err instanceof ApiError && err.errorCode === INVITATION_INVALID) {
      showToast(accountErrorText(err, i18n), { kind: 'error', duration: 1000 });
    } else if (!shown) showToast(accountErrorText(err, i18n), { kind: 'error' });
    if (shown) focusField(field);
  };

  const submit = async () => {
    if (inFlight.current) return;
    const invalid = form.validate();
    if (invalid) return focusField(invalid);
    inFlight.current = true;
    setPending(true);
    let sent = false;
    try {
      const typed = (form.values.affiliateCode ?? '').trim();
      const fromLink = landingCode(landing);
      // A code from the link goes straight to the registration; a typed one is checked first.
      if (form.isShown('affiliateCode') && typed && typed !== fromLink && !(await checkAffiliateCode(typed, landing.domain))) {
        throw new ApiError(400, INVITATION_INVALID, '');
      }
      const payload = buildRegisterPayload(form.shownValues(), {
        affiliateCode: fromLink,
        domain: landing.domain,
        hostName: globalThis.location.hostname,
        registerMethod: registerMethod(),
        countryDialingCode,
      });
      sent = true;
      const result = await (tab === 'mobile' ? registerByMobile : register)(payload);
      await signInRegistered(result, payload.password);
      showToast(t`Registered successfully`, { kind: 'success' });
      // Replacing: the shell already sends a signed-in member away from this page (app/access.ts).
      navigate(paths.home, { replace: true });
    } catch (err) {
      inFlight.current = false;
      setPending(false);
      if (sent && form.isShown('captcha')) {
        form.setValue('captcha', '');
        freshCaptcha();
      }
      report(err);
    }
  };

  return { pending, submit, report };
}
