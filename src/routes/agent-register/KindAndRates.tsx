// The kind of member (player or sub-agent) and the rebate rate fields, shared by the open-account
// form and the link form: radio buttons in a fieldset, one percent field per category.

import { useLingui } from '@lingui/react/macro';
import type { DownlineKind, RebateRates } from '@/api/agent-accounts';
import { TextField } from '@/components/field/TextField';
import { useCategoryLabel } from '@/i18n/category-labels';
import { rateCategories, rateField, toPercent } from './rates';
import css from './agent-register.module.css';

type FieldProps = (name: `rate.${string}`) => {
  value: string;
  onInput: (v: string) => void;
  onBlur: () => void;
  error: string | null;
  inputRef: (el: HTMLElement | null) => void;
};

interface Props {
  /** Element ids start with it: two forms share the page. */
  idPrefix: string;
  kind: DownlineKind;
  onKind: (kind: DownlineKind) => void;
  own: RebateRates;
  field: FieldProps;
}

export function KindAndRates({ idPrefix, kind, onKind, own, field }: Props) {
  const { t } = useLingui();
  const label = useCategoryLabel();
  const categories = rateCategories(own);
  const kinds: Array<[DownlineKind, string]> = [
    [0, t`Player`],
    [1, t`Sub-agent`],
  ];
  return (
    <>
      <fieldset class={css.kinds}>
        <legend>{t`Account type`}</legend>
        {kinds.map(([value, text]) => (
          <label key={value} class={css.kind}>
            <input type="radio" name={`${idPrefix}-kind`} checked={kind === value} onChange={() => onKind(value)} />
            {text}
          </label>
        ))}
      </fieldset>
      <fieldset class={css.rates}>
        <legend>{t`Rebate rate (%)`}</legend>
        {categories.length === 0 && <p class={css.note}>{t`You have no rebate rate to give yet.`}</p>}
        {categories.map((c) => {
          const max = toPercent(own[c] ?? 0);
          return (
            <TextField
              key={c}
              id={`${idPrefix}-rate-${c}`}
              label={label(c)}
              hint={t`Up to ${max}%`}
              autoComplete="off"
              required
              {...field(rateField(c))}
            />
          );
        })}
      </fieldset>
    </>
  );
}
