// The announcement popup's rules (specification §3 "Announcement popup item", §4 "Announcement
// popup"): which audience group a visitor is in, which items that group sees, and whether the popup
// opens again. Pure, so every rule is unit-tested without storage or timers.

/** A: a session exists; B: a guest. Each group keeps its own "seen" state. */
export type PopupGroup = 'A' | 'B';

/** The stored display state of one group: the show flag and the 'title,content' entries seen. */
export interface PopupSeen {
  show: boolean;
  seen: string[];
}

interface PopupText {
  title: string;
  content: string;
}

export const popupGroup = (hasSession: boolean): PopupGroup => (hasSession ? 'A' : 'B');

/** The group's own items, plus the first-login items (execution F) for a member logging in for the
 *  first time. */
export function popupsFor<T extends { execution: string }>(items: readonly T[], group: PopupGroup, firstTimeLogin: boolean): T[] {
  return items.filter((p) => p.execution === group || (group === 'A' && firstTimeLogin && p.execution === 'F'));
}

/** The platform's key for an item: its title and content joined by a comma. */
export const entryOf = (p: PopupText): string => `${p.title},${p.content}`;

/** Opens while `show` holds, or when the list has an entry never seen; nothing stored = never closed. */
export function shouldOpen(list: readonly PopupText[], state: PopupSeen | null): boolean {
  if (!list.length) return false;
  if (!state) return true;
  return state.show || list.some((p) => !state.seen.includes(entryOf(p)));
}

/** What closing stores: not shown, and every entry of the current list seen. */
export const closedState = (list: readonly PopupText[]): PopupSeen => ({ show: false, seen: list.map(entryOf) });
