// What the member centre and the footer need to know about promotions (docs/member-area.md,
// "Referral and mission gates"): whether a referral or mission promotion runs at all (the
// merchant's list, for anyone) and the member's two bubbles (claimable rewards, claimable missions).
// The footer's Reward badge lives in the entry chunk (state/rewards.ts); this keeps it in step.

import { signal } from '@preact/signals-react';
import { fetchMemberPromotions, fetchMerchantPromotions, type MemberPromotions } from '@/api/promotions';
import { session } from './session';
import { setUnclaimedPromotions } from './rewards';

export interface PromotionSummary {
  referralEnabled: boolean;
  missionEnabled: boolean;
  /** Claimable promotions that are not missions (the reward centre's bubble, the footer badge). */
  unclaimed: number;
  missionsClaimable: number;
}

export const promotionSummary = signal<PromotionSummary>({
  referralEnabled: false,
  missionEnabled: false,
  unclaimed: 0,
  missionsClaimable: 0,
});

function setMemberCounts(unclaimed: number, missionsClaimable: number): void {
  promotionSummary.value = { ...promotionSummary.peek(), unclaimed, missionsClaimable };
  setUnclaimedPromotions(unclaimed);
}

/** Counts the caller already has (a member-promotions answer, a claim), so the bubbles follow
 *  without another request. Ignored when the session changed meanwhile. */
export function applyMemberCounts(answer: Pick<MemberPromotions, 'unclaimedCount' | 'missionClaimableCount'>, token: string): void {
  if (session.peek()?.token === token) setMemberCounts(answer.unclaimedCount, answer.missionClaimableCount);
}

/** The request under way and the session (or guest, '') it asks for. */
let inFlight: { token: string; done: Promise<boolean> } | null = null;
/** The merchant's list has loaded once: the two gates are known, not just defaulted to off. */
let gatesKnown = false;

/** Loads the merchant's promotions and, when signed in, the member's counts (one load per session
 *  at a time). A failed call keeps the last values it would have set. Resolves whether the gates
 *  are known, so a page can tell "no referral promotion" from "could not ask". */
export function loadPromotionSummary(): Promise<boolean> {
  const token = session.peek()?.token ?? '';
  if (inFlight?.token === token) return inFlight.done;
  const done = Promise.allSettled([fetchMerchantPromotions(), token ? fetchMemberPromotions() : null])
    .then(([merchant, member]) => {
      if ((session.peek()?.token ?? '') !== token) return;
      if (merchant.status === 'fulfilled') {
        gatesKnown = true;
        const running = (type: string) => merchant.value.some((p) => p.type === type);
        promotionSummary.value = { ...promotionSummary.peek(), referralEnabled: running('REFERRAL'), missionEnabled: running('MISSION') };
      }
      if (member.status === 'fulfilled' && member.value) applyMemberCounts(member.value, token);
    })
    .then(() => gatesKnown)
    .finally(() => {
      if (inFlight?.done === done) inFlight = null;
    });
  inFlight = { token, done };
  return done;
}

// One member's counts never show for another, nor after signing out.
let lastToken = session.peek()?.token;
session.subscribe((s) => {
  if (s?.token === lastToken) return;
  lastToken = s?.token;
  setMemberCounts(0, 0);
});
