// What the promotion pages (reward centre, activity centre and details, missions) share: the
// merchant's promotions, the signed-in member's own with their status, and claiming one. One list
// for the three pages, so a claim on one shows on all; a claim updates the card, the header balance
// (setBalance) and the bubbles (state/promotions.ts) without another request. Only those pages
// import this (its texts belong to the member catalog).

import { useEffect } from 'react';
import { computed, signal } from '@preact/signals-react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/api/errors';
import { claimPromotion, type MemberPromotion, type PromotionStatus } from '@/api/promotions';
import { formatMoney } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { memberList, merchantList } from './promotions';
import { session } from './session';
import { showToast } from './ui';
import { setBalance } from './wallet';

export const ALREADY_CLAIMED = 'promotion.already.claimed';

/** Every running promotion (for anyone); null until the first answer. */
export const merchantPromotions = computed(() => merchantList.data.value);
export const merchantPromotionsFailed = merchantList.failed;
/** The signed-in member's promotions; null until the first answer for this session. */
export const memberPromotions = computed(() => memberList.data.value?.list ?? null);
export const memberPromotionsFailed = memberList.failed;
/** Ids whose claim is under way: their button is disabled. */
export const claiming = signal<ReadonlySet<number>>(new Set());

export const loadMerchantPromotions = (): Promise<void> => merchantList.load();
export const loadMemberPromotions = (): Promise<void> => memberList.load();

/** Loads the lists a page shows on mount, again after a language change and when the session
 *  changes (the member list only with a session). */
export function usePromotionLists({ merchant = false, member = false }: { merchant?: boolean; member?: boolean }): void {
  const l = locale.value;
  const token = session.value?.token;
  useEffect(() => {
    if (merchant) void loadMerchantPromotions();
    if (member) void loadMemberPromotions();
  }, [l, token, merchant, member]);
}

const claimable = (list: MemberPromotion[], mission: boolean) =>
  list.filter((p) => p.status === 'CLAIMABLE' && (p.type === 'MISSION') === mission).length;

/** Marks one promotion claimed and recounts the bubbles from the list (the contract's counts are
 *  exactly these: claimable non-missions, claimable missions). */
function markClaimed(id: number, token: string): void {
  const shown = memberList.data.peek();
  if (!shown || session.peek()?.token !== token) return;
  const list = shown.list.map((p) => (p.id === id ? { ...p, status: 'CLAIMED' as const } : p));
  memberList.set({ list, unclaimedCount: claimable(list, false), missionClaimableCount: claimable(list, true) });
}

function setClaiming(id: number, on: boolean): void {
  const next = new Set(claiming.peek());
  if (on) next.add(id);
  else next.delete(id);
  claiming.value = next;
}

/** Claims one promotion once (a second tap while it runs does nothing) and says how it went. */
export async function claim(id: number): Promise<void> {
  const member = session.peek();
  const token = member?.token;
  if (!token || claiming.peek().has(id)) return;
  setClaiming(id, true);
  try {
    const { amount, sumBalance } = await claimPromotion(id, member.userName);
    const money = formatMoney(amount, locale.peek());
    showToast(i18n._(msg`${money} added to your balance`), { kind: 'success' });
    setBalance(sumBalance);
    markClaimed(id, token);
  } catch (e) {
    if (e instanceof ApiError && e.errorCode === ALREADY_CLAIMED) {
      showToast(i18n._(msg`You have already claimed this reward`));
      markClaimed(id, token);
    } else {
      showToast(i18n._(msg`The reward could not be claimed. Please try again.`), { kind: 'error' });
    }
  } finally {
    setClaiming(id, false);
  }
}

const statusTexts = { CLAIMABLE: msg`Claim`, CLAIMED: msg`Claimed`, IN_PROGRESS: msg`In progress` };

/** The claim button's text (or the status shown instead of a button while in progress). */
export const claimText = (status: PromotionStatus, busy: boolean): string => i18n._(busy ? msg`Claiming…` : statusTexts[status]);
