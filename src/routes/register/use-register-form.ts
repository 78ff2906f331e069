// The registration form on the shared form primitive, with its submit (specification §4, §5, §8):
// every shown field checked by its rule (checks.ts; editing the password re-checks a typed
// confirmation), a typed invitation code checked first, then the send, the sign-in, the notice and
// home. A failure lands under the field it concerns (and focuses it), else in a toast; after any
// failed send the captcha is fresh, since the server used the old one up.

import { useLocation } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@/api/errors';
import { buildRegisterPayload, checkAffiliateCode, register, registerByMobile, type RegisterField } from '@/api/register';
import { useForm } from '@/components/form/use-form';
import { accountErrorText, failedField } from '@/lib/account-errors';
import { paths } from '@/lib/paths';
import { registerMethod } from '@/lib/register-method';
import { signInRegistered } from '@/state/account';
import { showToast } from '@/state/ui';
import { checkField, type Values } from './checks';
import { landingCode, type Landing } from './landing';
import type { FormField, RegisterTab } from './register-fields';

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

interface RegisterFormOptions {
  tab: RegisterTab;
  /** The fields of the tab, in form order. */
  fields: readonly FormField[];
  landing: Landing;
  countryDialingCode: string;
  freshCaptcha: () => void;
}

export function useRegisterForm({ tab, fields, landing, countryDialingCode, freshCaptcha }: RegisterFormOptions) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const find = (name: RegisterField) => fields.find((f) => f.name === name);
  const isShown = (name: RegisterField) => !!find(name);

  const send = async (values: Values) => {
    const typed = (values.affiliateCode ?? '').trim();
    const fromLink = landingCode(landing);
    // A code from the link goes straight to the registration; a typed one is checked first.
    if (isShown('affiliateCode') && typed && typed !== fromLink && !(await checkAffiliateCode(typed, landing.domain))) {
      throw new ApiError(400, INVITATION_INVALID, '');
    }
    // The values of the fields shown (a value typed on the other tab is not sent).
    const payload = buildRegisterPayload(Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? ''])), {
      affiliateCode: fromLink,
      domain: landing.domain,
      hostName: globalThis.location.hostname,
      registerMethod: registerMethod(),
      countryDialingCode,
    });
    try {
      const result = await (tab === 'mobile' ? registerByMobile : register)(payload);
      signInRegistered(result);
    } catch (err) {
      if (isShown('captcha')) {
        form.set('captcha', '');
        freshCaptcha();
      }
      throw err;
    }
    showToast(t`Registered successfully`, { kind: 'success' });
    // Replacing: the shell already sends a signed-in member away from this page (app/access.ts).
    navigate(paths.home, { replace: true });
  };

  /** Shows a failure of the SMS send or of the submit. */
  const report = (err: unknown) => {
    const field = failureField(err, tab);
    const shown = field !== null && isShown(field);
    if (shown) form.fail(field, (i18n) => accountErrorText(err, i18n));
    // 'Invitation code error' for 1 s (spec §8), even when the code came from the link (no field).
    if (err instanceof ApiError && err.errorCode === INVITATION_INVALID) {
      showToast(accountErrorText(err, i18n), { kind: 'error', duration: 1000 });
    } else if (!shown) showToast(accountErrorText(err, i18n), { kind: 'error' });
    if (shown) form.focus(field);
  };

  const form = useForm<Values>({
    initial: { affiliateCode: landingCode(landing) },
    fields: fields.map((f) => f.name),
    check: (name, values) => {
      const field = find(name);
      return field ? checkField(field, values) : null;
    },
    send,
    failed: report,
    dependents: { password: ['confirmPassword'] },
  });
  return { form, report };
}
