// ENTRY CHUNK. The busy indicator: blocks taps while an action runs (its maximum duration is
// enforced by the state that shows it).

import { Spinner } from '@/components/spinner/Spinner';
import css from './BusyOverlay.module.css';

export function BusyOverlay({ label }: { label: string }) {
  return (
    <div class={css.overlay} aria-busy="true">
      <div class={css.box}>
        <Spinner label={label} />
      </div>
    </div>
  );
}
