// The home page's announcement popup (specification §4 "Announcement popup"): which items show,
// whether the popup is open, and each group's stored "seen" state. The platform kept that state in
// sessionStorage (reference §7.8), so the popup came back in every new browser session; on a phone,
// where the browser drops sessions often, that is a nag. Local storage shows each item once, and
// new content still re-opens it (lib/popup-rules).

import { computed, effect, signal } from '@preact/signals-react';
import type { Popup } from '@/api/announcements';
import { isArrayOf, isBoolean, isRecord, isString } from '@/lib/guards';
import { closedState, popupGroup, popupsFor, shouldOpen, type PopupGroup, type PopupSeen } from '@/lib/popup-rules';
import { readJson, writeJson } from '@/lib/storage';
import { homeAnnouncements } from './home-announcements';
import { session } from './session';

/** The platform's keys. */
const KEYS: Record<PopupGroup, string> = { A: 'USER_POPUP', B: 'ANONYMOUS_POPUP' };

/** The specification's delay before a new list is shown. */
const POPUP_DELAY_MS = 500;

const isPopupSeen = (v: unknown): v is PopupSeen => isRecord(v) && isBoolean(v.show) && isArrayOf(v.seen, isString);

/** What closing stored, also kept here for when storage is unavailable (the popup must not return
 *  on every list refresh then). */
const remembered: Partial<Record<PopupGroup, PopupSeen>> = {};

const readPopupSeen = (group: PopupGroup): PopupSeen | null => remembered[group] ?? readJson(KEYS[group], isPopupSeen);

/** The open popup: its group and items; null when closed. */
export const shownPopups = signal<{ group: PopupGroup; items: Popup[] } | null>(null);

const candidates = computed(() => {
  const s = session.value;
  const group = popupGroup(s !== null);
  return { group, items: popupsFor(homeAnnouncements.value?.popups ?? [], group, s?.firstTimeLogin === true) };
});

/** Follows the list and the session: each change is applied `POPUP_DELAY_MS` after the last one
 *  (and after the start). Returns the function that stops it. */
export function watchPopups(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = effect(() => {
    const next = candidates.value;
    clearTimeout(timer);
    timer = setTimeout(() => {
      shownPopups.value = shouldOpen(next.items, readPopupSeen(next.group)) ? next : null;
    }, POPUP_DELAY_MS);
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}

/** Closes the popup and stores that its items were seen. */
export function closePopup(): void {
  const shown = shownPopups.peek();
  if (!shown) return;
  const state = closedState(shown.items);
  remembered[shown.group] = state;
  writeJson(KEYS[shown.group], state);
  shownPopups.value = null;
}
