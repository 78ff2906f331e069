// ENTRY CHUNK. The toast stack. A polite live region, so screen readers announce each toast.

import type { Toast } from '@/state/ui';
import css from './Toasts.module.css';

export function Toasts({ items }: { items: readonly Toast[] }) {
  return (
    <div class={css.stack} role="status" aria-live="polite">
      {items.map((t) => (
        <p key={t.id} class={`${css.toast} ${css[t.kind] ?? ''}`}>
          {t.text}
        </p>
      ))}
    </div>
  );
}
