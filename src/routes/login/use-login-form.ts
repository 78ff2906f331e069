// The login form on the shared form primitive: the fields of the chosen method, and the captcha
// once shown, checked by the login rules (fields.ts); the filled ones are checked again 200 ms
// after a language change (specification §4). A tab's remembered login fills it when the page
// opens and when the tab is chosen.

import { useEffect, useMemo } from 'react';
import { decodeRegister } from '@/api/startup-info';
import { useForm, type FormOptions } from '@/components/form/use-form';
import { systemStatus } from '@/state/config';
import { loadRememberedLogin } from '@/state/remembered-login';
import { checkField, emptyValues, fieldsOf, restoreInto, type LoginValues, type Method } from './fields';

type Submit = Pick<FormOptions<LoginValues>, 'send' | 'failed'>;

export function useLoginForm(method: Method, captchaShown: boolean, { send, failed }: Submit) {
  const status = systemStatus.value;
  const rules = useMemo(() => decodeRegister(status?.info.register), [status]);
  const form = useForm({
    initial: emptyValues,
    fields: fieldsOf(method, captchaShown),
    check: (field, values) => (field === 'dialCode' ? null : checkField(field, values, rules)),
    send,
    failed,
    recheckOnLanguage: true,
  });

  useEffect(() => {
    const saved = loadRememberedLogin(method);
    if (saved) form.fill((values) => restoreInto(values, method, saved));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form.fill works through refs: any render's does
  }, [method]);

  return form;
}
