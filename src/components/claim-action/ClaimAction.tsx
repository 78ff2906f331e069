// A promotion's claim state where a member can act on it (reward centre, activity details,
// missions): "In progress" as text while it cannot be claimed yet, else the claim button — busy
// while the claim runs (a second tap sends nothing) and disabled once claimed. The texts come
// translated from the caller (state/promotion-claims `claimText`).

import type { PromotionStatus } from '@/api/promotions';
import css from './ClaimAction.module.css';

export interface ClaimActionProps {
  status: PromotionStatus;
  busy: boolean;
  text: string;
  onClaim: () => void;
  /** The id of the promotion's title, so the button reads "Claim, <title>". */
  describedBy?: string;
  /** Full width (a detail page) instead of a pill beside other content. */
  wide?: boolean;
}

export function ClaimAction({ status, busy, text, onClaim, describedBy, wide }: ClaimActionProps) {
  if (status === 'IN_PROGRESS') return <span class={css.status}>{text}</span>;
  return (
    <button
      type="button"
      class={wide ? css.wide : css.claim}
      aria-describedby={describedBy}
      aria-busy={busy}
      disabled={busy || status === 'CLAIMED'}
      onClick={onClaim}
    >
      {text}
    </button>
  );
}
