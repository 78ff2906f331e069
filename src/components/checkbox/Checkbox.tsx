// A native checkbox with its label (remember me, agree to the terms). The label is `children`, so
// it may hold a link; a tap on the link follows it without toggling the box.

import type { ReactNode } from 'react';
import css from './Checkbox.module.css';

export interface CheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}

export function Checkbox({ id, checked, onChange, disabled, children }: CheckboxProps) {
  return (
    <label class={css.row}>
      <input id={id} type="checkbox" class={css.box} checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{children}</span>
    </label>
  );
}
