// ENTRY CHUNK (read by the footer's Reward badge). Filled by the reward-centre calls, and asked for
// once per session by the tab bar (state/reward-badge.ts).

import { signal } from '@preact/signals-react';

/** Promotions the player can still claim; the footer shows a badge when above 0. */
export const unclaimedPromotions = signal(0);

export function setUnclaimedPromotions(count: number): void {
  unclaimedPromotions.value = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}
