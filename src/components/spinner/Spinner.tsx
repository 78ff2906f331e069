// ENTRY CHUNK. The loading spinner (one turn per 0.5 s, specification doc. 2 §4) with its label.

import css from './Spinner.module.css';

export function Spinner({ label }: { label: string }) {
  return (
    <div class={css.wrap} role="status">
      <span class={css.ring} aria-hidden="true" />
      <span class={css.label}>{label}</span>
    </div>
  );
}
