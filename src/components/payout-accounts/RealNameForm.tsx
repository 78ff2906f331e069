// The real name, set once before the first payout account: every account must be in this name.

import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import type { PayoutAccountsModel } from '@/state/payout-accounts';
import { realNameProblem } from './account-rules';
import css from './PayoutAccounts.module.css';

export function RealNameForm({ model }: { model: PayoutAccountsModel }) {
  const { t } = useLingui();
  const form = useForm({
    initial: { name: '' },
    fields: ['name'],
    check: (_field, values) => realNameProblem(values.name ?? ''),
    send: (values) => model.setRealName(values.name),
    failed: model.showError,
  });
  return (
    <form noValidate onSubmit={form.submit} class={css.box}>
      <p
        class={css.muted}
      >{t`Set your real name first: payouts go only to accounts in this name. It cannot be changed later without customer service.`}</p>
      <TextField id="pa-name" label={t`Real name`} {...form.field('name')} autoComplete="name" maxLength={50} required />
      <SubmitButton pending={form.pending}>{t`Save real name`}</SubmitButton>
    </form>
  );
}
