// One form of rates by category (the defaults, or a member's): each field in percent with the
// agent's own rate as its ceiling. The server holds the cap: a rate above one's own comes back as
// `agent.rebate.above.own` naming its category, and its message goes under that field with every
// typed value kept.

import { useLingui } from '@lingui/react/macro';
import type { RatesBp } from '@/api/agent-rebates';
import { ApiError } from '@/api/errors';
import { TextField } from '@/components/field/TextField';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { accountErrorText } from '@/lib/account-errors';
import { showToast } from '@/state/ui';
import { bpToPercentText, checkPercent, percentToBp } from './percent';
import { useCategoryName } from './category-name';
import { percent } from './format';

interface Props {
  id: string;
  categories: readonly string[];
  own: RatesBp;
  initial: RatesBp;
  /** Sends the rates; resolves once saved (the page then shows the answer). */
  save: (rates: RatesBp) => Promise<void>;
}

const categoryOf = (error: ApiError): string | undefined => {
  const value = error.value as { category?: unknown } | null;
  return typeof value?.category === 'string' ? value.category : undefined;
};

export function RatesForm({ id, categories, own, initial, save }: Props) {
  const { t, i18n } = useLingui();
  const name = useCategoryName();
  const form = useForm<Record<string, string>>({
    initial: Object.fromEntries(categories.map((c) => [c, bpToPercentText(initial[c] ?? 0)])),
    fields: categories,
    check: (field, values) => checkPercent(values[field] ?? ''),
    send: async (values) => {
      await save(Object.fromEntries(categories.map((c) => [c, percentToBp(values[c] ?? '') ?? 0])));
      showToast(t`Saved`, { kind: 'success' });
    },
    failed: (error) => {
      const refused = error instanceof ApiError && error.errorCode === 'agent.rebate.above.own' ? error : undefined;
      const category = refused && categoryOf(refused);
      if (refused && category && categories.includes(category)) {
        form.fail(category, () => refused.message);
        form.focus(category);
      } else showToast(accountErrorText(error, i18n), { kind: 'error' });
    },
  });
  return (
    <form noValidate onSubmit={form.submit}>
      {categories.map((c) => (
        <TextField
          key={c}
          id={`${id}-${c}`}
          label={name(c)}
          {...form.field(c)}
          inputMode="text"
          autoComplete="off"
          maxLength={6}
          suffix="%"
          hint={t`Your rate: ${percent(own[c] ?? 0)}`}
        />
      ))}
      <SubmitButton pending={form.pending}>{t`Save`}</SubmitButton>
    </form>
  );
}
