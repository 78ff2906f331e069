// The promotions every promotion page and the member centre read, each loaded through the one
// mechanism (lib/resource.ts) and kept once for all of them: the merchant's running promotions (for
// anyone; texts in the request's language) and the signed-in member's own with their two counts.
// From them: whether a referral or mission promotion runs at all (docs/member-area.md, "Referral
// and mission gates") and the member's two bubbles (claimable rewards, claimable missions). The
// footer's Reward badge lives in the entry chunk (state/rewards.ts); this keeps it in step.

import { computed, effect } from '@preact/signals-react';
import { fetchMemberPromotions, fetchMerchantPromotions, type MemberPromotions, type Promotion } from '@/api/promotions';
import { locale } from '@/i18n/locale';
import { resource } from '@/lib/resource';
import { session } from './session';
import { setUnclaimedPromotions } from './rewards';

/** Every running promotion; null until the first answer. In another language, the list shown stays
 *  until the new one comes, and an answer for the language left is dropped. */
export const merchantList = resource({
  key: () => locale.value,
  fetch: () => fetchMerchantPromotions(),
  initial: null as Promotion[] | null,
  onNewKey: 'keep',
});

const token = (key: string | null) => key?.slice(0, key.lastIndexOf(':'));

/** The signed-in member's promotions and counts; null until the first answer for this session:
 *  another member's (or a sign-out) clears them, another language keeps them until the new answer. */
export const memberList = resource({
  key: () => (session.value ? `${session.value.token}:${locale.value}` : null),
  fetch: () => fetchMemberPromotions(),
  initial: null as MemberPromotions | null,
  onNewKey: (before, after) => (token(before) === token(after) ? 'keep' : 'clear'),
});

export interface PromotionSummary {
  referralEnabled: boolean;
  missionEnabled: boolean;
  /** Claimable promotions that are not missions (the reward centre's bubble, the footer badge). */
  unclaimed: number;
  missionsClaimable: number;
}

export const promotionSummary = computed<PromotionSummary>(() => {
  const running = (type: Promotion['type']) => merchantList.data.value?.some((p) => p.type === type) ?? false;
  const mine = memberList.data.value;
  return {
    referralEnabled: running('REFERRAL'),
    missionEnabled: running('MISSION'),
    unclaimed: mine?.unclaimedCount ?? 0,
    missionsClaimable: mine?.missionClaimableCount ?? 0,
  };
});

// The footer badge follows each answer and claim.
effect(() => {
  const mine = memberList.data.value;
  if (mine) setUnclaimedPromotions(mine.unclaimedCount);
});

/** Loads the merchant's promotions and, when signed in, the member's. Resolves whether the gates
 *  are known (the merchant's list has loaded once), so a page can tell "no referral promotion" from
 *  "could not ask". */
export function loadPromotionSummary(): Promise<boolean> {
  return Promise.all([merchantList.load(), memberList.load()]).then(() => merchantList.data.peek() !== null);
}

// One member's badge never shows for another, nor after signing out.
let lastToken = session.peek()?.token;
session.subscribe((s) => {
  if (s?.token === lastToken) return;
  lastToken = s?.token;
  setUnclaimedPromotions(0);
});

/** Forgets both lists (tests start each case from nothing). */
export function forgetPromotions(): void {
  merchantList.reset();
  memberList.reset();
}
