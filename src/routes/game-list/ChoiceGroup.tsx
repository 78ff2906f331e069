// A labelled group of choices drawn as chips: native radio buttons or checkboxes inside a fieldset,
// so screen readers announce the group, the choice and its state without any ARIA of our own.

import css from './game-list.module.css';

export interface ChoiceGroupProps {
  legend: string;
  type: 'radio' | 'checkbox';
  options: ReadonlyArray<{ value: string; label: string }>;
  isChecked: (value: string) => boolean;
  onPick: (value: string) => void;
}

export function ChoiceGroup({ legend, type, options, isChecked, onPick }: ChoiceGroupProps) {
  return (
    <fieldset class={css.group}>
      <legend>{legend}</legend>
      {options.map(({ value, label }) => (
        <label key={value} class={css.chip}>
          <input type={type} name={legend} checked={isChecked(value)} onChange={() => onPick(value)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
