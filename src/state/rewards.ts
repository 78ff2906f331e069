// ENTRY CHUNK (read by the footer's Reward badge). Filled by the reward-centre calls, and asked for
// once per session by the tab bar (state/reward-badge.ts).

import { signal } from '@preact/signals-react';

/** Promotions the player can still claim; the footer shows a badge when above 0. */
export const unclaimedPromotions = signal(0);

/** A count as the badge shows it: anything but a positive number reads as 0. */
export const toCount = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

export function setUnclaimedPromotions(count: number): void {
  unclaimedPromotions.value = toCount(count);
}
